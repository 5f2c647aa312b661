export { ApprovalBadge, type ApprovalBadgeProps, approvalStatusTones } from './ApprovalBadge.tsx';
