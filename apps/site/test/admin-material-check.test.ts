import { describe, expect, it } from 'vitest';
import { fieldOffset, jsonValueOffsets } from '../src/pages/admin/materials/json-paths.js';
import { checkMaterialText, indicesAt, previewLines } from '../src/pages/admin/materials/material-check.js';

/**
 * Fused silica, Malitson, J. Opt. Soc. Am. 55, 1205 (1965), as refractiveindex.info lists it
 * (formula 1, 0.21-6.7 um): n^2 - 1 = sum B_i lambda^2 / (lambda^2 - C_i^2).
 */
const B = [0.6961663, 0.4079426, 0.8974794];
const C = [0.0684043, 0.1162414, 9.896161];
const malitson = {
  key: 'silica_test',
  name: 'Fused silica',
  type: 'glass',
  NumberOfAxis: 0,
  parameters: [
    { wl_n_range: { min: 0.21, max: 6.7 }, formula: 1, sellmeier_coeffs: [0, B[0], C[0], B[1], C[1], B[2], C[2]] },
  ],
};
const sellmeierN = (um: number) => Math.sqrt(1 + B.reduce((s, b, i) => s + (b * um * um) / (um * um - C[i] * C[i]), 0));

describe('material editor checks', () => {
  it('a valid material previews n(lambda) over its range, matching the Sellmeier formula', () => {
    const c = checkMaterialText(JSON.stringify(malitson));
    expect(c.issues).toEqual([]);
    const m = c.material;
    if (!m) throw new Error('expected a material');
    const [line] = previewLines(m);
    expect(line.x[0]).toBeCloseTo(210, 9);
    expect(line.x[line.x.length - 1]).toBeCloseTo(6700, 9);
    // Same formula evaluated independently: agreement to rounding (1e-12).
    const worst = Math.max(...line.x.map((nm, i) => Math.abs(line.y[i] - sellmeierN(nm / 1000))));
    expect(worst).toBeLessThan(1e-12);
    // Fused silica n_d (587.56 nm, helium d line) = 1.4585 in glass catalogues (Heraeus Suprasil,
    // Corning 7980); 1e-4 is half a unit of that 4-decimal figure plus the fit's stated accuracy.
    expect(Math.abs((indicesAt(m, 587.56)[0].n ?? 0) - 1.4585)).toBeLessThan(1e-4);
    expect(indicesAt(m, 100)[0].n).toBeUndefined();
  });

  it('refuses a missing field, a wrong formula number and a non-finite index in range, naming the field', () => {
    const { type: _t, ...noType } = malitson;
    const p0 = malitson.parameters[0];
    const cases: [unknown, string][] = [
      [noType, 'type'],
      [{ ...malitson, parameters: [{ ...p0, formula: 12 }] }, 'parameters[0].formula'],
      // C1 = 1 um puts a pole of the Sellmeier term inside 0.21-6.7 um.
      [{ ...malitson, parameters: [{ ...p0, sellmeier_coeffs: [0, 0.7, 1, 0.4, 0.1, 0.9, 9.9] }] }, 'parameters[0]'],
    ];
    for (const [bad, field] of cases) {
      const c = checkMaterialText(JSON.stringify(bad));
      expect(c.material).toBeUndefined();
      expect(c.issues[0].field).toBe(field);
      expect(c.issues[0].message).toContain(field);
    }
    expect(checkMaterialText('{"key": ').issues[0].field).toBe('JSON');
  });

  it('finds where a reported field sits in the text, or its nearest present parent', () => {
    const text = JSON.stringify(malitson, null, 2);
    const at = jsonValueOffsets(text);
    const coeffs = at.get('parameters[0].sellmeier_coeffs');
    expect(text.slice(coeffs, (coeffs ?? 0) + 4)).toBe('[\n  ');
    expect(text.slice(at.get('parameters[0].formula'), (at.get('parameters[0].formula') ?? 0) + 1)).toBe('1');
    expect(text.slice(at.get('name'), (at.get('name') ?? 0) + 14)).toBe('"Fused silica"');
    expect(fieldOffset(at, 'parameters[0].data_n_wl')).toBe(at.get('parameters[0]'));
    expect(fieldOffset(at, 'birefrigerence_type')).toBe(0);
    expect(jsonValueOffsets('{bad').size).toBe(0);
  });
});
