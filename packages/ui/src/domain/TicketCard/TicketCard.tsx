import { canMarkResolved, formatDisplayDate, labels, type Ticket } from '@portal/contract';
import { CircleCheck, Eye, MessageSquare, Paperclip, UserX } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DescriptionItem, DescriptionList } from '../../components/DescriptionList/DescriptionList.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { DepartmentBadge } from '../DepartmentBadge/DepartmentBadge.tsx';
import { PriorityBadge } from '../PriorityBadge/PriorityBadge.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import * as styles from './TicketCard.css.ts';

export interface TicketCardProps {
  /** The ticket to show. */
  ticket: Ticket;
  /** The signed-in person. The requester gets 'Mark Resolved' while the ticket is waiting on them. */
  viewer?: { id: string } | null;
  /** Opens the ticket. */
  onView?: (ticket: Ticket) => void;
  /** Opens the ticket at its comments. */
  onComment?: (ticket: Ticket) => void;
  /** Opens the ticket at its attachments. */
  onAttach?: (ticket: Ticket) => void;
  /** The requester marks the ticket resolved (status `resolved`). */
  onMarkResolved?: (ticket: Ticket) => void;
  /** Shows a spinner on 'Mark Resolved' while the change is being saved. @default false */
  isResolving?: boolean;
  /** Outline level of the subject. @default 3 */
  headingLevel?: HeadingLevel;
  /** IANA time zone for the created date. @default the browser's */
  timeZone?: string;
  /** Element of the card, e.g. `li` inside a list. @default 'article' */
  as?: 'article' | 'li' | 'div';
  className?: string;
}

/**
 * One ticket in a list: subject and number, a red 'Unassigned' marker when nobody owns it, status,
 * department and priority, created date and assignee, and the View / Comment / Attach actions.
 * Memoised: a column re-renders as it scrolls, expands or re-measures, and the unchanged cards
 * (react-aria buttons are not cheap to render) are skipped when their props are the same.
 */
export const TicketCard = memo(function TicketCard({
  ticket,
  viewer,
  onView,
  onComment,
  onAttach,
  onMarkResolved,
  isResolving = false,
  headingLevel = 3,
  timeZone,
  as = 'article',
  className,
}: TicketCardProps) {
  const unassigned = !ticket.owner_id;
  const subjectId = `ticket-card-${ticket.id}`;
  return (
    <Card
      as={as}
      padding="sm"
      headingLevel={headingLevel}
      aria-labelledby={subjectId}
      className={[styles.card, className].filter(Boolean).join(' ')}
      title={
        <span id={subjectId} className={styles.subject}>
          {ticket.subject}
        </span>
      }
      description={ticket.ticket_number}
      actions={
        unassigned ? (
          <span className={styles.unassigned} data-testid="unassigned-marker">
            <UserX aria-hidden="true" className={styles.icon} />
            {labels.unassigned}
          </span>
        ) : undefined
      }
    >
      <Inline gap="2">
        <StatusBadge status={ticket.status} size="sm" />
        <DepartmentBadge department={ticket.support_department} size="sm" />
        <PriorityBadge priority={ticket.priority} size="sm" />
      </Inline>
      <DescriptionList>
        <DescriptionItem term="Created">
          <time dateTime={ticket.created_at}>{formatDisplayDate(ticket.created_at, { timeZone })}</time>
        </DescriptionItem>
        <DescriptionItem term="Assignee">{ticket.owner_name ?? labels.unassigned}</DescriptionItem>
      </DescriptionList>
      <Inline gap="2" className={styles.actions}>
        <Button size="sm" variant="secondary" aria-describedby={subjectId} onPress={() => onView?.(ticket)}>
          <Eye aria-hidden="true" className={styles.icon} />
          View
        </Button>
        <Button size="sm" variant="ghost" aria-describedby={subjectId} onPress={() => onComment?.(ticket)}>
          <MessageSquare aria-hidden="true" className={styles.icon} />
          Comment
        </Button>
        <Button size="sm" variant="ghost" aria-describedby={subjectId} onPress={() => onAttach?.(ticket)}>
          <Paperclip aria-hidden="true" className={styles.icon} />
          Attach
        </Button>
        {canMarkResolved(viewer, ticket) ? (
          <Button
            size="sm"
            variant="primary"
            aria-describedby={subjectId}
            isPending={isResolving}
            onPress={() => onMarkResolved?.(ticket)}
          >
            <CircleCheck aria-hidden="true" className={styles.icon} />
            {labels.markResolved}
          </Button>
        ) : null}
      </Inline>
    </Card>
  );
});
