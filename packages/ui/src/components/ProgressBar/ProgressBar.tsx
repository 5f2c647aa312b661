import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './ProgressBar.css.ts';

export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];
export const progressBarTones = ['accent', 'success', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /** Show the value (e.g. "40%", or `valueLabel`) beside the label. @default true */
  showValueLabel?: boolean;
  /** @default 'md' */
  size?: ProgressBarSize;
  /** @default 'accent' */
  tone?: ProgressBarTone;
}

/**
 * Progress of a task with a known end (an upload, an import). Without a value use
 * `isIndeterminate`, or the Spinner. Format the value with `formatOptions` or `valueLabel`.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeClassName(className, styles.root)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track({ size })}>
            <div
              className={styles.bar({ tone, indeterminate: isIndeterminate })}
              style={assignInlineVars({ [styles.fill]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
