/**
 * Structural zeros are exact, and no output of any calculator is a rounding residue: a value that is not 0
 * but below 1e-9 of its quantity's scale (the largest magnitude the same output takes over the sweep, over
 * all rays, waves and pairs). 1e-9 sits far above rounding noise (about 1e-16 relative) and far below any
 * physical small value these outputs take (the smallest meaningful ratios are ~1e-6, e.g. GVM between
 * nearly degenerate waves).
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, calculators, type InputSpec, runCalculator } from '../src/index.js';

const lib = builtinLibrary();
const run = (id: string, inputs: Record<string, unknown>) => runCalculator(id, inputs, lib).outputs;

/** Numeric leaves of an output object by a path with list indices and per-wave keys made generic. */
function leaves(x: unknown, path: string, out: [string, number][]): void {
  if (typeof x === 'number') out.push([path, x]);
  else if (Array.isArray(x)) for (const v of x) leaves(v, `${path}[]`, out);
  else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      // ray keys (o, e, x, y, z, slow, fast) and wave/pair keys (1, 2, 3, 12, 13, 23) share one scale
      const generic = /^(o|e|x|y|z|slow|fast|\d+)$/.test(k) ? '*' : k;
      leaves(v, path ? `${path}.${generic}` : generic, out);
    }
}

/** Values of each numeric input to sweep: its default, its bounds, and a value in between. */
function sweepValues(s: InputSpec): number[] {
  const vals = new Set<number>();
  if (typeof s.default === 'number') vals.add(s.default);
  if (s.min !== undefined && !s.exclusiveMin) vals.add(s.min);
  if (s.max !== undefined && s.max < 1e4) vals.add(s.max);
  if (s.min !== undefined && s.max !== undefined && s.max < 1e4) vals.add((s.min + s.max) / 3);
  return [...vals];
}

describe('no rounding residue in any output', () => {
  it('over every calculator: defaults, and each numeric input swept over its range', () => {
    const residues: string[] = [];
    for (const c of calculators) {
      const samples: [string, number][] = [];
      const runs: Record<string, unknown>[] = [{}];
      for (const s of c.inputs)
        if ((s.kind === 'number' || s.kind === 'integer') && typeof s.default === 'number')
          for (const v of sweepValues(s)) runs.push({ [s.name]: v });
      for (const inputs of runs) {
        try {
          leaves(run(c.id, inputs), '', samples);
        } catch {
          // an input combination without an answer (out of the material range, no phase match): nothing shown
        }
      }
      const scale = new Map<string, number>();
      for (const [p, v] of samples) if (Number.isFinite(v)) scale.set(p, Math.max(scale.get(p) ?? 0, Math.abs(v)));
      for (const [p, v] of samples) {
        const s = scale.get(p) ?? 0;
        if (v !== 0 && Number.isFinite(v) && Math.abs(v) < 1e-9 * s) residues.push(`${c.id} ${p} = ${v} (scale ${s})`);
      }
    }
    expect(residues).toEqual([]);
  });
});

describe('structural zeros are exact', () => {
  it('o-wave walk-off is 0 in a uniaxial crystal (E parallel to D for the ordinary wave)', () => {
    const out = run('sfg', { material: 'BaB2O4', wavelength1Nm: 1030, wavelength2Nm: 1030 });
    const ooe = out.interactions.find((i: { type: string }) => i.type === 'ooe');
    expect(ooe.walkoffMrad[1]).toBe(0);
    expect(ooe.walkoffMrad[2]).toBe(0);
    expect(ooe.walkoffMrad[3]).toBeGreaterThan(0);
  });

  it('the azimuth of a d_eff maximum at a symmetry angle is that angle exactly', () => {
    const out = run('phase-matching', { material: 'BaB2O4', wavelength1Nm: 1030, wavelength2Nm: 1030 });
    // BBO (class 3m): d_eff(ooe) = d31 sin(theta) - d22 cos(theta) sin(3 phi) (Dmitriev, Gurzadyan and
    // Nikogosyan, Handbook of Nonlinear Optical Crystals): |d_eff| is largest where |sin 3 phi| = 1, at
    // odd multiples of 30 deg.
    const ooe = out.solutions.find((i: { type: string }) => i.type === 'ooe');
    expect(ooe.phiDeg % 30).toBe(0);
    expect((ooe.phiDeg / 30) % 2).toBe(1);
  });

  it('a symmetry-forbidden d_eff is exactly 0', () => {
    // Class 3m, eeo at theta: d_eff = d22 cos^2(theta) cos(3 phi) (Dmitriev et al.); class 42m (KDP) ooe:
    // d_eff = -d36 sin(theta) sin(2 phi), so a type-I interaction in KDP's XZ plane at phi = 0 is forbidden.
    // Here: every reported d_eff is either exactly 0 or well away from the rounding floor.
    for (const material of ['BaB2O4', 'LiB3O5', 'KH2PO4', 'LiNbO3']) {
      let out: { solutions: { deffPmV: number | null }[] } | undefined;
      try {
        out = run('phase-matching', { material, wavelength1Nm: 1064, wavelength2Nm: 1064 });
      } catch {
        continue; // not phase-matchable or not in the database
      }
      for (const s of out?.solutions ?? [])
        expect(s.deffPmV === null || s.deffPmV === 0 || Math.abs(s.deffPmV) > 1e-6).toBe(true);
    }
  });

  it('the prism pair path in prism 2 at zero insertion is 0', () => {
    const out = run('prism-pair', { material: 'fused_silica', insertion2Mm: 0 });
    expect(out.glassPath2Mm).toBe(0);
    // and it stays the traced value elsewhere (law of sines = intersection of the faces, to rounding)
    const l2 = run('prism-pair', { material: 'fused_silica', insertion2Mm: 5 });
    expect(l2.glassPath2Mm).toBeGreaterThan(0);
  });

  it('a prism of apex 0 is a plate: no deviation, exit at minus the incidence', () => {
    const out = run('prism-refraction', { material: 'fused_silica', apexDeg: 0, angleDeg: 30 });
    const rays = Object.values(out.byRay) as { deviationDeg: number; exitDeg?: number }[];
    for (const r of rays) expect(r.deviationDeg).toBe(0);
  });
});
