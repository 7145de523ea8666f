import { describe, expect, it } from 'vitest';
import { parseInputs } from '../src/calculators/parse-inputs.js';
import { defineCalculator } from '../src/calculators/spec.js';
import { InputError } from '../src/errors.js';
import { createMaterialLibrary } from '../src/materials/context.js';

const spec = defineCalculator({
  id: 'demo',
  title: 'demo',
  category: 'other',
  summary: '',
  inputs: [
    { name: 'wavelengthNm', label: 'Wavelength (nm)', kind: 'number', unit: 'nm', default: 1030, min: 1, max: 99999 },
    {
      name: 'wavenumberPerCm',
      label: 'Wavenumber (cm-1)',
      kind: 'number',
      unit: 'cm-1',
      optional: true,
      min: 0,
      exclusiveMin: true,
    },
    { name: 'order', label: 'Order', kind: 'integer', default: 1, min: 1, max: 49 },
    { name: 'shape', label: 'Shape', kind: 'enum', default: 'gaussian', options: ['gaussian', 'sech2'] },
    { name: 'brewster', label: 'Brewster', kind: 'boolean', default: true },
    { name: 'list', label: 'List', kind: 'numberList', optional: true },
  ],
  exclusive: [['wavelengthNm', 'wavenumberPerCm']],
  outputs: [],
  formulas: [],
  model: '',
  references: [],
  compute: (i) => i,
});
const ctx = createMaterialLibrary([]);
const parse = (raw: Record<string, unknown>) => parseInputs(spec, raw, ctx);
const errorOf = (raw: Record<string, unknown>) => {
  try {
    parse(raw);
  } catch (e) {
    return e as InputError;
  }
  throw new Error('expected an error');
};

describe('parseInputs', () => {
  it('fills defaults', () => {
    expect(parse({})).toEqual({ wavelengthNm: 1030, order: 1, shape: 'gaussian', brewster: true });
  });
  it('takes numbers from text with a comma as decimal point', () => {
    expect(parse({ wavelengthNm: ' 800,5 ' }).wavelengthNm).toBe(800.5);
  });
  it('rejects letters-only numbers, naming the input and the range', () => {
    const e = errorOf({ wavelengthNm: 'abc' });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe('wavelengthNm');
    expect(e.message).toBe('wavelengthNm "abc" is not a number: letters only; allowed 1 to 99999 nm');
  });
  it('rejects out-of-range and non-integer values', () => {
    expect(errorOf({ wavelengthNm: 0 }).message).toBe('wavelengthNm 0 is out of range: allowed 1 to 99999 nm');
    expect(errorOf({ order: 50 }).code).toBe('out-of-range');
    expect(errorOf({ order: 1.5 }).message).toMatch(/whole number/);
    expect(errorOf({ wavenumberPerCm: 0 }).message).toMatch(/more than 0 cm-1/);
  });
  it('keeps exclusive groups to one member and skips the group default when another is given', () => {
    expect(parse({ wavenumberPerCm: 12500 })).not.toHaveProperty('wavelengthNm');
    expect(errorOf({ wavenumberPerCm: 12500, wavelengthNm: 800 }).message).toMatch(/only one of/);
  });
  it('matches enum options case-insensitively and refuses others', () => {
    expect(parse({ shape: 'SECH2' }).shape).toBe('sech2');
    expect(errorOf({ shape: 'box' }).message).toBe('shape "box" is not one of gaussian, sech2');
  });
  it('parses booleans and number lists, keeping non-numbers as NaN rows', () => {
    expect(parse({ brewster: 'no' }).brewster).toBe(false);
    expect(parse({ list: '800\n1,5\nx' }).list).toEqual([800, 1.5, Number.NaN]);
  });
  it('refuses unknown inputs and lists the known ones', () => {
    expect(errorOf({ lambda: 1 }).message).toMatch(/unknown input "lambda" for demo; inputs are: wavelengthNm, /);
  });
});
