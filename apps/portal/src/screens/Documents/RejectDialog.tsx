import { Button, Dialog, Modal, Text, TextArea } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './DocumentsScreen.css.ts';

/** Longest note the server accepts (`documentRejectRequestSchema`). */
const NOTES_MAX_LENGTH = 2000;

export interface RejectDialogProps {
  documentName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed notes; the dialog then closes. */
  onReject: (notes: string) => void;
}

/**
 * Asks for the rejection notes (`PUT /documents/{id}/reject` body). The notes are optional, as the
 * server allows, but asked for: they are shown on the rejected document as its reason.
 */
export function RejectDialog({ documentName, isOpen, onOpenChange, onReject }: RejectDialogProps) {
  const [notes, setNotes] = useState('');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(notes.trim());
    onOpenChange(false);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title="Reject document"
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger">
              Reject
            </Button>
          </>
        )}
      >
        <form id={formId} onSubmit={submit} className={styles.dialogForm}>
          <Text elementType="p" tone="secondary">
            {documentName} will not be offered to the assistant. The notes are shown on the document.
          </Text>
          <TextArea
            label="Notes"
            description="Why the document is rejected"
            value={notes}
            onChange={setNotes}
            maxLength={NOTES_MAX_LENGTH}
            autoFocus
          />
        </form>
      </Dialog>
    </Modal>
  );
}
