/**
 * The wavelength range (nm) a page's slider spans: the material's data, or the layers' common range. From the data
 * only: when it is not known (a catalogue page still loading, an invalid custom material, layers that do not
 * overlap) there is no slider, just the box, and the engine says what is wrong.
 */
import { type CalculatorSpec, type MaterialLibrary, umToNm } from '@optics-toolbox/optics-engine';

const rangeOf = (lib: MaterialLibrary, ref: string): [number, number] | null => {
  try {
    const t = ref.trim();
    const m = lib.material(t.startsWith('{') ? JSON.parse(t) : t, 'material');
    return [Math.ceil(umToNm(m.minUm)), Math.floor(umToNm(m.maxUm))];
  } catch {
    return null;
  }
};

/** Range in nm for the page's wavelength slider; undefined without a material, or when its range is not known. */
export function wavelengthRangeNm(
  spec: CalculatorSpec,
  texts: Record<string, string>,
  lib: MaterialLibrary,
): [number, number] | undefined {
  const mat = spec.inputs.find((s) => s.kind === 'material');
  if (mat) return rangeOf(lib, texts[mat.name] ?? '') ?? undefined;
  const layers = spec.inputs.find((s) => s.kind === 'layers');
  if (!layers) return undefined;
  let list: { material?: string }[] = [];
  try {
    list = JSON.parse(texts[layers.name] ?? '[]');
  } catch {
    return undefined;
  }
  let lo = 0;
  let hi = Number.POSITIVE_INFINITY;
  for (const l of list) {
    const r = rangeOf(lib, String(l.material ?? 'fused_silica'));
    if (!r) return undefined;
    lo = Math.max(lo, r[0]);
    hi = Math.min(hi, r[1]);
  }
  return lo < hi ? [lo, hi] : undefined;
}
