import { InputError } from '../errors.js';
import { bIntegralRad, hasN2, n2At } from '../optics/kerr.js';
import { umToNm } from '../units.js';
import { materialInput, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { distanceInput } from './geometric-inputs.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export interface N2Row {
  wavelengthNm: number;
  n2oM2PerW: number;
  n2eM2PerW: number | null;
}

/** B-integral (docs/product.md tool 19). */
export const bIntegral = defineCalculator({
  id: 'b-integral',
  title: 'B-integral',
  category: 'nonlinear-optics',
  summary: 'Nonlinear phase (B-integral) accumulated by a pulse of given peak intensity over a distance.',
  inputs: [
    materialInput('fused_silica', { materialFilter: 'n2', description: 'A material with n2 data (n2_wl, n2_o).' }),
    wavelengthInput(1030),
    {
      name: 'intensityGwPerCm2',
      label: 'Intensity (GW/cm²)',
      kind: 'number',
      unit: 'GW/cm^2',
      default: 17,
      min: 0,
      step: 0.1,
    },
    distanceInput('distanceMm', 'Distance (mm)', 33),
    temperatureInput(),
  ],
  outputs: [
    { name: 'bIntegralRad.o', label: 'B-integral, ordinary (rad)', unit: 'rad' },
    {
      name: 'bIntegralRad.e',
      label: 'B-integral, extraordinary (rad)',
      unit: 'rad',
      description: 'only with n2_e data',
    },
    { name: 'n2M2PerW.o', label: 'n₂ used, ordinary (m²/W)', unit: 'm^2/W' },
    { name: 'n2M2PerW.e', label: 'n₂ used, extraordinary (m²/W)', unit: 'm^2/W' },
    {
      name: 'n2Table',
      label: 'Measured n₂ values',
    },
    { name: 'n2Source', label: 'Source of the n₂ data' },
  ],
  formulas: [
    {
      tex: 'B = \\frac{2\\pi}{\\lambda}\\, n_2\\, I\\, L',
      text: 'B-integral for a constant peak intensity I over the length L',
    },
  ],
  model: prose`
    Self-phase modulation at the peak of the pulse: the nonlinear index n₂I times the vacuum wave number over the
    distance, with the intensity held constant (no diffraction, absorption or self-focusing). n₂ is taken from the
    material’s n₂ table, interpolated linearly in wavelength between measured points and held at the end values outside
    them; the table and its source are shown. Ordinary and extraordinary rays use n2_o and n2_e.
  `,
  references: [
    'A. E. Siegman, Lasers (University Science Books, 1986), section 10.7',
    'R. W. Boyd, Nonlinear Optics, 3rd ed. (Academic Press, 2008), section 4.1',
    'refractiveindex.info n2 data (CC0)',
  ],
  compute({ material, wavelengthNm, intensityGwPerCm2, distanceMm }) {
    const m = material.material;
    if (!hasN2(m))
      throw new InputError(
        'invalid-material',
        'material',
        `{{material}} "${m.key}" has no n2 data (n2_wl, n2_o); choose a material with n2`,
        { value: m.key },
      );
    const x = wavelengthUmIn(material, wavelengthNm);
    const wl = m.n2_wl ?? [];
    const n2o = n2At(wl, m.n2_o ?? [], x);
    const withE = Array.isArray(m.n2_e) && m.n2_e.length === wl.length && m.n2_e.length > 0;
    const n2e = withE ? n2At(wl, m.n2_e ?? [], x) : Number.NaN;
    const n2M2PerW: { o: number; e?: number } = { o: n2o };
    const b: { o: number; e?: number } = { o: bIntegralRad(n2o, intensityGwPerCm2, distanceMm, wavelengthNm) };
    if (withE) {
      n2M2PerW.e = n2e;
      b.e = bIntegralRad(n2e, intensityGwPerCm2, distanceMm, wavelengthNm);
    }
    const n2Table: N2Row[] = wl.map((w, i) => ({
      wavelengthNm: umToNm(w),
      n2oM2PerW: (m.n2_o ?? [])[i],
      n2eM2PerW: withE ? (m.n2_e ?? [])[i] : null,
    }));
    return { bIntegralRad: b, n2M2PerW, n2Table, n2Source: m.n2_source ?? null };
  },
});
