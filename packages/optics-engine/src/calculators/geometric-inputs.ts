/** Inputs shared by the plate, layer and compressor calculators, with docs/product.md §5's ranges. */

import { positiveInput } from './common.js';
import { type InputSpec, withExtras } from './spec.js';

/** Plate thickness in mm: positive, step 0.1 (docs/product.md §5); no upper limit unless given. */
export const thicknessInput = <const E extends Partial<InputSpec> = Record<never, never>>(def: number, extra?: E) =>
  withExtras(
    {
      name: 'thicknessMm',
      label: 'Thickness (mm)',
      kind: 'number',
      unit: 'mm',
      default: def,
      min: 0,
      exclusiveMin: true,
      step: 0.1,
    } as const,
    extra,
  );

/** A distance in mm, at least 0. */
export const distanceInput = <const N extends string, const E extends Partial<InputSpec> = Record<never, never>>(
  name: N,
  label: string,
  def: number,
  extra?: E,
) => withExtras({ name, label, kind: 'number', unit: 'mm', default: def, min: 0, step: 0.1 } as const, extra);

/** Optional plot range bounds in nm (no ceiling: the materials' data bound what is drawn). */
export const plotRangeInputs = () =>
  [positiveInput('fromNm', 'Plot from (nm)', 'nm', 1), positiveInput('toNm', 'Plot to (nm)', 'nm', 1)] as const;
