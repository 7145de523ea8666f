/**
 * Checks of the specs editors' texts with optics-engine's validators (productSpecIssues,
 * harmonicSpecIssues), fields named as the API names them: `[1].interactions[0].points[2].maxPower`
 * in the product spec list, `<module>.harmonics.SH.a0` in the harmonic module map.
 */
import { harmonicSpecIssues, productSpecIssues, type SpecIssue } from '@optics-toolbox/optics-engine';
import type { MaterialIssueAt as IssueAt } from '../materials/material-check.js';

export interface SpecCheck<T> {
  value?: T;
  issues: IssueAt[];
}

const issueAt = (prefix: string, i: SpecIssue): IssueAt => {
  const field = i.path === '' ? prefix : i.path.startsWith('[') ? `${prefix}${i.path}` : `${prefix}.${i.path}`;
  return { field, message: `${field}: ${i.message}` };
};

function parse(text: string): { raw?: unknown; issues: IssueAt[] } {
  try {
    return { raw: JSON.parse(text), issues: [] };
  } catch (e) {
    return { issues: [{ field: 'JSON', message: `JSON: ${(e as Error).message}` }] };
  }
}

/** The product spec list of the text, or its issues (an empty list is refused, as the API does). */
export function checkProductSpecsText(text: string): SpecCheck<unknown[]> {
  const { raw, issues } = parse(text);
  if (issues.length) return { issues };
  if (!Array.isArray(raw) || raw.length === 0)
    return { issues: [{ field: '', message: 'must be a non-empty list of product specs' }] };
  const names = new Set<string>();
  raw.forEach((spec, k) => {
    for (const i of productSpecIssues(spec)) issues.push(issueAt(`[${k}]`, i));
    const name = (spec as { friendlyModelName?: unknown } | null)?.friendlyModelName;
    if (typeof name !== 'string') return;
    if (names.has(name)) {
      const field = `[${k}].friendlyModelName`;
      issues.push({ field, message: `${field}: "${name}" appears twice` });
    }
    names.add(name);
  });
  return issues.length ? { issues } : { value: raw, issues };
}

/** The harmonic module map of the text (module name to spec), or its issues. */
export function checkHarmonicSpecsText(text: string): SpecCheck<Record<string, unknown>> {
  const { raw, issues } = parse(text);
  if (issues.length) return { issues };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0)
    return { issues: [{ field: '', message: 'must map module names to harmonic specs' }] };
  for (const [product, spec] of Object.entries(raw)) {
    if (product.trim() === '') issues.push({ field: '', message: 'a harmonic module needs a non-empty name' });
    else for (const i of harmonicSpecIssues(spec)) issues.push(issueAt(product, i));
  }
  return issues.length ? { issues } : { value: raw as Record<string, unknown>, issues };
}
