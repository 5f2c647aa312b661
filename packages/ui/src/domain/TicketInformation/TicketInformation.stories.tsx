import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FIXTURE_TIME_ZONE,
  ticketAssigned,
  ticketFromChat,
  ticketLongText,
  ticketOpen,
} from '../../fixtures/tickets.ts';
import { TicketInformation } from './TicketInformation.tsx';

const meta = {
  title: 'Tickets/TicketInformation',
  component: TicketInformation,
  args: { ticket: ticketAssigned, timeZone: FIXTURE_TIME_ZONE },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof TicketInformation>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, term: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling;

/** Every field filled in. */
export const Assigned: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('In Progress')).toBeVisible();
    await expect(canvas.getByText('Medium')).toBeVisible();
    await expect(canvas.getByText('pending for 9 days').tagName).toBe('STRONG');
    const expected: Record<string, string> = {
      Department: 'Finance',
      Category: 'Expenses',
      Subcategory: 'Approval',
      Classification: 'Service Request',
      'Business unit': 'London Office',
      Owner: 'Chloe Martin',
      'Boost agent': 'Ben Okafor',
      Due: '28 Nov 2025, 17:00',
      Created: '18 Nov 2025, 14:02',
    };
    for (const [term, text] of Object.entries(expected)) {
      await expect(field(canvasElement, term)).toHaveTextContent(text);
    }
  },
};

/** Nothing optional set: 'None', 'Unassigned', 'None', 'Not set'. */
export const Fallbacks: Story = {
  args: { ticket: ticketFromChat },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Business unit')).toHaveTextContent('None');
    await expect(field(canvasElement, 'Owner')).toHaveTextContent('Unassigned');
    await expect(field(canvasElement, 'Boost agent')).toHaveTextContent('None');
    await expect(field(canvasElement, 'Due')).toHaveTextContent('Not set');
  },
};

/** Raised from a chat: 'View Full Conversation' opens /chat?session={id} in a new tab. */
export const FromChat: Story = {
  args: { ticket: ticketFromChat },
  play: async ({ canvas }) => {
    const block = within(canvas.getByTestId('original-conversation'));
    await expect(block.getByRole('heading', { name: 'Original Conversation' })).toBeVisible();
    const link = block.getByRole('link', { name: /View Full Conversation/ });
    await expect(link).toHaveAttribute('href', '/chat?session=session-5b1d9e77-aa01');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(block.getByText(/session: session-5b1d9e77-aa01/)).toBeVisible();
  },
};

/** Channel Hub without a recorded session: the block shows, without a link. */
export const HubWithoutSession: Story = {
  args: { ticket: ticketOpen },
  play: async ({ canvas }) => {
    const block = within(canvas.getByTestId('original-conversation'));
    await expect(block.queryByRole('link')).toBeNull();
    await expect(block.getByText(/channel: Hub/)).toBeVisible();
  },
};

/** Neither a session nor the Hub channel: no Original Conversation block. */
export const OtherChannel: Story = {
  args: { ticket: { ...ticketAssigned, channel: 'Email' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('original-conversation')).toBeNull();
  },
};

/** The description is sanitized HTML: scripts and handlers are dropped. */
export const HostileDescription: Story = {
  args: {
    ticket: {
      ...ticketAssigned,
      description:
        '<p>Please help</p><img src="x" onerror="window.__xssFired = 1"><a href="javascript:window.__xssFired = 2">link</a>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    (window as { __xssFired?: unknown }).__xssFired = undefined;
    await expect(canvas.getByText('Please help')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect((window as { __xssFired?: unknown }).__xssFired).toBeUndefined();
    await expect(canvasElement.querySelector('[onerror], a[href^="javascript"]')).toBeNull();
  },
};

export const LongText: Story = { args: { ticket: ticketLongText } };
