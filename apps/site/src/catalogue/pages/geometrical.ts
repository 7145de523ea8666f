/** Pages of the refraction, reflection and diffraction calculators. */
import { INDEX_PRECISION, type PagePresentation } from '../presentation.js';

export const GEOMETRICAL_PAGES: Readonly<Record<string, PagePresentation>> = {
  'refractive-index': {
    slug: 'refractiveindex',
    glyph: 'n',
    outputs: {
      'byRay.*.n': { precision: INDEX_PRECISION },
      'direction.o': { precision: INDEX_PRECISION },
      'direction.e': { precision: INDEX_PRECISION },
      'direction.slow': { precision: INDEX_PRECISION },
      'direction.fast': { precision: INDEX_PRECISION },
    },
  },
  'beam-displacement': { slug: 'beamdisplacement', glyph: '⇲' },
  'slab-pair': { slug: 'beamdisplacementslabpair', glyph: '∥' },
  'compare-materials': {
    slug: 'comparematerials',
    glyph: 'n₁ n₂',
    inputs: { ray: { optionLabels: { o: 'Ordinary', e: 'Extraordinary' } } },
    outputs: {
      noExtraordinaryAxis: { hiddenWhen: false },
      materials: { columns: { key: 'Material', fromNm: 'From (nm)', toNm: 'To (nm)' } },
    },
  },
  'prism-refraction': { slug: 'prismrefraction', glyph: '△' },
  'lens-radius': { slug: 'lensradius', glyph: '◖' },
  fresnel: { slug: 'fresnelreflection', glyph: 'R', outputs: { n: { precision: INDEX_PRECISION } } },
  'diffraction-angles': {
    slug: 'diffractionangles',
    glyph: '⋰',
    outputs: { orders: { columns: { m: 'Order m', angleDeg: 'Angle (deg)' } } },
  },
  'grating-calculator': {
    slug: 'gratingcalculator',
    glyph: '▥',
    outputs: { orders: { columns: { m: 'Order m', littrowAngleDeg: 'Littrow angle of incidence (deg)' } } },
  },
};
