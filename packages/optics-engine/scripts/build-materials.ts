/// <reference types="node" />
/**
 * Builds data/materials.json from data/manifest.json with the refractiveindex.info importer (the same code
 * as `toolbox materials import`), then merges the nonlinear data of each entry: point group (`class`), the
 * second-order tensor `d` (pm/V) with `d_source`, and the Kerr coefficient n2 (m^2/W) read from the
 * refractiveindex.info n2 files in data/n2 (`tabulated n2` rows "wavelength_um n2"). Alternatives
 * (`<key>_<Author>`) name their primary in `shares` and take its class, d and n2.
 * Run: pnpm --filter @optics-toolbox/optics-engine build:materials
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { importMaterial } from '../src/materials/import-rii.js';
import type { Material, ThermalModel } from '../src/materials/types.js';
import { validateMaterial } from '../src/materials/validate.js';

/** n2 files of one manifest entry: `o` always; `e` absent means n2_e = n2_o (isotropic or one ray measured). */
export interface ManifestN2 {
  o: string;
  e?: string;
  /** Why the choice, e.g. which ray was measured. */
  note?: string;
}

export interface ManifestEntry {
  key: string;
  name: string;
  type: string;
  alias: string[];
  /** refractiveindex.info files in axis order: 1 isotropic; o, e uniaxial; x, y, z biaxial. */
  files: string[];
  class?: string;
  d?: Record<string, number>;
  d_source?: string;
  n2?: ManifestN2;
  /** Key of the primary material whose class, d and n2 this alternative source takes. */
  shares?: string;
  info?: string;
  /**
   * The chemical substance, where the key's first part does not name it (fused_silica: "SiO2 glass"): the
   * temperature policy offers materials of one substance (and type) for each other.
   */
  substance?: string;
  /** Temperature dependence from a source other than the pages (which carry none): see ManifestThermal. */
  thermal?: ManifestThermal;
}

/**
 * Thermal data for a page that has none (docs/temperature.md): one model per axis, in `files` order, the
 * temperature at which the page's index holds (the models' reference), the stated range where the source
 * states one, and the source, which is appended to each axis's reference.
 */
export interface ManifestThermal {
  reference_C: number;
  min_C?: number;
  max_C?: number;
  axes: ThermalModel[];
  source: string;
}

export interface Manifest {
  materials: ManifestEntry[];
}

/** Reads a data file: `folder` is 'refractiveindex' or 'n2'. */
export type ReadDataFile = (folder: 'refractiveindex' | 'n2', file: string) => string;

const plain = (s: unknown): string =>
  String(s ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

interface N2Table {
  wl: number[];
  n2: number[];
  source: string;
}

/** Parses a refractiveindex.info n2 file: `tabulated n2` rows of wavelength (um) and n2 (m^2/W). */
export function parseN2Yaml(text: string, file: string): N2Table {
  const doc = parse(text) as { REFERENCES?: string; COMMENTS?: string; DATA?: { type?: string; data?: string }[] };
  const entry = (doc.DATA ?? []).find((d) => d.type === 'tabulated n2');
  if (!entry) throw new Error(`${file}: no 'tabulated n2' entry`);
  const rows = String(entry.data ?? '')
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  if (rows.some((r) => r.length !== 2 || !r.every(Number.isFinite))) throw new Error(`${file}: bad n2 row`);
  const source = `${plain(doc.REFERENCES)} ${plain(doc.COMMENTS)} (refractiveindex.info n2 file ${file})`;
  return { wl: rows.map((r) => r[0]), n2: rows.map((r) => r[1]), source };
}

function n2Fields(spec: ManifestN2, read: ReadDataFile): Pick<Material, 'n2_wl' | 'n2_o' | 'n2_e' | 'n2_source'> {
  const o = parseN2Yaml(read('n2', spec.o), spec.o);
  const e = spec.e ? parseN2Yaml(read('n2', spec.e), spec.e) : undefined;
  if (e && (e.wl.length !== o.wl.length || e.wl.some((w, i) => w !== o.wl[i]))) {
    throw new Error(`${spec.o} and ${spec.e} tabulate different wavelengths`);
  }
  const sources = e && e.source !== o.source ? `o: ${o.source}; e: ${e.source}` : o.source;
  return {
    n2_wl: o.wl,
    n2_o: o.n2,
    n2_e: e ? e.n2 : [...o.n2],
    n2_source: spec.note ? `${sources} Note: ${spec.note}.` : sources,
  };
}

/** Puts a manifest entry's thermal models on the imported axes and sets the reference temperature. */
function applyThermal(m: Material, t: ManifestThermal, key: string): void {
  if (t.axes.length !== m.parameters.length) {
    throw new Error(`${key}: thermal gives ${t.axes.length} axes for ${m.parameters.length}`);
  }
  m.parameters.forEach((p, i) => {
    p.thermal = t.axes[i];
    p.reference = p.reference ? `${p.reference}; temperature: ${t.source}` : `temperature: ${t.source}`;
  });
  m.temperature = {
    reference_C: t.reference_C,
    ...(t.min_C !== undefined ? { min_C: t.min_C } : {}),
    ...(t.max_C !== undefined ? { max_C: t.max_C } : {}),
  };
  m.references = [...(m.references ?? []), t.source];
}

/** Builds every material of the manifest (validated), in manifest order. */
export function buildMaterials(manifest: Manifest, read: ReadDataFile): Material[] {
  const byKey = new Map(manifest.materials.map((e) => [e.key, e]));
  return manifest.materials.map((entry) => {
    const primary = entry.shares ? byKey.get(entry.shares) : entry;
    if (!primary) throw new Error(`${entry.key}: shares unknown key ${entry.shares}`);
    const imported = importMaterial(
      entry.files.map((f) => ({ text: read('refractiveindex', f), source: f })),
      {
        key: entry.key,
        name: entry.name,
        type: entry.type,
        alias: entry.alias,
        ...(entry.info ? { info: entry.info } : {}),
        ...(primary.class ? { class: primary.class } : {}),
        ...(primary.d ? { d: primary.d } : {}),
        ...(primary.d_source ? { d_source: primary.d_source } : {}),
      },
    );
    // The curated set is bundled with every page: it keeps short k tables (glass data sheets) and a
    // reference temperature only where a thermal model makes other temperatures possible.
    for (const p of imported.parameters) {
      if ((p.data_k?.length ?? 0) > 200) {
        delete p.data_k;
        delete p.data_k_wl;
      }
    }
    if (entry.substance) imported.substance = entry.substance;
    if (entry.thermal) applyThermal(imported, entry.thermal, entry.key);
    if (!imported.parameters.every((p) => p.thermal)) delete imported.temperature;
    return validateMaterial({ ...imported, ...(primary.n2 ? n2Fields(primary.n2, read) : {}) });
  });
}

/** The text of data/materials.json. */
export const materialsJsonText = (materials: Material[]): string =>
  `${JSON.stringify({ version: 1, materials }, null, 1)}\n`;

/**
 * Merges the nonlinear crystal files (data/crystals/*.json, one validated Material each, in file-name order):
 * a crystal replaces the manifest material of the same key in place (keeping that entry's n2 table when the
 * crystal has none), other crystals follow the manifest.
 */
export function mergeCrystals(materials: Material[], crystals: readonly Material[]): Material[] {
  const out = [...materials];
  const seen = new Set<string>();
  for (const c of crystals) {
    if (seen.has(c.key)) throw new Error(`data/crystals: key ${c.key} appears twice`);
    seen.add(c.key);
    const i = out.findIndex((m) => m.key === c.key);
    if (i < 0) {
      out.push(c);
      continue;
    }
    // The manifest entry's Kerr table (data/n2) stays unless the crystal file gives its own.
    const { n2_wl, n2_o, n2_e, n2_source } = out[i];
    out[i] = c.n2_wl ? c : { ...c, ...(n2_wl ? { n2_wl, n2_o, n2_e, n2_source } : {}) };
  }
  return out;
}

/** Reads and validates every data/crystals/*.json under `dataDir` (sorted by file name). */
export function readCrystals(dataDir: string): Material[] {
  const dir = join(dataDir, 'crystals');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const m = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Material;
      if (`${m.key}.json` !== f) throw new Error(`data/crystals/${f}: key ${m.key} does not match the file name`);
      return validateMaterial(m);
    });
}

/** Reads the committed manifest and data folders under `dataDir`. */
export function buildFromDataDir(dataDir: string): string {
  const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
  const built = buildMaterials(manifest, (folder, file) => readFileSync(join(dataDir, folder, file), 'utf8'));
  return materialsJsonText(mergeCrystals(built, readCrystals(dataDir)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = join(import.meta.dirname, '..', 'data');
  const text = buildFromDataDir(dataDir);
  writeFileSync(join(dataDir, 'materials.json'), text);
  console.log(`wrote ${JSON.parse(text).materials.length} materials to data/materials.json`);
}
