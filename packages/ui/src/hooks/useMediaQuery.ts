import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window changes: for the few layouts
 * that differ in structure, not only in style, between a phone and a desktop (styles use
 * `media` in `.css.ts` instead). Read synchronously on the first render, so nothing flips after paint.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
