/**
 * Structural checks of product specs and harmonic-module specs (admin JSON editor, API writes, inline
 * specs of the calculators). Each issue names its path, e.g. `interactions[2].points[5].maxPower`.
 */
import type { HarmonicModuleSpec, ProductSpec } from './types.js';

export interface SpecIssue {
  readonly path: string;
  readonly message: string;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkRange(x: unknown, path: string, issues: SpecIssue[], positive: boolean): void {
  if (!isObj(x) || !isNum(x.min) || !isNum(x.max)) {
    issues.push({ path, message: 'must be {min, max} with finite numbers' });
    return;
  }
  if (x.min > x.max) issues.push({ path, message: `min ${x.min} is above max ${x.max}` });
  if (positive && x.min <= 0) issues.push({ path: `${path}.min`, message: 'must be positive' });
}

/** Issues of a tuning spec (docs/product.md §3); an empty list means the spec is usable. */
export function productSpecIssues(spec: unknown): SpecIssue[] {
  const issues: SpecIssue[] = [];
  if (!isObj(spec)) return [{ path: '', message: 'a product spec must be an object' }];
  if (typeof spec.friendlyModelName !== 'string' || spec.friendlyModelName.trim() === '')
    issues.push({ path: 'friendlyModelName', message: 'must be a non-empty text' });
  for (const key of ['pumpEnergyRange', 'pumpPowerRange', 'pumpRepRateRange']) checkRange(spec[key], key, issues, true);
  if (!Array.isArray(spec.interactions) || spec.interactions.length === 0) {
    issues.push({ path: 'interactions', message: 'must be a non-empty list' });
    return issues;
  }
  const seen = new Set<string>();
  spec.interactions.forEach((it: unknown, k: number) => {
    const at = `interactions[${k}]`;
    if (!isObj(it)) {
      issues.push({ path: at, message: 'must be an object' });
      return;
    }
    if (typeof it.alias !== 'string' || it.alias.trim() === '')
      issues.push({ path: `${at}.alias`, message: 'must be a non-empty text' });
    else if (seen.has(it.alias)) issues.push({ path: `${at}.alias`, message: `"${it.alias}" appears twice` });
    else seen.add(it.alias);
    checkRange(it.pumpEnergyRange, `${at}.pumpEnergyRange`, issues, true);
    checkRange(it.specifiedWavelengthRange, `${at}.specifiedWavelengthRange`, issues, true);
    if (!Array.isArray(it.points) || it.points.length < 2) {
      issues.push({ path: `${at}.points`, message: 'must list at least two points' });
      return;
    }
    let previous = Number.NEGATIVE_INFINITY;
    it.points.forEach((p: unknown, j: number) => {
      const pat = `${at}.points[${j}]`;
      if (!isObj(p) || !isNum(p.wavelength) || !isNum(p.minPower) || !isNum(p.maxPower)) {
        issues.push({ path: pat, message: 'must be {wavelength, minPower, maxPower} with finite numbers' });
        return;
      }
      if (p.wavelength <= previous)
        issues.push({ path: `${pat}.wavelength`, message: 'wavelengths must increase strictly' });
      previous = p.wavelength;
      if (p.wavelength <= 0) issues.push({ path: `${pat}.wavelength`, message: 'must be positive' });
      if (p.minPower < 0) issues.push({ path: `${pat}.minPower`, message: 'must not be negative' });
      if (p.maxPower < p.minPower) issues.push({ path: `${pat}.maxPower`, message: 'must not be below minPower' });
      if (p.maxPower > 100)
        issues.push({ path: `${pat}.maxPower`, message: 'is a percent of the pump power: at most 100' });
    });
  });
  return issues;
}

/** Issues of a harmonic-module spec (docs/product.md §3); an empty list means the spec is usable. */
export function harmonicSpecIssues(spec: unknown): SpecIssue[] {
  const issues: SpecIssue[] = [];
  if (!isObj(spec)) return [{ path: '', message: 'a harmonic spec must be an object' }];
  if (!isObj(spec.info)) issues.push({ path: 'info', message: 'must be an object' });
  else {
    for (const key of ['powerW', 'maxPulseEnergyUj', 'maxRepetitionRateKhz']) {
      const v = spec.info[key];
      if (v !== undefined && (!isNum(v) || v <= 0))
        issues.push({ path: `info.${key}`, message: 'must be a positive number' });
    }
    const notes = spec.info.specialNotes;
    if (notes !== undefined && typeof notes !== 'string')
      issues.push({ path: 'info.specialNotes', message: 'must be a text' });
  }
  if (!isObj(spec.harmonics) || Object.keys(spec.harmonics).length === 0) {
    issues.push({ path: 'harmonics', message: 'must map harmonic names to {a0, a1, a2, a3}' });
    return issues;
  }
  for (const [name, c] of Object.entries(spec.harmonics)) {
    if (!isObj(c)) {
      issues.push({ path: `harmonics.${name}`, message: 'must be {a0, a1, a2, a3}' });
      continue;
    }
    for (const a of ['a0', 'a1', 'a2', 'a3'])
      if (!isNum(c[a])) issues.push({ path: `harmonics.${name}.${a}`, message: 'must be a finite number' });
    if (c.wavelengthNm !== undefined && (!isNum(c.wavelengthNm) || c.wavelengthNm <= 0))
      issues.push({ path: `harmonics.${name}.wavelengthNm`, message: 'must be a positive number' });
  }
  return issues;
}

/** Narrowing helpers for callers that checked the issues. */
export const isProductSpec = (x: unknown): x is ProductSpec => productSpecIssues(x).length === 0;
export const isHarmonicModuleSpec = (x: unknown): x is HarmonicModuleSpec => harmonicSpecIssues(x).length === 0;
