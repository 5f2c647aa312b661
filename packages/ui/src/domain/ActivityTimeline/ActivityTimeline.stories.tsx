import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { auditSample, FIXTURE_TIME_ZONE } from '../../fixtures/tickets.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';

const meta = {
  title: 'Tickets/ActivityTimeline',
  component: ActivityTimeline,
  args: { entries: auditSample, timeZone: FIXTURE_TIME_ZONE },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every action of the spec with its own icon, and an unknown action with the default one. */
export const AllActions: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    await expect(items).toHaveLength(auditSample.length);
    const icons = items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon'));
    await expect(icons).toEqual([
      'created',
      'assigned',
      'status_changed',
      'priority_changed',
      'comment_added',
      'attachment_added',
      'sla_breach',
      'resolved',
      'closed',
      'default',
    ]);
    // Each known action draws a different icon.
    const shapes = items.slice(0, 9).map((item) => item.querySelector('svg')?.getAttribute('class'));
    await expect(new Set(shapes).size).toBe(9);
    await expect(canvas.getByText('Vendor case 55-1029')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No activity yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading activity' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { errorMessage: 'Activity could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Activity could not be loaded.');
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        ...auditSample[2],
        id: 'aud-long',
        action: 'status_changed',
        description: `Status: New → In Progress. ${'Waiting for the vendor to confirm the replacement part. '.repeat(4)}`,
        details: null,
        ticket_id: 'tkt',
        user_id: null,
        user_name: 'Maximilian Alexander Featherstonehaugh-Worthington',
        timestamp: '2025-11-18T14:31:00.000Z',
      },
    ],
  },
};
