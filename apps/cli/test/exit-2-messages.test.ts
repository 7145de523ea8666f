/**
 * Every refusal of `toolbox calc` names the input, its value and what is allowed (docs/calculators.md "Errors"):
 * a property over every number input of every calculator that generates values outside its range, every enum input
 * with an option it does not have, and every wavelength outside the default material's data.
 */
import { calculators, fmt, type InputSpec, rangeWords } from '@optics-toolbox/optics-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const calc = (id: string, input: Record<string, unknown>) => runMain('calc', id, '--input', JSON.stringify(input));

/** A number outside the input's range, drawn from below the minimum or above the maximum. */
function outside(s: InputSpec): fc.Arbitrary<number> {
  const below =
    s.min === undefined
      ? []
      : [
          s.exclusiveMin
            ? fc.constant(s.min)
            : fc.double({ min: s.min - 1e6, max: s.min - 1e-3, noNaN: true, noDefaultInfinity: true }),
        ];
  const above =
    s.max === undefined
      ? []
      : [fc.double({ min: s.max + 1e-3, max: s.max + 1e6, noNaN: true, noDefaultInfinity: true })];
  return fc.oneof(...below, ...above);
}

const bounded = calculators.flatMap((c) =>
  c.inputs
    .filter((s) => (s.kind === 'number' || s.kind === 'integer') && (s.min !== undefined || s.max !== undefined))
    .map((s) => [c.id, s] as const),
);

describe('exit 2 names the input, its value and the allowed range', () => {
  it('covers a bounded number input of every calculator that has one', () => {
    expect(bounded.length).toBeGreaterThan(60);
  });

  it.each(bounded.map(([id, s]) => [`${id} ${s.name}`, id, s] as const))('%s', async (_, id, s) => {
    await fc.assert(
      fc.asyncProperty(outside(s), async (value) => {
        const r = await calc(id, { [s.name]: value });
        expect(r.code).toBe(2);
        const line = r.err.trim();
        expect(line.split('\n')).toHaveLength(1);
        expect(line).toContain(s.name);
        expect(line).toContain(fmt(value));
        expect(line).toContain(rangeWords({ min: s.min, max: s.max, exclusiveMin: s.exclusiveMin, unit: s.unit }));
      }),
      { numRuns: 4 },
    );
  });

  const enums = calculators.flatMap((c) => c.inputs.filter((s) => s.kind === 'enum').map((s) => [c.id, s] as const));
  it.each(enums.map(([id, s]) => [`${id} ${s.name}`, id, s] as const))(
    '%s: an unknown option names the options',
    async (_, id, s) => {
      const r = await calc(id, { [s.name]: 'no-such-option' });
      expect(r.code).toBe(2);
      expect(r.err).toContain(s.name);
      expect(r.err).toContain('no-such-option');
      for (const o of s.options ?? []) expect(r.err).toContain(o);
    },
  );

  const withMaterial = calculators.filter(
    (c) => c.inputs.some((s) => s.kind === 'material') && c.inputs.some((s) => s.name === 'wavelengthNm'),
  );
  it.each(withMaterial.map((c) => [c.id]))(
    '%s: a wavelength beyond the material’s data names it and the range',
    async (id) => {
      const r = await calc(id, { wavelengthNm: 5e9 });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/wavelengthNm 5000000000 nm is outside .* \d[\d.]* to \d[\d.]* nm/);
    },
  );
});
