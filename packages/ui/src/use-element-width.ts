import { type RefObject, useEffect, useState } from 'react';

/**
 * The content width in CSS px (at least `minPx`) of the element `ref` is attached to, kept current with a
 * ResizeObserver; `fallbackPx` until the first measurement, and where ResizeObserver does not exist.
 * Charts, heat maps and the planner's canvas size themselves with it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallbackPx: number, minPx: number): number {
  const [width, setWidth] = useState(fallbackPx);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setWidth(Math.max(minPx, Math.floor(e.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, minPx]);
  return width;
}
