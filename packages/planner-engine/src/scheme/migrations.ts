import type { Json } from './read.js';
import { SchemeError } from './scheme-error.js';

/**
 * Named, frozen migrations of the persisted scheme, applied in order from the stored `version`
 * to {@link SCHEME_VERSION}. A migration works on plain JSON and imports no model type, so it
 * keeps meaning what it meant when it was written. Each is tolerant: it only renames a field when
 * the new name is absent, so data already in the newer shape passes through unchanged.
 *
 * - 1 -> 2 `object-type-to-kind`: canvas objects named their variant `type`; now `kind`
 *   (`type` collided with the drawing library's own field).
 * - 2 -> 3 `additional-information-to-comments`: layoutSettings.additionalInformation is now
 *   `comments`, the report's label (docs/product.md: comments/additionalInformation).
 */
export interface SchemeMigration {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly up: (scheme: Json) => Json;
}

const rename = (o: Json, from: string, to: string): Json => {
  if (o[from] === undefined || o[to] !== undefined) return o;
  const { [from]: value, ...rest } = o;
  return { ...rest, [to]: value };
};

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const SCHEME_MIGRATIONS: readonly SchemeMigration[] = [
  {
    name: 'object-type-to-kind',
    from: 1,
    to: 2,
    up: (s) => {
      if (!isObject(s.canvas) || !Array.isArray(s.canvas.objects)) return s;
      const objects = s.canvas.objects.map((o) => (isObject(o) ? rename(o, 'type', 'kind') : o));
      return { ...s, canvas: { ...s.canvas, objects } };
    },
  },
  {
    name: 'additional-information-to-comments',
    from: 2,
    to: 3,
    up: (s) =>
      isObject(s.layoutSettings)
        ? { ...s, layoutSettings: rename(s.layoutSettings, 'additionalInformation', 'comments') }
        : s,
  },
];

/** The format version this planner writes. */
export const SCHEME_VERSION = 3;

/**
 * Brings a stored scheme to {@link SCHEME_VERSION}. A scheme without `version` is taken as
 * version 1; a newer version than this planner knows is refused rather than guessed at.
 */
export function migrateScheme(raw: Json): Json {
  const v = raw.version ?? 1;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    throw new SchemeError('version', `must be an integer from 1 to ${SCHEME_VERSION}, got ${JSON.stringify(v)}`);
  }
  if (v > SCHEME_VERSION) {
    throw new SchemeError(
      'version',
      `is ${v}, written by a newer planner; this one reads versions 1 to ${SCHEME_VERSION}`,
    );
  }
  let s = raw;
  for (const m of SCHEME_MIGRATIONS) if (m.from >= v) s = m.up(s);
  return { ...s, version: SCHEME_VERSION };
}
