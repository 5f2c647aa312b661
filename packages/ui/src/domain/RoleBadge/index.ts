export { RoleBadge, type RoleBadgeProps } from './RoleBadge.tsx';
