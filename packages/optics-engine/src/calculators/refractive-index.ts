import { type CompiledMaterial, dnDtPerK } from '../materials/compile.js';
import { absorptionCoefficientPerCm, extinctionAt } from '../materials/extinction.js';
import { biaxialEigenIndices, uniaxialExtraordinaryIndex } from '../materials/index-ellipsoid.js';
import { steppedRange } from '../math/spacing.js';
import { degToRad, nmToUm, umToNm } from '../units.js';
import {
  angleInput,
  byRay,
  materialInput,
  RAY_LABEL,
  temperatureInput,
  wavelengthInput,
  wavelengthUmIn,
} from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** Indices of the eigenwaves for a propagation direction (theta from z, phi from x). */
export function directionIndices(
  m: CompiledMaterial,
  xUm: number,
  thetaDeg: number,
  phiDeg: number,
): Record<string, number> {
  const n = m.axes.map((a) => a.n(xUm));
  if (n.length === 1) return { o: n[0] };
  if (n.length === 2) return { o: n[0], e: uniaxialExtraordinaryIndex(n[0], n[1], degToRad(thetaDeg)) };
  return { ...biaxialEigenIndices(n[0], n[1], n[2], degToRad(thetaDeg), degToRad(phiDeg)) };
}

/** Refractive index (docs/product.md tool 11): principal indices and the indices for a direction. */
export const refractiveIndex = defineCalculator({
  id: 'refractive-index',
  title: 'Refractive index',
  category: 'refraction',
  summary: 'Principal refractive indices of a material and the indices of the two waves in a given direction.',
  inputs: [
    materialInput('BeO'),
    wavelengthInput(1030),
    angleInput('thetaDeg', 'Theta (deg)', 0, -180, 180),
    angleInput('phiDeg', 'Phi (deg)', 0, -180, 180),
    temperatureInput(),
  ],
  outputs: [
    { name: 'byRay.*.n', label: 'Principal refractive index' },
    {
      name: 'byRay.*.dnDtPerK',
      label: 'dn/dT (1/K)',
      unit: '1/K',
      description: 'Thermo-optic coefficient at the temperature; null for a material without thermal data',
    },
    {
      name: 'byRay.*.k',
      label: 'Extinction coefficient k',
      description: 'From the tabulated k of the data (refractiveindex.info); null where none is tabulated',
    },
    {
      name: 'byRay.*.absorptionCoefficientPerCm',
      label: 'Absorption coefficient (1/cm)',
      unit: '1/cm',
      description: 'alpha = 4 pi k / lambda, the intensity attenuation per cm; null where k is not tabulated',
    },
    { name: 'direction.o', label: 'Ordinary index in the direction' },
    { name: 'direction.e', label: 'Extraordinary index in the direction (uniaxial)' },
    { name: 'direction.slow', label: 'Slow-wave index in the direction (biaxial)' },
    { name: 'direction.fast', label: 'Fast-wave index in the direction (biaxial)' },
  ],
  formulas: [
    {
      tex: '\\frac{1}{n_e(\\theta)^2} = \\frac{\\cos^2\\theta}{n_o^2} + \\frac{\\sin^2\\theta}{n_e^2}',
      text: 'uniaxial extraordinary index at angle θ from the optic axis',
    },
    {
      tex: '\\sum_{i=x,y,z} \\frac{s_i^2}{n^{-2} - n_i^{-2}} = 0',
      text: 'Fresnel equation of wave normals (biaxial), s = (sinθ cosφ, sinθ sinφ, cosθ)',
    },
  ],
  model: prose`
    Principal indices from the dispersion formula of each axis. Direction-dependent indices from the index ellipsoid:
    the uniaxial extraordinary index, or the two roots of the Fresnel equation of wave normals for biaxial crystals
    (slow = larger index).
  `,
  references: [
    'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 15.3',
    'Absorption coefficient alpha = 4 pi k / lambda: Born and Wolf, section 14.1',
  ],
  compute({ material, wavelengthNm, thetaDeg, phiDeg }) {
    const x = wavelengthUmIn(material, wavelengthNm);
    return {
      byRay: byRay(material, (axis) => {
        const i = material.axes.indexOf(axis);
        const params = material.material.parameters;
        const k = params.length === material.axes.length ? extinctionAt(params[i], x) : null;
        return {
          n: axis.n(x),
          dnDtPerK: dnDtPerK(material, i, x),
          k,
          absorptionCoefficientPerCm: k === null ? null : absorptionCoefficientPerCm(k, x),
        };
      }),
      direction: directionIndices(material, x, thetaDeg, phiDeg),
    };
  },
  series({ material }) {
    const xs = steppedRange(
      Math.ceil(umToNm(material.minUm) / 10) * 10,
      Math.floor(umToNm(material.maxUm) / 10) * 10,
      10,
    );
    return [
      {
        id: 'n',
        title: 'Refractive index',
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'n' },
        lines: material.axes.map((axis) => ({
          label: RAY_LABEL[axis.key],
          x: xs,
          y: xs.map((nm) => axis.n(nmToUm(nm))),
        })),
      },
    ];
  },
});
