export { PriorityBadge, type PriorityBadgeProps } from './PriorityBadge.tsx';
