/**
 * Where the light-source calculators get their specs. The engine has no database, so a `product` input is
 * either the JSON text of a whole spec (what the pages pass, with the spec fetched from the API), or a
 * name that the calculation context resolves (an optional `productSpec`/`harmonicSpec` hook beside the
 * material resolver), falling back to the built-in samples (CLI, tests). Names match case-insensitively.
 */

import { InputError } from '../errors.js';
import type { CalcContext } from '../materials/context.js';
import { SAMPLE_HARMONIC_SPECS, SAMPLE_PRODUCT_SPECS } from './samples.js';
import type { HarmonicModuleSpec, ProductSpec } from './types.js';
import { harmonicSpecIssues, productSpecIssues, type SpecIssue } from './validate.js';

/** Optional hooks of a calculation context that knows the API's light-source specs. */
export interface LightSourceContext {
  productSpec?(name: string): ProductSpec | undefined;
  harmonicSpec?(name: string): HarmonicModuleSpec | undefined;
}

const issuesText = (issues: readonly SpecIssue[]): string =>
  issues
    .slice(0, 3)
    .map((i) => (i.path ? `${i.path} ${i.message}` : i.message))
    .join('; ');

function parseInline(ref: unknown, field: string): unknown {
  if (typeof ref !== 'string') return ref;
  try {
    return JSON.parse(ref);
  } catch (e) {
    throw new InputError('invalid-option', field, `{{${field}}} is not valid spec JSON: ${(e as Error).message}`);
  }
}

const isInline = (ref: unknown): boolean =>
  (typeof ref === 'string' && ref.trim().startsWith('{')) || (typeof ref === 'object' && ref !== null);

function byName<T>(entries: readonly (readonly [string, T])[], name: string): T | undefined {
  const key = name.trim().toLowerCase();
  return entries.find(([n]) => n.toLowerCase() === key)?.[1];
}

/** The tuning spec for a `product` input: inline JSON (or object), a context name, or a sample name. */
export function resolveProductSpec(ref: unknown, ctx: CalcContext, field = 'product'): ProductSpec {
  if (isInline(ref)) {
    const spec = parseInline(ref, field);
    const issues = productSpecIssues(spec);
    if (issues.length > 0)
      throw new InputError('invalid-option', field, `{{${field}}} spec is invalid: ${issuesText(issues)}`);
    return spec as ProductSpec;
  }
  const name = String(ref);
  const found =
    (ctx as CalcContext & LightSourceContext).productSpec?.(name) ??
    byName(
      SAMPLE_PRODUCT_SPECS.map((s) => [s.friendlyModelName, s] as const),
      name,
    );
  if (found) return found;
  throw new InputError(
    'invalid-option',
    field,
    `{{${field}}} "${name}" is not a known product; built-in samples: ${SAMPLE_PRODUCT_SPECS.map((s) => s.friendlyModelName).join(', ')}; or give a product spec as JSON`,
  );
}

/** The harmonic-module spec for a `product` input: inline JSON (or object), a context name, or a sample name. */
export function resolveHarmonicSpec(ref: unknown, ctx: CalcContext, field = 'product'): HarmonicModuleSpec {
  if (isInline(ref)) {
    const spec = parseInline(ref, field);
    const issues = harmonicSpecIssues(spec);
    if (issues.length > 0)
      throw new InputError('invalid-option', field, `{{${field}}} spec is invalid: ${issuesText(issues)}`);
    return spec as HarmonicModuleSpec;
  }
  const name = String(ref);
  const found =
    (ctx as CalcContext & LightSourceContext).harmonicSpec?.(name) ??
    byName(Object.entries(SAMPLE_HARMONIC_SPECS), name);
  if (found) return found;
  throw new InputError(
    'invalid-option',
    field,
    `{{${field}}} "${name}" is not a known harmonic module; built-in samples: ${Object.keys(SAMPLE_HARMONIC_SPECS).join(', ')}; or give a harmonic spec as JSON`,
  );
}
