import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface WindowedRows {
  /** Indices to render (the rows in view, some either side, and the row holding focus). */
  indices: number[];
  /** False until the scrolling box has been measured; `indices` is empty until then. */
  isMeasured: boolean;
  /** Top offset of each row, in px. */
  offsetOf: (index: number) => number;
  /** Height of all rows together, in px. */
  totalHeight: number;
  /**
   * The ref for the row with this key: its real height replaces the estimate. The same function
   * for the same key on every render, so React does not detach and re-attach it each time.
   */
  measure: (key: string) => (element: HTMLElement | null) => void;
  /** Tell the window which row holds focus, so it stays rendered while scrolled away. */
  setFocusedKey: (key: string | null) => void;
}

/**
 * Windowing for a list of rows of varying height inside a scrolling element: only the rows in view
 * (plus `overscan` either side) are rendered. `keys` identify the rows in order; heights start at
 * `estimate` and are replaced by the measured heights as rows appear. Heights and focus belong to a
 * row's key, not its place, so re-sorting keeps every row's height (by place, rows trading places
 * overlapped for a frame until re-measured). Rows may be measured before windowing starts: no keys
 * turn the window off, and `measure` still records heights. Ours rather than react-aria's
 * Virtualizer, which reads `process.env` at run time (undefined in browser test runners and some
 * dev servers).
 */
export function useWindowedRows(
  keys: readonly string[],
  scrollRef: RefObject<HTMLElement | null>,
  estimate: number,
  overscan = 3,
): WindowedRows {
  // Kept for every key seen, not only the current ones: a row that a filter hides and brings back
  // keeps its height, and the maps grow only with the tickets one visit shows (a number and a
  // function each), which is not worth pruning.
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  // Unknown (null) until the box has been laid out and measured (see the effect below); until then
  // the caller keeps what it shows. A guess would build cards that the measured render then throws
  // away (or drop ones it keeps).
  const [viewport, setViewport] = useState<number | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const pending = useRef(0);
  const count = keys.length;
  const enabled = count > 0;

  const offsets = useMemo(() => {
    void version;
    const result = new Float64Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++) {
      result[i + 1] = (result[i] ?? 0) + (heights.current.get(keys[i] ?? '') ?? estimate);
    }
    return result;
  }, [keys, estimate, version]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !enabled) return;
    const onScroll = () => setScrollTop(element.scrollTop);
    // The observer reports the box's height once the browser lays it out anyway (its first report
    // comes with the frame that shows the box). Reading clientHeight here instead would force that
    // layout inside the interaction that opened the window, and render twice before its paint.
    const resize = new ResizeObserver(() => setViewport(element.clientHeight));
    element.addEventListener('scroll', onScroll, { passive: true });
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
      setViewport(null);
      setScrollTop(0);
    };
  }, [scrollRef, enabled]);

  const { observer, keyOf } = useMemo(() => {
    const keyOf = new WeakMap<Element, string>();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false;
            for (const entry of entries) {
              const key = keyOf.get(entry.target);
              const height = (entry.target as HTMLElement).offsetHeight;
              if (key !== undefined && height > 0 && heights.current.get(key) !== height) {
                heights.current.set(key, height);
                changed = true;
              }
            }
            if (changed && !pending.current) {
              pending.current = requestAnimationFrame(() => {
                pending.current = 0;
                setVersion((v) => v + 1);
              });
            }
          });
    return { observer, keyOf };
  }, []);
  useEffect(
    () => () => {
      observer?.disconnect();
      cancelAnimationFrame(pending.current);
    },
    [observer],
  );

  const refs = useRef(new Map<string, (element: HTMLElement | null) => () => void>());
  const measure = useCallback(
    (key: string) => {
      let ref = refs.current.get(key);
      if (!ref) {
        ref = (element: HTMLElement | null) => {
          if (element) {
            keyOf.set(element, key);
            observer?.observe(element);
          }
          return () => {
            if (element) observer?.unobserve(element);
          };
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [observer, keyOf],
  );

  const indices: number[] = [];
  if (viewport !== null) {
    // First row whose bottom is below the top of the view (binary search over the offsets).
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((offsets[mid + 1] ?? 0) <= scrollTop) low = mid + 1;
      else high = mid;
    }
    const first = Math.max(0, low - overscan);
    let last = low;
    while (last < count && (offsets[last] ?? 0) < scrollTop + viewport) last++;
    last = Math.min(count, last + overscan);
    for (let i = first; i < last; i++) indices.push(i);
    const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
    if (focusedIndex !== -1 && (focusedIndex < first || focusedIndex >= last)) indices.push(focusedIndex);
  }

  return {
    indices,
    isMeasured: viewport !== null,
    offsetOf: (index) => offsets[index] ?? 0,
    totalHeight: offsets[count] ?? 0,
    measure,
    setFocusedKey,
  };
}
