import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SHELL_TIME_ZONE } from '../../fixtures/shell.ts';
import { DateText } from './DateText.tsx';

const meta = {
  title: 'Shell/DateText',
  component: DateText,
  args: { value: '2025-11-21T10:09:00.000Z', timeZone: SHELL_TIME_ZONE },
} satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parseable date is a `<time>` element with a machine-readable `dateTime`. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('21 Nov 2025');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-11-21T10:09:00.000Z');
  },
};

export const WithTime: Story = {
  args: { withTime: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21 Nov 2025, 10:09').tagName).toBe('TIME');
  },
};

/** Epoch milliseconds work too. */
export const FromEpoch: Story = {
  args: { value: Date.UTC(2024, 0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 Jan 2024')).toHaveAttribute('datetime', '2024-01-05T00:00:00.000Z');
  },
};

/** Unparseable text shows 'Invalid date' (no `<time>`). */
export const InvalidDate: Story = {
  args: { value: 'not-a-date' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Invalid date');
    await expect(text.tagName).toBe('SPAN');
    await expect(canvasHasTime(text)).toBe(false);
  },
};

/** Missing (null, undefined or blank) shows 'No date'. */
export const NoDate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No date').tagName).toBe('SPAN');
  },
};

export const BlankString: Story = {
  args: { value: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No date')).toBeVisible();
  },
};

function canvasHasTime(element: HTMLElement) {
  return element.parentElement?.querySelector('time') !== null;
}
