import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import {
  type NotificationConnectionEvent,
  type NotificationItem,
  notificationConnectionMachine,
  type StreamAddress,
} from '../machines/notification-connection.ts';
import { useNotificationConnection } from '../react/index.ts';

const labels = { live: 'Live', polling: 'Polling', offline: 'Offline' } as const;

function notification(id: string, minute: number, message: string): NotificationItem {
  return {
    id,
    created_at: new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString(),
    update_type: 'comment',
    message,
    ticket_id: 't1',
    read: false,
  };
}

/**
 * The bell with a fake stream the story controls; delays shortened so the flow is watchable (a
 * stream left unopened for 10 s counts as failed, as in the product).
 */
function BellDemo() {
  const controls = useRef<{
    send?: (e: NotificationConnectionEvent) => void;
    address?: StreamAddress;
    network?: (e: NotificationConnectionEvent) => void;
  }>({});
  const counter = useRef(0);
  const [machine] = useState(() =>
    notificationConnectionMachine.provide({
      actors: {
        stream: fromCallback<NotificationConnectionEvent, { address: StreamAddress }>(
          ({ sendBack, input }) => {
            controls.current.send = sendBack;
            controls.current.address = input.address;
          },
        ),
        loadUnread: fromPromise<NotificationItem[]>(async () => [
          notification('n1', 1, 'Ticket T-101 was assigned to you'),
          notification('n2', 2, 'New comment on T-102'),
        ]),
        pollRecent: fromPromise<NotificationItem[], { since: number }>(async () => [
          notification('p1', 3, 'Status of T-103 changed to Resolved'),
        ]),
        markRead: fromPromise<unknown, { id: string }>(async () => undefined),
        markAllRead: fromPromise<unknown>(async () => undefined),
        networkStatus: fromCallback<NotificationConnectionEvent>(({ sendBack }) => {
          controls.current.network = sendBack;
        }),
      },
      delays: { streamRetry: 100, pollInterval: 60_000, streamProbe: 600_000 },
    }),
  );
  const bell = useNotificationConnection(machine);
  const send = (e: NotificationConnectionEvent) => controls.current.send?.(e);
  return (
    <div>
      <p>
        Connection: <output aria-label="Connection">{bell.badge ? labels[bell.badge] : '(no badge)'}</output>{' '}
        - Unread: <output aria-label="Unread">{bell.unreadBadgeText ?? '0'}</output>
      </p>
      <section aria-label="Simulate">
        <button type="button" onClick={() => send({ type: 'notifications.opened' })}>
          Stream opens
        </button>{' '}
        <button type="button" onClick={() => send({ type: 'notifications.streamFailed' })}>
          Stream fails
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            counter.current += 1;
            send({
              type: 'notifications.received',
              notification: notification(
                `s${counter.current}`,
                10 + counter.current,
                `Update ${counter.current} on T-104`,
              ),
            });
          }}
        >
          Push notification
        </button>{' '}
        <button type="button" onClick={() => controls.current.network?.({ type: 'notifications.offline' })}>
          Go offline
        </button>{' '}
        <button type="button" onClick={() => controls.current.network?.({ type: 'notifications.online' })}>
          Go online
        </button>
      </section>
      <section aria-label="Notifications">
        <button type="button" onClick={bell.markAllRead}>
          Mark all read
        </button>{' '}
        <button type="button" onClick={bell.clearAll}>
          Clear All Notifications
        </button>
        <ul>
          {bell.notifications.map((n) => (
            <li key={n.id}>
              {n.message} {n.read ? '(read)' : ''}{' '}
              {!n.read && (
                <button type="button" onClick={() => bell.markRead(n.id)}>
                  Mark read: {n.message}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = { title: 'Machines/NotificationConnection', component: BellDemo } satisfies Meta<
  typeof BellDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live, a pushed notification, mark read, mark all read. */
export const Live: Story = {
  play: async ({ canvas }) => {
    // Connecting: no badge until the stream opens.
    await expect(canvas.getByLabelText('Connection')).toHaveTextContent('(no badge)');
    await userEvent.click(canvas.getByRole('button', { name: 'Stream opens' }));
    await expect(canvas.getByLabelText('Connection')).toHaveTextContent('Live');
    await waitFor(() => expect(canvas.getByLabelText('Unread')).toHaveTextContent('2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Push notification' }));
    await expect(canvas.getByLabelText('Unread')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark read: New comment on T-102' }));
    await expect(canvas.getByLabelText('Unread')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(canvas.getByLabelText('Unread')).toHaveTextContent('0');
  },
};

/** Both addresses fail: the bell polls. */
export const FallsBackToPolling: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stream fails' }));
    // The second address is tried after the (shortened) retry delay.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await userEvent.click(canvas.getByRole('button', { name: 'Stream fails' }));
    await waitFor(() => expect(canvas.getByLabelText('Connection')).toHaveTextContent('Polling'));
    await expect(
      await canvas.findByRole('button', { name: 'Mark read: Status of T-103 changed to Resolved' }),
    ).toBeInTheDocument();
  },
};

/** Offline while the browser is offline; clear all. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stream opens' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(canvas.getByLabelText('Connection')).toHaveTextContent('Offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Notifications' }));
    await expect(canvas.getByLabelText('Unread')).toHaveTextContent('0');
  },
};
