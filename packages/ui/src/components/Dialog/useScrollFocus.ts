import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element currently scrolls. A scrolling region must be reachable with the keyboard
 * (WCAG 2.1.1), but a tab stop on a region that does not scroll is noise: only then is it focusable.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
