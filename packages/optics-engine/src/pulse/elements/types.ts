/**
 * The elements of a beam path (docs/pulses.md, "A path"): each one a spectral phase, exact over the whole
 * spectrum, with its Taylor terms at the carrier taken from the same physics as the matching single calculator.
 */
import type { WarningCode } from '../../errors.js';
import type { CompiledMaterial } from '../../materials/compile.js';

/** Which wave of a material: a principal ray, or for a crystal cut at (theta, phi) its o/e or slow/fast wave. */
export type RayChoice = 'o' | 'e' | 'x' | 'y' | 'z' | 'slow' | 'fast';

/** An element as its inputs describe it (materials resolved, at their reference temperature). */
export type ElementInput =
  | {
      kind: 'material';
      material: CompiledMaterial;
      thicknessMm: number;
      /** Temperature of the material (°C); left out, its data's reference temperature. */
      temperatureC?: number;
      ray?: RayChoice;
      /** Direction of propagation (theta from the optic axis z, phi from x) for a crystal cut at an angle. */
      thetaDeg?: number;
      phiDeg?: number;
    }
  | { kind: 'grating-pair'; linesPerMm: number; angleDeg: number; distanceMm: number; passes: number }
  | {
      kind: 'prism-pair';
      material: CompiledMaterial;
      separationMm: number;
      insertion1Mm: number;
      insertion2Mm: number;
      brewster: boolean;
      angleDeg?: number;
      apexDeg?: number;
      temperatureC?: number;
    }
  | { kind: 'mirrors'; gddFs2: number; todFs3: number; bounces: number }
  | { kind: 'phase'; gddFs2: number; todFs3: number; fodFs4: number }
  | { kind: 'air'; distanceMm: number; temperatureC: number; pressureKPa: number; humidityPercent: number };

export type ElementKind = ElementInput['kind'];

/**
 * The carrier where Taylor terms are taken: its angular frequency, and its wavelength as given (the single
 * calculators take the wavelength in nm; using the same number keeps the two faces' terms equal to rounding).
 */
export interface Carrier {
  omegaRadPerFs: number;
  wavelengthNm: number;
}

/** Taylor terms of an element's phase at the carrier. */
export interface TaylorTerms {
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
  /** d phi / d omega at the carrier (fs): material and air (the group delay L n_g / c); null for the others. */
  groupDelayFs: number | null;
}

/** A Kerr medium: n2 at the carrier over a length (the B-integral's integrand is its peak intensity). */
export interface KerrMedium {
  n2M2PerW: number;
  lengthMm: number;
}

/** A built element of a path at a carrier. */
export interface PathElement {
  /** Its input's path, e.g. `elements[2]`: errors and warnings name it. */
  readonly field: string;
  /** A short description for messages, e.g. "fused_silica, 10 mm". */
  readonly description: string;
  readonly taylor: TaylorTerms;
  /**
   * Writes the exact spectral phase (rad) at omega[k] for k in [from, to) into out[k], its constant and linear
   * terms at the carrier removed (so the pulse stays centred: the group delay at the carrier is reported, not
   * applied). NaN where the element has no phase (outside a material's data, an evanescent order, a lost ray).
   */
  phase(omegaRadPerFs: Float64Array, from: number, to: number, out: Float64Array): void;
  /**
   * Throws an EngineError naming the element when the band (rad/fs) of the pulse's significant spectrum is not
   * inside where the element has a phase; returns the warnings the band raises (e.g. rays that miss a prism).
   */
  checkBand(bandRadPerFs: readonly [number, number]): readonly ElementWarning[];
  /** Its Kerr medium, or null when it has none or no n2 data. */
  readonly kerr: KerrMedium | null;
}

/** A warning about an element (its field is the element's). */
export interface ElementWarning {
  code: WarningCode;
  message: string;
}
