/**
 * Inputs and outputs of three-wave mixing of pulses (the `mixing` calculator; docs/pulses.md for the pulse
 * representation). Waves are numbered as in phase matching: wave1 and wave2 the inputs of the sum
 * frequency, wave3 = the sum frequency (1/λ3 = 1/λ1 + 1/λ2); a type such as `ooe` gives their polarizations.
 */
import type { WarningCode } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import type { PrincipalPlane } from '../nonlinear/types.js';

/** One input pulse. */
export interface WaveInput {
  /** Vacuum wavelength of the carrier (nm); wave2's and wave3's follow from the others when left out. */
  wavelengthNm?: number;
  /** Pulse energy (uJ); 0 for a wave that is generated. */
  energyUj: number;
  /** FWHM of the transform-limited intensity (fs), Gaussian. */
  durationFs: number;
  /** Group-delay dispersion added at the entrance (fs²; positive = up-chirp). */
  gddFs2: number;
  /** Delay at the entrance (fs; positive = enters later). */
  delayFs: number;
  /** Beam diameter (mm): 1/e² of a Gaussian beam, the full width of a flat-top. */
  beamDiameterMm: number;
}

export type WaveKey = 'wave1' | 'wave2' | 'wave3';
export const WAVE_KEYS: readonly WaveKey[] = ['wave1', 'wave2', 'wave3'];

export type WavesInput = Record<WaveKey, WaveInput>;

export type BeamProfile = 'gaussian' | 'flat-top';

/** Parsed inputs of the `mixing` calculator. */
export interface MixingInputs {
  material: CompiledMaterial;
  /** Biaxial crystals: the principal plane holding the wave vector. */
  plane: PrincipalPlane;
  /** Polarizations of wave1, wave2, wave3 (o/e), e.g. `ooe`. */
  type: string;
  thetaDeg?: number;
  phiDeg?: number;
  /** Temperature of the crystal (°C), applied when the material is resolved. */
  temperatureC?: number;
  lengthMm: number;
  waves: WavesInput;
  profile: BeamProfile;
  /** n2 (self- and cross-phase modulation) and two-photon absorption. */
  thirdOrder: boolean;
  /** Points of the time and frequency grids asked for (a power of two). */
  points: number;
}

/** A result that is computed but needs the user's attention (docs/calculators.md "Warnings"). */
export interface MixingWarning {
  code: WarningCode;
  /** The input concerned (dotted path for a wave's field). */
  field: string;
  message: string;
}

/** What a detector after the crystal sees of one wave. */
export interface WaveResult {
  energyUj: number;
  /** Energy out over energy in; null for a wave that entered empty. */
  gain: number | null;
  /** FWHM of the beam's power P(t) = ∫ I dA (fs); null without energy. */
  durationFs: number | null;
  /** FWHM of the energy spectrum on a wavelength axis (nm); null without energy. */
  spectralWidthNm: number | null;
  /** Wavelength at the spectrum's first moment in frequency (nm); null without energy. */
  centreWavelengthNm: number | null;
}

/** A wave that is no field of its own (wave2 of type I SHG): every figure null, the shape of a WaveResult. */
export type AbsentWave = { [K in keyof WaveResult]: null };

export interface MixingOutputs {
  /**
   * wave2 of type I SHG is no field of its own (one fundamental field: wave1; its harmonic is wave3): its
   * figures are null, so that batch columns keep one shape.
   */
  waves: { wave1: WaveResult; wave2: WaveResult | AbsentWave; wave3: WaveResult };
  /** Energy of the waves that entered empty over all input energy (%). */
  efficiencyPercent: number;
  /** The largest Manley–Rowe violation over the input photon number. */
  photonBalance: number;
  deffPmV: number;
  /** k3 − k1 − k2 at the carriers and the chosen direction (rad/mm). */
  deltaKPerMm: number;
  /** The direction used (solved when not given). */
  thetaDeg: number;
  phiDeg: number;
  /**
   * How the answer was computed: grid points, time step and window (fs), integration steps (all zones and
   * passes), beam rings (of the final pass; 1 zone for a flat-top of one diameter).
   */
  numerics: { points: number; timeStepFs: number; timeWindowFs: number; steps: number; rings: number };
  warnings: MixingWarning[];
}
