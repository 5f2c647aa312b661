import type { HTMLAttributes, ReactNode } from 'react';
import { type Tone, tones } from '../../tokens/palette.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = tones;
export type BadgeTone = Tone;
export const badgeAppearances = ['subtle', 'solid'] as const;
export type BadgeAppearance = (typeof badgeAppearances)[number];
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

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
    <span
      {...props}
      className={[styles.badge({ tone, appearance, size }), className].filter(Boolean).join(' ')}
    >
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
