/**
 * Everything a mixing run needs before it integrates: the wavelengths and fields, the direction with d_eff
 * and Δk, one time grid for all waves (each wave's frequency grid around its own carrier), each wave's
 * exact dispersion on its grid, the coupling constants, the input spectra and the beam's zones.
 */
import { fmt, InputError } from '../errors.js';
import { FS_PER_MM_IN_VACUUM } from '../materials/dispersion.js';
import { isPowerOfTwo } from '../math/fft.js';
import { eigenwaveIndexBatch } from '../nonlinear/wave-dispersion.js';
import { chooseGrid, makeGrid, type SpectralGrid } from '../pulse/grid.js';
import { chirpPhase, type Pulse, scaleToEnergy, withPhase } from '../pulse/pulse.js';
import {
  NEGLIGIBLE,
  nmToOmegaRadPerFs,
  omegaRadPerFsToNm,
  sampleSource,
  shapeSource,
  TWO_PI_C_NM_PER_FS,
} from '../pulse/source.js';
import {
  nmToUm,
  SPEED_OF_LIGHT_M_PER_S,
  SPEED_OF_LIGHT_MM_PER_FS,
  umToNm,
  VACUUM_PERMITTIVITY_F_PER_M,
} from '../units.js';
import { type MixingDirection, resolveDirection } from './direction.js';
import { type ThirdOrderRates, thirdOrderRates } from './third-order.js';
import type { MixingInputs, MixingWarning, WaveInput, WaveKey } from './types.js';
import {
  checkIntensities,
  checkWavelengthsInRange,
  chirpedFwhmFs,
  isTypeIShg,
  peakIntensityGwPerCm2,
  resolveWavelengthsNm,
  waveField,
  waveWarnings,
} from './waves.js';
import { beamZones, firstRings, type Zone } from './zones.js';

export interface MixingPlan {
  wavelengthsNm: [number, number, number];
  typeIShg: boolean;
  /** The waves that are fields of their own, in field order (type I SHG: wave1 and wave3). */
  keys: WaveKey[];
  /** Index of each field in the triple (0, 1, 2). */
  triple: number[];
  direction: MixingDirection;
  grids: SpectralGrid[];
  /** D = k(ω) − ω/v_ref (rad/mm) per field and bin, NaN where the crystal has no index data. */
  dispersion: Float64Array;
  /** 1/v_ref (fs/mm): the frame moves at the mean of the fastest and slowest group velocity. */
  frameFsPerMm: number;
  coupling: number[];
  thirdOrder?: ThirdOrderRates;
  /** Each field's input spectrum scaled to 1 uJ/cm² (chirp and delay applied), null for a generated one. */
  shapes: (Pulse | null)[];
  zones: Zone[];
  /** The fields' inputs and the profile the zones come from (a second pass of rings rebuilds them). */
  fieldInputs: WaveInput[];
  profile: MixingInputs['profile'];
  /** True when the number of rings was given (no second pass). */
  ringsFixed: boolean;
  lengthMm: number;
  /** Gain exponent of the strongest process at the axis' peak (sets the number of rings). */
  strength: number;
  warnings: MixingWarning[];
}

export interface PlanOptions {
  /** A grid of these points and time step instead of the chosen one (convergence tests). */
  grid?: { points: number; dtFs: number };
  /** Number of Gaussian rings instead of the first pass's (then there is no second pass). */
  rings?: number;
}

/** The most grid points a run may take (the points input's maximum): beyond, a run takes minutes and hundreds of MB. */
export const MAX_POINTS = 65536;

/** Half the span (fs) outside which a Gaussian of FWHM t is below NEGLIGIBLE of its peak: exp(−4 ln2 s²/t²). */
const halfSpanOverFwhm = Math.sqrt(Math.log(1 / NEGLIGIBLE) / (4 * Math.LN2));

export function planMixing(inp: MixingInputs, opts: PlanOptions = {}): MixingPlan {
  // Here rather than in the calculator, so that a worker driving mixingSteps gets the same refusal.
  if (!isPowerOfTwo(inp.points))
    throw new InputError(
      'invalid-option',
      'points',
      `{{points}} ${inp.points} must be a power of two (256, 512, 1024, 2048, 4096, ...)`,
    );
  const m = inp.material;
  const nm = resolveWavelengthsNm(inp.waves);
  checkWavelengthsInRange(m, nm);
  const um = nm.map(nmToUm) as [number, number, number];
  const typeIShg = isTypeIShg(nm, inp.type);
  const keys: WaveKey[] = typeIShg ? ['wave1', 'wave3'] : ['wave1', 'wave2', 'wave3'];
  const triple = typeIShg ? [0, 2] : [0, 1, 2];
  const waves = keys.map((k) => inp.waves[k]);
  const lit = waves.map((w) => w.energyUj > 0);
  if (!lit.some(Boolean))
    throw new InputError(
      'out-of-range',
      waveField('wave1', 'energyUj'),
      'no wave has energy: give at least one energyUj above 0 (a wave of energy 0 is generated)',
    );
  checkIntensities(
    inp.waves,
    keys.filter((_, f) => lit[f]),
    inp.profile,
  );
  const warnings = waveWarnings(inp.waves, typeIShg);
  const direction = resolveDirection(m, um, inp.type, inp.plane, inp.thetaDeg, inp.phiDeg, inp.lengthMm);
  directionWarnings(direction, waves, lit, inp, warnings);
  const L = inp.lengthMm;
  const omega = triple.map((j) => nmToOmegaRadPerFs(nm[j]));
  const groupDelay = triple.map((j) => direction.fields[j].groupIndex * FS_PER_MM_IN_VACUUM);
  const frame = (Math.max(...groupDelay) + Math.min(...groupDelay)) / 2;
  const k = (f: number, w: Float64Array, out: Float64Array) => {
    const lam = w.map((x) => (x > 0 ? nmToUm(TWO_PI_C_NM_PER_FS / x) : Number.NaN));
    eigenwaveIndexBatch(m, lam, direction.thetaRad, direction.phiRad, direction.picks[triple[f]], out);
    for (let i = 0; i < w.length; i++) out[i] = (out[i] * w[i]) / SPEED_OF_LIGHT_MM_PER_FS;
    return out;
  };
  // GVD (fs²/mm) of each field at its carrier, from k(ω) itself: it stretches the pulses inside the crystal.
  const gvd = omega.map((w0, f) => {
    const h = 1e-3 * w0;
    const kk = k(f, Float64Array.of(w0 - h, w0, w0 + h), new Float64Array(3));
    return (kk[0] - 2 * kk[1] + kk[2]) / (h * h);
  });
  const sources = waves.map((w, f) => {
    if (!lit[f]) return null;
    const s = shapeSource('gaussian', nm[triple[f]], w.durationFs);
    checkBand(m, s.significantBandRadPerFs, keys[f], w, nm[triple[f]]);
    return s;
  });
  // Half bands: each input's own; a generated wave holds the sum of the other two (its source's band).
  const halfBand = sources.map((s, f) =>
    s ? Math.max(omega[f] - s.bandRadPerFs[0], s.bandRadPerFs[1] - omega[f]) : 0,
  );
  for (let f = 0; f < halfBand.length; f++)
    if (!sources[f]) halfBand[f] = typeIShg ? 2 * halfBand[0] : halfBand.reduce((a, b, g) => (g === f ? a : a + b), 0);
  const litDurations = waves.filter((_, f) => lit[f]).map((w) => w.durationFs);
  const shortest = Math.min(...litDurations) / (sources.every(Boolean) ? 1 : Math.SQRT2);
  let halfSpan = 0;
  waves.forEach((w, f) => {
    if (!lit[f]) return;
    const worst = Math.max(Math.abs(w.gddFs2), Math.abs(w.gddFs2 + gvd[f] * L));
    halfSpan = Math.max(halfSpan, halfSpanOverFwhm * chirpedFwhmFs(w.durationFs, worst));
  });
  omega.forEach((_, f) => {
    if (!lit[f]) halfSpan = Math.max(halfSpan, halfSpanOverFwhm * chirpedFwhmFs(shortest, gvd[f] * L));
  });
  const delays = waves.filter((_, f) => lit[f]).map((w) => w.delayFs);
  const drift = groupDelay.map((d) => (d - frame) * L);
  const span: [number, number] = [
    Math.min(...delays) + Math.min(0, ...drift) - halfSpan,
    Math.max(...delays) + Math.max(0, ...drift) + halfSpan,
  ];
  const maxHalfBand = Math.max(...halfBand);
  let grids: SpectralGrid[];
  if (opts.grid) grids = omega.map((w0) => makeGrid(opts.grid!.points, w0, opts.grid!.dtFs));
  else {
    const choice = chooseGrid({
      omega0RadPerFs: omega[0],
      bandRadPerFs: [omega[0] - maxHalfBand, omega[0] + maxHalfBand],
      spanFs: span,
      shortestFwhmFs: shortest,
      points: inp.points,
    });
    if (choice.grid.points > MAX_POINTS) {
      const walkFs = Math.max(0, ...drift) - Math.min(0, ...drift);
      const field = walkFs > (span[1] - span[0]) / 2 ? 'lengthMm' : 'waves';
      throw new InputError(
        'out-of-range',
        field,
        `the pulses spread over ${fmt(Number(((span[1] - span[0]) / 1000).toPrecision(3)))} ps in the crystal (walk-off, chirp and delays); at the ${fmt(Number(choice.grid.dtFs.toPrecision(3)))} fs step their spectra need, that is ${choice.grid.points} points, more than ${MAX_POINTS}: shorten the crystal or lengthen the pulses`,
      );
    }
    grids = omega.map((w0) => makeGrid(choice.grid.points, w0, choice.grid.dtFs));
    if (choice.widened)
      warnings.push({
        code: 'grid-widened',
        field: 'points',
        message: `${inp.points} points could not hold the pulses over the crystal (${fmt(Math.round(span[1] - span[0]))} fs) at the time step their spectra need: ${choice.grid.points} points were used`,
      });
  }
  const n = grids[0].points;
  const dispersion = new Float64Array(grids.length * n);
  grids.forEach((g, f) => {
    const d = dispersion.subarray(f * n, (f + 1) * n);
    k(f, g.omegaRadPerFs, d);
    for (let i = 0; i < n; i++) d[i] -= g.omegaRadPerFs[i] * frame;
  });
  const idx = direction.fields.map((x) => x.n);
  // κ = 2 d / (c √(2 n1 n2 n3 ε0 c)) in SI; κ ω per mm and per sqrt(GW/cm²): ω in rad/s, 1e-3 m/mm, and
  // a_SI = a √1e13 (1 GW/cm² = 1e13 W/m²).
  const kappa =
    (2 * direction.deffPmV * 1e-12) /
    (SPEED_OF_LIGHT_M_PER_S *
      Math.sqrt(2 * idx[0] * idx[1] * idx[2] * VACUUM_PERMITTIVITY_F_PER_M * SPEED_OF_LIGHT_M_PER_S));
  const coupling = omega.map((w, f) => kappa * w * 1e15 * 1e-3 * Math.sqrt(1e13) * (typeIShg && f === 1 ? 0.5 : 1));
  const thirdOrder = inp.thirdOrder
    ? thirdOrderRates(
        m,
        triple.map((j) => nm[j]),
        triple.map((j) => inp.type[j]),
        triple.map((j) => idx[j]),
        warnings,
      )
    : undefined;
  const shapes = sources.map((s, f) => {
    if (!s) return null;
    const g = grids[f];
    const w = waves[f];
    const phase = chirpPhase(g, w.gddFs2);
    for (let i = 0; i < n; i++) phase[i] += w.delayFs * (g.omegaRadPerFs[i] - g.omega0RadPerFs);
    const p = scaleToEnergy(withPhase(sampleSource(s, g), phase), 1);
    for (let i = 0; i < n; i++)
      if (Number.isNaN(dispersion[f * n + i])) {
        p.re[i] = 0;
        p.im[i] = 0;
      }
    return p;
  });
  const peak = waves.map((w) => (w.energyUj > 0 ? peakIntensityGwPerCm2(w, inp.profile) : 0));
  const strength = mixingStrength(coupling, peak, typeIShg) * L;
  const rings = opts.rings ?? firstRings(strength);
  generatedBandWarnings(m, grids, halfBand, lit, keys, warnings);
  return {
    wavelengthsNm: nm,
    typeIShg,
    keys,
    triple,
    direction,
    grids,
    dispersion,
    frameFsPerMm: frame,
    coupling,
    thirdOrder,
    shapes,
    zones: beamZones(waves, inp.profile, rings),
    fieldInputs: waves,
    profile: inp.profile,
    ringsFixed: opts.rings !== undefined,
    lengthMm: L,
    strength,
    warnings,
  };
}

/** Γ (1/mm) of the strongest process at intensities I (GW/cm²): SHG √(c1 c3 I1), parametric √(c_a c_b I_c). */
function mixingStrength(c: readonly number[], i: readonly number[], typeIShg: boolean): number {
  if (typeIShg) return Math.sqrt(c[0] * c[1] * i[0]);
  return Math.sqrt(Math.max(c[0] * c[1] * i[2], c[0] * c[2] * i[1], c[1] * c[2] * i[0]));
}

/** The significant part of an input spectrum (above 1e-3 of its peak) must lie inside the crystal's data. */
function checkBand(
  m: MixingInputs['material'],
  band: readonly [number, number],
  key: WaveKey,
  w: WaveInput,
  wavelengthNm: number,
): void {
  const longUm = band[0] > 0 ? nmToUm(omegaRadPerFsToNm(band[0])) : Number.POSITIVE_INFINITY;
  const shortUm = nmToUm(omegaRadPerFsToNm(band[1]));
  if (shortUm >= m.minUm && longUm <= m.maxUm) return;
  const field = waveField(key, 'durationFs');
  throw new InputError(
    'wavelength-out-of-range',
    field,
    `{{${field}}} ${fmt(w.durationFs)}: the spectrum of ${key} (${fmt(wavelengthNm)} nm) spans ${fmt(Math.round(umToNm(shortUm)))} to ${Number.isFinite(longUm) ? fmt(Math.round(umToNm(longUm))) : '∞'} nm above 1e-3 of its peak, beyond the data of ${m.material.key} (${fmt(umToNm(m.minUm))} to ${fmt(umToNm(m.maxUm))} nm): allowed a longer pulse`,
  );
}

/** A generated wave whose band reaches past the crystal's data: those frequencies are left empty. */
function generatedBandWarnings(
  m: MixingInputs['material'],
  grids: readonly SpectralGrid[],
  halfBand: readonly number[],
  lit: readonly boolean[],
  keys: readonly WaveKey[],
  warnings: MixingWarning[],
): void {
  grids.forEach((g, f) => {
    if (lit[f]) return;
    // The generated band at 1e-3 of its peak: √(ln 1e3 / ln 1e6) of the 1e-6 band for a Gaussian.
    const hb = halfBand[f] * Math.SQRT1_2;
    const lo = g.omega0RadPerFs - hb;
    const shortUm = nmToUm(omegaRadPerFsToNm(g.omega0RadPerFs + hb));
    const longUm = lo > 0 ? nmToUm(omegaRadPerFsToNm(lo)) : Number.POSITIVE_INFINITY;
    if (shortUm >= m.minUm && longUm <= m.maxUm) return;
    warnings.push({
      code: 'band-outside-data',
      field: waveField(keys[f], 'wavelengthNm'),
      message: `the generated ${keys[f]} may reach beyond the data of ${m.material.key} (${fmt(umToNm(m.minUm))} to ${fmt(umToNm(m.maxUm))} nm): frequencies there are left empty`,
    });
  });
}

/** d_eff that vanishes by symmetry; spatial walk-off the plane-wave model leaves out. */
function directionWarnings(
  d: MixingDirection,
  waves: readonly WaveInput[],
  lit: readonly boolean[],
  inp: MixingInputs,
  warnings: MixingWarning[],
): void {
  if (d.deffPmV === 0)
    warnings.push({
      code: 'deff-zero-by-symmetry',
      field: 'type',
      message: `d_eff of type ${inp.type} vanishes by symmetry in this direction: nothing is mixed`,
    });
  const rho = Math.max(...d.fields.map((f) => f.walkoffRad));
  const radiusMm = Math.min(...waves.filter((_, f) => lit[f]).map((w) => w.beamDiameterMm / 2));
  const shiftMm = rho * inp.lengthMm;
  if (shiftMm > 0.1 * radiusMm)
    warnings.push({
      code: 'spatial-walk-off',
      field: 'lengthMm',
      message: `the beams walk off by ${fmt(Number((shiftMm * 1000).toPrecision(3)))} µm over the crystal (${fmt(Number((rho * 1000).toPrecision(3)))} mrad), more than a tenth of the smallest beam radius: the plane-wave model leaves this walk-off out and overstates the mixing`,
    });
}
