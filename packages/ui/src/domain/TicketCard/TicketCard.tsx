import { canMarkResolved, formatDisplayDate, labels, type Ticket } from '@portal/contract';
import { CircleCheck, Eye, MessageSquare, Paperclip, UserX } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from '../../components/Tooltip/Tooltip.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
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

/** A quiet icon button with its name as a tooltip. */
function CardAction({
  label,
  describedBy,
  onPress,
  children,
}: {
  label: string;
  describedBy: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <TooltipTrigger>
      <IconButton aria-label={label} aria-describedby={describedBy} size="sm" onPress={onPress}>
        {children}
      </IconButton>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}

/**
 * One ticket in a list, compact so that a column shows several at once (about 1.5 per column fitted
 * a 1280 x 800 screen; now five and more). Three lines: the subject (one line; whole in its tooltip
 * and the dialog); the number, created date and assignee (or the red 'Unassigned' marker) beside the
 * View, Comment and Attach buttons (icons named by their tooltips); status, department and priority,
 * with 'Mark Resolved' for the requester while the ticket waits on them. Memoised: a column re-renders
 * as it scrolls, expands or re-measures, and the unchanged cards are skipped.
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
  as: Element = 'article',
  className,
}: TicketCardProps) {
  const unassigned = !ticket.owner_id;
  const subjectId = `ticket-card-${ticket.id}`;
  const Subject = `h${headingLevel}` as const;
  return (
    <Element
      aria-labelledby={Element === 'li' ? undefined : subjectId}
      className={cx(styles.card, className)}
    >
      <Subject id={subjectId} className={styles.subject} title={ticket.subject}>
        {ticket.subject}
      </Subject>
      <p className={styles.meta}>
        <span className={styles.number}>{ticket.ticket_number}</span>
        <span aria-hidden="true">·</span>
        <span>
          <VisuallyHidden>Created </VisuallyHidden>
          <time dateTime={ticket.created_at}>{formatDisplayDate(ticket.created_at, { timeZone })}</time>
        </span>
        <span aria-hidden="true">·</span>
        {unassigned ? (
          <span className={styles.unassigned} data-testid="unassigned-marker">
            <UserX aria-hidden="true" className={styles.icon} />
            {labels.unassigned}
          </span>
        ) : (
          <span className={styles.assignee} title={ticket.owner_name ?? undefined}>
            <VisuallyHidden>Assignee </VisuallyHidden>
            {ticket.owner_name}
          </span>
        )}
      </p>
      <div className={styles.actions}>
        <CardAction label="View" describedBy={subjectId} onPress={() => onView?.(ticket)}>
          <Eye />
        </CardAction>
        <CardAction label="Comment" describedBy={subjectId} onPress={() => onComment?.(ticket)}>
          <MessageSquare />
        </CardAction>
        <CardAction label="Attach" describedBy={subjectId} onPress={() => onAttach?.(ticket)}>
          <Paperclip />
        </CardAction>
      </div>
      <div className={styles.footer}>
        <div className={styles.badges}>
          <StatusBadge status={ticket.status} size="sm" />
          <DepartmentBadge department={ticket.support_department} size="sm" />
          <PriorityBadge priority={ticket.priority} size="sm" />
        </div>
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
      </div>
    </Element>
  );
});
