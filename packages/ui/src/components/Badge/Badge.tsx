import type { HTMLAttributes, ReactNode } from 'react';
import { type Tone, tones } from '../../tokens/palette.ts';
import { cx, variantsOf } from '../../utils.ts';
import type { BadgeVariants } from './Badge.css.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = tones;
export type BadgeTone = Tone;
export type BadgeAppearance = NonNullable<BadgeVariants['appearance']>;
export const badgeAppearances = variantsOf(styles.badge, 'appearance');
export type BadgeSize = NonNullable<BadgeVariants['size']>;
export const badgeSizes = variantsOf(styles.badge, 'size');

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Meaning of the badge. Colour is never the only signal: the text must say it too. @default 'neutral' */
  tone?: BadgeTone;
  /** `solid` for high emphasis (counts, critical), `subtle` for statuses in lists. @default 'subtle' */
  appearance?: BadgeAppearance;
  /** @default 'md' */
  size?: BadgeSize;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status label (ticket status, priority, role). Static text: not interactive. */
export function Badge({ tone, appearance, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge({ tone, appearance, size }), className)}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
