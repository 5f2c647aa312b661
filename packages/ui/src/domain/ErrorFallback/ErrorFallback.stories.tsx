import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback.tsx';

const meta = {
  title: 'Shell/ErrorFallback',
  component: ErrorFallback,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Something went wrong' and 'Refresh Page', which calls back (pointer). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The button also works from the keyboard. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** In development the error's message can be shown. */
export const WithDetails: Story = {
  args: {
    details:
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at TicketColumn (TicketColumn.tsx:42:17)",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible();
  },
};
