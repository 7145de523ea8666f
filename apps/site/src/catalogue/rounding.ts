/**
 * Display rounding of a page from its calculator spec: an output's or input's declared precision, else the
 * calculator's, else the product description's (docs/product.md) 3 decimals. Display only: values stay at full precision everywhere else.
 */
import type { CalculatorSpec, Precision } from '@optics-toolbox/optics-engine';
import type { FormatOptions } from '@optics-toolbox/ui';

export type Display = (name: string) => FormatOptions;

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The display rule of a value by its output or input name (full dotted name or its last part). */
export function displayOf(spec: CalculatorSpec): Display {
  const cache = new Map<string, FormatOptions>();
  const fallback: Precision = spec.presentation?.precision ?? { decimals: 3 };
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
