/**
 * Solutions that phase-match but do not mix: their d_eff vanishes by the crystal's symmetry (the d tensor of its
 * point group, with Kleinman symmetry, couples none of the three field directions; interactions.ts sets such d_eff
 * to exactly 0). They stay in the list, as SNLO keeps them, each with a `deff-zero-by-symmetry` warning on its row
 * (`solutions[i]`), so every face marks it and the outputs it leaves empty (S₀L², efficiencies) have their reason.
 */

import { engineWarning } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import type { CalcContext } from '../materials/context.js';

export function warnZeroDeff(
  ctx: CalcContext,
  m: CompiledMaterial,
  list: string,
  solutions: readonly { type: string; deffPmV: number | null }[],
): void {
  solutions.forEach((s, i) => {
    if (s.deffPmV !== 0) return;
    ctx.warn?.(
      engineWarning(
        'deff-zero-by-symmetry',
        `${list}[${i}]`,
        `d_eff = 0 by symmetry: ${s.type} phase-matches in ${m.material.name} but the d tensor of class ${m.material.class ?? '(unknown)'} couples none of its fields, so it converts nothing.`,
        { value: s.type },
      ),
    );
  });
}
