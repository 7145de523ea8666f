/**
 * The typed public API. The `@ts-expect-error` lines are checked by `tsc` (the package's typecheck covers
 * test/): if a wrong input name, a wrong input type or a wrong output name stopped being a type error, the
 * directive would be unused and the typecheck would fail. The runtime halves check that the same calls
 * behave as the types say.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  builtinLibrary,
  type CalculatorId,
  type CalculatorInputs,
  type CalculatorOutputs,
  calculators,
  getCalculator,
  InputError,
  isPhysicsError,
  type PhysicsError,
  runCalculator,
} from '../src/index.js';

const lib = builtinLibrary();

describe('typed calculators', () => {
  it('runCalculator with a literal id types the inputs and the outputs', () => {
    const { outputs } = runCalculator('qpm', { material: 'LNB_M', wavelength1Nm: 1064, temperatureC: 80 }, lib);
    expectTypeOf(outputs).toEqualTypeOf<CalculatorOutputs<'qpm'>>();
    expectTypeOf(outputs.periodUm).toBeNumber();
    expect(outputs.periodUm).toBeGreaterThan(0);
    // @ts-expect-error a misspelt input name is a type error
    expect(() => runCalculator('qpm', { material: 'LNB_M', wavelenght1Nm: 1064 }, lib)).toThrow(InputError);
    // @ts-expect-error a material is a key or a Material object, not a number
    expect(() => runCalculator('dispersion', { material: 42 }, lib)).toThrow(InputError);
    // @ts-expect-error an output the calculator does not have
    expect(runCalculator('dispersion', { material: 'BK7' }, lib).outputs.gvd).toBeUndefined();
  });

  it('numbers may be given as text (decimal comma), materials by key or inline', () => {
    const inputs: CalculatorInputs<'dispersion'> = { material: 'fused_silica', wavelengthNm: '800,0' };
    const a = runCalculator('dispersion', inputs, lib).outputs.byRay.o?.n;
    const b = runCalculator('dispersion', { material: lib.material('fused_silica').material, wavelengthNm: 800 }, lib)
      .outputs.byRay.o?.n;
    expect(a).toBe(b);
  });

  it('an id only known at run time takes the untyped form (CLI, API)', () => {
    const id: string = 'dispersion';
    const { outputs } = runCalculator(id, { material: 'BK7', wavelengthNm: 800 }, lib);
    expect(outputs).toBeDefined();
    expect(() => runCalculator(id, { anything: 1 }, lib)).toThrow(InputError);
  });

  it('CalculatorId lists exactly the registry ids', () => {
    expectTypeOf<'qpm'>().toExtend<CalculatorId>();
    // @ts-expect-error not a calculator id
    expectTypeOf<'qpmm'>().toExtend<CalculatorId>();
    const ids: CalculatorId[] = calculators.map((c) => c.id as CalculatorId);
    expect(new Set(ids).size).toBe(calculators.length);
    expect(getCalculator('qpm').id).toBe('qpm');
  });
});

describe('one error convention', () => {
  it('a physically impossible case is a PhysicsError with its own stable code', () => {
    try {
      runCalculator('sfg', { material: 'BBO', wavelength1Nm: 400, wavelength2Nm: 400, wavelength3Nm: 200 }, lib);
      expect.unreachable('no phase matching for 400 + 400 -> 200 nm SFG in BBO');
    } catch (e) {
      expect(isPhysicsError(e)).toBe(true);
      expect((e as PhysicsError).code).toBe('no-phase-match');
    }
  });
});
