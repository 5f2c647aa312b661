import { formatDisplayDate, isOverdue, labels, type Ticket } from '@portal/contract';
import { AlarmClockOff } from 'lucide-react';
import { Card } from '../../components/Card/Card.tsx';
import { DescriptionItem, DescriptionList } from '../../components/DescriptionList/DescriptionList.tsx';
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
      <DescriptionList align="end" spacing="relaxed">
        <DescriptionItem term="Ticket">
          <Text size="sm" weight="semibold">
            {ticket.ticket_number}
          </Text>
        </DescriptionItem>
        <DescriptionItem term="Ticket ID">
          <Text size="xs" mono>
            {ticket.id}
          </Text>
        </DescriptionItem>
        <DescriptionItem term="Created">{date(ticket.created_at)}</DescriptionItem>
        <DescriptionItem term="Last updated">{date(ticket.updated_at)}</DescriptionItem>
        <DescriptionItem term="Comments">{ticket.comment_count}</DescriptionItem>
        <DescriptionItem term="Attachments">{ticket.attachment_count}</DescriptionItem>
        <DescriptionItem term="Tier">
          <TierBadge tier={ticket.tier} size="sm" />
        </DescriptionItem>
        <DescriptionItem term="SLA due" data-overdue={overdue || undefined}>
          {ticket.due_at === null ? (
            labels.notSet
          ) : overdue ? (
            <span className={styles.overdue}>
              <AlarmClockOff aria-hidden="true" className={styles.icon} />
              <span className={styles.whole}>{date(ticket.due_at)}</span>{' '}
              <span className={styles.whole} data-testid="overdue-label">
                (Overdue)
              </span>
            </span>
          ) : (
            date(ticket.due_at)
          )}
        </DescriptionItem>
      </DescriptionList>
    </Card>
  );
}
