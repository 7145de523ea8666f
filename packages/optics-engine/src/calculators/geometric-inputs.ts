/** Inputs shared by the plate, layer and compressor calculators, with docs/product.md §5's ranges. */
import type { InputSpec } from './spec.js';

/** Plate thickness in mm: positive, step 0.1 (docs/product.md §5); no upper limit unless given. */
export const thicknessInput = (def: number, extra: Partial<InputSpec> = {}): InputSpec => ({
  name: 'thicknessMm',
  label: 'Thickness (mm)',
  kind: 'number',
  unit: 'mm',
  default: def,
  min: 0,
  exclusiveMin: true,
  step: 0.1,
  ...extra,
});

/** A distance in mm, at least 0. */
export const distanceInput = (name: string, label: string, def: number, extra: Partial<InputSpec> = {}): InputSpec => ({
  name,
  label,
  kind: 'number',
  unit: 'mm',
  default: def,
  min: 0,
  step: 0.1,
  ...extra,
});

/** Optional plot range bounds in nm. */
export const plotRangeInputs = (): InputSpec[] => [
  {
    name: 'fromNm',
    label: 'Plot from (nm)',
    kind: 'number',
    unit: 'nm',
    optional: true,
    min: 0,
    exclusiveMin: true,
    step: 1,
  },
  {
    name: 'toNm',
    label: 'Plot to (nm)',
    kind: 'number',
    unit: 'nm',
    optional: true,
    min: 0,
    exclusiveMin: true,
    step: 1,
  },
];
