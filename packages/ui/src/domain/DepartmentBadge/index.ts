export { DepartmentBadge, type DepartmentBadgeProps } from './DepartmentBadge.tsx';
