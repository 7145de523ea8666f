/**
 * Timing of recompute + chart redraw after an input change, read by the site bench through
 * `window.__otTiming` (edit time and last redraw time, from performance.now()).
 */
interface Timing {
  edit: number;
  drawn: number;
}
const w = globalThis as unknown as { __otTiming?: Timing };

export function markEdit(): void {
  w.__otTiming = { edit: performance.now(), drawn: 0 };
}

export function markDrawn(): void {
  if (w.__otTiming) w.__otTiming.drawn = performance.now();
}
