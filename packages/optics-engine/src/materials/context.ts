/**
 * A material resolver over a list of materials (the built-in database, the API's table, or custom
 * materials of a page): inline Material objects are validated; compiled materials are cached.
 *
 * Names resolve in this order, the first hit winning:
 *   1. a key spelled exactly (case included),
 *   2. an alias spelled exactly,
 *   3. a key ignoring case,
 *   4. an alias ignoring case.
 * Within one step the earlier material of the list wins. So SNLO's "ZNSE" (an alias of the Tropf model)
 * and refractiveindex.info's key "ZnSe" (Connolly) both resolve to what they name, and "znse" still finds
 * a material, the key "ZnSe" before any alias.
 */

import type { EngineWarning } from '../errors.js';
import { InputError } from '../errors.js';
import { type CompiledMaterial, compileMaterial } from './compile.js';
import type { Material } from './types.js';
import { materialIssues, normalizeMaterial } from './validate.js';

/** What a calculator's compute may ask for. */
export interface CalcContext {
  /**
   * Resolves a key, alias or inline Material into a compiled material. `field` names the input in the
   * error when the material is unknown or invalid (default `material`).
   */
  material(ref: string | Material, field?: string): CompiledMaterial;
  /**
   * Takes a warning of the run (a temperature extrapolated, a grid widened): set by runCalculator for the one
   * run; a context without it drops warnings.
   */
  warn?(w: EngineWarning): void;
  /** The library's own materials, searched when an error names alternatives (same substance, thermal data). */
  readonly list?: readonly Material[];
}

export interface MaterialLibrary extends CalcContext {
  /** Every material, in the given order. */
  readonly list: readonly Material[];
  /** The material for a key or alias, or undefined. */
  find(keyOrAlias: string): Material | undefined;
}

export function createMaterialLibrary(materials: readonly Material[]): MaterialLibrary {
  const exact = new Map<string, Material>();
  const folded = new Map<string, Material>();
  const add = (map: Map<string, Material>, name: string, m: Material) => {
    if (!map.has(name)) map.set(name, m);
  };
  // Keys before aliases, in each of the two maps.
  for (const m of materials) add(exact, m.key, m);
  for (const m of materials) for (const a of m.alias ?? []) add(exact, a, m);
  for (const m of materials) add(folded, m.key.toLowerCase(), m);
  for (const m of materials) for (const a of m.alias ?? []) add(folded, a.toLowerCase(), m);
  const compiled = new Map<string, CompiledMaterial>();
  const inline = new WeakMap<object, CompiledMaterial>();
  const find = (name: string) => exact.get(name) ?? folded.get(name.toLowerCase());
  return {
    list: materials,
    find,
    material(ref, field = 'material') {
      if (typeof ref === 'string') {
        const hit = compiled.get(ref);
        if (hit) return hit;
        const m = find(ref);
        if (!m) {
          throw new InputError(
            'unknown-material',
            field,
            `{{${field}}} "${ref}" is not a known material; see \`toolbox materials\` for keys and aliases`,
            { value: ref },
          );
        }
        const c = compiled.get(m.key) ?? compileMaterial(m);
        compiled.set(m.key, c);
        compiled.set(ref, c);
        return c;
      }
      const cached = inline.get(ref);
      if (cached) return cached;
      const issues = materialIssues(ref);
      if (issues.length > 0)
        throw new InputError('invalid-material', `${field}.${issues[0].field}`, `{{${field}}}: ${issues[0].message}`);
      const c = compileMaterial(normalizeMaterial(ref));
      inline.set(ref, c);
      return c;
    },
  };
}
