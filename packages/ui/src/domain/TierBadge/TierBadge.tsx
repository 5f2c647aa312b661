import { type TicketTier, ticketTierLabels } from '@portal/contract';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';

export interface TierBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** Complexity tier, 1 to 4. */
  tier: TicketTier;
}

/** The text of a tier: 'Tier 1 - Simple' ... 'Tier 4 - Very Complex'. */
export function tierText(tier: TicketTier): string {
  return `Tier ${tier} - ${ticketTierLabels[tier]}`;
}

/** A ticket's complexity tier: 1 Simple, 2 Moderate, 3 Complex, 4 Very Complex. */
export function TierBadge({ tier, ...props }: TierBadgeProps) {
  return (
    <Badge {...props} tone="neutral" data-tier={tier}>
      {tierText(tier)}
    </Badge>
  );
}
