import type { InstructionFlag } from '@portal/contract';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { Callout } from '../../components/Callout/Callout.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './InstructionFlagsDialog.css.ts';

/** The dialog's words (its title, the warning and the confirming button's label). */
export const instructionFlagsDialogText = {
  title: 'This document contains instructions',
  warning:
    'The assistant never quotes these passages or follows them, but they may be an attempt to mislead it; approve only if the document is genuine.',
  confirm: 'Approve anyway',
  cancel: 'Cancel',
} as const;

export interface InstructionFlagsDialogProps {
  /** Open while the approver decides; the screen closes it once either choice is taken. */
  isOpen: boolean;
  /** The document's name, as the list shows it. */
  documentName: string;
  /** The passages that read as instructions (`Document.instruction_flags`), each with its reason. */
  flags: readonly InstructionFlag[];
  /** 'Approve anyway': approve, acknowledging the passages. */
  onConfirm: () => void;
  /** Cancel, or Escape: the document stays pending. */
  onCancel: () => void;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Asks the approver to confirm a document with passages that read as instructions to an AI assistant
 * or ask for a password: each passage quoted with the reason it was flagged, what that means, and
 * Cancel (focused first: approving is the choice that needs a decision) and 'Approve anyway'. A modal
 * `alertdialog`, controlled by `isOpen`; Escape cancels, the backdrop does not. The list scrolls when
 * it is long.
 */
export function InstructionFlagsDialog({
  isOpen,
  documentName,
  flags,
  onConfirm,
  onCancel,
}: InstructionFlagsDialogProps) {
  const count = flags.length;
  return (
    // Controlled: the approval flow decides when it closes, so Escape is a cancel like the button.
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="md"
      isDismissable={false}
    >
      <Dialog
        role="alertdialog"
        title={instructionFlagsDialogText.title}
        hideCloseButton
        footer={
          <>
            <Button variant="secondary" autoFocus onPress={onCancel}>
              {instructionFlagsDialogText.cancel}
            </Button>
            <Button variant="primary" onPress={onConfirm}>
              {instructionFlagsDialogText.confirm}
            </Button>
          </>
        }
      >
        <div className={styles.content}>
          <Text elementType="p">
            <span className={styles.documentName}>{documentName}</span> has {count} passage
            {count === 1 ? '' : 's'} that read{count === 1 ? 's' : ''} as instructions to an AI assistant or
            ask{count === 1 ? 's' : ''} for a password:
          </Text>
          <ol className={styles.flags}>
            {flags.map((flag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open; the same passage may appear twice.
              <li key={index} className={styles.flag}>
                <blockquote className={styles.quote}>{flag.text}</blockquote>
                <Text elementType="p" size="sm" tone="secondary">
                  {sentenceCase(flag.reason)}
                </Text>
              </li>
            ))}
          </ol>
          <Callout tone="warning" icon={<TriangleAlert size={18} />}>
            {instructionFlagsDialogText.warning}
          </Callout>
        </div>
      </Dialog>
    </Modal>
  );
}
