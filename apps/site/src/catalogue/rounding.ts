/**
 * Display rounding of a page: an output's or input's declared precision (catalogue/pages), else the page's, else the
 * product description's (docs/product.md) 3 decimals. Display only: values stay at full precision everywhere else.
 */
import type { FormatOptions } from '@optics-toolbox/ui';
import type { PageSpec, Precision } from './presentation.js';

export type Display = (name: string) => FormatOptions;

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The display rule of a value by its output or input name (full dotted name or its last part). */
export function displayOf(spec: PageSpec): Display {
  const cache = new Map<string, FormatOptions>();
  const fallback: Precision = spec.page.precision ?? { decimals: 3 };
  return (name) => {
    const hit = cache.get(name);
    if (hit) return hit;
    const out =
      spec.outputs.find((o) => o.name === name) ??
      spec.outputs.find((o) => o.precision && leaf(o.name) === leaf(name)) ??
      spec.inputs.find((i) => i.name === name);
    const p = { ...fallback, ...(out?.precision ?? {}) };
    cache.set(name, p);
    return p;
  };
}
