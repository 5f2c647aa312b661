import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  FIXTURE_NOW,
  FIXTURE_TIME_ZONE,
  ticketFromChat,
  ticketOpen,
  ticketOverdue,
  ticketResolved,
} from '../../fixtures/tickets.ts';
import { linesOfText } from '../../story-geometry.ts';
import { TicketSummary } from './TicketSummary.tsx';

const meta = {
  title: 'Tickets/TicketSummary',
  component: TicketSummary,
  args: { ticket: ticketOpen, now: FIXTURE_NOW, timeZone: FIXTURE_TIME_ZONE },
  // The ticket dialog's side column is 320 px wide at desktop width; below it the summary follows
  // the main column at the dialog's width.
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.frameWidth ?? 320 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TicketSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement, term: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling;

/** Due in the future: the SLA date shows plainly. */
export const OnTrack: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(value(canvasElement, 'Ticket')).toHaveTextContent('BST-000042');
    await expect(value(canvasElement, 'Ticket ID')).toHaveTextContent(ticketOpen.id);
    await expect(value(canvasElement, 'Comments')).toHaveTextContent('3');
    await expect(value(canvasElement, 'Attachments')).toHaveTextContent('2');
    await expect(value(canvasElement, 'Tier')).toHaveTextContent('Tier 2 - Moderate');
    await expect(value(canvasElement, 'SLA due')).toHaveTextContent('28 Nov 2025, 17:00');
    await expect(value(canvasElement, 'SLA due')).not.toHaveAttribute('data-overdue');
  },
};

/**
 * Past due and still open: the SLA date is red and says 'Overdue'. The date and '(Overdue)' each
 * stay whole: in the 320 px side column they wrap onto two lines between them, never inside a word
 * (before: '20 Nov 2025, (Overd' / '17:00 ue)').
 */
export const Overdue: Story = {
  args: { ticket: ticketOverdue },
  play: async ({ canvasElement }) => {
    const due = value(canvasElement, 'SLA due') as HTMLElement;
    await expect(due).toHaveAttribute('data-overdue', 'true');
    await expect(due).toHaveTextContent('(Overdue)');
    const red = getComputedStyle(due.querySelector('span') as HTMLElement).color;
    const plain = getComputedStyle(value(canvasElement, 'Created') as HTMLElement).color;
    await expect(red).not.toBe(plain);
    await expect(linesOfText(due, '(Overdue)')).toBe(1);
    await expect(linesOfText(due, '20 Nov 2025, 17:00')).toBe(1);
  },
};

/** The overdue summary on a phone (375 px): the same whole words. */
export const OverdueOnPhone: Story = {
  ...Overdue,
  globals: { viewport: { value: 'phone' } },
};

/** At tablet width (800 px) the summary is as wide as the dialog: date and '(Overdue)' on one line. */
export const OverdueOnTablet: Story = {
  ...Overdue,
  parameters: { frameWidth: 700 },
  globals: { viewport: { value: 'tablet' } },
};

/** At desktop width the summary is the side column: 320 px, as in the story's default frame. */
export const OverdueOnDesktop: Story = { ...Overdue, globals: { viewport: { value: 'desktop' } } };

/** Past due but resolved: not overdue. */
export const ResolvedAfterDue: Story = {
  args: { ticket: ticketResolved },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'SLA due')).not.toHaveAttribute('data-overdue');
  },
};

export const NoDueDate: Story = {
  args: { ticket: ticketFromChat },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'SLA due')).toHaveTextContent('Not set');
  },
};
