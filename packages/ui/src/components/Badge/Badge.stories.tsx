import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, badgeAppearances, badgeSizes, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    appearance: { control: 'inline-radio', options: badgeAppearances },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  args: { children: 'Open' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

export const AllTonesAndAppearances: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeAppearances.map((appearance) =>
        badgeSizes.map((size) => (
          <div key={`${appearance}-${size}`} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {badgeTones.map((tone) => (
              <Badge key={tone} {...args} tone={tone} appearance={appearance} size={size}>
                {tone}
              </Badge>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};

export const Solid: Story = { args: { tone: 'danger', appearance: 'solid', children: 'Critical' } };

export const WithIcon: Story = {
  args: { tone: 'success', icon: <CircleCheck size={14} />, children: 'Resolved' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Resolved');
    await expect(badge.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 160 }}>
      <Badge {...args} tone="warning" title="Waiting for customer response since last Tuesday">
        Waiting for customer response since last Tuesday
      </Badge>
    </div>
  ),
};
