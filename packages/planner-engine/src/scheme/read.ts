import { SchemeError } from './scheme-error.js';

/**
 * Small readers for validating unknown JSON at the scheme boundary. Each takes the dotted path of
 * the value so its error names the field. A missing optional value (undefined or null) falls back
 * to the given default; a present value of the wrong type is an error, never coerced.
 */

export type Json = Record<string, unknown>;

export const path = (base: string, key: string | number): string => (base ? `${base}.${key}` : String(key));

const describe = (v: unknown): string => {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
};

export function readObject(v: unknown, at: string): Json {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new SchemeError(at, `must be an object, got ${describe(v)}`);
  }
  return v as Json;
}

export function readArray(v: unknown, at: string, maxLength: number): readonly unknown[] {
  if (!Array.isArray(v)) throw new SchemeError(at, `must be an array, got ${describe(v)}`);
  if (v.length > maxLength) throw new SchemeError(at, `has ${v.length} entries, at most ${maxLength} are allowed`);
  return v;
}

export function readString(o: Json, key: string, at: string, maxLength: number, fallback?: string): string {
  const v = o[key];
  const p = path(at, key);
  if (v === undefined || v === null) {
    if (fallback === undefined) throw new SchemeError(p, 'is required (a string)');
    return fallback;
  }
  if (typeof v !== 'string') throw new SchemeError(p, `must be a string, got ${describe(v)}`);
  if (v.length > maxLength)
    throw new SchemeError(p, `is ${v.length} characters long, at most ${maxLength} are allowed`);
  return v;
}

export function readNumber(o: Json, key: string, at: string, min: number, max: number, fallback?: number): number {
  const v = o[key];
  const p = path(at, key);
  if (v === undefined || v === null) {
    if (fallback === undefined) throw new SchemeError(p, `is required (a number from ${min} to ${max})`);
    return fallback;
  }
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new SchemeError(p, `must be a finite number from ${min} to ${max}, got ${describe(v)}`);
  }
  if (v < min || v > max) throw new SchemeError(p, `is ${v}, allowed is ${min} to ${max}`);
  return v;
}

export function readBoolean(o: Json, key: string, at: string, fallback: boolean): boolean {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw new SchemeError(path(at, key), `must be true or false, got ${describe(v)}`);
  return v;
}

export function readEnum<T extends string>(o: Json, key: string, at: string, allowed: readonly T[], fallback?: T): T {
  const v = o[key];
  const p = path(at, key);
  if ((v === undefined || v === null) && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new SchemeError(p, `must be one of ${allowed.join(', ')}, got ${describe(v)}`);
  }
  return v as T;
}

/** An id: a non-empty string of at most 100 characters, or a number (turned into its decimal string). */
export function readId(o: Json, key: string, at: string, fallback?: string): string {
  const v = o[key];
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  const s = readString(o, key, at, 100, fallback);
  if (s === '' && fallback === undefined) throw new SchemeError(path(at, key), 'must not be empty');
  return s;
}
