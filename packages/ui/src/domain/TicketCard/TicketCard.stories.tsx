import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  agentChloe,
  FIXTURE_TIME_ZONE,
  requesterAlice,
  ticketAssigned,
  ticketLongText,
  ticketOpen,
  ticketOverdue,
  ticketWaiting,
} from '../../fixtures/tickets.ts';
import { linesOf } from '../../story-geometry.ts';
import { TicketCard } from './TicketCard.tsx';

const meta = {
  title: 'Tickets/TicketCard',
  component: TicketCard,
  args: {
    ticket: ticketOpen,
    viewer: requesterAlice,
    timeZone: FIXTURE_TIME_ZONE,
    onView: fn(),
    onComment: fn(),
    onAttach: fn(),
    onMarkResolved: fn(),
  },
  // A card in a column: 365 px wide in the three columns at 1280 px.
  decorators: [
    (Story, { parameters }) => <div style={{ width: parameters.frameWidth ?? 365 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TicketCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody owns it yet: the red 'Unassigned' marker shows. */
export const Unassigned: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: ticketOpen.subject })).toBeVisible();
    await expect(canvas.getByTestId('unassigned-marker')).toHaveTextContent('Unassigned');
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('IT')).toBeVisible();
    await expect(canvas.getByText('High')).toBeVisible();
    await expect(canvas.getByText('20 Nov 2025')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark Resolved' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(args.onView).toHaveBeenCalledWith(ticketOpen);
    // The icon buttons carry their names as tooltips too.
    await userEvent.hover(canvas.getByRole('button', { name: 'Comment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.onComment).toHaveBeenCalledWith(ticketOpen);
    await userEvent.click(canvas.getByRole('button', { name: 'Attach' }));
    await expect(args.onAttach).toHaveBeenCalledWith(ticketOpen);
  },
};

export const Assigned: Story = {
  args: { ticket: ticketAssigned },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('unassigned-marker')).toBeNull();
    await expect(canvas.getByText(agentChloe.name)).toBeVisible();
    await expect(canvas.getByText('In Progress')).toBeVisible();
  },
};

/** The requester sees 'Mark Resolved' while the ticket waits on them. */
export const RequesterWaitingOnUser: Story = {
  args: { ticket: ticketWaiting },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Waiting on User')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Resolved' }));
    await expect(args.onMarkResolved).toHaveBeenCalledWith(ticketWaiting);
  },
};

/** Anyone else (here the agent) does not. */
export const OtherViewerWaitingOnUser: Story = {
  args: { ticket: ticketWaiting, viewer: agentChloe },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark Resolved' })).toBeNull();
  },
};

export const Resolving: Story = {
  args: { ticket: ticketWaiting, isResolving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mark Resolved/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Critical: Story = {
  args: { ticket: ticketOverdue },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Critical')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Long subject and assignee: each ends in '...' on its line, nothing runs under the buttons. */
export const LongText: Story = {
  args: { ticket: ticketLongText },
  play: async ({ canvas }) => {
    const name = canvas.getByText(ticketLongText.owner_name ?? '');
    const view = canvas.getByRole('button', { name: 'View' });
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(view.getBoundingClientRect().left);
  },
};

/** Keyboard: Tab reaches each action, Enter and Space press it. */
export const Keyboard: Story = {
  args: { ticket: ticketWaiting },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark Resolved' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMarkResolved).toHaveBeenCalledTimes(1);
  },
};

/**
 * Compact: three lines, under 100 px, so a column shows five and more on a 1280 x 800 screen (it was
 * about 240 px and 1.5 cards a column). A long subject keeps one line, ending in '...', and is whole
 * in its tooltip (title) and the ticket's dialog.
 */
const longSubject = { ...ticketAssigned, subject: ticketLongText.subject };

export const Compact: Story = {
  args: { ticket: longSubject, viewer: agentChloe },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(card.getBoundingClientRect().height).toBeLessThanOrEqual(100);
    const subject = canvas.getByRole('heading', { name: longSubject.subject });
    await expect(linesOf(subject)).toBe(1);
    await expect(subject).toHaveAttribute('title', longSubject.subject);
  },
};

/** On a phone (the column is the screen's width) the card is as compact. */
export const CompactOnPhone: Story = {
  ...Compact,
  parameters: { frameWidth: 319 },
  globals: { viewport: { value: 'phone' } },
};

/** At tablet width the columns are stacked, the card as wide as the screen. */
export const CompactOnTablet: Story = {
  ...Compact,
  parameters: { frameWidth: 728 },
  globals: { viewport: { value: 'tablet' } },
};
