export { ConnectionBadge, type ConnectionBadgeProps, connectionTones } from './ConnectionBadge.tsx';
