import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A ref to attach and the element's content width in CSS px (at least `minPx`), kept current with a
 * ResizeObserver; `fallbackPx` until the first measurement, and where ResizeObserver does not exist.
 * Charts, heat maps and the planner's canvas size themselves with it.
 */
export function useElementWidth<T extends HTMLElement>(
  fallbackPx: number,
  minPx: number,
): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallbackPx);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setWidth(Math.max(minPx, Math.floor(e.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, [minPx]);
  return [ref, width];
}
