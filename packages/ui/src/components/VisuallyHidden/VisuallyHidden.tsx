import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils.ts';
import * as styles from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. @default 'span' */
  as?: ElementType;
  /** Become visible while it (or a child) has focus, e.g. a "Skip to content" link. @default false */
  isFocusable?: boolean;
  children?: ReactNode;
}

/** Content for screen readers only: labels of icon-only controls, extra context, live text. */
export function VisuallyHidden({
  as = 'span',
  isFocusable = false,
  className,
  ...props
}: VisuallyHiddenProps) {
  return createElement(as, {
    ...props,
    className: cx(isFocusable ? styles.focusable : styles.visuallyHidden, className),
  });
}
