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
  /** Attach to each rendered row so its real height replaces the estimate. */
  measure: (index: number) => (element: HTMLElement | null) => void;
  /** Tell the window which row holds focus, so it stays rendered while scrolled away. */
  setFocusedIndex: (index: number | null) => void;
}

/**
 * Windowing for a list of rows of varying height inside a scrolling element: only the rows in view
 * (plus `overscan` either side) are rendered. Heights start at `estimate` and are replaced by the
 * measured heights as rows appear (rows may be measured before windowing starts: `count` 0 turns
 * the window off, and `measure` still records heights). Ours rather than react-aria's Virtualizer, which reads
 * `process.env` at run time (undefined in browser test runners and some dev servers).
 */
export function useWindowedRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  estimate: number,
  overscan = 3,
): WindowedRows {
  const heights = useRef(new Map<number, number>());
  const [version, setVersion] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  // Unknown (null) until the box has been laid out and measured (see the effect below); until then
  // the caller keeps what it shows. A guess would build cards that the measured render then throws
  // away (or drop ones it keeps).
  const [viewport, setViewport] = useState<number | null>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const pending = useRef(0);
  const enabled = count > 0;

  const offsets = useMemo(() => {
    void version;
    const result = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) result[i + 1] = (result[i] ?? 0) + (heights.current.get(i) ?? estimate);
    return result;
  }, [count, estimate, version]);

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

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false;
            for (const entry of entries) {
              const index = Number((entry.target as HTMLElement).dataset.index);
              const height = (entry.target as HTMLElement).offsetHeight;
              if (height > 0 && heights.current.get(index) !== height) {
                heights.current.set(index, height);
                changed = true;
              }
            }
            if (changed && !pending.current) {
              pending.current = requestAnimationFrame(() => {
                pending.current = 0;
                setVersion((v) => v + 1);
              });
            }
          }),
    [],
  );
  useEffect(
    () => () => {
      observer?.disconnect();
      cancelAnimationFrame(pending.current);
    },
    [observer],
  );

  const measure = useCallback(
    (_index: number) => (element: HTMLElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
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
    if (focusedIndex !== null && focusedIndex < count && (focusedIndex < first || focusedIndex >= last)) {
      indices.push(focusedIndex);
    }
  }

  return {
    indices,
    isMeasured: viewport !== null,
    offsetOf: (index) => offsets[index] ?? 0,
    totalHeight: offsets[count] ?? 0,
    measure,
    setFocusedIndex,
  };
}
