import { formatDisplayDate, isOverdue, labels, type Ticket } from '@portal/contract';
import { AlarmClockOff } from 'lucide-react';
import { Card } from '../../components/Card/Card.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TierBadge } from '../TierBadge/TierBadge.tsx';
import * as styles from './TicketSummary.css.ts';

export interface TicketSummaryProps {
  /** The ticket to summarise. */
  ticket: Ticket;
  /** The current time, for the overdue check. @default Date.now() at render */
  now?: Date | number;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
  /** Outline level of the 'Summary' title. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The side summary of a ticket: id and number, created, last updated, comment and attachment counts,
 * tier and SLA due, which turns red with 'Overdue' once past (and the ticket is not resolved or closed).
 */
export function TicketSummary({ ticket, now, timeZone, headingLevel = 3, className }: TicketSummaryProps) {
  const overdue = isOverdue(ticket, now ?? Date.now());
  const date = (value: string) => (
    <time dateTime={value}>{formatDisplayDate(value, { timeZone, withTime: true })}</time>
  );
  return (
    <Card as="section" title="Summary" headingLevel={headingLevel} padding="sm" className={className}>
      <dl className={styles.list}>
        <dt className={styles.term}>Ticket</dt>
        <dd className={styles.value}>
          <Text size="sm" weight="semibold">
            {ticket.ticket_number}
          </Text>
        </dd>
        <dt className={styles.term}>Ticket ID</dt>
        <dd className={styles.value}>
          <Text size="xs" mono>
            {ticket.id}
          </Text>
        </dd>
        <dt className={styles.term}>Created</dt>
        <dd className={styles.value}>{date(ticket.created_at)}</dd>
        <dt className={styles.term}>Last updated</dt>
        <dd className={styles.value}>{date(ticket.updated_at)}</dd>
        <dt className={styles.term}>Comments</dt>
        <dd className={styles.value}>{ticket.comment_count}</dd>
        <dt className={styles.term}>Attachments</dt>
        <dd className={styles.value}>{ticket.attachment_count}</dd>
        <dt className={styles.term}>Tier</dt>
        <dd className={styles.value}>
          <TierBadge tier={ticket.tier} size="sm" />
        </dd>
        <dt className={styles.term}>SLA due</dt>
        <dd className={styles.value} data-overdue={overdue || undefined}>
          {ticket.due_at === null ? (
            labels.notSet
          ) : overdue ? (
            <span className={styles.overdue}>
              <AlarmClockOff aria-hidden="true" className={styles.icon} />
              {date(ticket.due_at)} (Overdue)
            </span>
          ) : (
            date(ticket.due_at)
          )}
        </dd>
      </dl>
    </Card>
  );
}
