import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtinLibrary, calculators, type EngineError, runCalculator } from '../src/index.js';
import { createCatalogueLibrary } from '../src/materials/catalogue.js';
import type { CatalogueChunk, CatalogueIndex } from '../src/materials/catalogue-format.js';

const DIR = join(import.meta.dirname, '..', 'data', 'catalogue');
const index = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as CatalogueIndex;
const loadChunk = (id: string) =>
  JSON.parse(gunzipSync(readFileSync(join(DIR, 'chunks', `${id}.json.gz`))).toString('utf8')) as CatalogueChunk;
const lib = createCatalogueLibrary({ index, loadChunk, base: builtinLibrary() });

/** The longest wavelength (nm) of any page of the catalogue (column 5 of a page row is its maximum in um). */
const longestPageNm = Math.max(...index.pages.map((p) => Number(p[5]) || 0)) * 1000;

/** Inputs that are a vacuum wavelength (not a bandwidth): wavelengthNm, wavelength1Nm..3Nm, pump and signal, plot ranges. */
const isWavelength = (name: string) => /^(wavelength\d?Nm|pumpNm|signalNm|fromNm|toNm)$/.test(name);

describe('wavelength inputs are bounded by the data, not by a constant', () => {
  it('the catalogue reaches beyond 100 um (it holds millimetre and longer waves)', () => {
    expect(longestPageNm).toBeGreaterThan(1e6);
  });

  it("no calculator's wavelength input has a ceiling below the catalogue's longest page", () => {
    const capped = calculators.flatMap((c) =>
      c.inputs
        .filter((i) => isWavelength(i.name) && i.max !== undefined && i.max < longestPageNm)
        .map((i) => `${c.id}.${i.name} max ${i.max}`),
    );
    // compare-materials clamps its plot range to 20-5000 nm by contract (a chart of ten materials).
    expect(capped).toEqual(['compare-materials.fromNm max 5000', 'compare-materials.toNm max 5000']);
  });

  it('water in the far infrared: main/H2O/Asfar-H2O at 166.7 um answers with the tabulated index', () => {
    const r = runCalculator('refractive-index', { material: 'main/H2O/Asfar-H2O', wavelengthNm: 166_700 }, lib);
    // Afsar and Hasted 1977 as refractiveindex.info tabulates it: n = 2.00 at 166.7 um (a table point).
    expect(r.outputs.byRay.o?.n).toBeCloseTo(2.0, 10);
  });

  it('outside a page the error names the wavelength, its value and the page’s range', () => {
    try {
      runCalculator('refractive-index', { material: 'main/H2O/Asfar-H2O', wavelengthNm: 2_000_000 }, lib);
      expect.unreachable();
    } catch (e) {
      const err = e as EngineError;
      expect(err.code).toBe('wavelength-out-of-range');
      expect(err.field).toBe('wavelengthNm');
      expect(err.value).toBe(2_000_000);
      expect(err.range).toEqual({ min: 22_220, max: 1_733_000, unit: 'nm' });
      expect(err.message).toMatch(/^wavelengthNm 2000000 nm is outside the range .*22220 to 1733000 nm$/);
    }
  });
});
