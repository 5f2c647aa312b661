import {
  type BadgeTone as ContractTone,
  type TicketStatus,
  ticketStatusLabels,
  ticketStatusTones,
} from '@portal/contract';
import { Badge, type BadgeProps, type BadgeTone } from '../../components/Badge/Badge.tsx';

/** The contract names badge colours by hue; the design system by meaning. */
export const badgeToneOf: Record<ContractTone, BadgeTone> = {
  red: 'danger',
  orange: 'warning',
  green: 'success',
  blue: 'info',
  grey: 'neutral',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The ticket's status; shown with its label ('New', 'Waiting on User'...). */
  status: TicketStatus;
}

/** A ticket status: orange for New (open), green for Resolved, blue otherwise. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const tone = badgeToneOf[ticketStatusTones[status]];
  return (
    <Badge {...props} tone={tone} data-tone={tone} data-status={status}>
      {ticketStatusLabels[status]}
    </Badge>
  );
}
