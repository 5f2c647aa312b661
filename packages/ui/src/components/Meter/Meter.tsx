import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Label, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './Meter.css.ts';

export const meterTones = ['info', 'success', 'warning', 'danger'] as const;
export type MeterTone = (typeof meterTones)[number];
export const meterSizes = ['sm', 'md'] as const;
export type MeterSize = (typeof meterSizes)[number];

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /** Show the value beside the label. @default true */
  showValueLabel?: boolean;
  /** Colour by meaning, e.g. `warning` when storage is nearly full. @default 'info' */
  tone?: MeterTone;
  /** @default 'md' */
  size?: MeterSize;
}

/** A measurement within a known range (quota used, relevance score): not progress of a task. */
export function Meter({
  label,
  showValueLabel = true,
  tone = 'info',
  size,
  className,
  ...props
}: MeterProps) {
  return (
    <RACMeter {...props} className={composeClassName(className, styles.root)}>
      {({ percentage, valueText }) => (
        <>
          {label || showValueLabel ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {showValueLabel ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track({ size })}>
            <div
              className={styles.bar({ tone })}
              style={assignInlineVars({ [styles.fill]: `${percentage}%` })}
            />
          </div>
        </>
      )}
    </RACMeter>
  );
}
