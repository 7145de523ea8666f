/**
 * Timing of recompute + chart redraw after an input change, read by the site bench through
 * `window.__otTiming` (all from performance.now()):
 * - `edit`: the input change;
 * - `drawn`: the last chart's redraw (the DOM of every chart up to date);
 * - `taskEnd`: the end of the task that redrew (the browser's own work after the input event, such as the
 *   style and layout of the edited field, runs in that task after `drawn`);
 * - `frame` / `painted`: start and end of the browser's rendering of the next frame (style, layout and
 *   paint of the new drawing), recorded for the `drawn` named in `paintedFor`.
 * The redraw the user waits for is `taskEnd - edit` plus `painted - frame`; the wait between the task and
 * the frame's start (vsync) is idle time and is left out.
 */
export interface Timing {
  edit: number;
  drawn: number;
  taskEnd: number;
  frame: number;
  painted: number;
  paintedFor: number;
  pending: boolean;
}
const w = globalThis as unknown as { __otTiming?: Timing };

export function markEdit(): void {
  w.__otTiming = {
    edit: performance.now(),
    drawn: 0,
    taskEnd: 0,
    frame: 0,
    painted: 0,
    paintedFor: -1,
    pending: false,
  };
}

export function markDrawn(): void {
  const t = w.__otTiming;
  if (!t) return;
  t.drawn = performance.now();
  if (!t.pending && typeof requestAnimationFrame !== 'undefined') renderTime(t);
}

/** A callback run as a task of its own, after the current one (a message to itself). */
function nextTask(f: () => void): void {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => {
    ch.port1.close();
    f();
  };
  ch.port2.postMessage(null);
}

/**
 * Records the end of the current task and the rendering of the next frame; again when a chart redrew after
 * that frame began. The current task ends at whichever comes first: the next task or the frame.
 */
function renderTime(t: Timing): void {
  t.pending = true;
  let taskEnd = 0;
  nextTask(() => {
    taskEnd ||= performance.now();
  });
  // rAF runs at the start of the next frame, before its style and layout; the task after it runs once
  // that frame is painted.
  requestAnimationFrame(() => {
    const frame = performance.now();
    taskEnd ||= frame;
    const drawn = t.drawn;
    nextTask(() => {
      t.taskEnd = taskEnd;
      t.frame = frame;
      t.painted = performance.now();
      t.paintedFor = drawn;
      if (t.drawn !== drawn) renderTime(t);
      else t.pending = false;
    });
  });
}
