import { littrowAngleRad, maxLittrowOrder } from '../optics/gratings.js';
import { degToRad, radToDeg } from '../units.js';
import { angleInput, wavelengthInput } from './common.js';
import { lambdaTimesN, linesPerMmInput } from './grating-inputs.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** Grating calculator (docs/product.md tool 21): the orders usable in Littrow within a maximum angle. */
export const gratingCalculator = defineCalculator({
  id: 'grating-calculator',
  title: 'Grating calculator',
  category: 'reflection-diffraction',
  summary: 'Highest diffraction order reachable in Littrow within a maximum angle of incidence, and its angles.',
  inputs: [
    { ...angleInput('maxAngleDeg', 'Maximum angle of incidence (deg)', 90), description: '90 means no limit.' },
    linesPerMmInput(300),
    wavelengthInput(1030),
  ],
  outputs: [
    { name: 'maxOrder', label: 'Maximum diffraction order' },
    { name: 'littrowDeg', label: 'Littrow angle (deg)', unit: 'deg', description: 'first order; null when λN > 2' },
    {
      name: 'orders',
      label: 'Orders in Littrow',
      unit: 'deg',
    },
  ],
  formulas: [
    { tex: '\\sin\\theta_m = m\\lambda N / 2', text: 'Littrow angle of order m (incidence = diffraction angle)' },
    {
      tex: 'm_{max} = \\lfloor 2 \\sin\\alpha_{max} / (\\lambda N) \\rfloor',
      text: 'highest order with a Littrow angle within the maximum',
    },
  ],
  model: prose`
    Plane reflection grating used in Littrow (the diffracted order returns along the incident beam), N grooves per unit
    length, vacuum wavelength λ. The table lists every order from 1 to the maximum with its Littrow angle of incidence.
  `,
  references: ['C. Palmer, Diffraction Grating Handbook, 8th ed. (MKS Instruments, 2020), ch. 2'],
  compute({ maxAngleDeg, linesPerMm, wavelengthNm }) {
    const ln = lambdaTimesN(wavelengthNm, linesPerMm);
    const maxOrder = maxLittrowOrder(ln, degToRad(maxAngleDeg));
    const orders: { m: number; littrowAngleDeg: number }[] = [];
    for (let m = 1; m <= maxOrder; m++) orders.push({ m, littrowAngleDeg: radToDeg(littrowAngleRad(m, ln)) });
    const first = littrowAngleRad(1, ln);
    return { maxOrder, littrowDeg: Number.isNaN(first) ? null : radToDeg(first), orders };
  },
});
