import { PhysicsError } from '../errors.js';
import { groupDelayPs, plateRay } from '../optics/plates.js';
import { principalWaves } from '../optics/ray-index.js';
import { degToRad } from '../units.js';
import { angleInput, materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { distanceInput, thicknessInput } from './geometric-inputs.js';
import { PLATE_FORMULAS, PLATE_MODEL } from './plate-text.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export interface SlabPairRay {
  displacementUm: number;
  groupDelayPs: number;
  groupDelayAtNormalPs: number;
  delayDifferenceFs: number;
}

/** Beam displacement by a pair of identical parallel slabs (docs/product.md tool 9). */
export const slabPair = defineCalculator({
  id: 'slab-pair',
  title: 'Beam displacement, slab pair',
  category: 'refraction',
  summary: 'Displacement and group delay of a beam through two identical parallel slabs with an air gap.',
  inputs: [
    materialInput('Al2O3'),
    wavelengthInput(1030),
    angleInput('angleDeg', 'Angle of incidence (deg)', 0),
    thicknessInput(1, { description: 'Thickness of each slab.' }),
    distanceInput('distanceMm', 'Distance between slabs (mm)', 50, {
      description: 'Air gap between the inner faces, measured along the slab normal.',
    }),
    temperatureInput(),
  ],
  outputs: [
    { name: 'byRay.*.displacementUm', label: 'Displacement (µm)', unit: 'um' },
    { name: 'byRay.*.groupDelayPs', label: 'Group delay (ps)', unit: 'ps' },
    { name: 'byRay.*.groupDelayAtNormalPs', label: 'Group delay at 0° (ps)', unit: 'ps' },
    { name: 'byRay.*.delayDifferenceFs', label: 'Group delay difference (fs)', unit: 'fs' },
  ],
  formulas: [
    ...PLATE_FORMULAS,
    { tex: '\\Delta_{pair} = 2\\Delta', text: 'both slabs displace the beam the same way; the gap adds none' },
    {
      tex: '\\tau = \\frac{2 n_g d/\\cos\\theta_t + D/\\cos\\theta_i}{c},\\quad \\tau_0 = \\frac{2 n_g d + D}{c}',
      text: 'group delay from the first slab’s entrance face to the second slab’s exit face, tilted and at 0°',
    },
  ],
  model: prose`
    Two identical slabs of thickness d, parallel to each other and tilted together by the angle of incidence, with an
    air gap D between them measured along their normal. ${PLATE_MODEL} The beam crosses the gap along D/cos θᵢ. The
    difference is τ − τ₀ in fs. Rays: the principal indices (o; o and e; x, y and z).
  `,
  references: [
    'E. Hecht, Optics, 5th ed. (Pearson, 2017), section 5.5',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1',
  ],
  compute({ material, wavelengthNm, angleDeg, thicknessMm, distanceMm }) {
    const x = wavelengthUmIn(material, wavelengthNm);
    const incidence = degToRad(angleDeg);
    // Grazing incidence: the beam runs parallel to the slabs and never crosses the gap (cos 90 deg is
    // 6e-17 in floating point, which would give a delay of 1e18 ps instead of no answer).
    if (angleDeg === 90 && distanceMm > 0)
      throw new PhysicsError(
        'grazing-incidence',
        'At 90° incidence the beam runs along the slabs and never reaches the second one',
        'angleDeg',
      );
    const gapPathMm = distanceMm / Math.cos(incidence);
    const byRay: Record<string, SlabPairRay> = {};
    for (const w of principalWaves(material, x)) {
      const one = plateRay(w.n, w.groupIndex, thicknessMm, incidence, x);
      const tilted = 2 * one.groupDelayPs + groupDelayPs(1, gapPathMm);
      const normal = groupDelayPs(w.groupIndex, 2 * thicknessMm) + groupDelayPs(1, distanceMm);
      byRay[w.key] = {
        displacementUm: 2 * one.displacementUm,
        groupDelayPs: tilted,
        groupDelayAtNormalPs: normal,
        delayDifferenceFs: (tilted - normal) * 1000,
      };
    }
    return { byRay };
  },
});
