export { ProcessingBadge, type ProcessingBadgeProps, processingStatusTones } from './ProcessingBadge.tsx';
