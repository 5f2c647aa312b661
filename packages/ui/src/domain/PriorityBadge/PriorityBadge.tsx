import { type TicketPriority, ticketPriorityLabels, ticketPriorityTones } from '@portal/contract';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import { badgeToneOf } from '../StatusBadge/StatusBadge.tsx';

export interface PriorityBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The ticket's priority; `urgent` reads 'Critical'. */
  priority: TicketPriority;
}

/** A ticket priority: Critical (urgent) red, High orange, others blue. */
export function PriorityBadge({ priority, ...props }: PriorityBadgeProps) {
  const tone = badgeToneOf[ticketPriorityTones[priority]];
  return (
    <Badge {...props} tone={tone} data-tone={tone} data-priority={priority}>
      {ticketPriorityLabels[priority]}
    </Badge>
  );
}
