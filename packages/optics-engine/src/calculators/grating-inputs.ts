/** Inputs of the grating calculators with docs/product.md §5's ranges. */
import type { InputSpec } from './spec.js';

/** Grating frequency in lines per mm: max 9999; min 300 in the grating calculator and grating pair. */
export const linesPerMmInput = (min: number | undefined) =>
  ({
    name: 'linesPerMm',
    label: 'Grating frequency (lines/mm)',
    kind: 'number',
    unit: 'lines/mm',
    default: 800,
    ...(min === undefined ? { min: 0, exclusiveMin: true } : { min }),
    max: 9999,
    step: 1,
  }) as const satisfies InputSpec;

/** lambda * N (dimensionless) of a wavelength in nm and a groove density in lines/mm. */
export const lambdaTimesN = (wavelengthNm: number, linesPerMm: number): number => wavelengthNm * 1e-6 * linesPerMm;
