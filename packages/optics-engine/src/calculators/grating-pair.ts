import { PhysicsError } from '../errors.js';
import { steppedRange } from '../math/spacing.js';
import { gratingPairDispersion } from '../optics/gratings.js';
import { degToRad, radToDeg } from '../units.js';
import { angleInput, gddTodSeries, plotRangeNm, wavelengthInput } from './common.js';
import { distanceInput, plotRangeInputs } from './geometric-inputs.js';
import { lambdaTimesN, linesPerMmInput } from './grating-inputs.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export const NO_FIRST_ORDER = 'No first diffraction order: the beam is beyond grazing at this wavelength';

/** Grating pair compressor (docs/product.md tool 22). */
export const gratingPair = defineCalculator({
  id: 'grating-pair',
  title: 'Grating pair compressor',
  category: 'dispersion',
  summary: 'GDD and TOD of a parallel grating-pair compressor (Treacy), first order.',
  inputs: [
    distanceInput('distanceMm', 'Distance L (mm)', 10, { description: 'Normal separation of the gratings.' }),
    angleInput('angleDeg', 'Angle of incidence (deg)', 25),
    linesPerMmInput(300),
    wavelengthInput(1030),
    {
      name: 'passes',
      label: 'Passes',
      kind: 'integer',
      default: 2,
      min: 1,
      max: 4,
      step: 1,
      description: '2: the usual double pass through the pair (folded by a roof mirror).',
    },
    ...plotRangeInputs(),
  ],
  outputs: [
    { name: 'gddFs2', label: 'GDD (fs²)', unit: 'fs^2' },
    { name: 'todFs3', label: 'TOD (fs³)', unit: 'fs^3' },
    { name: 'diffractionAngleDeg', label: 'Diffraction angle β (deg)', unit: 'deg' },
  ],
  formulas: [
    { tex: '\\sin\\beta = \\lambda N - \\sin\\alpha', text: 'first-order diffraction angle' },
    {
      tex: '\\mathrm{GDD} = -\\frac{p\\,\\lambda^3 N^2 L}{2\\pi c^2 \\cos^3\\beta}',
      text: 'Treacy: p passes, L the normal separation of the gratings',
    },
    {
      tex: '\\mathrm{TOD} = -\\frac{3\\lambda}{2\\pi c}\\,\\mathrm{GDD}\\,\\frac{1 + \\lambda N \\sin\\alpha - \\sin^2\\alpha}{\\cos^2\\beta}',
      text: 'third-order dispersion',
    },
  ],
  model: prose`
    Two identical parallel reflection gratings used in the first order (Treacy 1969), separation L measured along the
    grating normal, vacuum wavelength λ, N grooves per mm. The phase is that of the exact plane-wave pair, φ = p L √(k²
    − (2πN − k sin α)²) up to linear terms; GDD and TOD are its exact second and third derivatives. Finite beam size,
    grating efficiency and higher orders are ignored. The plot covers the range (default 400–1500 nm) up to the
    wavelength where the first order grazes.
  `,
  references: [
    'E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 2',
  ],
  compute({ distanceMm, angleDeg, linesPerMm, wavelengthNm, passes }) {
    const d = gratingPairDispersion(wavelengthNm, linesPerMm, distanceMm, degToRad(angleDeg), passes);
    if (Number.isNaN(d.betaRad)) throw new PhysicsError('no-first-order', NO_FIRST_ORDER, 'wavelengthNm');
    return { gddFs2: d.gddFs2, todFs3: d.todFs3, diffractionAngleDeg: radToDeg(d.betaRad) };
  },
  series({ distanceMm, angleDeg, linesPerMm, passes, fromNm, toNm, wavelengthNm }) {
    const alpha = degToRad(angleDeg);
    // Geometry limit: sin beta = lambda N - sin alpha < 1.
    const cutoffNm = (1 + Math.sin(alpha)) / (linesPerMm * 1e-6);
    const [from, to] = plotRangeNm(fromNm, toNm, [400, 1500], wavelengthNm);
    const lo = fromNm ?? Math.round(from / 5) * 5;
    // Whole 5 nm steps up to the range end or the grazing cutoff, whichever comes first.
    const hi = lo + Math.floor((Math.min(to, cutoffNm - 1e-6) - lo) / 5) * 5;
    const xs = hi > lo ? steppedRange(lo, hi, 5) : [];
    const gdd: number[] = [];
    const tod: number[] = [];
    const x: number[] = [];
    for (const nm of xs) {
      if (lambdaTimesN(nm, linesPerMm) - Math.sin(alpha) >= 1) continue;
      const r = gratingPairDispersion(nm, linesPerMm, distanceMm, alpha, passes);
      x.push(nm);
      gdd.push(r.gddFs2);
      tod.push(r.todFs3);
    }
    return gddTodSeries(x, gdd, tod);
  },
});
