import type { HTMLAttributes, ReactNode } from 'react';
import type { Tone } from '../../tokens/palette.ts';
import { cx } from '../../utils.ts';
import * as styles from './Callout.css.ts';

export interface CalloutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The colour of its border, background and icon. @default 'info' */
  tone?: Tone;
  /** `sm` for a one-line notice, `md` for a title and a sentence or two. @default 'md' */
  size?: 'sm' | 'md';
  /** A decorative icon before the text (hidden from screen readers). */
  icon?: ReactNode;
  /** A first line in bold. */
  title?: ReactNode;
  /** The element: `aside` for a tip beside the content, `p` for one line of text. @default 'div' */
  elementType?: 'div' | 'aside' | 'p';
  children?: ReactNode;
}

/**
 * A notice inside a page: a tip, a warning that something is not available, an error that stays
 * until it is dealt with. Not announced by itself: give it `role="alert"` or `role="status"` when it
 * appears after the page has loaded and must be heard. (A toast is for what passes; a dialog for what
 * must be answered.)
 */
export function Callout({
  tone = 'info',
  size = 'md',
  icon,
  title,
  elementType: Element = 'div',
  className,
  children,
  ...props
}: CalloutProps) {
  // A `p` holds only phrasing content, so its parts are spans.
  const Part = Element === 'p' ? 'span' : 'div';
  return (
    <Element {...props} className={cx(styles.callout({ tone, size }), className)}>
      {icon ? (
        <span aria-hidden="true" className={cx(styles.icon, styles.iconTone[tone])}>
          {icon}
        </span>
      ) : null}
      <Part className={styles.body}>
        {title ? <Part className={styles.title}>{title}</Part> : null}
        {children}
      </Part>
    </Element>
  );
}
