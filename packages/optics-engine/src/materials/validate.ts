/**
 * Validation of a Material record (docs/product.md §3, docs/calculators.md "Materials"). Every problem names
 * the field by its path (e.g. `parameters[1].sellmeier_coeffs`), so the material editor, the API and
 * the CLI can point at it.
 */
import { EngineError } from '../errors.js';
import { ABSOLUTE_ZERO_C, umToNm } from '../units.js';
import { atTemperatureUnchecked, type CompiledMaterial, compileMaterial, referenceTemperatureC } from './compile.js';
import { FORMULA_MAX_COEFFICIENTS } from './formulas.js';
import { coefficientsAt } from './thermal.js';
import type { Material } from './types.js';

export interface MaterialIssue {
  field: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumberArray = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));

const AXES_BY_COUNT: Record<number, number> = { 0: 1, 1: 2, 2: 3 };

const isTermList = (v: unknown): boolean =>
  Array.isArray(v) && v.every((t) => isFiniteNumberArray(t) && t.length === 2);

/** Problems of an axis's `thermal` model (docs/temperature.md). */
function checkThermal(t: unknown, path: string, p: Record<string, unknown>, issues: MaterialIssue[]): void {
  const field = `${path}.thermal`;
  if (!isObject(t)) {
    issues.push({ field, message: `${field} must be an object with a "model"` });
    return;
  }
  const num = (k: string, required: boolean) => {
    const v = t[k];
    if (v === undefined && !required) return;
    if (typeof v !== 'number' || !Number.isFinite(v))
      issues.push({ field: `${field}.${k}`, message: `${field}.${k} must be a finite number` });
  };
  if (t.model === 'schott') {
    num('D0', true);
    for (const k of ['D1', 'D2', 'E0', 'E1', 'lambdaTK_um']) num(k, false);
  } else if (t.model === 'dn/dT') {
    if (!isTermList(t.linear))
      issues.push({
        field: `${field}.linear`,
        message: `${field}.linear must be a list of [coefficient, power of lambda] pairs`,
      });
    if (t.quadratic !== undefined && !isTermList(t.quadratic))
      issues.push({
        field: `${field}.quadratic`,
        message: `${field}.quadratic must be a list of [coefficient, power of lambda] pairs`,
      });
    if (t.of !== undefined && t.of !== 'n' && t.of !== 'n2')
      issues.push({ field: `${field}.of`, message: `${field}.of must be "n" or "n2"` });
  } else if (t.model === 'coefficients' || t.model === 'difference') {
    if (t.model === 'difference') {
      const f = t.formula;
      const max = typeof f === 'number' ? FORMULA_MAX_COEFFICIENTS[f] : undefined;
      if (max === undefined)
        issues.push({
          field: `${field}.formula`,
          message: `${field}.formula must be a dispersion formula number from 1 to 9, or 11`,
        });
      else if (Array.isArray(t.coefficients) && t.coefficients.length > max)
        issues.push({
          field: `${field}.coefficients`,
          message: `${field}.coefficients must be 1 to ${max} polynomials for formula ${f}`,
        });
    }
    const v = t.variable;
    const productOk =
      isObject(v) && isFiniteNumberArray((v as { product?: unknown }).product) && (v.product as number[]).length === 2;
    if (v !== 'dT' && v !== 'T_C' && v !== 'T_K' && !productOk)
      issues.push({
        field: `${field}.variable`,
        message: `${field}.variable must be "dT", "T_C", "T_K" or {"product": [a, b]}`,
      });
    const c = t.coefficients;
    if (!Array.isArray(c) || c.length === 0 || !c.every((x) => isFiniteNumberArray(x) && x.length > 0))
      issues.push({
        field: `${field}.coefficients`,
        message: `${field}.coefficients must list, per Sellmeier coefficient, its polynomial in the temperature variable`,
      });
    if (t.model === 'coefficients' && p.n_defined === false)
      issues.push({
        field: `${field}.model`,
        message: `${field}: a tabulated axis cannot use temperature-dependent coefficients`,
      });
  } else if (t.model === 'ghosh') {
    const lig = t.lambdaIg_um;
    if (typeof lig !== 'number' || !Number.isFinite(lig) || lig < 0)
      issues.push({
        field: `${field}.lambdaIg_um`,
        message: `${field}.lambdaIg_um must be a wavelength in um (0 or more)`,
      });
    for (const k of ['G', 'H']) {
      const v = t[k];
      if (v !== undefined && (!isFiniteNumberArray(v) || v.length === 0))
        issues.push({
          field: `${field}.${k}`,
          message: `${field}.${k} must list the coefficients of ${k}(T) per K, per K², ...`,
        });
    }
    if (t.G === undefined && t.H === undefined)
      issues.push({ field: `${field}.G`, message: `${field} needs G, H or both` });
    num('centre_C', false);
  } else if (t.model === 'poles') {
    const terms = t.terms;
    if (!Array.isArray(terms) || terms.length === 0)
      issues.push({ field: `${field}.terms`, message: `${field}.terms must list at least one term` });
    else
      terms.forEach((term: unknown, i: number) => {
        const at = `${field}.terms[${i}]`;
        if (!isObject(term)) {
          issues.push({ field: at, message: `${at} must be an object with "c"` });
          return;
        }
        if (!isFiniteNumberArray(term.c) || term.c.length === 0)
          issues.push({ field: `${at}.c`, message: `${at}.c must list the coefficients per K, per K², ...` });
        const pole = term.pole_um2;
        if (pole !== undefined && (typeof pole !== 'number' || !Number.isFinite(pole)))
          issues.push({ field: `${at}.pole_um2`, message: `${at}.pole_um2 must be a finite number (um²)` });
        const power = term.power;
        if (power !== undefined && power !== 0 && power !== 1 && power !== 2)
          issues.push({ field: `${at}.power`, message: `${at}.power must be 0, 1 or 2` });
        if ((power === 1 || power === 2) && pole === undefined)
          issues.push({ field: `${at}.pole_um2`, message: `${at}.pole_um2 is needed with power ${power}` });
      });
    num('centre_C', false);
  } else {
    issues.push({
      field: `${field}.model`,
      message: `${field}.model must be "schott", "dn/dT", "coefficients", "ghosh", "difference" or "poles"`,
    });
  }
}

function checkTemperature(t: unknown, issues: MaterialIssue[]): void {
  if (!isObject(t)) {
    issues.push({
      field: 'temperature',
      message: 'temperature must be {reference_C, min_C, max_C} in degrees Celsius',
    });
    return;
  }
  for (const k of ['reference_C', 'min_C', 'max_C']) {
    const v = t[k];
    if (
      (k === 'reference_C' || v !== undefined) &&
      (typeof v !== 'number' || !Number.isFinite(v) || v < ABSOLUTE_ZERO_C)
    )
      issues.push({
        field: `temperature.${k}`,
        message: `temperature.${k} must be a temperature in °C (at least ${ABSOLUTE_ZERO_C})`,
      });
  }
  const { min_C: lo, max_C: hi, reference_C: ref } = t as Record<string, number>;
  if (typeof lo === 'number' && typeof hi === 'number' && !(lo < hi))
    issues.push({ field: 'temperature.max_C', message: 'temperature.max_C must be above temperature.min_C' });
  if (typeof ref === 'number' && ((typeof lo === 'number' && ref < lo) || (typeof hi === 'number' && ref > hi)))
    issues.push({
      field: 'temperature.reference_C',
      message: 'temperature.reference_C must lie inside min_C to max_C',
    });
}

function checkAxis(p: unknown, path: string, issues: MaterialIssue[], numberOfAxis: number): void {
  if (!isObject(p)) {
    issues.push({ field: path, message: `${path} must be an object` });
    return;
  }
  if (p.thermal !== undefined) checkThermal(p.thermal, path, p, issues);
  if (p.data_k !== undefined) {
    const kWl = p.data_k_wl ?? p.data_n_wl;
    if (!isFiniteNumberArray(p.data_k) || !Array.isArray(kWl) || p.data_k.length !== kWl.length)
      issues.push({
        field: `${path}.data_k`,
        message: `${path}.data_k must be numbers, one per wavelength of data_k_wl (or data_n_wl)`,
      });
  }
  const r = p.wl_n_range;
  if (!isObject(r) || typeof r.min !== 'number' || typeof r.max !== 'number') {
    issues.push({ field: `${path}.wl_n_range`, message: `${path}.wl_n_range must be {min, max} in micrometres` });
  } else if (!(r.min > 0 && r.max > r.min && Number.isFinite(r.max))) {
    issues.push({ field: `${path}.wl_n_range`, message: `${path}.wl_n_range needs 0 < min < max (micrometres)` });
  }
  if (p.n_defined === false) {
    const wl = p.data_n_wl;
    const n = p.data_n;
    if (!isFiniteNumberArray(wl) || wl.length < 2) {
      issues.push({ field: `${path}.data_n_wl`, message: `${path}.data_n_wl must list at least 2 wavelengths (um)` });
    } else if (!wl.every((x, i) => i === 0 || x > wl[i - 1])) {
      issues.push({ field: `${path}.data_n_wl`, message: `${path}.data_n_wl must increase strictly` });
    }
    if (!isFiniteNumberArray(n) || (Array.isArray(wl) && n.length !== wl.length)) {
      issues.push({ field: `${path}.data_n`, message: `${path}.data_n must be numbers, as many as data_n_wl` });
    }
    // A table is not extrapolated: the stated range must lie inside the tabulated wavelengths.
    if (
      isFiniteNumberArray(wl) &&
      wl.length >= 2 &&
      isObject(r) &&
      typeof r.min === 'number' &&
      typeof r.max === 'number'
    ) {
      if (r.min < wl[0] || r.max > wl[wl.length - 1]) {
        issues.push({
          field: `${path}.wl_n_range`,
          message: `${path}.wl_n_range must lie inside the tabulated wavelengths ${wl[0]} to ${wl[wl.length - 1]} um`,
        });
      }
    }
    return;
  }
  const f = p.formula;
  if (f === 10) {
    if (numberOfAxis !== 2)
      issues.push({
        field: `${path}.formula`,
        message: `${path}.formula 10 is for biaxial materials (NumberOfAxis 2)`,
      });
    for (const k of ['XC', 'YC', 'ZC']) {
      const c = p[k];
      if (!isFiniteNumberArray(c) || c.length === 0 || c.length > 17) {
        issues.push({
          field: `${path}.${k}`,
          message: `${path}.${k} must be 1 to 17 numbers (formula 4 coefficients)`,
        });
      }
    }
    return;
  }
  if (typeof f !== 'number' || !Number.isInteger(f) || FORMULA_MAX_COEFFICIENTS[f] === undefined) {
    issues.push({
      field: `${path}.formula`,
      message: `${path}.formula must be an integer from 1 to 11 (got ${JSON.stringify(f)})`,
    });
    return;
  }
  const c = p.sellmeier_coeffs;
  const max = FORMULA_MAX_COEFFICIENTS[f];
  const fromModel = isObject(p.thermal) && p.thermal.model === 'coefficients';
  if (fromModel && c === undefined) {
    const m = (p.thermal as { coefficients?: unknown }).coefficients;
    if (Array.isArray(m) && m.length > max)
      issues.push({
        field: `${path}.thermal.coefficients`,
        message: `${path}.thermal.coefficients must be 1 to ${max} polynomials for formula ${f}`,
      });
  } else if (!isFiniteNumberArray(c) || c.length === 0 || c.length > max) {
    issues.push({
      field: `${path}.sellmeier_coeffs`,
      message: `${path}.sellmeier_coeffs must be 1 to ${max} numbers for formula ${f}`,
    });
  }
}

/** Every problem of a candidate material; an empty list means it is valid. */
/**
 * The material with a single n2 measurement written as one number (`"n2_wl": 1.03, "n2_o": 2.2e-20`) turned into
 * one-element lists, the form the engine reads; anything else unchanged (the same object when nothing changes).
 */
export function normalizeMaterial<T>(raw: T): T {
  if (typeof raw !== 'object' || raw === null) return raw;
  const r = raw as Record<string, unknown>;
  if (![r.n2_wl, r.n2_o, r.n2_e].some((v) => typeof v === 'number')) return raw;
  const out: Record<string, unknown> = { ...r };
  for (const k of ['n2_wl', 'n2_o', 'n2_e']) if (typeof out[k] === 'number') out[k] = [out[k]];
  return out as T;
}

export function materialIssues(raw: unknown): MaterialIssue[] {
  const issues: MaterialIssue[] = [];
  if (!isObject(raw)) return [{ field: 'material', message: 'material must be a JSON object' }];
  for (const k of ['key', 'name', 'type'] as const) {
    if (typeof raw[k] !== 'string' || (raw[k] as string).trim() === '') {
      issues.push({ field: k, message: `${k} is required and must be a non-empty string` });
    }
  }
  // Catalogue addresses (shelf/book/page) hold slashes and the database's letters (α, β, γ, ö).
  if (
    typeof raw.key === 'string' &&
    !/^[\p{L}\p{N}_.+\-()/]+$/u.test(raw.key) &&
    !(raw.key.includes('/') && /^[\p{L}\p{N}_.+\-()/ ,]+$/u.test(raw.key) && raw.key.trim() === raw.key)
  ) {
    issues.push({
      field: 'key',
      message: 'key may hold letters, digits and _ . + - ( ) / only (catalogue addresses also spaces and commas)',
    });
  }
  const nAxis = raw.NumberOfAxis;
  if (nAxis !== 0 && nAxis !== 1 && nAxis !== 2) {
    issues.push({ field: 'NumberOfAxis', message: 'NumberOfAxis must be 0 (isotropic), 1 (uniaxial) or 2 (biaxial)' });
  }
  if (raw.alias !== undefined && (!Array.isArray(raw.alias) || !raw.alias.every((a) => typeof a === 'string'))) {
    issues.push({ field: 'alias', message: 'alias must be a list of strings' });
  }
  if (raw.substance !== undefined && (typeof raw.substance !== 'string' || raw.substance.trim() === ''))
    issues.push({ field: 'substance', message: 'substance must be a non-empty string (a chemical formula)' });
  if (
    (nAxis === 1 || nAxis === 2) &&
    raw.birefrigerence_type !== 'positive' &&
    raw.birefrigerence_type !== 'negative'
  ) {
    issues.push({
      field: 'birefrigerence_type',
      message: 'birefrigerence_type must be "positive" or "negative" for a uniaxial or biaxial material',
    });
  }
  const params = raw.parameters;
  if (!Array.isArray(params) || params.length === 0) {
    issues.push({ field: 'parameters', message: 'parameters must be a non-empty list, one entry per principal axis' });
  } else if (typeof nAxis === 'number' && nAxis in AXES_BY_COUNT) {
    const want = AXES_BY_COUNT[nAxis];
    const formula10 = params.length === 1 && isObject(params[0]) && params[0].formula === 10;
    if (params.length !== want && !formula10) {
      issues.push({
        field: 'parameters',
        message: `parameters must have ${want} entr${want === 1 ? 'y' : 'ies'} for NumberOfAxis ${nAxis} (got ${params.length})`,
      });
    }
    params.forEach((p, i) => {
      checkAxis(p, `parameters[${i}]`, issues, nAxis);
    });
  }
  if (
    raw.d !== undefined &&
    (!isObject(raw.d) || !Object.entries(raw.d).every(([k, v]) => /^d[1-3][1-6]$/.test(k) && typeof v === 'number'))
  ) {
    issues.push({ field: 'd', message: 'd must map contracted indices like d22, d31 to numbers (pm/V)' });
  }
  for (const k of ['n2_wl', 'n2_o', 'n2_e'] as const) {
    const v = raw[k];
    if (v !== undefined && !isFiniteNumberArray(v) && !(typeof v === 'number' && Number.isFinite(v)))
      issues.push({ field: k, message: `${k} must be a number or a list of numbers` });
  }
  const n2Wl = typeof raw.n2_wl === 'number' ? [raw.n2_wl] : raw.n2_wl;
  for (const k of ['n2_o', 'n2_e'] as const)
    if (typeof raw[k] === 'number' && isFiniteNumberArray(n2Wl) && n2Wl.length !== 1)
      issues.push({ field: k, message: `${k} is one number, so n2_wl must be one wavelength (um)` });
  if (isFiniteNumberArray(n2Wl)) {
    for (const k of ['n2_o', 'n2_e'] as const) {
      const v = raw[k];
      if (Array.isArray(v) && v.length !== n2Wl.length)
        issues.push({ field: k, message: `${k} must have one value per n2_wl wavelength (${n2Wl.length})` });
    }
    if (!n2Wl.every((x, i) => x > 0 && (i === 0 || x > n2Wl[i - 1])))
      issues.push({ field: 'n2_wl', message: 'n2_wl must be positive wavelengths (um) in increasing order' });
  }
  if (raw.temperature !== undefined) checkTemperature(raw.temperature, issues);
  if (issues.length > 0) return issues;
  const material = raw as unknown as Material;
  const refC = referenceTemperatureC(material);
  material.parameters.forEach((p, i) => {
    const t = p.thermal;
    if (t?.model !== 'coefficients' || !p.sellmeier_coeffs) return;
    const atRef = coefficientsAt(t, refC, refC);
    const bad = p.sellmeier_coeffs.findIndex((c, k) => Math.abs(c - (atRef[k] ?? 0)) > 1e-9 * Math.max(1, Math.abs(c)));
    if (bad >= 0 || atRef.length > p.sellmeier_coeffs.length)
      issues.push({
        field: `parameters[${i}].sellmeier_coeffs`,
        message: `parameters[${i}].sellmeier_coeffs must equal thermal.coefficients at the reference temperature ${refC} °C (or be left out)`,
      });
  });
  if (issues.length > 0) return issues;
  // The data must give a finite index > 0 across the stated range, at the reference temperature and at
  // the ends of a stated temperature range.
  const compiled = compileMaterial(material);
  const temps: CompiledMaterial[] = [compiled];
  if (compiled.hasThermalData) {
    for (const t of [material.temperature?.min_C, material.temperature?.max_C])
      if (t !== undefined) temps.push(atTemperatureUnchecked(compiled, t));
  }
  for (const m of temps) checkFinite(m, params as unknown[], issues);
  return issues;
}

function checkFinite(compiled: CompiledMaterial, params: unknown[], issues: MaterialIssue[]): void {
  const at = compiled.temperatureC === compiled.referenceC ? '' : ` at ${compiled.temperatureC} °C`;
  compiled.axes.forEach((axis, i) => {
    const samples = 64;
    for (let s = 0; s <= samples; s++) {
      const x = axis.minUm + ((axis.maxUm - axis.minUm) * s) / samples;
      const n = axis.n(x);
      if (!Number.isFinite(n) || n <= 0) {
        const field = params.length === 1 ? 'parameters[0]' : `parameters[${i}]`;
        issues.push({
          field,
          message: `${field} gives a non-finite or non-positive index (${n}) at ${Number(umToNm(x).toPrecision(6))} nm inside wl_n_range${at}`,
        });
        return;
      }
    }
  });
}

/** Returns the material typed, or throws an EngineError naming the first bad field. */
export function validateMaterial(raw: unknown): Material {
  const issues = materialIssues(raw);
  if (issues.length > 0) throw new EngineError('invalid-material', issues[0].message, issues[0].field);
  return raw as Material;
}
