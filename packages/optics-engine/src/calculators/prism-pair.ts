import { PhysicsError } from '../errors.js';
import { steppedRange } from '../math/spacing.js';
import {
  type PrismPairGeometry,
  placePrismPair,
  prismPairAngles,
  prismPairDispersion,
  rayInBounds,
} from '../optics/prism-pair.js';
import { nmToUm, radToDeg, umToNm } from '../units.js';
import {
  angleInput,
  gddTodSeries,
  materialInput,
  plotRangeNm,
  temperatureInput,
  wavelengthInput,
  wavelengthUmIn,
} from './common.js';
import { distanceInput, plotRangeInputs } from './geometric-inputs.js';
import { prose } from './prose.js';
import { defineCalculator, defineInputs, type ParsedInputs } from './spec.js';

export const OUT_OF_BOUNDS = 'Beam out of bounds';

const insertionInput = (name: string, label: string, description: string) => ({
  ...distanceInput(name, label, 0, { max: 100, description }),
});

const INPUTS = defineInputs([
  materialInput('Al2O3'),
  wavelengthInput(800, {
    description: 'Reference wavelength λ₀: the geometry is aligned for it and GDD/TOD are given at it.',
  }),
  distanceInput('separationMm', 'Separation L (mm)', 300, {
    description: 'Perpendicular distance between the entry face of prism 1 and the exit face of prism 2.',
  }),
  insertionInput('insertion1Mm', 'Insertion l1 (mm)', 'Along the entry face of prism 1, from its apex to the beam.'),
  insertionInput(
    'insertion2Mm',
    'Insertion l2 (mm)',
    'Along the entry face of prism 2, from its apex to the beam at λ₀.',
  ),
  {
    name: 'brewster',
    label: 'Brewster configuration',
    kind: 'boolean',
    default: true,
    description:
      'YES: Brewster incidence and the apex for minimum deviation there; angle and apex are ignored. NO: the given angle (else Brewster) and apex (else the minimum-deviation apex for that angle).',
  },
  { ...angleInput('angleDeg', 'Angle of incidence θ0 (deg)', 0), default: undefined, optional: true },
  { ...angleInput('apexDeg', 'Apex angle α (deg)', 0), default: undefined, optional: true },
  ...plotRangeInputs(),
  temperatureInput(),
]);

type Inputs = ParsedInputs<typeof INPUTS>;

function place(
  inputs: Inputs,
): { geometry: PrismPairGeometry; x: number; n: number } & ReturnType<typeof prismPairAngles> {
  const { material, wavelengthNm, separationMm, insertion1Mm, insertion2Mm } = inputs;
  const x = wavelengthUmIn(material, wavelengthNm);
  const n = material.axes[0].n(x);
  const a = prismPairAngles(n, inputs.brewster, inputs.angleDeg, inputs.apexDeg);
  const geometry = placePrismPair(n, a.incidenceRad, a.apexRad, separationMm, insertion1Mm, insertion2Mm);
  if (geometry === null) throw new PhysicsError('beam-out-of-bounds', OUT_OF_BOUNDS, 'insertion2Mm');
  return { geometry, x, n, ...a };
}

/** Prism pair compressor (docs/product.md tool 23). */
export const prismPair = defineCalculator({
  id: 'prism-pair',
  title: 'Prism pair compressor',
  category: 'dispersion',
  summary: 'GDD and TOD of a double-pass prism-pair compressor by exact ray tracing.',
  inputs: INPUTS,
  outputs: [
    { name: 'gddFs2', label: 'GDD (fs²)', unit: 'fs^2' },
    { name: 'todFs3', label: 'TOD (fs³)', unit: 'fs^3' },
    { name: 'prismHeightMm', label: 'Height (mm)', unit: 'mm', description: 'prism 2 apex below prism 1 apex' },
    {
      name: 'prismWidthMm',
      label: 'Width (mm)',
      unit: 'mm',
      description: 'prism 2 apex from prism 1 apex along the bases',
    },
    { name: 'brewster', label: 'Brewster configuration (YES/NO)' },
    { name: 'angleDeg', label: 'Angle of incidence used (deg)', unit: 'deg' },
    { name: 'apexDeg', label: 'Apex angle used (deg)', unit: 'deg' },
    { name: 'brewsterDeg', label: 'Brewster angle (deg)', unit: 'deg' },
    { name: 'apexDistanceMm', label: 'Apex-to-apex distance (mm)', unit: 'mm' },
    { name: 'glassPath1Mm', label: 'Path in prism 1, AB (mm)', unit: 'mm' },
    { name: 'airPathMm', label: 'Path between prisms, BC (mm)', unit: 'mm' },
    { name: 'glassPath2Mm', label: 'Path in prism 2, CD (mm)', unit: 'mm' },
  ],
  formulas: [
    {
      tex: 'P(\\omega) = n(|AB| + |CD|) + |BC| + (\\mathbf{D}_0 - \\mathbf{D})\\cdot\\hat{\\mathbf{u}}',
      text: 'optical path from the common input point to the output plane through the reference exit point D₀',
    },
    { tex: '\\varphi(\\omega) = 2\\,\\omega P(\\omega)/c', text: 'phase, double pass' },
    {
      tex: '\\mathrm{GDD} = \\frac{d^2\\varphi}{d\\omega^2},\\quad \\mathrm{TOD} = \\frac{d^3\\varphi}{d\\omega^3}',
      text: 'from 7-point central differences of P(ω)',
    },
    { tex: '\\theta_B = \\arctan n,\\quad \\alpha = 2\\arctan(1/n)', text: 'Brewster configuration at λ₀' },
    {
      tex: "\\frac{d^2P}{d\\lambda^2} \\approx 4l\\left\\{\\left[n'' + \\left(2n - \\frac{1}{n^3}\\right) n'^2\\right]\\sin\\beta - 2 n'^2 \\cos\\beta\\right\\}",
      text: 'Fork et al. (1984) Brewster-pair approximation, used to check the ray trace',
    },
  ],
  model: prose`
    Two identical prisms, anti-parallel, passed twice (the usual retro-reflected compressor: the double pass doubles the
    phase). Every frequency enters prism 1 at the same point, l1 from its apex along the entry face, and is traced
    exactly through the four surfaces by Snell’s law; the optical path is closed on a plane normal to the output rays
    (all parallel to the input) through the exit point of λ₀, and the phase 2ωP/c is differentiated numerically.
    Conventions of the Light Conversion toolbox: L is the perpendicular distance between the entry face of prism 1 and
    the exit face of prism 2; l2 is where λ₀ enters prism 2 from its apex; height and width place the apex of prism 2
    relative to that of prism 1 (downwards, and along the bases). The ordinary (first principal) index is used for
    crystals. Prisms are unbounded below (no base is hit). “Beam out of bounds”: total internal reflection or a
    separation too small for the prisms not to overlap; plot points where a wavelength misses prism 2 (enters beyond its
    apex) are left out.
  `,
  references: [
    'R. L. Fork, O. E. Martinez and J. P. Gordon, Opt. Lett. 9, 150 (1984)',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 2',
    'Light Conversion toolbox, prism pair (toolbox.lightcon.com), conventions as reconstructed in Luna.jl (LupoLab)',
  ],
  compute(inputs) {
    const { geometry: g, x, brewsterRad, incidenceRad, apexRad } = place(inputs);
    const d = prismPairDispersion(g, inputs.material.axes[0], x);
    if (Number.isNaN(d.gddFs2)) throw new PhysicsError('beam-out-of-bounds', OUT_OF_BOUNDS, 'insertion2Mm');
    return {
      gddFs2: d.gddFs2,
      todFs3: d.todFs3,
      prismHeightMm: -g.apex2Y,
      prismWidthMm: g.apex2X,
      brewster: inputs.brewster ? 'YES' : 'NO',
      angleDeg: radToDeg(incidenceRad),
      apexDeg: radToDeg(apexRad),
      brewsterDeg: radToDeg(brewsterRad),
      apexDistanceMm: Math.hypot(g.apex2X, g.apex2Y),
      glassPath1Mm: g.glassPath1Mm,
      airPathMm: g.airPathMm,
      glassPath2Mm: g.glassPath2Mm,
    };
  },
  series(inputs) {
    const { geometry: g } = place(inputs);
    const axis = inputs.material.axes[0];
    const [from, to] = plotRangeNm(inputs.fromNm, inputs.toNm, [100, 1773], inputs.wavelengthNm);
    const lo = Math.max(Math.round(from), Math.ceil(umToNm(inputs.material.minUm)));
    const hi = Math.min(Math.round(to), Math.floor(umToNm(inputs.material.maxUm)));
    const x: number[] = [];
    const gdd: number[] = [];
    const tod: number[] = [];
    for (const nm of hi > lo ? steppedRange(lo, hi, 10) : []) {
      if (!rayInBounds(g, axis.n(nmToUm(nm)))) continue;
      const d = prismPairDispersion(g, axis, nmToUm(nm));
      if (Number.isNaN(d.gddFs2)) continue;
      x.push(nm);
      gdd.push(d.gddFs2);
      tod.push(d.todFs3);
    }
    return gddTodSeries(x, gdd, tod);
  },
});
