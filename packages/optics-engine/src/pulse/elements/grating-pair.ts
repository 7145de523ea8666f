/**
 * A grating pair (compressor, or with a negative separation a stretcher's effective separation): Treacy's exact
 * phase at every frequency (optics/gratings.ts); GDD and TOD at the carrier are gratingPairDispersion's, the
 * `grating-pair` calculator's own function, and FOD the exact fourth derivative of the same phase.
 */
import { fmt, PhysicsError } from '../../errors.js';
import {
  gratingCutoffOmegaRadPerFs,
  gratingPairDispersion,
  gratingPairPhaseDerivatives,
  gratingPairPhaseRad,
} from '../../optics/gratings.js';
import { degToRad } from '../../units.js';
import { fmtNm } from './slab.js';
import type { Carrier, ElementInput, PathElement } from './types.js';

export function gratingPairElement(
  input: Extract<ElementInput, { kind: 'grating-pair' }>,
  carrier: Carrier,
  field: string,
): PathElement {
  const omega0 = carrier.omegaRadPerFs;
  const { linesPerMm, distanceMm, passes } = input;
  const alpha = degToRad(input.angleDeg);
  const description = `grating pair, ${linesPerMm} lines/mm at ${input.angleDeg}°, ${distanceMm} mm, ${passes} passes`;
  const cutoff = gratingCutoffOmegaRadPerFs(linesPerMm, alpha);
  const refuse = (band: string) =>
    new PhysicsError(
      'no-first-order',
      `{{${field}}} (${description}): no first diffraction order above ${fmtNm(cutoff)} nm (sin β = λN − sin α reaches 1), ${band}`,
      `${field}.angleDeg`,
    );
  if (!(omega0 > cutoff)) throw refuse(`the pulse's centre is ${fmt(carrier.wavelengthNm)} nm`);
  const d = new Float64Array(5);
  gratingPairPhaseDerivatives(omega0, linesPerMm, distanceMm, alpha, passes, d);
  const treacy = gratingPairDispersion(carrier.wavelengthNm, linesPerMm, distanceMm, alpha, passes);
  const phi0 = d[0];
  const gd0 = d[1];
  return {
    field,
    description,
    taylor: { gddFs2: treacy.gddFs2, todFs3: treacy.todFs3, fodFs4: d[4], groupDelayFs: null },
    kerr: null,
    phase(omega, from, to, out) {
      for (let k = from; k < to; k++) {
        const w = omega[k];
        const phi = w > cutoff ? gratingPairPhaseRad(w, linesPerMm, distanceMm, alpha, passes) : Number.NaN;
        out[k] = phi - phi0 - gd0 * (w - omega0);
      }
    },
    checkBand([lo, hi]) {
      if (lo > cutoff) return [];
      throw refuse(
        `inside the pulse's spectrum, ${fmtNm(hi)} to ${fmtNm(lo)} nm where its intensity is above 1e-3 of the peak`,
      );
    },
  };
}
