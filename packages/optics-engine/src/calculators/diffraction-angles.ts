import { PhysicsError } from '../errors.js';
import { linspace } from '../math/spacing.js';
import {
  diffractedSin,
  diffractionAngleRad,
  incidenceForDeviationRad,
  littrowAngleRad,
  propagatingOrders,
} from '../optics/gratings.js';
import { degToRad, radToDeg } from '../units.js';
import { angleInput, wavelengthInput } from './common.js';
import { lambdaTimesN, linesPerMmInput } from './grating-inputs.js';
import { prose } from './prose.js';
import { defineCalculator, type SeriesLine } from './spec.js';

/** Orders listed on each side of zero at most (a coarse grating in the UV has millions). */
export const MAX_LISTED_ORDER = 100;
const PLOTTED_ORDERS = 5;

const degOrNull = (rad: number): number | null => (Number.isNaN(rad) ? null : radToDeg(rad));

/** Diffraction angles (docs/product.md tool 20). */
export const diffractionAngles = defineCalculator({
  id: 'diffraction-angles',
  title: 'Diffraction angles',
  category: 'reflection-diffraction',
  summary: 'Diffraction angles of a reflection grating per order, the deviation, Littrow and blaze angles.',
  inputs: [
    angleInput('angleDeg', 'Angle of incidence (deg)', 25),
    {
      ...angleInput('deviationDeg', 'Deviation (deg)', 0, -90, 90),
      default: undefined,
      optional: true,
      description: 'First-order deviation α − β; given instead of the angle, it back-solves the angle of incidence.',
    },
    linesPerMmInput(undefined),
    wavelengthInput(1030),
  ],
  exclusive: [['angleDeg', 'deviationDeg']],
  outputs: [
    { name: 'angleDeg', label: 'Angle of incidence (deg)', unit: 'deg' },
    { name: 'deviationDeg', label: 'Deviation (deg)', unit: 'deg', description: 'α − β₁; null without a first order' },
    { name: 'littrowDeg', label: 'Littrow angle (deg)', unit: 'deg', description: 'null when λN > 2' },
    {
      name: 'blazeDeg',
      label: 'Blaze angle (deg)',
      unit: 'deg',
      description: '(α + β₁)/2; null without a first order',
    },
    {
      name: 'orders',
      label: 'Diffraction orders',
      description: `propagating orders, |m| ≤ ${MAX_LISTED_ORDER}`,
    },
  ],
  formulas: [
    { tex: '\\sin\\beta_m = m\\lambda N - \\sin\\alpha', text: 'grating equation (β on the side of α when positive)' },
    { tex: 'D = \\alpha - \\beta_1', text: 'first-order deviation (0 in Littrow)' },
    { tex: '\\sin\\theta_L = \\lambda N / 2', text: 'first-order Littrow angle' },
    { tex: '\\theta_B = (\\alpha + \\beta_1)/2', text: 'blaze angle that reflects α specularly into β₁' },
    {
      tex: '\\alpha = \\frac{D}{2} + \\arcsin\\frac{\\lambda N}{2\\cos(D/2)}',
      text: 'angle of incidence for a given deviation',
    },
  ],
  model: prose`
    Plane reflection grating in a classical (in-plane) mount, N grooves per unit length, vacuum wavelength λ. Angles
    from the grating normal. The listed orders are those that propagate, |sin β| ≤ 1, capped at |m| ≤ 100. The plot
    (only for at least 100 lines/mm) shows the angle of orders ±1…±5 against wavelength up to each order’s cutoff.
  `,
  references: ['C. Palmer, Diffraction Grating Handbook, 8th ed. (MKS Instruments, 2020), ch. 2'],
  compute({ angleDeg, deviationDeg, linesPerMm, wavelengthNm }) {
    const ln = lambdaTimesN(wavelengthNm, linesPerMm);
    let alpha: number;
    if (deviationDeg !== undefined) {
      // Rounding may put an exact 0 or 90 deg solution 1 ulp outside; clamp within 1e-12 rad.
      alpha = incidenceForDeviationRad(degToRad(deviationDeg), ln);
      if (alpha < 0 && alpha > -1e-12) alpha = 0;
      if (alpha > Math.PI / 2 && alpha < Math.PI / 2 + 1e-12) alpha = Math.PI / 2;
      if (!(alpha >= 0 && alpha <= Math.PI / 2))
        throw new PhysicsError(
          'no-incidence-angle',
          `No angle of incidence between 0 and 90° gives a deviation of ${deviationDeg}° at this wavelength and grating`,
          'deviationDeg',
          { value: deviationDeg },
        );
    } else alpha = degToRad(angleDeg ?? 25);
    const sa = Math.sin(alpha);
    const beta1 = diffractionAngleRad(1, ln, alpha);
    const [lo, hi] = propagatingOrders(ln, sa);
    const orders: { m: number; angleDeg: number }[] = [];
    for (let m = Math.max(lo, -MAX_LISTED_ORDER); m <= Math.min(hi, MAX_LISTED_ORDER); m++)
      orders.push({ m, angleDeg: radToDeg(Math.asin(diffractedSin(m, ln, sa))) });
    return {
      angleDeg: deviationDeg !== undefined ? radToDeg(alpha) : (angleDeg ?? 25),
      deviationDeg: Number.isNaN(beta1) ? null : radToDeg(alpha - beta1),
      littrowDeg: degOrNull(littrowAngleRad(1, ln)),
      blazeDeg: Number.isNaN(beta1) ? null : radToDeg((alpha + beta1) / 2),
      orders,
    };
  },
  series({ linesPerMm }, _ctx, out: { angleDeg: number }) {
    if (linesPerMm < 100) return [];
    const sa = Math.sin(degToRad(out.angleDeg));
    const lines: SeriesLine[] = [];
    for (let k = 1; k <= PLOTTED_ORDERS; k++) {
      for (const m of [k, -k]) {
        // Cutoff where |m lambda N - sin a| = 1: lambda = (1 + sign(m) sin a) / (|m| N).
        const cutoffNm = Math.min(99999, ((1 + Math.sign(m) * sa) / (Math.abs(m) * linesPerMm)) * 1e6);
        if (cutoffNm <= 1) continue;
        const x = linspace(1, cutoffNm, 200);
        const y = x.map((nm) => radToDeg(Math.asin(Math.max(-1, Math.min(1, m * lambdaTimesN(nm, linesPerMm) - sa)))));
        lines.push({ label: `m = ${m}`, x, y });
      }
    }
    return [
      {
        id: 'angles',
        title: 'Diffraction angle per order',
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'Diffraction angle', unit: 'deg' },
        lines,
      },
    ];
  },
});
