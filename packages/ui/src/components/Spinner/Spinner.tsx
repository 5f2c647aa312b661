import { ProgressBar } from 'react-aria-components';
import { cx } from '../../utils.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Accessible name announced to screen readers. @default 'Loading' */
  label?: string;
  /** @default 'md' */
  size?: SpinnerSize;
  /** Hide from assistive technology when a visible label next to it already says it. @default false */
  decorative?: boolean;
}

/** An indeterminate busy indicator (a react-aria ProgressBar without a value). */
export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  const ring = <span className={cx(styles.spinner, styles.sizes[size])} />;
  if (decorative) return <span aria-hidden="true">{ring}</span>;
  return (
    <ProgressBar isIndeterminate aria-label={label} style={{ display: 'inline-flex' }}>
      {ring}
    </ProgressBar>
  );
}
