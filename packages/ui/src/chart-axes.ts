/**
 * In-place redraw of the axes Observable Plot drew: when only the domains change, the tick marks, tick labels
 * and grid lines of the existing SVG are moved and relabelled, at the positions and with the labels Plot
 * itself computes (the same d3 scale, its `ticks` and `tickFormat`, Plot's default tick spacing of 80 px on
 * x and 35 px on y), instead of Plot rebuilding the whole figure.
 */

/** The d3 position scale Plot hands to a mark's render function (a continuous scale: linear or log). */
export interface AxisScale {
  (v: number): number;
  domain(): number[];
  domain(d: readonly number[]): AxisScale;
  range(): number[];
  copy(): AxisScale;
  nice(count?: number): AxisScale;
  ticks(count?: number): number[];
  tickFormat(count?: number, specifier?: string): (v: number) => string;
  invert(px: number): number;
}

/** Plot's default pixels per tick (its axis mark's tickSpacing: 80 on x, 35 on y). */
const TICK_SPACING = { x: 80, y: 35 } as const;

/** The tick values and labels Plot's axis gives the scale: about one per TICK_SPACING px of its range. */
export function axisTicks(s: AxisScale, k: 'x' | 'y'): { values: number[]; labels: string[] } {
  const [r0, r1] = s.range();
  const count = Math.abs(r1 - r0) / TICK_SPACING[k];
  const values = s.ticks(count);
  const format = s.tickFormat(count);
  return { values, labels: values.map(format) };
}

const TRANSLATE = /^translate\(([^,]+),([^)]+)\)$/;

/** The group Plot drew with this accessible label and its first child (the pattern of the others). */
function groupOf(svg: Element, label: string): { g: Element; first: Element } | null {
  const g = svg.querySelector(`:scope > g[aria-label="${label}"]`);
  const first = g?.firstElementChild;
  return g && first ? { g, first } : null;
}

/** Makes g hold n children like its first, each set up by `set`: existing ones reused, extras removed. */
function fill(g: Element, first: Element, n: number, set: (el: Element, i: number) => void): void {
  let el: Element | null = first;
  for (let i = 0; i < n; i++) {
    if (!el) {
      el = first.cloneNode(false) as Element;
      g.appendChild(el);
    }
    set(el, i);
    el = el.nextElementSibling;
  }
  while (el) {
    const next: Element | null = el.nextElementSibling;
    el.remove();
    el = next;
  }
}

/**
 * Moves axis k's grid lines, tick marks and tick labels in Plot's SVG to the ticks of scale s. False (and the
 * SVG untouched) when the SVG lacks one of those groups or a tick to take as pattern: the caller then lets
 * Plot redraw.
 */
export function updateAxis(svg: Element, k: 'x' | 'y', s: AxisScale): boolean {
  const grid = groupOf(svg, `${k}-grid`);
  const tick = groupOf(svg, `${k}-axis tick`);
  const text = groupOf(svg, `${k}-axis tick label`);
  if (!grid || !tick || !text) return false;
  const tickAt = TRANSLATE.exec(tick.first.getAttribute('transform') ?? '');
  const textAt = TRANSLATE.exec(text.first.getAttribute('transform') ?? '');
  if (!tickAt || !textAt) return false;
  const { values, labels } = axisTicks(s, k);
  const px = values.map((v) => String(s(v)));
  const at = (m: RegExpExecArray, p: string) => (k === 'x' ? `translate(${p},${m[2]})` : `translate(${m[1]},${p})`);
  fill(grid.g, grid.first, values.length, (el, i) => {
    el.setAttribute(`${k}1`, px[i]);
    el.setAttribute(`${k}2`, px[i]);
  });
  fill(tick.g, tick.first, values.length, (el, i) => el.setAttribute('transform', at(tickAt, px[i])));
  // A log axis labels only some of its ticks: the others get an empty text element, as Plot draws them.
  fill(text.g, text.first, values.length, (el, i) => {
    el.setAttribute('transform', at(textAt, px[i]));
    el.textContent = labels[i];
  });
  return true;
}
