/**
 * Timing of recompute + chart redraw after an input change, read by the site bench through
 * `window.__otTiming` (all from performance.now()):
 * - `edit`: the input change;
 * - `drawn`: the last chart's redraw (the DOM of every chart up to date);
 * - `frame` / `painted`: start and end of the browser's rendering of the frame that follows `drawn`
 *   (style, layout and paint of the new drawing), recorded for the `drawn` named in `paintedFor`.
 * The redraw the user waits for is the script work (`drawn - edit`) plus that rendering work
 * (`painted - frame`); the wait for the frame's start (vsync) is idle time and is left out.
 */
interface Timing {
  edit: number;
  drawn: number;
  frame: number;
  painted: number;
  paintedFor: number;
  pending: boolean;
}
const w = globalThis as unknown as { __otTiming?: Timing };

export function markEdit(): void {
  w.__otTiming = { edit: performance.now(), drawn: 0, frame: 0, painted: 0, paintedFor: -1, pending: false };
}

export function markDrawn(): void {
  const t = w.__otTiming;
  if (!t) return;
  t.drawn = performance.now();
  if (!t.pending && typeof requestAnimationFrame !== 'undefined') renderTime(t);
}

/** Records the rendering of the next frame; again when a chart redrew after that frame began. */
function renderTime(t: Timing): void {
  t.pending = true;
  // rAF runs at the start of the next frame, before its style and layout; a message posted from it
  // is delivered once that frame is painted.
  requestAnimationFrame(() => {
    const frame = performance.now();
    const drawn = t.drawn;
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      t.frame = frame;
      t.painted = performance.now();
      t.paintedFor = drawn;
      if (t.drawn !== drawn) renderTime(t);
      else t.pending = false;
    };
    ch.port2.postMessage(null);
  });
}
