import { roleBadgeRole, roleBadgeTones, roleLabels } from '@portal/contract';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import { badgeToneOf } from '../StatusBadge/StatusBadge.tsx';

export interface RoleBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'role'> {
  /**
   * The user's `role` field (never `boost_role`: the spec's badge reads the role field only), matched
   * case-insensitively. An unknown or missing role shows grey with its raw text (or 'Unknown').
   */
  role: string | null | undefined;
}

/** The navigation role badge: Admin red, Manager blue, Agent green, otherwise grey. */
export function RoleBadge({ role, ...props }: RoleBadgeProps) {
  const known = roleBadgeRole({ role });
  const tone = badgeToneOf[known ? roleBadgeTones[known] : 'grey'];
  const text = known ? roleLabels[known] : role?.trim() || 'Unknown';
  return (
    <Badge {...props} tone={tone} data-tone={tone} data-role={known ?? 'other'}>
      {text}
    </Badge>
  );
}
