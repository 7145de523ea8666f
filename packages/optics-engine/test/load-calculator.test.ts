/**
 * loadCalculator(id) gives, for every calculator of the registry, the registry's own spec object (one module,
 * one spec: the on-demand face is not a second copy), and refuses an unknown id as an engine error with a code.
 */
import { describe, expect, it } from 'vitest';
import { type CalculatorId, calculators, isEngineError, loadCalculator } from '../src/index.js';

describe('loadCalculator', () => {
  it.each(calculators.map((c) => c.id))('%s: the same spec object as the registry', async (id) => {
    const spec = await loadCalculator(id as CalculatorId);
    expect(spec).toBe(calculators.find((c) => c.id === id));
  });

  it('an unknown id is refused with the code unknown-calculator', async () => {
    const e = await loadCalculator('no-such-calculator' as CalculatorId).catch((x: unknown) => x);
    expect(isEngineError(e)).toBe(true);
    expect((e as { code: string }).code).toBe('unknown-calculator');
  });
});
