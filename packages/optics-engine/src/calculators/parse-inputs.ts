/**
 * Validation of raw inputs at the boundary (CLI JSON, CSV cells, URL query, API): unknown names,
 * letters-only numbers, ranges and options give an InputError that names the input, the value and
 * what is allowed. Inner math trusts what comes out of here.
 */
import { fmt, InputError } from '../errors.js';
import { atTemperature, type CompiledMaterial } from '../materials/compile.js';
import type { Material } from '../materials/types.js';
import { parseDecimal } from '../parse-decimal.js';
import type { CalcContext, CalculatorSpec, InputSpec } from './spec.js';
import { nestDottedInputs, parseWaves } from './waves-input.js';

const rangeText = (s: InputSpec): string => {
  const unit = s.unit ? ` ${s.unit}` : '';
  if (s.min !== undefined && s.max !== undefined) return `${fmt(s.min)} to ${fmt(s.max)}${unit}`;
  if (s.min !== undefined) return `${s.exclusiveMin ? 'more than' : 'at least'} ${fmt(s.min)}${unit}`;
  if (s.max !== undefined) return `at most ${fmt(s.max)}${unit}`;
  return 'any number';
};

/** Parses a number from JSON or text (comma as decimal point, surrounding blanks allowed). */
export function parseNumber(raw: unknown, s: InputSpec): number {
  let x: number;
  if (typeof raw === 'number') x = raw;
  else if (typeof raw === 'string') {
    if (/^[A-Za-z]+$/.test(raw.trim()))
      throw new InputError(
        'invalid-number',
        s.name,
        `${s.name} "${raw}" is not a number: letters only; allowed ${rangeText(s)}`,
      );
    x = parseDecimal(raw);
  } else x = Number.NaN;
  if (!Number.isFinite(x))
    throw new InputError(
      'invalid-number',
      s.name,
      `${s.name} ${JSON.stringify(raw)} is not a number; allowed ${rangeText(s)}`,
    );
  if (s.kind === 'integer' && !Number.isInteger(x))
    throw new InputError(
      'invalid-number',
      s.name,
      `${s.name} ${fmt(x)} must be a whole number; allowed ${rangeText(s)}`,
    );
  if ((s.min !== undefined && (s.exclusiveMin ? x <= s.min : x < s.min)) || (s.max !== undefined && x > s.max)) {
    throw new InputError('out-of-range', s.name, `${s.name} ${fmt(x)} is out of range: allowed ${rangeText(s)}`);
  }
  return x;
}

function parseBoolean(raw: unknown, s: InputSpec): boolean {
  if (typeof raw === 'boolean') return raw;
  const t = String(raw).trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(t)) return true;
  if (['false', 'no', '0', 'off'].includes(t)) return false;
  throw new InputError('invalid-option', s.name, `${s.name} ${JSON.stringify(raw)} must be true or false`);
}

function parseMaterialRef(raw: unknown, field: string, ctx: CalcContext): CompiledMaterial {
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (t.startsWith('{')) {
      try {
        return ctx.material(JSON.parse(t) as Material, field);
      } catch (e) {
        if (e instanceof SyntaxError)
          throw new InputError('invalid-material', field, `${field} is not valid Material JSON: ${e.message}`);
        throw e;
      }
    }
    return ctx.material(t, field);
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) return ctx.material(raw as Material, field);
  throw new InputError('unknown-material', field, `${field} must be a material key or a Material object`);
}

const asList = (raw: unknown, s: InputSpec): unknown[] => {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (t.startsWith('[')) {
      try {
        const v = JSON.parse(t);
        if (Array.isArray(v)) return v;
      } catch {
        // fall through to the error below
      }
    } else if (s.kind !== 'layers') {
      return t.split(/[\n;|]/).map((x) => x.trim());
    }
  }
  throw new InputError('invalid-option', s.name, `${s.name} must be a list`);
};

function parseValue(raw: unknown, s: InputSpec, ctx: CalcContext): unknown {
  switch (s.kind) {
    case 'number':
    case 'integer':
      return parseNumber(raw, s);
    case 'boolean':
      return parseBoolean(raw, s);
    case 'string':
      // An object (e.g. an inline product spec) travels as its JSON text.
      return typeof raw === 'object' && raw !== null ? JSON.stringify(raw) : String(raw);
    case 'enum': {
      const v = String(raw).trim();
      const hit = s.options?.find((o) => o === v) ?? s.options?.find((o) => o.toLowerCase() === v.toLowerCase());
      if (hit === undefined)
        throw new InputError('invalid-option', s.name, `${s.name} "${v}" is not one of ${s.options?.join(', ')}`);
      return hit;
    }
    case 'material':
      return parseMaterialRef(raw, s.name, ctx);
    case 'materials':
      return asList(raw, s).map((m, i) => parseMaterialRef(m, `${s.name}[${i}]`, ctx));
    case 'waves':
      return parseWaves(raw, s.name);
    case 'numberList':
      // Non-numbers stay NaN here: list calculators report '-' for such rows (docs/product.md §5).
      return asList(raw, s).map((v) => (typeof v === 'number' ? v : parseDecimal(String(v))));
    case 'layers':
      return asList(raw, s).map((layer, i) => {
        const l = (layer ?? {}) as { material?: unknown; thicknessMm?: unknown };
        const field = `${s.name}[${i}]`;
        return {
          material: parseMaterialRef(l.material ?? 'fused_silica', `${field}.material`, ctx),
          thicknessMm: parseNumber(l.thicknessMm ?? 1, {
            name: `${field}.thicknessMm`,
            label: 'Thickness (mm)',
            kind: 'number',
            unit: 'mm',
            min: 0.1,
            max: 1e6,
          }),
        };
      });
  }
}

/** Validates raw inputs against the spec and fills defaults; throws InputError on the first problem. */
export function parseInputs(
  spec: CalculatorSpec,
  raw: Record<string, unknown>,
  ctx: CalcContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const specs = spec.inputs;
  raw = nestDottedInputs(specs, raw);
  for (const name in raw) {
    if (raw[name] === undefined || raw[name] === null) continue;
    let s: InputSpec | undefined;
    for (let i = 0; i < specs.length; i++) if (specs[i].name === name) s = specs[i];
    if (!s) {
      throw new InputError(
        'unknown-input',
        name,
        `unknown input "${name}" for ${spec.id}; inputs are: ${specs.map((x) => x.name).join(', ')}`,
      );
    }
    out[name] = parseValue(raw[name], s, ctx);
  }
  if (spec.exclusive) {
    for (const group of spec.exclusive) {
      const given = group.filter((n) => n in out);
      if (given.length > 1)
        throw new InputError(
          'invalid-option',
          given[1],
          `give only one of ${group.join(', ')} (got ${given.join(' and ')})`,
        );
    }
  }
  for (let i = 0; i < specs.length; i++) {
    const s = specs[i];
    if (out[s.name] !== undefined) continue;
    if (spec.exclusive?.some((g) => g.includes(s.name) && g.some((n) => n in out))) continue;
    if (s.default !== undefined)
      out[s.name] =
        s.kind === 'material' || s.kind === 'materials' || s.kind === 'layers'
          ? parseValue(s.default, s, ctx)
          : s.default;
    else if (!s.optional) throw new InputError('missing-input', s.name, `${s.name} is required for ${spec.id}`);
  }
  if (typeof out.temperatureC === 'number') applyTemperature(spec, out, out.temperatureC);
  return out;
}

/**
 * Every material input evaluated at the given temperature (docs/temperature.md): a material without
 * thermal data accepts only its reference temperature, and the error names the material.
 */
function applyTemperature(spec: CalculatorSpec, out: Record<string, unknown>, temperatureC: number): void {
  const at = (m: CompiledMaterial) => atTemperature(m, temperatureC, 'temperatureC');
  for (const s of spec.inputs) {
    const v = out[s.name];
    if (v === undefined) continue;
    if (s.kind === 'material') out[s.name] = at(v as CompiledMaterial);
    else if (s.kind === 'materials') out[s.name] = (v as CompiledMaterial[]).map(at);
    else if (s.kind === 'layers')
      out[s.name] = (v as { material: CompiledMaterial; thicknessMm: number }[]).map((l) => ({
        ...l,
        material: at(l.material),
      }));
  }
}
