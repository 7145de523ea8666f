/**
 * Pages with the extinction coefficient k only: listed in the material selector (marked "k only") and
 * refused, with the engine's message naming the field, when chosen for an index calculator.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  builtinMaterials,
  type CatalogueIndex,
  calculators,
  createMaterialLibrary,
  decodeCatalogueIndex,
  isEngineError,
} from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { catalogueOptions } from '../src/materials/catalogue-options.js';
import { refusingLibrary } from '../src/materials/catalogue-refusal.js';
import { computePage } from '../src/pages/tool/compute.js';

const indexPath = fileURLToPath(new URL('../../../packages/optics-engine/data/catalogue/index.json', import.meta.url));
const entries = decodeCatalogueIndex(JSON.parse(readFileSync(indexPath, 'utf8')) as CatalogueIndex);
const kOnly = entries.filter((e) => e.kind === 'k-only');

describe('pages with k only', () => {
  it('the catalogue has them (19 at the imported commit)', () => {
    expect(kOnly.length).toBe(19);
  });

  it('each is listed by its address, marked "k only", where any material is accepted', () => {
    for (const e of kOnly) {
      const options = catalogueOptions(e.address, entries, builtinMaterials, new Set(), undefined);
      const hit = options.find((o) => o.key === e.address);
      expect(hit, e.address).toBeDefined();
      expect(hit?.detail?.startsWith('k only')).toBe(true);
      // An n2 or birefringent field never offers them.
      expect(catalogueOptions(e.address, entries, builtinMaterials, new Set(), 'n2').map((o) => o.key)).not.toContain(
        e.address,
      );
    }
  });

  it("chosen for refractive-index: the engine's refusal naming the field and the address", () => {
    const spec = calculators.find((c) => c.id === 'refractive-index')!;
    const library = refusingLibrary(createMaterialLibrary(builtinMaterials), entries);
    for (const e of kOnly) {
      const r = computePage(spec, { material: e.address, wavelengthNm: 1000 }, library);
      expect(isEngineError(r.error), e.address).toBe(true);
      expect((r.error as { field?: string }).field).toBe('material');
      expect(r.error?.message).toBe(
        `material "${e.address}" holds only the extinction coefficient k (${e.name}); it has no refractive index to calculate with`,
      );
    }
    // Curated materials and inline ones resolve as before.
    expect(computePage(spec, { material: 'BK7', wavelengthNm: 1000 }, library).error).toBeUndefined();
  });

  it('an address that is not in the index is still an unknown material', () => {
    const library = refusingLibrary(createMaterialLibrary(builtinMaterials), entries);
    expect(() => library.material('main/SiO2/Nobody', 'material')).toThrow(/not a known material/);
  });
});
