import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter, meterSizes, meterTones } from './Meter.tsx';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  argTypes: {
    tone: { control: 'inline-radio', options: meterTones },
    size: { control: 'inline-radio', options: meterSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Storage used', value: 62 },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Meter {...args} />
    </div>
  ),
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used' });
    await expect(meter).toHaveAttribute('aria-valuenow', '62');
    await expect(meter).toHaveTextContent('62%');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      {meterTones.map((tone, i) => (
        <Meter key={tone} {...args} tone={tone} value={25 * (i + 1)} label={`Tone ${tone}`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      {meterSizes.map((size) => (
        <Meter key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

export const CustomRange: Story = {
  args: {
    label: 'Answer confidence',
    minValue: 0,
    maxValue: 5,
    value: 4,
    valueLabel: '4 of 5',
    tone: 'success',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '4 of 5');
  },
};

export const Full: Story = { args: { value: 100, tone: 'danger', label: 'Mailbox full' } };
export const Empty: Story = { args: { value: 0 } };

export const LongLabel: Story = {
  args: {
    label: 'Attachments storage used by the service desk team across all their tickets this year',
    value: 91,
    tone: 'warning',
  },
};
