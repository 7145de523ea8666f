import { plateRay } from '../optics/plates.js';
import { directionWaves } from '../optics/ray-index.js';
import { degToRad } from '../units.js';
import { angleInput, materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { thicknessInput } from './geometric-inputs.js';
import { PLATE_FORMULAS, PLATE_MODEL } from './plate-text.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** Beam displacement by a single plate (docs/product.md tool 8). */
export const beamDisplacement = defineCalculator({
  id: 'beam-displacement',
  title: 'Beam displacement',
  category: 'refraction',
  summary: 'Lateral displacement, geometrical path, group delay and CE phase shift of a beam through a tilted plate.',
  inputs: [
    materialInput('BeO'),
    wavelengthInput(1030),
    angleInput('angleDeg', 'Angle of incidence (deg)', 0),
    thicknessInput(1),
    {
      ...angleInput('thetaDeg', 'Theta (deg)', 0),
      description: 'Propagation direction from the optic axis z (crystals).',
    },
    { ...angleInput('phiDeg', 'Phi (deg)', 90), description: 'Azimuth of the direction from x (biaxial crystals).' },
    temperatureInput(),
  ],
  outputs: [
    { name: 'byRay.*.displacementUm', label: 'Displacement (µm)', unit: 'um' },
    { name: 'byRay.*.geometricalPathMm', label: 'Geometrical path (mm)', unit: 'mm' },
    { name: 'byRay.*.groupDelayPs', label: 'Group delay (ps)', unit: 'ps' },
    { name: 'byRay.*.cePhaseShiftRad', label: 'CE phase shift (rad)', unit: 'rad' },
  ],
  formulas: PLATE_FORMULAS,
  model: prose`
    ${PLATE_MODEL} Rays: isotropic o; uniaxial o and e, the extraordinary index taken at theta from the optic axis;
    biaxial the slow and fast eigenwaves of the direction (theta, phi) from the Fresnel equation of wave normals. The
    change of an extraordinary index with the refracted direction inside the plate is neglected: the given direction
    fixes it.
  `,
  references: [
    'E. Hecht, Optics, 5th ed. (Pearson, 2017), section 5.5',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1',
    'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 15.3',
  ],
  compute({ material, wavelengthNm, angleDeg, thicknessMm, thetaDeg, phiDeg }) {
    const x = wavelengthUmIn(material, wavelengthNm);
    const incidence = degToRad(angleDeg);
    const byRay: Record<string, ReturnType<typeof plateRay>> = {};
    for (const w of directionWaves(material, x, degToRad(thetaDeg), degToRad(phiDeg)))
      byRay[w.key] = plateRay(w.n, w.groupIndex, thicknessMm, incidence, x);
    return { byRay };
  },
});
