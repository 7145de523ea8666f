import { brewsterAngleRad, minimumDeviationApexRad, traceThroughPrism } from '../optics/refraction.js';
import { degToRad, radToDeg } from '../units.js';
import { angleInput, materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export interface PrismRefractionRay {
  /** null on total internal reflection */
  exitAngleDeg: number | null;
  deviationDeg: number | null;
  brewsterDeg: number;
  minDeviationApexDeg: number;
  totalInternalReflection: boolean;
}

export const INTERNAL_REFLECTION_MESSAGE = 'Internal reflection!';

/** Prism refraction (docs/product.md tool 13). */
export const prismRefraction = defineCalculator({
  id: 'prism-refraction',
  title: 'Prism refraction',
  category: 'refraction',
  summary: 'Exit and deviation angles of a ray through a prism, the Brewster angle and the minimum-deviation apex.',
  inputs: [
    materialInput('Al2O3'),
    wavelengthInput(1030),
    angleInput('angleDeg', 'Angle of incidence (deg)', 60),
    angleInput('apexDeg', 'Apex angle (deg)', 60),
    temperatureInput(),
  ],
  outputs: [
    {
      name: 'byRay.*.exitAngleDeg',
      label: 'Refraction angle (deg)',
      unit: 'deg',
      description: 'null on total internal reflection',
    },
    {
      name: 'byRay.*.deviationDeg',
      label: 'Deviation angle (deg)',
      unit: 'deg',
      description: 'null on total internal reflection',
    },
    { name: 'byRay.*.brewsterDeg', label: 'Brewster angle (deg)', unit: 'deg' },
    { name: 'byRay.*.minDeviationApexDeg', label: 'Minimum-deviation apex angle (deg)', unit: 'deg' },
    { name: 'byRay.*.totalInternalReflection', label: 'Total internal reflection' },
    {
      name: 'message',
      label: 'Message',
      description: '"Internal reflection!" when any ray is totally reflected, else null',
    },
  ],
  formulas: [
    {
      tex: '\\sin r_1 = \\sin\\theta_1 / n,\\quad r_2 = A - r_1,\\quad \\sin\\theta_2 = n \\sin r_2',
      text: 'refraction at both faces',
    },
    { tex: '\\delta = \\theta_1 + \\theta_2 - A', text: 'deviation' },
    { tex: '\\theta_B = \\arctan n', text: 'Brewster angle' },
    {
      tex: 'A_{min} = 2 \\arcsin(\\sin\\theta_1 / n)',
      text: 'apex angle for which the given incidence is at minimum deviation',
    },
    { tex: 'n \\sin r_2 > 1', text: 'total internal reflection at the second face' },
  ],
  model: prose`
    A ray in the principal section of a prism in air, Snell’s law at both faces with the principal index of each ray (o;
    o and e; x, y and z). Angles are measured from the face normals; a negative r₂ means the ray meets the second face
    on the apex side of its normal. The minimum-deviation apex is the apex for which the given angle of incidence passes
    the prism symmetrically (at Brewster incidence, the Brewster-cut prism 2 arctan(1/n)).
  `,
  references: [
    'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 4.7.2',
    'E. Hecht, Optics, 5th ed. (Pearson, 2017), sections 4.6 and 5.5',
  ],
  compute({ material, wavelengthNm, angleDeg, apexDeg }) {
    const x = wavelengthUmIn(material, wavelengthNm);
    const incidence = degToRad(angleDeg);
    const apex = degToRad(apexDeg);
    const byRay: Record<string, PrismRefractionRay> = {};
    let anyTir = false;
    for (const axis of material.axes) {
      const n = axis.n(x);
      const ray = traceThroughPrism(n, incidence, apex);
      anyTir ||= ray.totalInternalReflection;
      byRay[axis.key] = {
        exitAngleDeg: ray.exitRad === null ? null : radToDeg(ray.exitRad),
        deviationDeg: ray.deviationRad === null ? null : radToDeg(ray.deviationRad),
        brewsterDeg: radToDeg(brewsterAngleRad(n)),
        minDeviationApexDeg: radToDeg(minimumDeviationApexRad(n, incidence)),
        totalInternalReflection: ray.totalInternalReflection,
      };
    }
    return { byRay, message: anyTir ? INTERNAL_REFLECTION_MESSAGE : null };
  },
});
