import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the start (scrolled away to the left). */
  start: boolean;
  /** Content is hidden past the end (more to the right). */
  end: boolean;
}

/**
 * Which edges of a sideways-scrolling element hide content, kept current as it scrolls or resizes:
 * for showing that there is more (a fade at that edge) where a row of tabs or chips overflows.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The tabs themselves change width (counts arrive), not only the list.
    for (const child of Array.from(element.children)) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}
