import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    tone: { control: 'inline-radio', options: progressBarTones },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Uploading screenshot.png', value: 40 },
  render: (args) => (
    <div style={{ width: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading screenshot.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    const track = bar.lastElementChild as HTMLElement;
    const fill = track.firstElementChild as HTMLElement;
    await expect(fill.offsetWidth / track.offsetWidth).toBeCloseTo(0.4, 1);
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };

/** A custom value text, e.g. counts instead of percent. */
export const CustomValueLabel: Story = {
  args: { label: 'Importing articles', value: 12, maxValue: 48, valueLabel: '12 of 48' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 48');
    await expect(bar).toHaveTextContent('12 of 48');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

/** Without a known end: no value text; the bar slides (still under reduced motion). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing the export' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing the export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', showValueLabel: false, value: 70 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Uploading quarterly-service-desk-report-with-every-ticket-of-the-year-2026-final-version.xlsx',
    value: 85,
  },
};
