import type { ReactNode } from 'react';
import {
  composeRenderProps,
  OverlayArrow,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './Popover.css.ts';

export interface PopoverProps extends RACPopoverProps {
  /** Draw an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
}

/**
 * A themed floating surface anchored to its trigger. Menu and Select put their lists in it; for
 * free content put a `PopoverDialog` in it, inside a `DialogTrigger`.
 */
export function Popover({ showArrow = false, offset, className, children, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset ?? (showArrow ? 12 : 8)}
      {...props}
      className={composeClassName(className, styles.popover)}
    >
      {composeRenderProps(children, (children) => (
        <>
          {showArrow ? (
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {children}
        </>
      ))}
    </RACPopover>
  );
}

export interface PopoverDialogProps extends Omit<RACDialogProps, 'children'> {
  /** A heading that names the dialog; without it pass `aria-label`. */
  title?: ReactNode;
  children?: ReactNode;
}

/** Padded, non-modal dialog content for a Popover: help text, a small form, filters. */
export function PopoverDialog({ title, children, className, ...props }: PopoverDialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {title ? (
        <Heading slot="title" level={3} size="sm">
          {title}
        </Heading>
      ) : null}
      {children}
    </RACDialog>
  );
}
