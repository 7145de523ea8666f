/// <reference types="node" />
/**
 * Name resolution of a material library (src/materials/context.ts): an exact-case key, then an exact-case
 * alias, then a key ignoring case, then an alias ignoring case. SNLO's crystal names are upper case
 * ("ZNSE") and some of them fold onto a refractiveindex.info key of another source ("ZnSe", Connolly).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMaterialLibrary } from '../src/materials/context.js';
import { builtinMaterials } from '../src/materials/database.js';
import type { Material } from '../src/materials/types.js';

const tropf = JSON.parse(
  readFileSync(fileURLToPath(new URL('../data/crystals/ZnSe_Tropf1995.json', import.meta.url)), 'utf8'),
) as Material;

/** A one-axis material with a constant index: only its names matter here. */
const plain = (key: string, alias: string[] = []): Material => ({
  key,
  alias,
  name: key,
  type: 'crystal',
  NumberOfAxis: 0,
  parameters: [{ wl_n_range: { min: 0.5, max: 2 }, formula: 1, sellmeier_coeffs: [0, 1, 0.01] }],
});

describe('material names', () => {
  it('SNLO "ZNSE" resolves to the Tropf crystal, the key "ZnSe" and its case variants to Connolly', () => {
    const lib = createMaterialLibrary([...builtinMaterials, tropf]);
    expect(builtinMaterials.some((m) => m.key === 'ZnSe')).toBe(true);
    expect(lib.find('ZNSE')?.key).toBe('ZnSe_Tropf1995');
    expect(lib.find('ZnSe')?.key).toBe('ZnSe');
    expect(lib.find('znse')?.key).toBe('ZnSe');
    expect(lib.find('ZnSe Tropf')?.key).toBe('ZnSe_Tropf1995');
    expect(lib.find('znse tropf')?.key).toBe('ZnSe_Tropf1995');
    // The calculators resolve through material(): the compiled cache must not mix the two up either.
    expect(lib.material('ZnSe').material.key).toBe('ZnSe');
    expect(lib.material('ZNSE').material.key).toBe('ZnSe_Tropf1995');
    expect(lib.material('ZnSe').material.key).toBe('ZnSe');
  });

  it('ranks exact key, exact alias, folded key, folded alias', () => {
    const a = plain('Abc', ['XYZ']);
    const b = plain('xyz', ['ABC', 'q']);
    const c = plain('Q');
    for (const order of [
      [a, b, c],
      [c, b, a],
    ]) {
      const lib = createMaterialLibrary(order);
      expect(lib.find('Abc')?.key).toBe('Abc'); // exact key
      expect(lib.find('ABC')?.key).toBe('xyz'); // exact alias beats the folded key "abc"
      expect(lib.find('abc')?.key).toBe('Abc'); // folded key beats the folded alias "abc"
      expect(lib.find('XYZ')?.key).toBe('Abc'); // exact alias beats the folded key "xyz"
      expect(lib.find('xyz')?.key).toBe('xyz'); // exact key
      expect(lib.find('Xyz')?.key).toBe('xyz'); // folded key beats the folded alias
      expect(lib.find('q')?.key).toBe('xyz'); // exact alias beats the folded key "Q"
      expect(lib.find('Q')?.key).toBe('Q');
      expect(lib.find('nope')).toBeUndefined();
    }
  });

  it('keeps every built-in key and alias, in any case, on the material it named under case-insensitive matching', () => {
    // The rule before exact-case matching, written out independently: lower-cased keys, then aliases
    // that no key or earlier alias took.
    const before = new Map<string, string>();
    for (const m of builtinMaterials) before.set(m.key.toLowerCase(), m.key);
    for (const m of builtinMaterials)
      for (const x of m.alias ?? []) if (!before.has(x.toLowerCase())) before.set(x.toLowerCase(), m.key);
    // A spelling that is itself, to the letter, another material's key or alias names that material
    // (ZNSE is SNLO's name of ZnSe_Tropf1995, ZnSe the Connolly key): exact case wins there by design.
    const exact = new Map<string, string>();
    for (const m of builtinMaterials)
      for (const x of [m.key, ...(m.alias ?? [])]) if (!exact.has(x)) exact.set(x, m.key);
    const lib = createMaterialLibrary(builtinMaterials);
    let n = 0;
    for (const m of builtinMaterials) {
      for (const name of [m.key, ...(m.alias ?? [])]) {
        for (const spelt of [name, name.toLowerCase(), name.toUpperCase()]) {
          expect(lib.find(spelt)?.key, spelt).toBe(exact.get(spelt) ?? before.get(spelt.toLowerCase()));
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(90);
  });
});
