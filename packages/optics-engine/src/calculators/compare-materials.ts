import { fmt, InputError } from '../errors.js';
import type { CompiledAxis, CompiledMaterial } from '../materials/compile.js';
import { dispersionAt } from '../materials/dispersion.js';
import { steppedRange } from '../math/spacing.js';
import { nmToUm, umToNm } from '../units.js';
import { noteTableDerivatives, temperatureInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator, type Series } from './spec.js';

/** docs/product.md §9: the comparison range is clamped to 20-5000 nm, plotted in 10 nm steps. */
const RANGE_MIN_NM = 20;
const RANGE_MAX_NM = 5000;
const STEP_NM = 10;

/** The axis plotted for a ray: o is the first axis; e the extraordinary (uniaxial) or z (biaxial) axis. */
const plottedAxis = (m: CompiledMaterial, ray: 'o' | 'e'): CompiledAxis =>
  ray === 'o' ? m.axes[0] : m.axes[m.axes.length - 1];

export interface Plotted {
  key: string;
  fromNm: number | null;
  toNm: number | null;
}

/** Comparison of materials (docs/product.md tool 12): n, GVD and TOD of several materials over a range. */
export const compareMaterials = defineCalculator({
  id: 'compare-materials',
  title: 'Comparison of materials',
  category: 'dispersion',
  summary: 'Refractive index, GVD and TOD of several materials side by side over a wavelength range.',
  inputs: [
    {
      name: 'materials',
      label: 'Materials',
      kind: 'materials',
      default: ['ZnSe', 'CaF2', 'fused_silica', 'Al2O3', 'BK7'],
      description: 'Keys, aliases or inline Material objects.',
    },
    { name: 'fromNm', label: 'From (nm)', kind: 'number', unit: 'nm', optional: true, min: 20, max: 5000, step: 10 },
    { name: 'toNm', label: 'To (nm)', kind: 'number', unit: 'nm', optional: true, min: 20, max: 5000, step: 10 },
    {
      name: 'ray',
      label: 'Ray',
      kind: 'enum',
      options: ['o', 'e'],
      default: 'o',
      description: 'Ordinary or extraordinary; reverts to o when no listed material has an axis.',
    },
    temperatureInput(),
  ],
  outputs: [
    { name: 'ray', label: 'Ray plotted' },
    {
      name: 'noExtraordinaryAxis',
      label: 'Extraordinary unavailable',
      description: 'true when e was asked but no listed material has an axis (the ray reverted to o)',
    },
    {
      name: 'materials',
      label: 'Plotted range per material; none when outside',
    },
  ],
  formulas: [
    {
      tex: '\\mathrm{GVD} = \\frac{\\lambda^3}{2\\pi c^2} \\frac{d^2 n}{d\\lambda^2}',
      text: 'group-velocity dispersion',
    },
    {
      tex: '\\mathrm{TOD} = -\\frac{\\lambda^4}{4\\pi^2 c^3} \\left(3 \\frac{d^2 n}{d\\lambda^2} + \\lambda \\frac{d^3 n}{d\\lambda^3}\\right)',
      text: 'third-order dispersion',
    },
  ],
  model: prose`
    Each material is plotted over the requested range (clamped to 20–5000 nm, 10 nm steps) intersected with its own data
    range. Ray o plots the first principal axis (ordinary, or x); ray e plots the extraordinary axis of uniaxial
    materials and z of biaxial ones, while isotropic materials keep their only index. When e is asked and no listed
    material has an axis, the plot reverts to o and noExtraordinaryAxis is set.
  `,
  references: ['J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1'],
  compute({ materials, fromNm, toNm, ray }, ctx) {
    for (const [i, m] of materials.entries()) noteTableDerivatives(ctx, m, `materials[${i}]`);
    const from = fromNm ?? RANGE_MIN_NM;
    const to = toNm ?? RANGE_MAX_NM;
    if (from > to)
      throw new InputError('out-of-range', 'fromNm', `{{fromNm}} ${fmt(from)} must not exceed {{toNm}} ${fmt(to)}`, {
        value: from,
        range: { max: to, unit: 'nm' },
      });
    const anyAxis = materials.some((m) => m.axes.length > 1);
    const noExtraordinaryAxis = ray === 'e' && !anyAxis;
    const plotted: Plotted[] = materials.map((m) => {
      const lo = Math.max(from, Math.ceil(umToNm(m.minUm) / STEP_NM) * STEP_NM);
      const hi = Math.min(to, Math.floor(umToNm(m.maxUm) / STEP_NM) * STEP_NM);
      return lo <= hi
        ? { key: m.material.key, fromNm: lo, toNm: hi }
        : { key: m.material.key, fromNm: null, toNm: null };
    });
    return { ray: noExtraordinaryAxis ? 'o' : ray, noExtraordinaryAxis, materials: plotted };
  },
  series({ materials }, _ctx, out: { ray: 'o' | 'e'; materials: Plotted[] }): Series[] {
    const lines = { n: [] as Series['lines'], gvd: [] as Series['lines'], tod: [] as Series['lines'] };
    materials.forEach((m, i) => {
      const p = out.materials[i];
      if (p.fromNm === null || p.toNm === null) return;
      const axis = plottedAxis(m, out.ray);
      const xs = steppedRange(p.fromNm, p.toNm, STEP_NM);
      const n: number[] = [];
      const gvd: number[] = [];
      const tod: number[] = [];
      for (const nm of xs) {
        const d = dispersionAt(axis, nmToUm(nm));
        n.push(d.n);
        gvd.push(d.gvdFs2PerMm);
        tod.push(d.todFs3PerMm);
      }
      const label = m.material.name ?? m.material.key;
      lines.n.push({ label, x: xs, y: n });
      lines.gvd.push({ label, x: xs, y: gvd });
      lines.tod.push({ label, x: xs, y: tod });
    });
    const chart = (id: 'n' | 'gvd' | 'tod', title: string, unit?: string): Series => ({
      id,
      title,
      x: { label: 'Wavelength', unit: 'nm' },
      y: { label: title, unit },
      lines: lines[id],
    });
    return [chart('n', 'Refractive index'), chart('gvd', 'GVD', 'fs²/mm'), chart('tod', 'TOD', 'fs³/mm')];
  },
});
