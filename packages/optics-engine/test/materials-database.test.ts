/// <reference types="node" />
/**
 * The built-in material database: data/materials.json is exactly what scripts/build-materials.ts makes of
 * data/manifest.json (so it never goes stale), every material validates, the documented keys and aliases
 * resolve, and physical invariants hold across every range (fast-check).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFromDataDir, type Manifest, readCrystals } from '../scripts/build-materials.js';
import { compileMaterial } from '../src/materials/compile.js';
import { builtinLibrary, builtinMaterials } from '../src/materials/database.js';
import { materialIssues } from '../src/materials/validate.js';
import { XY_CROSSING } from './fixtures/axis-crossings.js';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dataDir}/manifest.json`, 'utf8')) as Manifest;
/** Keys given by data/crystals files (they replace manifest entries of the same key). */
const crystalKeys = new Set(readCrystals(dataDir).map((m) => m.key));

describe('materials.json is the build of the manifest', () => {
  it('equals a fresh build byte for byte (run build:materials after editing the manifest)', () => {
    expect(readFileSync(`${dataDir}/materials.json`, 'utf8')).toBe(buildFromDataDir(dataDir));
  });

  it('holds one material per manifest entry, in order, then the crystals the manifest does not name', () => {
    const manifestKeys = manifest.materials.map((e) => e.key);
    const extra = [...crystalKeys].filter((k) => !manifestKeys.includes(k)).sort();
    expect(builtinMaterials.map((m) => m.key)).toEqual([...manifestKeys, ...extra]);
    expect(builtinMaterials.length).toBeGreaterThanOrEqual(30);
  });
});

describe('every material', () => {
  it('validates', () => {
    for (const m of builtinMaterials) expect(materialIssues(m), m.key).toEqual([]);
  });

  it('has a grouping type, a name, references and as many axes as files', () => {
    const types = new Set(['glass', 'crystal', 'nonlinear crystal', 'semiconductor', 'liquid', 'gas']);
    for (const [i, m] of builtinMaterials.entries()) {
      expect(types.has(m.type), `${m.key}: ${m.type}`).toBe(true);
      expect(m.name.length).toBeGreaterThan(0);
      expect(m.references?.length, m.key).toBeGreaterThan(0);
      if (crystalKeys.has(m.key)) continue;
      expect(m.parameters.length).toBe(manifest.materials[i].files.length);
      expect(m.NumberOfAxis).toBe(manifest.materials[i].files.length - 1);
    }
  });

  it('has unique keys, no alias that names another material to the letter, and each name resolves to its own material', () => {
    // Names that differ only in case may belong to two materials (SNLO's HGS is HgGa2S4, HgS is cinnabar;
    // SNLO's ZNSE is Tropf's ZnSe, ZnSe the Connolly key): the exact spelling then decides.
    const names = new Map<string, string>();
    const lib = builtinLibrary();
    for (const m of builtinMaterials) {
      for (const name of [m.key, ...(m.alias ?? [])]) {
        expect(names.get(name) ?? m.key, `${name} of ${m.key}`).toBe(m.key);
        names.set(name, m.key);
        expect(lib.find(name)?.key, name).toBe(m.key);
      }
    }
  });
});

describe('documented keys and aliases resolve through builtinLibrary()', () => {
  const lib = builtinLibrary();
  const expected: Record<string, string> = {
    fused_silica: 'fused_silica',
    BK7: 'BK7',
    'N-BK7': 'BK7',
    CaF2: 'CaF2',
    ZnSe: 'ZnSe',
    Al2O3: 'Al2O3',
    sapphire: 'Al2O3',
    BeO: 'BeO',
    BaB2O4: 'BaB2O4',
    BBO: 'BaB2O4',
    'beta-BBO': 'BaB2O4',
    LiB3O5: 'LiB3O5',
    LBO: 'LiB3O5',
    KTiOPO4: 'KTiOPO4',
    KTP: 'KTiOPO4',
    BiB3O6: 'BiB3O6',
    BIBO: 'BiB3O6',
    KH2PO4: 'KH2PO4',
    KDP: 'KH2PO4',
    LiNbO3: 'LiNbO3',
    YAG: 'YAG',
    Y3Al5O12: 'YAG',
    MgF2: 'MgF2',
    quartz: 'quartz',
    calcite: 'calcite',
    YVO4: 'YVO4',
    BaF2: 'BaF2',
    LiF: 'LiF',
    KBr: 'KBr',
    NaCl: 'NaCl',
    SF10: 'SF10',
    SF11: 'SF11',
    'N-SF10': 'N-SF10',
    'N-SF11': 'N-SF11',
    'N-SF14': 'N-SF14',
    'N-SF6': 'N-SF6',
    F2: 'F2',
    Si: 'Si',
    Ge: 'Ge',
    GaAs: 'GaAs',
    ZnS: 'ZnS',
    water: 'water',
    air: 'air',
    BaB2O4_Eimerl: 'BaB2O4_Eimerl',
    BaB2O4_Zhang: 'BaB2O4_Zhang',
    CaF2_Daimon: 'CaF2_Daimon',
    YVO4_Shi: 'YVO4_Shi',
    quartz_Radhakrishnan: 'quartz_Radhakrishnan',
    ZnSe_Marple: 'ZnSe_Marple',
    Si_Li: 'Si_Li',
    Ge_Li: 'Ge_Li',
  };
  for (const [name, key] of Object.entries(expected)) {
    it(`${name} -> ${key}`, () => {
      expect(lib.find(name)?.key).toBe(key);
      expect(lib.material(name, 'material').material.key).toBe(key);
    });
  }

  it('keeps the example-only files out of the database', () => {
    const files = manifest.materials.flatMap((e) => e.files);
    for (const f of ['AgBr-Schroter.yml', 'BeAl6O10-Pestryakov-alpha.yml', 'urea-Rosker-e.yml', 'H2O-Bashkatov.yml']) {
      expect(files).not.toContain(f);
    }
  });
});

describe('sources: primaries and <key>_<Author> alternatives', () => {
  it('BaB2O4 uses Tamosauskas (0.188-5.2 um); Eimerl ends at 1.06 um', () => {
    const bbo = builtinLibrary().material('BBO', 'm');
    expect([bbo.minUm, bbo.maxUm]).toEqual([0.188, 5.2]);
    expect(builtinLibrary().material('BaB2O4_Eimerl', 'm').maxUm).toBe(1.06);
  });

  it('alternatives share class, d and n2 with their primary', () => {
    for (const entry of manifest.materials.filter((e) => e.shares)) {
      const alt = builtinLibrary().find(entry.key)!;
      const primary = builtinLibrary().find(entry.shares!)!;
      expect(entry.key.startsWith(`${primary.key}_`), entry.key).toBe(true);
      expect([alt.class, alt.d, alt.n2_wl, alt.n2_o, alt.n2_e]).toEqual([
        primary.class,
        primary.d,
        primary.n2_wl,
        primary.n2_o,
        primary.n2_e,
      ]);
      expect(alt.type).toBe(primary.type);
    }
  });
});

describe('nonlinear data', () => {
  const find = (k: string) => builtinLibrary().find(k)!;

  it('d tensors and point groups of the nonlinear crystals (nonlinear-coefficients table, Dmitriev et al.)', () => {
    expect([find('BBO').class, find('BBO').d]).toEqual(['3m', { d22: 2.2, d31: 0.08 }]);
    // Crystal-physics d31, d32, d33 of the handbook, written in the index-ellipsoid frame x = a, y = c, z = b.
    expect([find('LBO').class, find('LBO').d]).toEqual(['mm2', { d21: -0.67, d23: 0.85, d22: 0.04 }]);
    expect(find('KTP').class).toBe('mm2');
    expect(find('KTP').d).toMatchObject({ d31: 1.95, d32: 3.9, d33: 15.3 });
    expect([find('KDP').class, find('KDP').d?.d36]).toEqual(['-42m', 0.39]);
    expect([find('LiNbO3').class, find('LiNbO3').d]).toEqual(['3m', { d22: 2.1, d31: -4.35, d33: -27.2 }]);
    expect(find('BIBO').class).toBe('2');
    for (const k of ['BBO', 'LBO', 'KTP', 'BIBO', 'KDP', 'LiNbO3'])
      expect(find(k).d_source?.length).toBeGreaterThan(20);
  });

  it('n2 of the listed materials: one table, equal lengths, plausible magnitude, source named', () => {
    const keys = ['fused_silica', 'Al2O3', 'CaF2', 'BaF2', 'LiF', 'MgF2', 'BBO', 'BIBO', 'KTP', 'KDP', 'LiNbO3', 'YAG'];
    for (const k of [...keys, 'YVO4', 'calcite', 'quartz', 'ZnSe', 'BK7', 'air']) {
      const m = find(k);
      expect(m.n2_wl?.length, k).toBeGreaterThan(0);
      expect(m.n2_o?.length).toBe(m.n2_wl?.length);
      expect(m.n2_e?.length).toBe(m.n2_wl?.length);
      // Condensed media 1e-21..1e-17 m^2/W, air ~4e-23 (nonlinear-coefficients table).
      for (const v of [...(m.n2_o ?? []), ...(m.n2_e ?? [])]) {
        expect(v, k).toBeGreaterThan(k === 'air' ? 1e-23 : 1e-21);
        expect(v, k).toBeLessThan(k === 'air' ? 1e-22 : 1e-17);
      }
      expect(m.n2_source, k).toMatch(/refractiveindex\.info n2 file/);
    }
    // The femtosecond choices near 1 um (Kabacinski et al., Opt. Express 27, 11018 (2019), 210 fs, 1.030 um).
    expect([find('fused_silica').n2_wl, find('fused_silica').n2_o]).toEqual([[1.03], [2.19e-20]]);
    expect(find('YAG').n2_o).toEqual([6.13e-20]);
    // Isotropic: n2_e = n2_o; uniaxial with both rays measured (Adair et al., PRB 39, 3337 (1989)): sapphire.
    expect(find('CaF2').n2_e).toEqual(find('CaF2').n2_o);
    expect([find('sapphire').n2_o, find('sapphire').n2_e]).toEqual([[2.9e-20], [3.1e-20]]);
  });
});

describe('physical invariants across every range (fast-check)', () => {
  const compiled = builtinMaterials.map((m) => compileMaterial(m));
  const position = fc.double({ min: 0, max: 1, noNaN: true });

  it('n is finite and > 1 on every axis of every material (air included)', () => {
    for (const c of compiled) {
      for (const axis of c.axes) {
        fc.assert(
          fc.property(position, (u) => {
            const n = axis.n(axis.minUm + u * (axis.maxUm - axis.minUm));
            return Number.isFinite(n) && n > 1;
          }),
          { numRuns: 60 },
        );
        expect(axis.n(axis.minUm)).toBeGreaterThan(1);
        expect(axis.n(axis.maxUm)).toBeGreaterThan(1);
      }
    }
  });

  it('biaxial crystals keep n_x < n_y < n_z across their range', () => {
    const biaxial = compiled.filter((c) => c.material.NumberOfAxis === 2);
    expect(biaxial.map((c) => c.material.key)).toEqual(
      expect.arrayContaining(['LiB3O5_Chen', 'KTiOPO4', 'BiB3O6', 'LiB3O5']),
    );
    for (const c of biaxial) {
      const [x, y, z] = c.axes;
      fc.assert(
        fc.property(position, (u) => {
          const w = c.minUm + u * (c.maxUm - c.minUm);
          // A documented crossing of n_x and n_y (test/fixtures/axis-crossings.ts): the order swaps beyond it.
          const crossing = XY_CROSSING[c.material.key];
          if (crossing && Math.abs(w - crossing.atUm) < 0.02) return true;
          const xy = crossing && w > crossing.atUm ? x.n(w) > y.n(w) : x.n(w) < y.n(w);
          return xy && y.n(w) < z.n(w);
        }),
        { numRuns: 200, seed: 216 },
      );
    }
  });

  it('uniaxial sign matches n_e - n_o at mid-range (positive: n_e > n_o)', () => {
    for (const c of compiled.filter((m) => m.material.NumberOfAxis === 1)) {
      const mid = (c.minUm + c.maxUm) / 2;
      const sign = c.axes[1].n(mid) > c.axes[0].n(mid) ? 'positive' : 'negative';
      expect(c.material.birefrigerence_type, c.material.key).toBe(sign);
    }
  });
});
