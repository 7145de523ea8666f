/**
 * Typed errors of the engine. An InputError names the input, the offending value and what is allowed,
 * so every face (CLI, API, page) can show it next to the field. A PhysicsError marks a computation that
 * has no physical answer for valid inputs (total internal reflection, no phase matching, ...). Every
 * failure has a stable `code`; the list with its meanings is in docs/calculators.md ("Errors").
 */

/** Codes of a PhysicsError: valid inputs for which the model has no answer. */
export type PhysicsErrorCode =
  /** A bandwidth so wide that the short band edge is at or below 0 nm. */
  | 'band-edge-below-zero'
  /** Two wavelengths of a three-wave triple leave the third infinite or negative. */
  | 'no-wavelength-triple'
  /** A wavelength of the interaction lies outside the crystal's data range. */
  | 'wavelength-out-of-range'
  /** The calculation needs a uniaxial crystal. */
  | 'needs-uniaxial'
  /** The calculation needs a birefringent crystal (an isotropic, cubic one has no birefringent phase matching). */
  | 'needs-birefringent'
  /** No birefringent phase matching for these wavelengths (`No phase match found!`). */
  | 'no-phase-match'
  /** No poling period phase-matches this polarization triple. */
  | 'no-quasi-phase-match'
  /** The material has no thermal data, so nothing can be tuned by temperature. */
  | 'no-thermal-data'
  /** A temperature search range that is empty or outside the crystal's data range. */
  | 'temperature-range'
  /** The layers' wavelength ranges have no common part (`Material wavelength ranges do not overlap!`). */
  | 'ranges-do-not-overlap'
  /** The beam misses the second prism of a prism pair (`Beam out of bounds`). */
  | 'beam-out-of-bounds'
  /** A grating has no first diffraction order at this wavelength. */
  | 'no-first-order'
  /** No angle of incidence between 0 and 90° gives the asked grating deviation. */
  | 'no-incidence-angle'
  /** At grazing incidence the beam runs along the slab and never reaches the next one. */
  | 'grazing-incidence'
  /** A path stretches a pulse beyond the largest time window of the pulse grid. */
  | 'pulse-too-long';

export type ErrorCode =
  | 'unknown-calculator'
  | 'unknown-input'
  | 'invalid-number'
  | 'out-of-range'
  | 'invalid-option'
  | 'missing-input'
  | 'unknown-material'
  | 'invalid-material'
  | 'wavelength-out-of-range'
  | 'no-thermal-data'
  | 'no-index-data'
  | 'material-not-loaded'
  | PhysicsErrorCode;

export class EngineError extends Error {
  readonly code: ErrorCode;
  /** The input or field the error is about (dotted path for nested fields), if any. */
  readonly field?: string;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.field = field;
  }
}

export class InputError extends EngineError {
  constructor(code: ErrorCode, field: string, message: string) {
    super(code, message, field);
    this.name = 'InputError';
  }
}

/** A physically impossible situation for valid inputs; `message` is the user-facing text of docs/product.md §8. */
export class PhysicsError extends EngineError {
  declare readonly code: PhysicsErrorCode;
  constructor(code: PhysicsErrorCode, message: string, field?: string) {
    super(code, message, field);
    this.name = 'PhysicsError';
  }
}

export const isEngineError = (e: unknown): e is EngineError => e instanceof EngineError;

/** True for a PhysicsError: valid inputs without a physical answer (pages show its message as it is). */
export const isPhysicsError = (e: unknown): e is PhysicsError => e instanceof PhysicsError;

/** Formats a number for a message without noise digits. */
export const fmt = (x: number): string => (Number.isFinite(x) ? String(Number(x.toPrecision(10))) : String(x));
