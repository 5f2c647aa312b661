import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components';
import { composeClassName, variantsOf } from '../../utils.ts';
import type { ModalVariants } from './Modal.css.ts';
import * as styles from './Modal.css.ts';

export type ModalSize = NonNullable<ModalVariants['size']>;
export const modalSizes = variantsOf(styles.modal, 'size');

export interface ModalProps extends ModalOverlayProps {
  /** Maximum width: sm 400px, md 560px, lg 800px, wide 1200px (the ticket dialog). @default 'md' */
  size?: ModalSize;
}

/**
 * A modal overlay with a backdrop that holds a Dialog or AlertDialog. Put it inside a
 * `DialogTrigger` next to its trigger, or control it with `isOpen`/`onOpenChange`.
 * Clicking the backdrop closes it when `isDismissable`; Escape always does.
 */
export function Modal({ size, className, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={composeClassName(className, styles.overlay)}>
      <RACModal className={styles.modal({ size })}>{props.children}</RACModal>
    </ModalOverlay>
  );
}
