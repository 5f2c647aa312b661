export { badgeToneOf, StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
