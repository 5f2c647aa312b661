import { toastQueue } from '@portal/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from './hydration.tsx';

/** The library's region, in a chunk of its own: no page needs it to show or to answer presses. */
const loadRegion = () => import('./toast-region-chunk.ts');
const LazyToastRegion = lazy(loadRegion);

const subscribe = (listener: () => void) => toastQueue.subscribe(listener);
const hasToasts = () => toastQueue.visibleToasts.length > 0;
const noToastsOnServer = () => false;

/**
 * The app's toasts (`toast.success(...)`): the library's `ToastRegion`, rendered from the first toast
 * on. Until then it would render nothing (a region shows only while it has toasts), so its code
 * stays out of every page's first load and is fetched once the page is idle, ready for that toast.
 */
export function ToastRegion() {
  const [needed, setNeeded] = useState(false);
  const shown = useSyncExternalStore(subscribe, hasToasts, noToastsOnServer);
  if (shown && !needed) setNeeded(true);
  useEffect(() => whenIdle(() => void loadRegion()), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastRegion />
    </Suspense>
  );
}
