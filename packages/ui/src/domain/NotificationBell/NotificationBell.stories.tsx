import { labels } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureDateOptions } from '../../fixtures/assistant.ts';
import { manyNotifications, notifications } from '../../fixtures/notifications.ts';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: {
    notifications,
    connection: 'live',
    onOpenNotification: fn(),
    onMarkAllRead: fn(),
    onClearAll: fn(),
    ...fixtureDateOptions,
  },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 480 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  // Wait for the entry animation so that visibility checks see the final state.
  await waitFor(() => expect(panel).toBeVisible());
  await waitFor(() => expect(getComputedStyle(panel.closest('[data-trigger]') ?? panel).opacity).toBe('1'));
  return panel;
};

/** Closed, with the unread count in the badge and in the button's name. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveTextContent('2');
  },
};

/** Above 99 the badge and the name read '99+'. */
export const Overflow: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const Exactly99: Story = {
  args: { unreadCount: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 99 unread' })).toHaveTextContent('99');
  },
};

export const NothingUnread: Story = {
  args: { notifications: notifications.map((item) => ({ ...item, read: true })) },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveTextContent('');
  },
};

/** Pointer: the open panel with unread styling, connection badge, 'Mark all read' and 'Clear All Notifications'. */
export const Open: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ args, canvas }) => {
    const panel = await openPanel(canvas);
    const items = within(panel).getAllByRole('button', { name: /BST-|attachment/ });
    await expect(items).toHaveLength(notifications.length);
    await expect(items[0]).toHaveAccessibleName(/^Unread: New comment · BST-1042/);
    await expect(items[2]).not.toHaveAccessibleName(/Unread/);
    await expect(within(panel).getByText('Live')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: labels.markAllRead }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.click(within(panel).getByRole('button', { name: labels.clearAllNotifications }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** Clicking an item opens its ticket and closes the panel. */
export const OpenTicket: Story = {
  play: async ({ args, canvas }) => {
    const panel = await openPanel(canvas);
    await userEvent.click(within(panel).getByText('Status changed to Waiting on User.'));
    await expect(args.onOpenNotification).toHaveBeenCalledWith(notifications[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: Enter opens the panel, Tab reaches an item, Enter opens it; Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: /^Notifications/ });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = within(again).getAllByRole('button', { name: /BST-/ })[0];
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenNotification).toHaveBeenCalledWith(notifications[0]);
  },
};

export const Empty: Story = {
  args: { notifications: [], connection: 'polling' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas);
    await expect(within(panel).getByText('No notifications')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: labels.markAllRead })).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: labels.clearAllNotifications })).toBeDisabled();
    await expect(within(panel).getByText('Polling')).toBeVisible();
  },
};

/** Fifty unread (the most kept): the list scrolls inside the panel. */
export const ManyItems: Story = {
  args: { notifications: manyNotifications, connection: 'offline' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 50 unread' })).toBeVisible();
    const panel = await openPanel(canvas);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(50);
    const list = within(panel).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};
