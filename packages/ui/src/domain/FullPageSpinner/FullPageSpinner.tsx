import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { cx } from '../../utils.ts';
import * as styles from './FullPageSpinner.css.ts';

export interface FullPageSpinnerProps {
  /** Accessible and visible label. @default 'Restoring your session...' */
  label?: string;
  /** Fill the viewport height (`false` fills half, for use inside a page). @default true */
  fullHeight?: boolean;
}

/** A centred spinner with a label, shown while the session is restored or a route loads. */
export function FullPageSpinner({
  label = 'Restoring your session...',
  fullHeight = true,
}: FullPageSpinnerProps) {
  return (
    <div className={cx(styles.root, fullHeight ? undefined : styles.inline)} aria-busy="true">
      <Spinner size="lg" label={label} />
      <Text size="sm" tone="secondary" aria-hidden="true">
        {label}
      </Text>
    </div>
  );
}
