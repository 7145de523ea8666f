/**
 * The phase-matching solutions with SNLO's further figures (figures-of-merit.ts): temperature acceptance,
 * crystal angle tolerance, Miller-scaled d_eff, S₀·L², and with an intensity the plane-wave conversion
 * efficiency and OPA gain, with a beam waist the Boyd–Kleinman focusing. For SHG (λ1 = λ2) the two orders of
 * a mixed type (eoe/oee, eoo/oeo, fsf/sff, ...) are one interaction and kept once, as SNLO lists them.
 * Structural zeros are exact: a d_eff below 1e-9 of the largest tensor element is 0 (a forbidden branch),
 * an ordinary wave of a uniaxial crystal or principal plane has no walk-off.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { degToRad } from '../units.js';
import { DELTA_K_FWHM_TIMES_LENGTH } from './acceptance.js';
import {
  type Focusing,
  focusing,
  lowGainEfficiency,
  millerFactor,
  mismatchSlopePerK,
  s0L2W,
  sfgConversion,
  temperatureAcceptanceKCm,
} from './figures-of-merit.js';
import type { InteractionSolution } from './interactions.js';
import type { PrincipalPlane } from './types.js';

export interface AugmentedSolution extends InteractionSolution {
  /** d_eff before Miller scaling (the tensor at its measurement wavelength), pm/V. */
  deffUnscaledPmV: number | null;
  temperatureAcceptanceKCm: number | null;
  angleToleranceMradCm: number | null;
  s0L2W: number | null;
  conversionEfficiencyPercent?: number | null;
  /** With pump depletion at Δk = 0: SHG tanh², SFG the Jacobi elliptic solution of Armstrong et al. (1962). */
  conversionEfficiencyDepletedPercent?: number | null;
  parametricGain?: number | null;
  focusing?: Focusing;
}

export interface AugmentOptions {
  plane: PrincipalPlane | 'general';
  lengthMm: number;
  intensityGwPerCm2?: number;
  beamWaistUm?: number;
  /** With a waist: also the Boyd–Kleinman factor with walk-off and its optimum (costly: off by default). */
  walkoffFocusing?: boolean;
}

/** SNLO's angle tolerance (ΔkL = 2π) over the FWHM angular acceptance: 2π / (4 · 1.39156). */
const TOLERANCE_OVER_FWHM = (2 * Math.PI) / DELTA_K_FWHM_TIMES_LENGTH;

/** Drops the second of two SHG solutions whose types differ only by swapping waves 1 and 2. */
export function dedupeShg(l: readonly number[], solutions: readonly InteractionSolution[]): InteractionSolution[] {
  if (Math.abs(l[0] - l[1]) > 1e-12 * l[0]) return [...solutions];
  const types = new Set<string>();
  const out: InteractionSolution[] = [];
  for (const s of solutions) {
    const swapped = s.type[1] + s.type[0] + s.type[2];
    if (swapped !== s.type && types.has(swapped)) continue;
    types.add(s.type);
    out.push(s);
  }
  return out;
}

/** Every solution with its figures of merit, SHG duplicates removed. */
export function augmentSolutions(
  m: CompiledMaterial,
  l: readonly [number, number, number],
  solutions: readonly InteractionSolution[],
  opts: AugmentOptions,
): AugmentedSolution[] {
  const d = m.material.d ?? {};
  const dMax = Math.max(0, ...Object.values(d).map(Math.abs));
  const shg = Math.abs(l[0] - l[1]) <= 1e-12 * l[0];
  return dedupeShg(l, solutions).map((s) => {
    const t = degToRad(s.thetaDeg);
    const p = degToRad(s.phiDeg);
    const unscaled = s.deffPmV === null ? null : Math.abs(s.deffPmV) <= 1e-9 * dMax ? 0 : s.deffPmV;
    const deff =
      unscaled === null || unscaled === 0 ? unscaled : unscaled * millerFactor(m, l, s.type, opts.plane, t, p);
    const walkoffMrad = { ...s.walkoffMrad };
    if (opts.plane !== 'general') for (const j of [1, 2, 3] as const) if (s.type[j - 1] === 'o') walkoffMrad[j] = 0;
    const n = [s.indices[1], s.indices[2], s.indices[3]];
    const s0 = s0L2W(l, n, deff);
    let conversionEfficiencyPercent: number | null | undefined;
    let conversionEfficiencyDepletedPercent: number | null | undefined;
    let parametricGain: number | null | undefined;
    if (opts.intensityGwPerCm2 !== undefined) {
      const eta = s0 === null ? null : lowGainEfficiency(s0, opts.intensityGwPerCm2, opts.lengthMm);
      const sfg = shg || !deff ? null : sfgConversion(l, n, deff, opts.intensityGwPerCm2, opts.lengthMm);
      const shgEta = eta === null ? null : Math.tanh(Math.sqrt(eta)) ** 2;
      conversionEfficiencyPercent = eta === null ? null : 100 * (shg ? (shgEta as number) : (sfg?.undepleted ?? 0));
      conversionEfficiencyDepletedPercent =
        eta === null ? null : 100 * (shg ? (shgEta as number) : (sfg?.depleted ?? 0));
      parametricGain = eta === null ? null : Math.cosh(Math.sqrt(eta)) ** 2;
    }
    let focusingResult: ReturnType<typeof focusing> | undefined;
    if (opts.beamWaistUm !== undefined) {
      const rho = Math.max(Math.abs(walkoffMrad[1]), Math.abs(walkoffMrad[2]), Math.abs(walkoffMrad[3])) * 1e-3;
      focusingResult = focusing(
        opts.lengthMm,
        l[0],
        n[0],
        opts.beamWaistUm,
        opts.walkoffFocusing ? (Number.isFinite(rho) ? rho : 0) : undefined,
      );
    }
    // One object literal with every key in the order `{ ...s, ...figures }` gives (a spread followed by
    // added keys made each solution a chain of shape changes: a tenth of a phase-matching call).
    const out: AugmentedSolution = {
      type: s.type,
      thetaDeg: s.thetaDeg,
      phiDeg: s.phiDeg,
      deffPmV: deff,
      walkoffMrad,
      gvmFsPerMm: s.gvmFsPerMm,
      indices: s.indices,
      groupIndices: s.groupIndices,
      angularAcceptanceMradCm: s.angularAcceptanceMradCm,
      angularAcceptanceMrad: s.angularAcceptanceMrad,
      spectralAcceptanceNmCm: s.spectralAcceptanceNmCm,
      spectralAcceptanceByWaveNmCm: s.spectralAcceptanceByWaveNmCm,
      spectralAcceptanceShgNmCm: s.spectralAcceptanceShgNmCm,
      ...(s.planeSign === undefined ? {} : { planeSign: s.planeSign }),
      deffUnscaledPmV: unscaled,
      temperatureAcceptanceKCm: temperatureAcceptanceKCm(mismatchSlopePerK(m, l, s.type, opts.plane, t, p)),
      angleToleranceMradCm: s.angularAcceptanceMradCm === null ? null : s.angularAcceptanceMradCm * TOLERANCE_OVER_FWHM,
      s0L2W: s0,
      ...(opts.intensityGwPerCm2 === undefined
        ? {}
        : { conversionEfficiencyPercent, conversionEfficiencyDepletedPercent, parametricGain }),
      ...(opts.beamWaistUm === undefined ? {} : { focusing: focusingResult }),
    };
    return out;
  });
}
