import { type RefObject, useEffect, useRef, useState } from 'react';

/** A ref to attach and the element's content width, CSS px, kept current with a ResizeObserver. */
export function useElementWidth<T extends HTMLElement>(fallbackPx: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallbackPx);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(200, Math.floor(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
