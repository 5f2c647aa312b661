import type { Document } from '@portal/contract';
import { useDocumentApproval } from '@portal/state-machines/react';
import { DocumentRow, type DocumentRowAction, InstructionFlagsDialog } from '@portal/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { showToast } from '../../app/toasts.ts';
import { type ApproveOutput, portalDocumentApprovalMachine } from './machines.ts';
import { RejectDialog } from './RejectDialog.tsx';

export interface DocumentItemProps {
  document: Document;
  /** The viewer is an admin: pending documents get Approve and Reject. */
  canApprove: boolean;
  /** The viewer is the designated document administrator. */
  canDelete: boolean;
  /** Download or Delete in progress for this document. */
  pendingAction: DocumentRowAction | null;
  onDownload: (document: Document) => void;
  onDelete: (document: Document) => void;
  /** The document's approval was decided: its new state for the list. */
  onDecided: (document: Document) => void;
}

/** One row of a department's list; pending documents shown to an admin get the approval controls. */
export const DocumentItem = memo(function DocumentItem(props: DocumentItemProps) {
  if (props.canApprove && props.document.approval_status === 'pending_approval') {
    return <PendingDocumentItem {...props} />;
  }
  return (
    <DocumentRow
      elementType="li"
      document={props.document}
      onDownload={props.onDownload}
      canDelete={props.canDelete}
      onDelete={props.onDelete}
      pendingAction={props.pendingAction}
    />
  );
});

/**
 * A pending document under review: the document-approval machine runs the approve / reject call and
 * its toasts; once it settles, the list takes the document's new state (the approve answer's
 * document, with the processing status the list then follows). A document with instruction-like
 * passages is confirmed in a dialog that lists them before it is approved.
 */
function PendingDocumentItem({
  document,
  canDelete,
  pendingAction,
  onDownload,
  onDelete,
  onDecided,
}: DocumentItemProps) {
  const approval = useDocumentApproval(portalDocumentApprovalMachine, document, showToast);
  const [asked, setAsked] = useState<'approve' | 'reject' | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const notes = useRef('');

  const { status, actor } = approval;
  useEffect(() => {
    if (status === 'approved') {
      const result = actor.getSnapshot().context.result as ApproveOutput | null;
      onDecided(
        result?.document ?? { ...document, approval_status: 'approved', processing_status: 'pending' },
      );
    } else if (status === 'rejected') {
      onDecided({ ...document, approval_status: 'rejected', notes: notes.current || null });
    }
    // Once settled the row leaves (the document is no longer pending), so this runs once.
  }, [status, actor, document, onDecided]);

  return (
    <>
      <DocumentRow
        elementType="li"
        document={document}
        onDownload={onDownload}
        // Kept while the dialog is open, so Cancel returns focus to Approve.
        canApprove={approval.canDecide || approval.confirming || approval.busy}
        onApprove={() => {
          setAsked('approve');
          approval.approve();
        }}
        onReject={() => setNotesOpen(true)}
        canDelete={canDelete}
        onDelete={onDelete}
        pendingAction={approval.busy ? asked : pendingAction}
      />
      {approval.confirming ? (
        <InstructionFlagsDialog
          documentName={document.original_name}
          flags={document.instruction_flags ?? []}
          isOpen
          onConfirm={() => {
            setAsked('approve');
            approval.confirm();
          }}
          onCancel={approval.cancel}
        />
      ) : null}
      {/* Mounted only while asked: a closed modal per pending row still costs a render on every tab switch. */}
      {notesOpen ? (
        <RejectDialog
          documentName={document.original_name}
          isOpen
          onOpenChange={setNotesOpen}
          onReject={(text) => {
            notes.current = text;
            setAsked('reject');
            approval.reject(text);
          }}
        />
      ) : null}
    </>
  );
}
