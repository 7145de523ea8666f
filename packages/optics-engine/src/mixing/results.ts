/**
 * What a detector after the crystal sees: the zones' fields summed into the beam's power P(t) = ∫ I dA and
 * energy spectrum of each wave, their widths (the pulse core's measures), energies and gains, the
 * efficiency, the Manley–Rowe balance of photon numbers, the energy of each wave along the crystal, and the
 * charts.
 */

import { createMonotoneCubic, evaluateMonotoneCubic } from '../math/monotone-cubic.js';
import type { Series, SeriesLine } from '../plot-data.js';
import { centreWavelengthNmOf, spectralWidthNmOf } from '../pulse/measures.js';
import { toTime } from '../pulse/pulse.js';
import { omegaRadPerFsToNm, TWO_PI_C_NM_PER_FS } from '../pulse/source.js';
import { fwhmOf } from '../pulse/widths.js';
import { radToDeg } from '../units.js';
import type { MixingPlan } from './plan.js';
import type { AbsentWave, MixingOutputs, WaveKey, WaveResult } from './types.js';
import type { Zone } from './zones.js';

/** One zone's integration: energies (uJ/cm²) of each field at positions zs (mm), and the exit state. */
export interface ZoneRun {
  zone: Zone;
  zs: number[];
  energies: number[][];
  final: Float64Array;
}

/** Per field at the exit: the beam's power (GW) at the grid's times and its energy (uJ) per frequency bin. */
export interface ExitField {
  key: WaveKey;
  wavelengthNm: number;
  powerGw: Float64Array;
  energyPerBinUj: Float64Array;
}

export interface MixingResult {
  outputs: MixingOutputs;
  series: Series[];
  plan: MixingPlan;
  exit: ExitField[];
  /** Energy (uJ) of each field at zMm (the crystal in Z_SAMPLES points). */
  energyAlongZ: { zMm: number[]; energyUj: number[][] };
}

const ABSENT: AbsentWave = {
  energyUj: null,
  gain: null,
  durationFs: null,
  spectralWidthNm: null,
  centreWavelengthNm: null,
};

/** Points of the energy-along-z chart. */
const Z_SAMPLES = 101;
/** An exit energy below this share of the input energy is no pulse to measure (its widths are null). */
const EMPTY = 1e-12;
/** Chart lines leave out the wings below this share of their peak (the JSON stays small). */
const CHART_FLOOR = 1e-5;

export function collectResults(plan: MixingPlan, runs: readonly ZoneRun[], steps: number): MixingResult {
  const grids = plan.grids;
  const n = grids[0].points;
  const dt = grids[0].dtFs;
  const fields = grids.length;
  const exit: ExitField[] = plan.keys.map((key, f) => ({
    key,
    wavelengthNm: plan.wavelengthsNm[plan.triple[f]],
    powerGw: new Float64Array(n),
    energyPerBinUj: new Float64Array(n),
  }));
  const eIn = new Array(fields).fill(0);
  const eOut = new Array(fields).fill(0);
  const zMm = Array.from({ length: Z_SAMPLES }, (_, i) => (plan.lengthMm * i) / (Z_SAMPLES - 1));
  const alongZ = Array.from({ length: fields }, () => new Array(Z_SAMPLES).fill(0));
  const t = { re: new Float64Array(n), im: new Float64Array(n) };
  for (const run of runs) {
    const a = run.zone.areaCm2;
    for (let f = 0; f < fields; f++) {
      eIn[f] += a * run.energies[0][f];
      eOut[f] += a * run.energies[run.energies.length - 1][f];
      const re = run.final.subarray(2 * f * n, 2 * f * n + n);
      const im = run.final.subarray(2 * f * n + n, 2 * (f + 1) * n);
      toTime({ grid: grids[f], re, im }, t);
      const ex = exit[f];
      for (let j = 0; j < n; j++) {
        ex.powerGw[j] += a * (t.re[j] * t.re[j] + t.im[j] * t.im[j]);
        ex.energyPerBinUj[j] += a * (re[j] * re[j] + im[j] * im[j]) * n * dt;
      }
      const curve = createMonotoneCubic(
        run.zs,
        run.energies.map((e) => e[f]),
      );
      for (let i = 0; i < Z_SAMPLES; i++) alongZ[f][i] += a * evaluateMonotoneCubic(curve, zMm[i]);
    }
  }
  const totalIn = eIn.reduce((s, x) => s + x, 0);
  const results = exit.map((ex, f): WaveResult => {
    const live = eOut[f] > EMPTY * totalIn;
    return {
      energyUj: eOut[f],
      gain: eIn[f] > 0 ? eOut[f] / eIn[f] : null,
      durationFs: live ? fwhmOf(grids[f].tFs, ex.powerGw) : null,
      spectralWidthNm: live ? spectralWidthNmOf(grids[f], ex.energyPerBinUj) : null,
      centreWavelengthNm: live ? centreWavelengthNmOf(grids[f], ex.energyPerBinUj) : null,
    };
  });
  const generated = eOut.reduce((s, x, f) => s + (eIn[f] > 0 ? 0 : x), 0);
  const outputs: MixingOutputs = {
    waves: plan.typeIShg
      ? { wave1: results[0], wave2: ABSENT, wave3: results[1] }
      : { wave1: results[0], wave2: results[1], wave3: results[2] },
    efficiencyPercent: (100 * generated) / totalIn,
    photonBalance: photonBalance(plan, eIn, eOut),
    deffPmV: plan.direction.deffPmV,
    deltaKPerMm: plan.direction.deltaKPerMm,
    thetaDeg: radToDeg(plan.direction.thetaRad),
    phiDeg: radToDeg(plan.direction.phiRad),
    numerics: { points: n, timeStepFs: dt, timeWindowFs: n * dt, steps, rings: runs.length },
    warnings: plan.warnings,
  };
  return {
    outputs,
    series: mixingSeries(plan, exit, { zMm, energyUj: alongZ }),
    plan,
    exit,
    energyAlongZ: { zMm, energyUj: alongZ },
  };
}

/**
 * The largest change of a Manley–Rowe invariant over the input photon number: SFG n1 + n3 and n2 + n3, type I
 * SHG n1 + 2 n3 (photon numbers as energy over the carrier's photon energy).
 */
function photonBalance(plan: MixingPlan, eIn: readonly number[], eOut: readonly number[]): number {
  const w = plan.triple.map((j) => 1 / plan.wavelengthsNm[j]);
  const nIn = eIn.map((e, f) => e / w[f]);
  const nOut = eOut.map((e, f) => e / w[f]);
  const total = nIn.reduce((s, x) => s + x, 0);
  if (plan.typeIShg) return Math.abs(nOut[0] + 2 * nOut[1] - nIn[0] - 2 * nIn[1]) / total;
  const d13 = Math.abs(nOut[0] + nOut[2] - nIn[0] - nIn[2]);
  const d23 = Math.abs(nOut[1] + nOut[2] - nIn[1] - nIn[2]);
  return Math.max(d13, d23) / total;
}

const label = (ex: ExitField) => `${ex.key} (${Number(ex.wavelengthNm.toPrecision(6))} nm)`;

/** x, y with the wings below CHART_FLOOR of the peak left out (one sample kept on either side). */
function trimmed(x: ArrayLike<number>, y: ArrayLike<number>): { x: number[]; y: number[] } {
  let peak = 0;
  for (let i = 0; i < y.length; i++) peak = Math.max(peak, y[i]);
  let lo = 0;
  let hi = y.length - 1;
  while (lo < hi && y[lo] < CHART_FLOOR * peak) lo++;
  while (hi > lo && y[hi] < CHART_FLOOR * peak) hi--;
  lo = Math.max(0, lo - 1);
  hi = Math.min(y.length - 1, hi + 1);
  return { x: Array.from(x).slice(lo, hi + 1), y: Array.from(y).slice(lo, hi + 1) };
}

function mixingSeries(
  plan: MixingPlan,
  exit: readonly ExitField[],
  alongZ: { zMm: number[]; energyUj: number[][] },
): Series[] {
  const live = exit.filter((ex) => ex.energyPerBinUj.some((v) => v > 0));
  const power: SeriesLine[] = live.map((ex) => {
    const f = exit.indexOf(ex);
    return { label: label(ex), ...trimmed(plan.grids[f].tFs, ex.powerGw) };
  });
  const spectrum: SeriesLine[] = live.map((ex) => {
    const g = plan.grids[exit.indexOf(ex)];
    const lam: number[] = [];
    const s: number[] = [];
    // Energy per bin over the bin width in wavelength, dλ = 2πc dΩ / ω²; descending ω gives ascending λ.
    for (let k = g.points - 1; k >= 0; k--) {
      const w = g.omegaRadPerFs[k];
      if (!(w > 0)) continue;
      lam.push(omegaRadPerFsToNm(w));
      s.push((ex.energyPerBinUj[k] * w * w) / (TWO_PI_C_NM_PER_FS * g.dOmegaRadPerFs));
    }
    return { label: label(ex), ...trimmed(lam, s) };
  });
  const energy: SeriesLine[] = exit.map((ex, f) => ({ label: label(ex), x: alongZ.zMm, y: alongZ.energyUj[f] }));
  return [
    {
      id: 'power',
      title: 'Power at the exit',
      x: { label: 'Time in the frame of the mean group velocity', unit: 'fs' },
      y: { label: 'Power P(t) = ∫I dA', unit: 'GW' },
      lines: power,
    },
    {
      id: 'spectrum',
      title: 'Spectrum at the exit',
      x: { label: 'Wavelength', unit: 'nm' },
      y: { label: 'Energy spectral density', unit: 'uJ/nm' },
      lines: spectrum,
    },
    {
      id: 'energy',
      title: 'Energy along the crystal',
      x: { label: 'Position in the crystal', unit: 'mm' },
      y: { label: 'Energy', unit: 'uJ' },
      lines: energy,
    },
  ];
}
