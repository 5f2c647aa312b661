export { ModelBadge, type ModelBadgeProps, modelLabel } from './ModelBadge.tsx';
