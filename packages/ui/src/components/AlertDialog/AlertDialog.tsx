import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as RACDialog } from 'react-aria-components';
import { cx } from '../../utils.ts';
import { Button } from '../Button/Button.tsx';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { Heading } from '../Heading/Heading.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './AlertDialog.css.ts';

export const alertDialogVariants = ['default', 'destructive'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /** The question, e.g. "Delete this ticket?". */
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** Label of the confirming button; name the action ("Delete"), not "OK". */
  confirmLabel: string;
  /** Label of the cancelling button. @default 'Cancel' */
  cancelLabel?: string;
  /** `destructive` uses a danger button, a warning icon, and focuses Cancel first. @default 'default' */
  variant?: AlertDialogVariant;
  /** Called when the confirming button is pressed; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the cancelling button is pressed; the dialog then closes. */
  onCancel?: () => void;
}

/**
 * A confirmation: a modal `alertdialog` with a title, a message, and Cancel and confirm buttons.
 * Place it inside a `DialogTrigger` after its trigger, or control it with `isOpen`/`onOpenChange`.
 * Escape cancels; the backdrop does not (the choice must be explicit).
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  onCancel,
  ...props
}: AlertDialogProps) {
  const destructive = variant === 'destructive';
  return (
    <Modal {...props} size="sm" isDismissable={false}>
      <RACDialog role="alertdialog" className={dialogStyles.dialog}>
        {({ close }) => (
          <>
            <div className={cx(dialogStyles.header, styles.header)}>
              {destructive ? <TriangleAlert size={22} aria-hidden="true" className={styles.icon} /> : null}
              <Heading slot="title" level={2} size="lg" className={dialogStyles.title}>
                {title}
              </Heading>
            </div>
            <div className={cx(dialogStyles.body, styles.body)}>
              <Text elementType="p" tone="secondary">
                {children}
              </Text>
            </div>
            <div className={cx(dialogStyles.footer, styles.footer)}>
              <Button
                variant="secondary"
                autoFocus={destructive}
                onPress={() => {
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button
                variant={destructive ? 'danger' : 'primary'}
                autoFocus={!destructive}
                onPress={() => {
                  onConfirm?.();
                  close();
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </RACDialog>
    </Modal>
  );
}
