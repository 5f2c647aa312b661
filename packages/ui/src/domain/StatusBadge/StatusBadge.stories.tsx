import { ticketStatusLabels, ticketStatusValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Tickets/StatusBadge',
  component: StatusBadge,
  argTypes: { status: { control: 'select', options: ticketStatusValues } },
  args: { status: 'open' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'open' reads 'New' and is orange (warning tone). */
export const New: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('New');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'warning');
  },
};

export const WaitingOnUser: Story = {
  args: { status: 'waiting_customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting on User')).toHaveAttribute('data-tone', 'info');
  },
};

export const Resolved: Story = {
  args: { status: 'resolved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resolved')).toHaveAttribute('data-tone', 'success');
  },
};

/** Every status: orange for open, green for resolved, blue otherwise. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {ticketStatusValues.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ticketStatusValues) {
      const badge = canvas.getByText(ticketStatusLabels[status]);
      const expected = status === 'open' ? 'warning' : status === 'resolved' ? 'success' : 'info';
      await expect(badge).toHaveAttribute('data-tone', expected);
    }
  },
};

export const Small: Story = { args: { status: 'escalated', size: 'sm' } };
