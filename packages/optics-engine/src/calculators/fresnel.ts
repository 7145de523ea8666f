import { fresnelReflectance } from '../optics/fresnel.js';
import { brewsterAngleRad } from '../optics/refraction.js';
import { radToDeg } from '../units.js';
import { angleInput, materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** Fresnel reflection (docs/product.md tool 15). */
export const fresnel = defineCalculator({
  id: 'fresnel',
  title: 'Fresnel reflection',
  category: 'reflection-diffraction',
  summary: 'Reflectance of s and p polarized light at an air-material surface, and the Brewster angle.',
  inputs: [
    materialInput('BeO'),
    wavelengthInput(1030),
    angleInput('angleDeg', 'Angle of incidence (deg)', 60),
    temperatureInput(),
  ],
  outputs: [
    { name: 'reflectanceSPercent', label: 'Reflectance s (%)', unit: '%' },
    { name: 'reflectancePPercent', label: 'Reflectance p (%)', unit: '%' },
    { name: 'brewsterDeg', label: 'Brewster angle (deg)', unit: 'deg' },
    { name: 'n', label: 'Refractive index used (ordinary)' },
  ],
  formulas: [
    {
      tex: 'R_s = \\left(\\frac{\\cos\\theta_i - n\\cos\\theta_t}{\\cos\\theta_i + n\\cos\\theta_t}\\right)^2',
      text: 's (TE) reflectance',
    },
    {
      tex: 'R_p = \\left(\\frac{n\\cos\\theta_i - \\cos\\theta_t}{n\\cos\\theta_i + \\cos\\theta_t}\\right)^2 = R_s\\,\\frac{\\cos^2(\\theta_i+\\theta_t)}{\\cos^2(\\theta_i-\\theta_t)}',
      text: 'p (TM) reflectance',
    },
    {
      tex: '\\sin\\theta_t = \\sin\\theta_i / n,\\quad \\theta_B = \\arctan n',
      text: 'Snell’s law and the Brewster angle',
    },
  ],
  model: prose`
    Reflection from air onto a flat, lossless surface of the material (Fresnel equations). Anisotropic crystals are
    treated as isotropic with their ordinary (first principal) index. The plot shows R_s and R_p from 0 to 90° in 1°
    steps.
  `,
  references: ['M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 1.5.2'],
  compute({ material, wavelengthNm, angleDeg }) {
    const n = material.axes[0].n(wavelengthUmIn(material, wavelengthNm));
    const r = fresnelReflectance(n, angleDeg);
    return {
      reflectanceSPercent: 100 * r.rs,
      reflectancePPercent: 100 * r.rp,
      brewsterDeg: radToDeg(brewsterAngleRad(n)),
      n,
    };
  },
  series(_inputs, _ctx, out: { n: number }) {
    const x: number[] = [];
    const s: number[] = [];
    const p: number[] = [];
    for (let deg = 0; deg <= 90; deg++) {
      const r = fresnelReflectance(out.n, deg);
      x.push(deg);
      s.push(100 * r.rs);
      p.push(100 * r.rp);
    }
    return [
      {
        id: 'reflectance',
        title: 'Reflectance',
        x: { label: 'Angle of incidence', unit: 'deg' },
        y: { label: 'Reflectance', unit: '%' },
        lines: [
          { label: 's', x, y: s },
          { label: 'p', x, y: p },
        ],
      },
    ];
  },
});
