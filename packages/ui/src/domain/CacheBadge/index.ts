export { CacheBadge, type CacheBadgeProps } from './CacheBadge.tsx';
