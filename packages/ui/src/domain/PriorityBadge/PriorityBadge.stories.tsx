import { ticketPriorityLabels, ticketPriorityValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriorityBadge } from './PriorityBadge.tsx';

const meta = {
  title: 'Tickets/PriorityBadge',
  component: PriorityBadge,
  argTypes: { priority: { control: 'select', options: ticketPriorityValues } },
  args: { priority: 'urgent' },
} satisfies Meta<typeof PriorityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'urgent' reads 'Critical' and is red. */
export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Critical')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.queryByText(/urgent/i)).toBeNull();
  },
};

export const High: Story = {
  args: { priority: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('High')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Urgent red, high orange, others blue. */
export const AllPriorities: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ticketPriorityValues.map((priority) => (
        <PriorityBadge key={priority} {...args} priority={priority} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { low: 'info', medium: 'info', high: 'warning', urgent: 'danger' } as const;
    for (const priority of ticketPriorityValues) {
      await expect(canvas.getByText(ticketPriorityLabels[priority])).toHaveAttribute(
        'data-tone',
        expected[priority],
      );
    }
  },
};
