/** Pages of the converters and beam calculators. */
import { type PagePresentation, SMALL_VALUE_PRECISION } from '../presentation.js';

const WIDTH_TYPES = { FWHM: 'FWHM', 'e-1': '1/e', 'e-2': '1/e²', sigma: 'σ (sigma)' };

export const CONVERTER_PAGES: Readonly<Record<string, PagePresentation>> = {
  'unit-converter': {
    slug: 'unitconverter',
    glyph: 'λ↔ν',
    precision: { decimals: 3, minDecimals: 1 },
    // docs/product.md: the wavelength to 0 decimals, but a computed wavelength keeps one decimal when it has one,
    // so the fields agree (1.55 eV shows 799.9 nm next to 12501.594 cm⁻¹, not 800).
    outputs: { wavelengthNm: { precision: { decimals: 1, minDecimals: 0 } } },
    inputs: { wavelengthNm: { wavelengthUnits: false } },
  },
  'bandwidth-converter': {
    slug: 'bandwidthconverter',
    glyph: 'Δλ',
    precision: { decimals: 5 },
    inputs: { bandwidthNmType: { optionLabels: WIDTH_TYPES }, bandwidthPerCmType: { optionLabels: WIDTH_TYPES } },
  },
  'time-bandwidth': {
    slug: 'tbconverter',
    glyph: 'Δτ·Δν',
    inputs: {
      shape: { optionLabels: { gaussian: 'Gaussian', sech2: 'sech²', lorentzian: 'Lorentzian', tbp: 'Custom' } },
    },
  },
  'sfg-wavelengths': { slug: 'SFconverter', glyph: '1/λ₃' },
  'pulse-intensity': {
    slug: 'pulseintensity',
    glyph: 'I₀',
    inputs: { diameterType: { optionLabels: { 'e-2': '1/e²', FWHM: 'FWHM' } } },
    outputs: {
      fluenceUjPerCm2: { precision: SMALL_VALUE_PRECISION },
      'intensityGwPerCm2.gaussian': { precision: SMALL_VALUE_PRECISION },
      'intensityGwPerCm2.sech2': { precision: SMALL_VALUE_PRECISION },
    },
  },
  'pulse-power': {
    slug: 'pulsepower',
    glyph: 'P₀',
    outputs: {
      'powerGw.gaussian': { precision: SMALL_VALUE_PRECISION },
      'powerGw.sech2': { precision: SMALL_VALUE_PRECISION },
    },
  },
  'gaussian-beam': {
    slug: 'gaussianbeampropagation',
    glyph: 'w(z)',
    inputGroups: [{ title: 'Beam focusing', names: ['lensFocalLengthMm', 'distanceToLensMm'] }],
  },
};
