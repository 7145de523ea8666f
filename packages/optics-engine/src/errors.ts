/**
 * Typed errors of the engine. An InputError names the input, the offending value and what is allowed,
 * so every face (CLI, API, page) can show it next to the field. A PhysicsError marks a computation that
 * has no physical answer for valid inputs (total internal reflection, no phase matching, ...).
 */
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
  | 'physics';

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
  constructor(message: string, field?: string) {
    super('physics', message, field);
    this.name = 'PhysicsError';
  }
}

export const isEngineError = (e: unknown): e is EngineError => e instanceof EngineError;

/** Formats a number for a message without noise digits. */
export const fmt = (x: number): string => (Number.isFinite(x) ? String(Number(x.toPrecision(10))) : String(x));
