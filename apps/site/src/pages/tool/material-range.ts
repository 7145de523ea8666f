/** The wavelength range (nm) a page's slider allows: the material's range, or the layers' common range. */
import { type CalculatorSpec, type MaterialLibrary, parseDecimal, umToNm } from '@optics-toolbox/optics-engine';

/** docs/product.md §9: slider fallback maximum 2000 nm. */
export const FALLBACK_RANGE_NM: [number, number] = [1, 2000];

const rangeOf = (lib: MaterialLibrary, ref: string): [number, number] | null => {
  try {
    const t = ref.trim();
    const m = lib.material(t.startsWith('{') ? JSON.parse(t) : t, 'material');
    return [Math.ceil(umToNm(m.minUm)), Math.floor(umToNm(m.maxUm))];
  } catch {
    return null;
  }
};

/** Range in nm for the page's wavelength slider, or undefined when the page has no material. */
export function wavelengthRangeNm(
  spec: CalculatorSpec,
  texts: Record<string, string>,
  lib: MaterialLibrary,
): [number, number] | undefined {
  const mat = spec.inputs.find((s) => s.kind === 'material');
  if (mat) return rangeOf(lib, texts[mat.name] ?? '') ?? FALLBACK_RANGE_NM;
  const layers = spec.inputs.find((s) => s.kind === 'layers');
  if (!layers) return undefined;
  let list: { material?: string }[] = [];
  try {
    list = JSON.parse(texts[layers.name] ?? '[]');
  } catch {
    return FALLBACK_RANGE_NM;
  }
  let lo = 0;
  let hi = Number.POSITIVE_INFINITY;
  for (const l of list) {
    const r = rangeOf(lib, String(l.material ?? 'fused_silica'));
    if (!r) return FALLBACK_RANGE_NM;
    lo = Math.max(lo, r[0]);
    hi = Math.min(hi, r[1]);
  }
  return lo < hi ? [lo, hi] : FALLBACK_RANGE_NM;
}

/** The wavelength text clamped into the range (docs/product.md §4: a material change clamps values). */
export function clampWavelength(text: string, range: [number, number]): string {
  const x = parseDecimal(text);
  if (!Number.isFinite(x)) return text;
  return String(Math.min(range[1], Math.max(range[0], x)));
}
