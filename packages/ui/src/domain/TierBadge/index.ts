export { TierBadge, type TierBadgeProps, tierText } from './TierBadge.tsx';
