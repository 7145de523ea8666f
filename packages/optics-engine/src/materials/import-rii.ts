/**
 * Importer for refractiveindex.info database YAML files (CC0). One file holds the data of one axis:
 * `type: formula N` entries with `wavelength_range` and `coefficients`, or `tabulated n` / `tabulated nk`
 * rows; `tabulated k` (or the k column of `tabulated nk`) is kept as the axis's extinction table.
 * CONDITIONS (temperature in K, pressure) and PROPERTIES (nd, Vd, glass code, thermal_dispersion,
 * thermal expansion, density) are kept verbatim; `thermal_dispersion` becomes the axis's thermal model
 * and CONDITIONS temperature the material's reference temperature (docs/temperature.md).
 * Wavelengths stay in micrometres.
 */
import { parse } from 'yaml';
import { EngineError } from '../errors.js';
import { ZERO_CELSIUS_K } from '../units.js';
import { compileMaterial } from './compile.js';
import type { BirefringenceType, Material, MaterialAxisParameters, ThermalModel } from './types.js';
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

export interface TabulatedK {
  wl: number[];
  k: number[];
}

/** Everything a refractiveindex.info page holds, read from its YAML. */
export interface ImportedPage {
  /** The index data of the page; undefined for a page with extinction (k) only. */
  parameters?: MaterialAxisParameters;
  /** Tabulated extinction coefficient k (wavelengths in um). */
  k?: TabulatedK;
  references: string;
  comments: string;
  /** CONDITIONS verbatim (temperature in K, pressure in Pa, ...). */
  conditions?: Record<string, unknown>;
  /** PROPERTIES verbatim (nd, Vd, glass_code, thermal_dispersion, thermal_expansion, density, ...). */
  properties?: Record<string, unknown>;
  /** The data's temperature in degrees Celsius, from CONDITIONS temperature (K). */
  referenceC?: number;
  /** Why a `thermal_dispersion` entry could not become a thermal model (undefined when none or it could). */
  thermalNote?: string;
}

/**
 * Degrees Celsius of a temperature given in kelvin. The database writes whole kelvins for temperatures
 * stated in whole degrees Celsius (20 °C as 293 K, SCHOTT's reference), so a whole number of kelvins maps
 * to K - 273; a fractional one (273.15, 295.65) to K - 273.15.
 */
export const kelvinToCelsius = (k: number): number => (Number.isInteger(k) ? k - 273 : k - ZERO_CELSIUS_K);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The thermal model of a page's `thermal_dispersion` (docs/temperature.md): `formula A` with
 * `D0 D1 D2 E0 E1 λTK` becomes SCHOTT's model; one `constant` (or one `dn/dT` value) a constant dn/dT.
 * `axis` ('o' or 'e') picks the `direction` (perp = o, para = e) when values are given per direction.
 */
export function thermalFromProperties(
  properties: Record<string, unknown> | undefined,
  axis?: string,
): { model?: ThermalModel; note?: string } {
  const list = properties?.thermal_dispersion;
  if (!Array.isArray(list) || list.length === 0) return {};
  const entries = list.filter(isRecord);
  const a = entries.find((e) => e.type === 'formula A');
  if (a) {
    const c = String(a.coefficients ?? '')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (c.length < 1 || c.some((x) => !Number.isFinite(x))) return { note: 'formula A coefficients are not numbers' };
    const [D0, D1 = 0, D2 = 0, E0 = 0, E1 = 0, lambdaTK_um = 0] = c;
    return { model: { model: 'schott', D0, D1, D2, E0, E1, lambdaTK_um } };
  }
  let values = entries.filter((e) => e.type === 'constant' || e.type === 'dn/dT');
  if (values.length === 0) return { note: `thermal_dispersion type ${String(entries[0]?.type)} is not modelled` };
  if (values.some((e) => e.direction !== undefined)) {
    const want = axis === 'e' ? 'para' : axis === 'o' ? 'perp' : undefined;
    if (!want) return { note: 'thermal_dispersion is given per direction for a page that is not an o or e axis' };
    values = values.filter((e) => e.direction === want);
  }
  if (values.length !== 1)
    return {
      note: `thermal_dispersion gives ${values.length} dn/dT values for separate wavelength bands; one value over the whole range is not stated`,
    };
  const v = Number(values[0].value);
  if (!Number.isFinite(v)) return { note: 'thermal_dispersion value is not a number' };
  return { model: { model: 'dn/dT', linear: [[v, 0]] } };
}

const rows = (s: unknown, field: string): number[][] =>
  String(s ?? '')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => numbers(line, `${field} row ${i + 1}`));

/** Parses a whole refractiveindex.info page: n (formula or table), k, conditions and properties. */
export function parseRefractiveIndexPage(text: string, source = 'file', axis?: string): ImportedPage {
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
  const conditions = isRecord(doc?.CONDITIONS) ? doc.CONDITIONS : undefined;
  const properties = isRecord(doc?.PROPERTIES) ? doc.PROPERTIES : undefined;
  const page: ImportedPage = { references, comments };
  if (conditions) page.conditions = conditions;
  if (properties) page.properties = properties;
  const tK = Number(conditions?.temperature);
  if (conditions?.temperature !== undefined && Number.isFinite(tK) && tK > 0) page.referenceC = kelvinToCelsius(tK);
  for (const entry of data) {
    const type = String(entry.type ?? '');
    const formula = /^formula (\d+)$/.exec(type);
    if (formula && !page.parameters) {
      const [min, max] = numbers(entry.wavelength_range, `${source}: wavelength_range`);
      page.parameters = {
        wl_n_range: { min, max },
        formula: Number(formula[1]),
        n_defined: true,
        sellmeier_coeffs: numbers(entry.coefficients, `${source}: coefficients`),
        reference: references,
      };
    } else if ((type === 'tabulated n' || type === 'tabulated nk') && !page.parameters) {
      const r = rows(entry.data, `${source}: data`);
      const wl = r.map((x) => x[0]);
      page.parameters = {
        wl_n_range: { min: wl[0], max: wl[wl.length - 1] },
        formula: 0,
        n_defined: false,
        data_n_wl: wl,
        data_n: r.map((x) => x[1]),
        reference: references,
      };
      if (type === 'tabulated nk') page.k = { wl, k: r.map((x) => x[2]) };
    } else if (type === 'tabulated k' && !page.k) {
      const r = rows(entry.data, `${source}: data`);
      page.k = { wl: r.map((x) => x[0]), k: r.map((x) => x[1]) };
    }
  }
  if (page.parameters) {
    const thermal = thermalFromProperties(properties, axis);
    if (thermal.model) page.parameters.thermal = thermal.model;
    else if (thermal.note) page.thermalNote = thermal.note;
    if (page.k && page.k.wl.length > 0) {
      // A `tabulated nk` table shares its wavelengths: data_k_wl is left out and defaults to data_n_wl.
      const shared = page.parameters.data_n_wl === page.k.wl;
      if (!shared) page.parameters.data_k_wl = page.k.wl;
      page.parameters.data_k = page.k.k;
    }
  }
  return page;
}

export interface ImportedAxis extends ImportedPage {
  parameters: MaterialAxisParameters;
}

/** Parses one refractiveindex.info YAML text into the parameters of one axis. */
export function parseRefractiveIndexYaml(text: string, source = 'file', axis?: string): ImportedAxis {
  const page = parseRefractiveIndexPage(text, source, axis);
  if (!page.parameters)
    throw new EngineError(
      'invalid-material',
      `${source}: no 'formula N' or 'tabulated n' entry in DATA (a page with extinction k only has no refractive index)`,
      'DATA',
    );
  return { ...page, parameters: page.parameters };
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
  const keys = [['o'], ['o', 'e'], ['x', 'y', 'z']][files.length - 1];
  const axes = files.map((f, i) =>
    parseRefractiveIndexYaml(f.text, f.source ?? `file ${i + 1}`, files.length === 2 ? keys[i] : undefined),
  );
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
  // The data's temperature: the axes' CONDITIONS temperature when they agree. A thermal model only
  // counts when every axis has one (a half-modelled crystal would mix temperatures).
  const temps = [...new Set(axes.map((a) => a.referenceC))];
  const referenceC = temps.length === 1 ? temps[0] : undefined;
  if (!parameters.every((p) => p.thermal) || temps.length > 1) for (const p of parameters) delete p.thermal;
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
    ...(referenceC !== undefined ? { temperature: { reference_C: referenceC } } : {}),
  };
  return validateMaterial(material);
}

function singleAxisIndex(p: MaterialAxisParameters, xUm: number): number {
  const m = compileMaterial({ key: 'axis', name: 'axis', type: 'axis', NumberOfAxis: 0, parameters: [p] });
  return m.axes[0].n(xUm);
}
