import { EngineError, fmt, InputError, PhysicsError } from '../errors.js';
import type { CompiledAxis, CompiledMaterial, RayKey } from '../materials/compile.js';
import { dispersionAt } from '../materials/dispersion.js';
import { cePhaseShiftRad, groupDelayPs } from '../optics/plates.js';
import { nmToUm, umToNm } from '../units.js';
import { noteTableDerivatives, temperatureInput, wavelengthInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export interface Layer {
  material: CompiledMaterial;
  thicknessMm: number;
}

export interface StackRay {
  opticalPathMm: number;
  groupDelayPs: number;
  cePhaseShiftRad: number;
  gddFs2: number;
  todFs3: number;
}

export const OVERLAP_ERROR = 'Material wavelength ranges do not overlap!';

const RAY_ORDER: readonly RayKey[] = ['o', 'e', 'x', 'y', 'z'];

/** The axis of a layer used for a stack ray: the axis with that key, else the layer's first axis. */
const layerAxis = (m: CompiledMaterial, key: RayKey): CompiledAxis => m.axes.find((a) => a.key === key) ?? m.axes[0];

/**
 * Sums over layers at normal incidence, wavelength x um, for one ray key: optical path sum n d, group
 * delay sum n_g d / c, CE phase sum 2 pi (n_g - n) d / lambda, GDD sum GVD d, TOD sum TOD d.
 */
export function stackRay(layers: readonly Layer[], key: RayKey, xUm: number): StackRay {
  const out: StackRay = { opticalPathMm: 0, groupDelayPs: 0, cePhaseShiftRad: 0, gddFs2: 0, todFs3: 0 };
  for (const { material, thicknessMm } of layers) {
    const d = dispersionAt(layerAxis(material, key), xUm);
    out.opticalPathMm += d.n * thicknessMm;
    out.groupDelayPs += groupDelayPs(d.groupIndex, thicknessMm);
    out.cePhaseShiftRad += cePhaseShiftRad(d.n, d.groupIndex, thicknessMm, xUm);
    out.gddFs2 += d.gvdFs2PerMm * thicknessMm;
    out.todFs3 += d.todFs3PerMm * thicknessMm;
  }
  return out;
}

/** Optical path in a stack of layers (docs/product.md tool 10). */
export const heterostructure = defineCalculator({
  id: 'heterostructure',
  title: 'Optical path in heterostructures',
  category: 'refraction',
  summary: 'Optical path, group delay, CE phase shift, GDD and TOD of a stack of layers at normal incidence.',
  inputs: [
    {
      name: 'layers',
      label: 'Layers',
      kind: 'layers',
      default: [{ material: 'fused_silica', thicknessMm: 1 }],
      description: 'List of { material, thicknessMm }; thickness at least 0.1 mm, step 0.1.',
    },
    wavelengthInput(1030),
    temperatureInput(),
  ],
  outputs: [
    { name: 'byRay.*.opticalPathMm', label: 'Optical path (mm)', unit: 'mm' },
    { name: 'byRay.*.groupDelayPs', label: 'Group delay (ps)', unit: 'ps' },
    { name: 'byRay.*.cePhaseShiftRad', label: 'CE phase shift (rad)', unit: 'rad' },
    { name: 'byRay.*.gddFs2', label: 'GDD (fs²)', unit: 'fs^2' },
    { name: 'byRay.*.todFs3', label: 'TOD (fs³)', unit: 'fs^3' },
  ],
  formulas: [
    { tex: 'OP = \\sum_i n_i d_i', text: 'optical path' },
    { tex: '\\tau_g = \\sum_i n_{g,i} d_i / c', text: 'group delay (optical path time)' },
    { tex: '\\Delta\\varphi_{CE} = \\frac{2\\pi}{\\lambda} \\sum_i (n_{g,i} - n_i) d_i', text: 'CE phase shift' },
    {
      tex: '\\mathrm{GDD} = \\sum_i \\mathrm{GVD}_i d_i,\\quad \\mathrm{TOD} = \\sum_i \\mathrm{TOD}_i d_i',
      text: 'dispersion',
    },
  ],
  model: prose`
    A beam at normal incidence through layers in contact: every quantity is the sum over the layers of the single-layer
    value. n, n_g, GVD and TOD per layer from its dispersion formula and exact derivatives at the vacuum wavelength λ.
    Reflections at the interfaces are ignored. Rays: every ray key present in the stack (o, e, x, y, z); a layer without
    that axis contributes its first axis (ordinary, or x). The wavelength must lie in every layer’s range.
  `,
  references: ['J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1'],
  compute({ layers, wavelengthNm }, ctx) {
    for (const [i, l] of layers.entries()) noteTableDerivatives(ctx, l.material, `layers[${i}].material`);
    if (layers.length === 0) throw new InputError('missing-input', 'layers', '{{layers}} needs at least one layer');
    let lo = 0;
    let hi = Number.POSITIVE_INFINITY;
    for (const l of layers) {
      lo = Math.max(lo, l.material.minUm);
      hi = Math.min(hi, l.material.maxUm);
    }
    if (lo > hi)
      throw new PhysicsError(
        'ranges-do-not-overlap',
        `${OVERLAP_ERROR} ${layers
          .map(
            (l, i) =>
              `{{layers[${i}].material}} ${l.material.material.key}: ${fmt(umToNm(l.material.minUm))} to ${fmt(umToNm(l.material.maxUm))} nm`,
          )
          .join('; ')}`,
        'layers',
      );
    const x = nmToUm(wavelengthNm);
    if (x < lo || x > hi)
      throw new EngineError(
        'wavelength-out-of-range',
        `{{wavelengthNm}} ${fmt(wavelengthNm)} nm is outside the range common to the layers: ${fmt(umToNm(lo))} to ${fmt(umToNm(hi))} nm`,
        'wavelengthNm',
        { value: wavelengthNm, range: { min: umToNm(lo), max: umToNm(hi), unit: 'nm' } },
      );
    const byRay: Partial<Record<RayKey, StackRay>> = {};
    for (const key of RAY_ORDER)
      if (layers.some((l) => l.material.axes.some((a) => a.key === key))) byRay[key] = stackRay(layers, key, x);
    return { byRay };
  },
});
