import type { Document } from '@portal/contract';
import {
  formatDisplayDate,
  formatFileSize,
  kbDepartmentFullNames,
  kbDepartmentLabels,
} from '@portal/contract';
import { Check, Download, FileText, Trash2, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { cx } from '../../utils.ts';
import { ApprovalBadge } from '../ApprovalBadge/ApprovalBadge.tsx';
import { ProcessingBadge } from '../ProcessingBadge/ProcessingBadge.tsx';
import * as styles from './DocumentRow.css.ts';

export const documentRowActions = ['download', 'approve', 'reject', 'delete'] as const;
export type DocumentRowAction = (typeof documentRowActions)[number];

export interface DocumentRowProps {
  /** The document (contract `Document`). */
  document: Document;
  /** Called by Download. */
  onDownload: (document: Document) => void;
  /**
   * The viewer is an admin: pending documents get Approve and Reject. @default false
   */
  canApprove?: boolean;
  /** Called by Approve (admins, pending documents only). */
  onApprove?: (document: Document) => void;
  /** Called by Reject (admins, pending documents only); the screen asks for the notes. */
  onReject?: (document: Document) => void;
  /** The viewer is the designated document administrator: a Delete button shows. @default false */
  canDelete?: boolean;
  /** Called by Delete. */
  onDelete?: (document: Document) => void;
  /** The action in progress: its button shows a spinner and the others are disabled. */
  pendingAction?: DocumentRowAction | null;
  /** BCP 47 locale of the upload date. @default 'en-GB' */
  locale?: string;
  /** IANA time zone of the upload date. @default the browser's */
  timeZone?: string;
  /** Outline level of the document name. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The element to render; `li` inside a list. @default 'article' */
  elementType?: 'article' | 'li' | 'div';
  className?: string;
}

/** The badge of a pending document with instruction-like passages (`instruction_flags`). */
export const instructionFlagsBadgeLabel = 'Contains instructions';

/**
 * One knowledge-base document: name, upload date, uploader, department, notes, size in KB, approval and
 * processing badges and Download. Admins get Approve / Reject on pending documents; Delete only when
 * allowed. One layout in every state and at every width: the name has the row's whole width and the
 * buttons sit on their own line under the text, so a pending row's four buttons no longer squeeze the
 * name, and approving (a spinner in place of the button's icon) or the approval itself moves nothing.
 * A pending document with instruction-like passages carries a 'Contains instructions' warning badge,
 * so the approver knows before pressing Approve.
 */
export function DocumentRow({
  document,
  onDownload,
  canApprove = false,
  onApprove,
  onReject,
  canDelete = false,
  onDelete,
  pendingAction = null,
  locale,
  timeZone,
  headingLevel = 3,
  elementType: Element = 'article',
  className,
}: DocumentRowProps) {
  const Name = `h${headingLevel}` as const;
  const nameId = useId();
  const busy = pendingAction !== null;
  const showReview = canApprove && document.approval_status === 'pending_approval';
  const flagCount = document.instruction_flags?.length ?? 0;
  const showFlags = document.approval_status === 'pending_approval' && flagCount > 0;
  const uploaded = formatDisplayDate(document.uploaded_at, { locale, timeZone });
  const named = (action: string) => `${action} ${document.original_name}`;
  // A pending button's spinner replaces its icon (Button adds it before the label), so the button
  // keeps its width and its neighbours do not move while the call runs.

  return (
    <Element
      aria-labelledby={Element === 'article' ? nameId : undefined}
      className={cx(styles.root, className)}
    >
      <FileText aria-hidden="true" className={styles.fileIcon} />
      <div className={styles.main}>
        <Name id={nameId} className={styles.name}>
          {document.original_name}
        </Name>
        {/* One run of text: a line breaks after the separator, never before it (on a phone the
            separator began the second line). */}
        <p className={styles.meta}>
          Uploaded <time dateTime={document.uploaded_at}>{uploaded}</time> by {document.uploaded_by}
          {/* The spaces stay outside the hidden separator, so a screen reader still hears two words. */}
          {'\u00a0'}
          <span aria-hidden="true">·</span>{' '}
          <span className={styles.size}>{formatFileSize(document.file_size, 'KB')}</span>
        </p>
        <div className={styles.badges}>
          <Badge size="sm" tone="neutral" title={kbDepartmentFullNames[document.department]}>
            {kbDepartmentLabels[document.department]}
          </Badge>
          <ApprovalBadge size="sm" status={document.approval_status} />
          <ProcessingBadge size="sm" status={document.processing_status} error={document.processing_error} />
          {showFlags ? (
            <Badge
              size="sm"
              tone="warning"
              icon={<TriangleAlert />}
              title={`${flagCount} passage${flagCount === 1 ? '' : 's'} that read${flagCount === 1 ? 's' : ''} as instructions to an AI assistant or ask for a password`}
            >
              {instructionFlagsBadgeLabel}
            </Badge>
          ) : null}
        </div>
        {document.notes ? (
          <p className={styles.notes}>
            <span className={styles.notesLabel}>Notes: </span>
            {document.notes}
          </p>
        ) : null}
        {document.processing_status === 'failed' && document.processing_error ? (
          <p className={styles.error}>{document.processing_error}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={named('Download')}
          onPress={() => onDownload(document)}
          isPending={pendingAction === 'download'}
          isDisabled={busy && pendingAction !== 'download'}
        >
          {pendingAction === 'download' ? null : <Download aria-hidden="true" className={styles.icon} />}
          Download
        </Button>
        {showReview && onApprove ? (
          <Button
            size="sm"
            variant="primary"
            aria-label={named('Approve')}
            onPress={() => onApprove(document)}
            isPending={pendingAction === 'approve'}
            isDisabled={busy && pendingAction !== 'approve'}
          >
            {pendingAction === 'approve' ? null : <Check aria-hidden="true" className={styles.icon} />}
            Approve
          </Button>
        ) : null}
        {showReview && onReject ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={named('Reject')}
            onPress={() => onReject(document)}
            isPending={pendingAction === 'reject'}
            isDisabled={busy && pendingAction !== 'reject'}
          >
            {pendingAction === 'reject' ? null : <X aria-hidden="true" className={styles.icon} />}
            Reject
          </Button>
        ) : null}
        {canDelete && onDelete ? (
          <Button
            size="sm"
            variant="danger-secondary"
            aria-label={named('Delete')}
            onPress={() => onDelete(document)}
            isPending={pendingAction === 'delete'}
            isDisabled={busy && pendingAction !== 'delete'}
          >
            {pendingAction === 'delete' ? null : <Trash2 aria-hidden="true" className={styles.icon} />}
            Delete
          </Button>
        ) : null}
      </div>
    </Element>
  );
}
