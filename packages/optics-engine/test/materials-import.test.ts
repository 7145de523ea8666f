/**
 * The refractiveindex.info importer and the Material validator on small hand-written files: regressions
 * for blank lines in tables, n2 tables of unequal length, and tabulated ranges beyond the table.
 */
import { describe, expect, it } from 'vitest';
import { compileMaterial } from '../src/materials/compile.js';
import { importMaterial, parseRefractiveIndexYaml } from '../src/materials/import-rii.js';
import type { Material } from '../src/materials/types.js';
import { materialIssues } from '../src/materials/validate.js';

const table = `REFERENCES: "test table"
DATA:
  - type: tabulated n
    data: |
        1.0 3.50

        1.5 3.48
        2.0 3.47
`;

describe('importer', () => {
  it('regression: skips blank lines inside a table (they used to become a row of no numbers)', () => {
    const { parameters } = parseRefractiveIndexYaml(table, 'table.yml');
    expect(parameters.data_n_wl).toEqual([1, 1.5, 2]);
    expect(parameters.data_n).toEqual([3.5, 3.48, 3.47]);
    expect(parameters.wl_n_range).toEqual({ min: 1, max: 2 });
  });

  it('takes the formula of a file that also tabulates k, and names the file on errors', () => {
    const text = `DATA:
  - type: formula 2
    wavelength_range: 0.3 2.5
    coefficients: 0 1.03961212 0.00600069867
  - type: tabulated k
    data: |
        0.3 1e-6
`;
    expect(parseRefractiveIndexYaml(text, 'x.yml').parameters.sellmeier_coeffs).toEqual([0, 1.03961212, 0.00600069867]);
    expect(() => parseRefractiveIndexYaml('DATA: []', 'empty.yml')).toThrow(/empty\.yml/);
  });

  it('derives the uniaxial sign from n_e - n_o (one-pole Sellmeier pair written here)', () => {
    const file = (b: number) => ({
      text: `DATA:\n  - type: formula 2\n    wavelength_range: 0.5 2\n    coefficients: 0 ${b} 0.01\n`,
    });
    expect(importMaterial([file(1.2), file(1.3)], { key: 'pos' }).birefrigerence_type).toBe('positive');
    expect(importMaterial([file(1.3), file(1.2)], { key: 'neg' }).birefrigerence_type).toBe('negative');
  });
});

describe('validator', () => {
  const base: Material = {
    key: 'glass_x',
    name: 'glass',
    type: 'glass',
    NumberOfAxis: 0,
    parameters: [{ wl_n_range: { min: 0.5, max: 2 }, formula: 2, sellmeier_coeffs: [0, 1.2, 0.01] }],
  };

  it('accepts n2 tables with one value per wavelength', () => {
    expect(materialIssues({ ...base, n2_wl: [0.8, 1.03], n2_o: [2e-20, 2.1e-20], n2_e: [2e-20, 2.1e-20] })).toEqual([]);
  });

  it('regression: rejects n2_o or n2_e of another length than n2_wl, and unordered n2_wl', () => {
    expect(materialIssues({ ...base, n2_wl: [0.8, 1.03], n2_o: [2e-20], n2_e: [2e-20, 2e-20] })[0].field).toBe('n2_o');
    expect(materialIssues({ ...base, n2_wl: [1.03, 0.8], n2_o: [1, 1], n2_e: [1, 1] })[0].field).toBe('n2_wl');
  });

  it('regression: rejects a tabulated range beyond the table (no extrapolation)', () => {
    const { parameters } = parseRefractiveIndexYaml(table, 'table.yml');
    const m = { ...base, parameters: [{ ...parameters, wl_n_range: { min: 1, max: 3 } }] };
    expect(materialIssues(m)[0]).toMatchObject({ field: 'parameters[0].wl_n_range' });
    expect(materialIssues({ ...base, parameters: [parameters] })).toEqual([]);
    expect(compileMaterial({ ...base, parameters: [parameters] }).axes[0].n(1.5)).toBe(3.48);
  });
});
