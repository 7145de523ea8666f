/** Pages of the dispersion calculators. */
import { INDEX_PRECISION, type PagePresentation } from '../presentation.js';

export const DISPERSION_PAGES: Readonly<Record<string, PagePresentation>> = {
  'pulse-broadening': { slug: 'pulsebroadening', glyph: 'τ(φ₂)' },
  dispersion: {
    slug: 'dispersionparameters',
    glyph: 'β₂',
    outputs: { 'byRay.*.n': { precision: INDEX_PRECISION }, 'byRay.*.groupIndex': { precision: INDEX_PRECISION } },
  },
  heterostructure: { slug: 'beamdisplacementsandwich', glyph: '▤' },
  'pulse-elongation': {
    slug: 'gaussianbeamelongation',
    glyph: 'τ→τ′',
    inputs: { spectralWidthUnit: { optionLabels: { 'cm-1': 'cm⁻¹', 'fs-1': 'rad/fs', nm: 'nm' } } },
  },
  'grating-pair': { slug: 'gratingpair', glyph: '≋' },
  'prism-pair': { slug: 'prismpair', glyph: '△▽' },
  // Its own page (pages/pulse-path): a list of elements edited inline, not the generic inputs.
  'pulse-path': { slug: 'PulsePath', glyph: 'Σφ', menu: 'dispersion' },
  'b-integral': {
    slug: 'Bintegral',
    glyph: 'B',
    outputs: {
      n2Table: {
        columns: {
          wavelengthNm: 'Wavelength (nm)',
          n2oM2PerW: 'n₂ ordinary (m²/W)',
          n2eM2PerW: 'n₂ extraordinary (m²/W)',
        },
      },
    },
  },
};
