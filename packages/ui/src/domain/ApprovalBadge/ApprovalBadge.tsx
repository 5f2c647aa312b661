import { type DocumentApprovalStatus, documentApprovalStatusLabels } from '@portal/contract';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '../../components/Badge/Badge.tsx';

/** Tone of each approval status: pending amber, approved green, rejected red. */
export const approvalStatusTones: Record<DocumentApprovalStatus, BadgeTone> = {
  pending_approval: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const icons: Record<DocumentApprovalStatus, ReactNode> = {
  pending_approval: <Hourglass size={14} />,
  approved: <CircleCheck size={14} />,
  rejected: <CircleX size={14} />,
};

export interface ApprovalBadgeProps {
  /** The document's `approval_status`. */
  status: DocumentApprovalStatus;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** A document's approval status: 'Pending Approval', 'Approved' or 'Rejected'. */
export function ApprovalBadge({ status, size, className }: ApprovalBadgeProps) {
  return (
    <Badge tone={approvalStatusTones[status]} size={size} icon={icons[status]} className={className}>
      {documentApprovalStatusLabels[status]}
    </Badge>
  );
}
