import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components';
import { cx } from '../../utils.ts';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './Dialog.css.ts';
import { DialogBodyContext } from './DialogBodyContext.ts';
import { useIsScrollable } from './useScrollFocus.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

type DialogContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /**
   * The body; scrolls when taller than the screen. A function receives `close`. A form's
   * `FormActions` in it stay in view at the bottom, like `footer`.
   */
  children?: DialogContent;
  /** Actions at the bottom, usually Cancel and a primary Button. A function receives `close`. */
  footer?: DialogContent;
  /** Hide the close (X) button in the header, e.g. when the footer has a Cancel button. @default false */
  hideCloseButton?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

function render(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content({ close }) : content;
}

/**
 * A dialog with a title, a close button, a scrollable body and an optional footer. Place it in a
 * `Modal` (or a `Popover`) inside a `DialogTrigger`.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  closeLabel = 'Close',
  className,
  ...props
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(bodyRef);
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" level={2} size="lg" className={styles.title}>
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <Button slot="close" variant="ghost" size="sm" aria-label={closeLabel} className={styles.close}>
                <X size={18} aria-hidden="true" />
              </Button>
            )}
          </div>
          <div ref={bodyRef} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
            <DialogBodyContext.Provider value={true}>{render(children, close)}</DialogBodyContext.Provider>
          </div>
          {footer ? <div className={styles.footer}>{render(footer, close)}</div> : null}
        </>
      )}
    </RACDialog>
  );
}
