/**
 * Importer for refractiveindex.info database YAML files (CC0). One file holds the data of one axis:
 * `type: formula N` entries with `wavelength_range` and `coefficients`, or `tabulated n` / `tabulated nk`
 * rows; `tabulated k` only adds extinction and is skipped. Wavelengths stay in micrometres.
 */
import { parse } from 'yaml';
import { EngineError } from '../errors.js';
import { compileMaterial } from './compile.js';
import type { BirefringenceType, Material, MaterialAxisParameters } from './types.js';
import { validateMaterial } from './validate.js';

const stripMarkup = (s: string): string =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const numbers = (s: unknown, field: string): number[] => {
  const list = String(s ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  if (list.some((x) => !Number.isFinite(x)))
    throw new EngineError('invalid-material', `${field} holds a non-number`, field);
  return list;
};

export interface ImportedAxis {
  parameters: MaterialAxisParameters;
  references: string;
  comments: string;
}

/** Parses one refractiveindex.info YAML text into the parameters of one axis. */
export function parseRefractiveIndexYaml(text: string, source = 'file'): ImportedAxis {
  let doc: Record<string, unknown>;
  try {
    doc = parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new EngineError(
      'invalid-material',
      `${source}: not valid YAML (${(e as Error).message.split('\n')[0]})`,
      'DATA',
    );
  }
  const data = Array.isArray(doc?.DATA) ? (doc.DATA as Record<string, unknown>[]) : [];
  const references = stripMarkup(String(doc?.REFERENCES ?? ''));
  const comments = stripMarkup(String(doc?.COMMENTS ?? ''));
  for (const entry of data) {
    const type = String(entry.type ?? '');
    const formula = /^formula (\d+)$/.exec(type);
    if (formula) {
      const [min, max] = numbers(entry.wavelength_range, `${source}: wavelength_range`);
      return {
        parameters: {
          wl_n_range: { min, max },
          formula: Number(formula[1]),
          n_defined: true,
          sellmeier_coeffs: numbers(entry.coefficients, `${source}: coefficients`),
          reference: references,
        },
        references,
        comments,
      };
    }
    if (type === 'tabulated n' || type === 'tabulated nk') {
      const rows = String(entry.data ?? '')
        .trim()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, i) => numbers(line, `${source}: data row ${i + 1}`));
      const wl = rows.map((r) => r[0]);
      const n = rows.map((r) => r[1]);
      return {
        parameters: {
          wl_n_range: { min: wl[0], max: wl[wl.length - 1] },
          formula: 0,
          n_defined: false,
          data_n_wl: wl,
          data_n: n,
          reference: references,
        },
        references,
        comments,
      };
    }
  }
  throw new EngineError('invalid-material', `${source}: no 'formula N' or 'tabulated n' entry in DATA`, 'DATA');
}

export interface ImportOptions {
  key: string;
  name?: string;
  type?: string;
  alias?: string[];
  info?: string;
  birefrigerence_type?: BirefringenceType;
  class?: string;
  d?: Record<string, number>;
  d_source?: string;
}

/**
 * Builds a Material from the YAML files of its axes, in axis order: 1 file isotropic, 2 files
 * uniaxial (o, e), 3 files biaxial (x, y, z with n_x < n_y < n_z). The result is validated.
 */
export function importMaterial(files: { text: string; source?: string }[], opts: ImportOptions): Material {
  if (files.length < 1 || files.length > 3) {
    throw new EngineError(
      'invalid-material',
      `give 1 (isotropic), 2 (o, e) or 3 (x, y, z) files, got ${files.length}`,
      'files',
    );
  }
  const axes = files.map((f, i) => parseRefractiveIndexYaml(f.text, f.source ?? `file ${i + 1}`));
  const keys = [['o'], ['o', 'e'], ['x', 'y', 'z']][files.length - 1];
  const parameters = axes.map((a, i) => ({ ...a.parameters, axis: keys[i] }));
  const numberOfAxis = (files.length - 1) as 0 | 1 | 2;
  let biref = opts.birefrigerence_type;
  if (!biref && numberOfAxis === 1) {
    // Sign of n_e - n_o at the middle of the common range.
    const mid =
      (Math.max(parameters[0].wl_n_range.min, parameters[1].wl_n_range.min) +
        Math.min(parameters[0].wl_n_range.max, parameters[1].wl_n_range.max)) /
      2;
    const n = (p: MaterialAxisParameters) => singleAxisIndex(p, mid);
    biref = n(parameters[1]) > n(parameters[0]) ? 'positive' : 'negative';
  }
  if (!biref && numberOfAxis === 2) {
    // Biaxial sign from the optic-axis angle: positive when V_z < 45 deg, i.e. n_y closer to n_x.
    const mid = (parameters[0].wl_n_range.min + parameters[0].wl_n_range.max) / 2;
    const [nx, ny, nz] = parameters.map((p) => singleAxisIndex(p, mid));
    biref = ny - nx < nz - ny ? 'positive' : 'negative';
  }
  const refs = [...new Set(axes.map((a) => a.references).filter(Boolean))];
  const material: Material = {
    key: opts.key,
    alias: opts.alias ?? [],
    type: opts.type ?? 'crystal',
    name: opts.name ?? opts.key,
    info: opts.info ?? axes[0].comments,
    ...(biref ? { birefrigerence_type: biref } : {}),
    NumberOfAxis: numberOfAxis,
    parameters,
    ...(opts.class ? { class: opts.class } : {}),
    ...(opts.d ? { d: opts.d } : {}),
    ...(opts.d_source ? { d_source: opts.d_source } : {}),
    references: refs,
  };
  return validateMaterial(material);
}

function singleAxisIndex(p: MaterialAxisParameters, xUm: number): number {
  const m = compileMaterial({ key: 'axis', name: 'axis', type: 'axis', NumberOfAxis: 0, parameters: [p] });
  return m.axes[0].n(xUm);
}
