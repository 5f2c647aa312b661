import { ticketTierValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TierBadge } from './TierBadge.tsx';

const meta = {
  title: 'Tickets/TierBadge',
  component: TierBadge,
  argTypes: { tier: { control: 'inline-radio', options: ticketTierValues } },
  args: { tier: 1 },
} satisfies Meta<typeof TierBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tier 1 - Simple')).toBeVisible();
  },
};

/** 1 Simple, 2 Moderate, 3 Complex, 4 Very Complex. */
export const AllTiers: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ticketTierValues.map((tier) => (
        <TierBadge key={tier} {...args} tier={tier} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of [
      'Tier 1 - Simple',
      'Tier 2 - Moderate',
      'Tier 3 - Complex',
      'Tier 4 - Very Complex',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
