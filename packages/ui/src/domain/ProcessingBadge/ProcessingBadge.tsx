import { type DocumentProcessingStatus, documentProcessingStatusLabels } from '@portal/contract';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '../../components/Badge/Badge.tsx';

/** Tone of each processing status. */
export const processingStatusTones: Record<DocumentProcessingStatus, BadgeTone> = {
  pending: 'info',
  completed: 'success',
  timeout: 'warning',
  failed: 'danger',
};

const icons: Record<DocumentProcessingStatus, ReactNode> = {
  pending: <LoaderCircle size={14} />,
  completed: <CircleCheck size={14} />,
  timeout: <Clock size={14} />,
  failed: <CircleX size={14} />,
};

export interface ProcessingBadgeProps {
  /** The document's `processing_status`; `null` (not processed yet, e.g. still pending approval) shows nothing. */
  status: DocumentProcessingStatus | null;
  /** `processing_error`, offered as the badge's tooltip text (`title`). */
  error?: string | null;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** Indexing state of a document: 'Processing...', 'Processed', 'Indexed (timeout)' or 'Processing failed'. */
export function ProcessingBadge({ status, error, size, className }: ProcessingBadgeProps) {
  if (!status) return null;
  return (
    <Badge
      tone={processingStatusTones[status]}
      size={size}
      icon={icons[status]}
      title={error ?? undefined}
      className={className}
    >
      {documentProcessingStatusLabels[status]}
    </Badge>
  );
}
