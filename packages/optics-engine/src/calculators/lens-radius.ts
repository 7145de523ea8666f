import { planoLensFocalLength, planoLensRadius } from '../optics/refraction.js';
import { materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

const lengthInput = (name: string, label: string, def?: number) => ({
  name,
  label,
  kind: 'number' as const,
  unit: 'mm',
  ...(def === undefined ? { optional: true } : { default: def }),
  min: -1e6,
  max: 1e6,
  step: 0.1,
  description: 'Positive for plano-convex, negative for plano-concave.',
});

/** Lens radius (docs/product.md tool 14): radius and focal length of a plano lens, linked both ways. */
export const lensRadius = defineCalculator({
  id: 'lens-radius',
  title: 'Lens radius',
  category: 'refraction',
  summary: 'Curvature radius and focal length of a thin plano-convex or plano-concave lens, per ray.',
  inputs: [
    materialInput('BeO'),
    wavelengthInput(1030),
    lengthInput('focalLengthMm', 'Focal length (mm)', 25),
    lengthInput('radiusMm', 'Radius (mm)'),
    temperatureInput(),
  ],
  exclusive: [['focalLengthMm', 'radiusMm']],
  outputs: [
    { name: 'byRay.*.radiusMm', label: 'Radius (mm)', unit: 'mm' },
    { name: 'byRay.*.focalLengthMm', label: 'Focal length (mm)', unit: 'mm' },
  ],
  formulas: [
    { tex: 'f = \\frac{R}{n - 1}', text: 'thin plano lens in air (lens maker’s equation with one flat face)' },
  ],
  model: prose`
    Thin-lens approximation of a lens with one flat and one spherical face, in air: 1/f = (n − 1)/R. Give either the
    focal length (default 25 mm) or the radius; the other follows per ray from the principal index of that ray (o; o and
    e; x, y and z).
  `,
  references: ['E. Hecht, Optics, 5th ed. (Pearson, 2017), section 5.2'],
  compute({ material, wavelengthNm, radiusMm, focalLengthMm }) {
    const x = wavelengthUmIn(material, wavelengthNm);
    const byRay: Record<string, { radiusMm: number; focalLengthMm: number }> = {};
    for (const axis of material.axes) {
      const n = axis.n(x);
      byRay[axis.key] =
        radiusMm !== undefined
          ? { radiusMm, focalLengthMm: planoLensFocalLength(radiusMm, n) }
          : { radiusMm: planoLensRadius(focalLengthMm ?? 25, n), focalLengthMm: focalLengthMm ?? 25 };
    }
    return { byRay };
  },
});
