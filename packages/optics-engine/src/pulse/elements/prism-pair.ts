/**
 * A prism pair, double pass: the exact ray trace of optics/prism-pair.ts evaluated at every frequency, phase
 * 2 omega P(omega) / c, with the geometry aligned at the carrier as the `prism-pair` calculator aligns it at its
 * wavelength (Brewster incidence and the minimum-deviation apex there unless angles are given; the ordinary,
 * first principal index). GDD and TOD at the carrier are prismPairDispersion's, the calculator's own function.
 */
import { fmt, PhysicsError } from '../../errors.js';
import { atTemperature } from '../../materials/temperature-policy.js';
import {
  placePrismPair,
  prismPairAngles,
  prismPairDispersion,
  prismPairPathMm,
  rayInBounds,
} from '../../optics/prism-pair.js';
import { nmToUm, radToDeg, SPEED_OF_LIGHT_MM_PER_FS, umToNm } from '../../units.js';
import { checkInRange, fmtNm, TWO_PI_C_UM_PER_FS } from './slab.js';
import type { Carrier, ElementInput, ElementWarning, PathElement } from './types.js';

/** Frequencies of the significant band at which the rays are traced to check that none is lost. */
const BAND_PROBES = 65;

export function prismPairElement(
  input: Extract<ElementInput, { kind: 'prism-pair' }>,
  carrier: Carrier,
  field: string,
): PathElement {
  const omega0 = carrier.omegaRadPerFs;
  const m = atTemperature(input.material, input.temperatureC, `${field}.temperatureC`);
  const axis = m.axes[0];
  const key = m.material.key;
  const x0 = nmToUm(carrier.wavelengthNm);
  const range = { field, description: '', rangeName: `the range of ${key}`, rangeField: `${field}.material` };
  const lost = (what: string) =>
    new PhysicsError(
      'beam-out-of-bounds',
      `Beam out of bounds: {{${field}}} (${range.description}) ${what}`,
      `${field}.insertion2Mm`,
    );
  const n0 = axis.n(x0);
  const a = prismPairAngles(n0, input.brewster, input.angleDeg, input.apexDeg);
  range.description = `prism pair of ${key}, ${input.separationMm} mm, insertions ${input.insertion1Mm} and ${input.insertion2Mm} mm, incidence ${fmt(radToDeg(a.incidenceRad))}°, apex ${fmt(radToDeg(a.apexRad))}°`;
  checkInRange([omega0, omega0], m.minUm, m.maxUm, range);
  const g = placePrismPair(n0, a.incidenceRad, a.apexRad, input.separationMm, input.insertion1Mm, input.insertion2Mm);
  if (g === null) throw lost(`at the centre, ${fmt(umToNm(x0))} nm`);
  const d = prismPairDispersion(g, axis, x0);
  if (Number.isNaN(d.gddFs2)) throw lost(`near the centre, ${fmt(umToNm(x0))} nm`);
  const twoOverC = 2 / SPEED_OF_LIGHT_MM_PER_FS;
  const wLo = TWO_PI_C_UM_PER_FS / m.maxUm;
  const wHi = TWO_PI_C_UM_PER_FS / m.minUm;
  return {
    field,
    description: range.description,
    taylor: { gddFs2: d.gddFs2, todFs3: d.todFs3, fodFs4: d.fodFs4, groupDelayFs: null },
    kerr: null,
    phase(omega, from, to, out) {
      for (let k = from; k < to; k++) {
        const w = omega[k];
        if (!(w >= wLo && w <= wHi)) {
          out[k] = Number.NaN;
          continue;
        }
        const p = prismPairPathMm(g, axis.n(TWO_PI_C_UM_PER_FS / w));
        // 2 (omega P - omega0 P0) / c - phi'(omega0) (omega - omega0); NaN for a lost ray.
        out[k] = twoOverC * (w * p - omega0 * d.pathMm) - d.groupDelayFs * (w - omega0);
      }
    },
    checkBand(band) {
      checkInRange(band, m.minUm, m.maxUm, range);
      const warnings: ElementWarning[] = [];
      let missed = 0;
      for (let i = 0; i < BAND_PROBES; i++) {
        const w = band[0] + ((band[1] - band[0]) * i) / (BAND_PROBES - 1);
        const n = axis.n(TWO_PI_C_UM_PER_FS / w);
        if (Number.isNaN(prismPairPathMm(g, n)))
          throw lost(
            `at ${fmtNm(w)} nm, inside the pulse's spectrum ${fmtNm(band[1])} to ${fmtNm(band[0])} nm (total internal reflection)`,
          );
        if (!rayInBounds(g, n)) missed++;
      }
      if (missed > 0)
        warnings.push({
          code: 'prism-apex-missed',
          message: `{{${field}}}: part of the spectrum (${missed} of ${BAND_PROBES} probes of ${fmtNm(band[1])} to ${fmtNm(band[0])} nm) meets a prism beyond its apex; the prisms are modelled as unbounded planes, so its phase is that of the continued faces (insert the prisms further to keep the whole beam inside them)`,
        });
      return warnings;
    },
  };
}
