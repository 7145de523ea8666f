import { dnDtPerK } from '../materials/compile.js';
import { dispersionAt, zeroGvdUm } from '../materials/dispersion.js';
import { linspace } from '../math/spacing.js';
import { nmToUm, umToNm } from '../units.js';
import {
  byRay,
  materialInput,
  noteTableDerivatives,
  plotRangeNm,
  positiveInput,
  RAY_LABEL,
  temperatureInput,
  wavelengthInput,
  wavelengthUmIn,
} from './common.js';
import { prose } from './prose.js';
import { defineCalculator, withExtras } from './spec.js';

/** Material dispersion (docs/product.md tool 16): n, group index, GVD, TOD and the zero-GVD wavelength per ray. */
export const dispersion = defineCalculator({
  id: 'dispersion',
  title: 'Material dispersion',
  category: 'dispersion',
  summary: 'Refractive index, group index, GVD and TOD of a material, per ray, with the zero-GVD wavelength.',
  inputs: [
    materialInput('fused_silica'),
    wavelengthInput(1030),
    withExtras(positiveInput('fromNm', 'Plot from (nm)', 'nm', 1), {
      description: 'Default 100 nm (0.8 times the wavelength when that is shorter), within the material’s range.',
    }),
    withExtras(positiveInput('toNm', 'Plot to (nm)', 'nm', 1), {
      description: 'Default 1773 nm (1.2 times the wavelength when that is longer), within the material’s range.',
    }),
    temperatureInput(),
  ],
  outputs: [
    { name: 'byRay.*.n', label: 'Refractive index' },
    { name: 'byRay.*.groupIndex', label: 'Group index' },
    { name: 'byRay.*.gvdFs2PerMm', label: 'GVD (fs²/mm)', unit: 'fs^2/mm' },
    { name: 'byRay.*.todFs3PerMm', label: 'TOD (fs³/mm)', unit: 'fs^3/mm' },
    {
      name: 'byRay.*.zeroGvdNm',
      label: 'Zero-GVD wavelength (nm)',
      unit: 'nm',
      description: 'null when the GVD keeps its sign over the whole range',
    },
    {
      name: 'byRay.*.dnDtPerK',
      label: 'dn/dT (1/K)',
      unit: '1/K',
      description: 'Thermo-optic coefficient at the temperature; null for a material without thermal data',
    },
  ],
  formulas: [
    { tex: 'n_g = n - \\lambda \\frac{dn}{d\\lambda}', text: 'group index' },
    {
      tex: '\\mathrm{GVD} = \\frac{\\lambda^3}{2\\pi c^2} \\frac{d^2 n}{d\\lambda^2}',
      text: 'group-velocity dispersion per unit length',
    },
    {
      tex: '\\mathrm{TOD} = -\\frac{\\lambda^4}{4\\pi^2 c^3} \\left(3 \\frac{d^2 n}{d\\lambda^2} + \\lambda \\frac{d^3 n}{d\\lambda^3}\\right)',
      text: 'third-order dispersion per unit length',
    },
  ],
  model: prose`
    n(λ) from the material’s dispersion formula (refractiveindex.info formula types), differentiated analytically by
    third-order automatic differentiation; tabulated data: n from a monotone cubic spline through the points, group
    index, GVD and TOD from a smoothing spline fitted to the table (degree 7 in ln λ, smoothing by generalised
    cross-validation, never closer than the rounding of the printed digits; its residual is reported with the material).
    λ is the vacuum wavelength. The zero-GVD wavelength is the lowest sign change of d²n/dλ² in the data range.
  `,
  references: [
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1',
    'refractiveindex.info database (CC0)',
  ],
  compute({ material, wavelengthNm }, ctx) {
    noteTableDerivatives(ctx, material);
    const x = wavelengthUmIn(material, wavelengthNm);
    return {
      byRay: byRay(material, (axis) => {
        const z = zeroGvdUm(axis);
        const d = dispersionAt(axis, x);
        return {
          n: d.n,
          groupIndex: d.groupIndex,
          gvdFs2PerMm: d.gvdFs2PerMm,
          todFs3PerMm: d.todFs3PerMm,
          zeroGvdNm: z === null ? null : umToNm(z),
          dnDtPerK: dnDtPerK(material, material.axes.indexOf(axis), x),
        };
      }),
    };
  },
  series({ material, fromNm, toNm, wavelengthNm }) {
    const [from, to] = plotRangeNm(fromNm, toNm, [100, 1773], wavelengthNm);
    const lo = Math.max(from, umToNm(material.minUm));
    const hi = Math.min(to, umToNm(material.maxUm));
    const xs = hi > lo ? linspace(lo, hi, 300) : [lo];
    const lines = (key: 'gvdFs2PerMm' | 'todFs3PerMm') =>
      material.axes.map((axis) => ({
        label: RAY_LABEL[axis.key],
        x: xs,
        y: xs.map((nm) => dispersionAt(axis, nmToUm(nm))[key]),
      }));
    return [
      {
        id: 'gvd',
        title: 'GVD',
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'GVD', unit: 'fs²/mm' },
        lines: lines('gvdFs2PerMm'),
      },
      {
        id: 'tod',
        title: 'TOD',
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'TOD', unit: 'fs³/mm' },
        lines: lines('todFs3PerMm'),
      },
    ];
  },
});
