import { Spinner } from '@portal/ui';
import { type ReactNode, Suspense } from 'react';
import * as styles from './BoostAdmin.css.ts';

/**
 * Where a part loaded on first use shows 'Loading...' while its code arrives: a tab's panel, or a
 * dialog's form. The admin screens keep their other tabs and their dialogs' forms out of the first
 * load this way; the tab or dialog itself is there at once.
 */
export function LazyPart({ children, in: where }: { children: ReactNode; in: 'panel' | 'dialog' }) {
  const loading = <Spinner label="Loading..." />;
  return (
    <Suspense fallback={where === 'panel' ? <div className={styles.tableStatus}>{loading}</div> : loading}>
      {children}
    </Suspense>
  );
}
