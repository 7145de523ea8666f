import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMaterialLibrary } from '../src/materials/context.js';
import type { Material } from '../src/materials/types.js';
import { entry2FromApexMm, placePrismPair, prismPairDispersion, rayInBounds } from '../src/optics/prism-pair.js';
import data from './fixtures/inline-materials.json';
import ref from './fixtures/prism-pair-lightcon.json';

const lib = createMaterialLibrary(data.materials as Material[]);
const axisOf = (key: string) => lib.material(key, 'material').axes[0];
const deg = (rad: number) => (rad * 180) / Math.PI;
const C_UM_PER_FS = 0.299792458;

/** Brewster incidence and the minimum-deviation apex for index n. */
const brewster = (n: number) => ({ incidence: Math.atan(n), apex: 2 * Math.atan(1 / n) });

describe('prism pair: Light Conversion reference (fused silica, 1030 nm)', () => {
  const r = ref.lightconFusedSilica;
  const axis = axisOf('fused_silica');
  const x = r.wavelengthNm / 1000;
  const n = axis.n(x);
  const { incidence, apex } = brewster(n);
  const g = placePrismPair(n, incidence, apex, r.separationMm, r.insertion1Mm, r.insertion2Mm);

  it('has the Brewster and apex angles (3 decimals as printed)', () => {
    expect(deg(incidence)).toBeCloseTo(r.brewsterDeg, 3);
    expect(deg(apex)).toBeCloseTo(r.apexDeg, 3);
  });

  it('places prism 2 and the reference ray as the toolbox does (0.005 mm: printed to 3 decimals, n to 5 digits)', () => {
    expect(g).not.toBeNull();
    if (!g) return;
    expect(Math.abs(g.apex2X - r.widthMm)).toBeLessThan(0.005);
    expect(Math.abs(-g.apex2Y - r.heightMm)).toBeLessThan(0.005);
    expect(Math.abs(g.glassPath1Mm - r.glassPath1Mm)).toBeLessThan(0.001);
    expect(Math.abs(g.airPathMm - r.airPathMm)).toBeLessThan(0.002);
    expect(Math.abs(g.glassPath2Mm - r.glassPath2Mm)).toBeLessThan(0.001);
  });

  it('gives GDD -543.513 fs^2 and TOD 2204.753 fs^3 (0.01 % and 0.1 %: the toolbox Sellmeier and derivative differ in the last digits)', () => {
    if (!g) throw new Error('geometry');
    const d = prismPairDispersion(g, axis, x);
    expect(Math.abs(d.gddFs2 / r.gddFs2 - 1)).toBeLessThan(1e-4);
    expect(Math.abs(d.todFs3 / r.todFs3 - 1)).toBeLessThan(1e-3);
  });
});

/**
 * Fork, Martinez and Gordon, Opt. Lett. 9, 150 (1984): for Brewster prisms at minimum deviation, passed
 * twice, the optical path is P = 2 l cos(beta) with l the apex-to-apex distance and beta the angle of the
 * ray to the apex line, and
 *   d2P/dlambda2 = 4 l {[n'' + (2n - 1/n^3) n'^2] sin beta - 2 n'^2 cos beta},  GDD = lambda^3/(2 pi c^2) P''.
 */
function forkGddFs2(key: string, um: number, apex2X: number, apex2Y: number): number {
  const d = new Float64Array(4);
  axisOf(key).derivatives(um, d);
  const [n, n1, n2] = d;
  const h = Math.atan(1 / n);
  const psi = h - Math.atan(n); // direction of the ray between the prisms
  const lUm = Math.hypot(apex2X, apex2Y) * 1000;
  const beta = Math.acos(Math.min(1, (apex2X * Math.cos(psi) + apex2Y * Math.sin(psi)) / Math.hypot(apex2X, apex2Y)));
  const p2 = 4 * lUm * ((n2 + (2 * n - n ** -3) * n1 * n1) * Math.sin(beta) - 2 * n1 * n1 * Math.cos(beta));
  return (um ** 3 / (2 * Math.PI * C_UM_PER_FS ** 2)) * p2;
}

describe('prism pair: Fork et al. 1984 Brewster-pair formula', () => {
  it.each([
    ['fused_silica', 0.8, 0],
    ['fused_silica', 1.03, 3],
    ['SF11', 0.8, 0],
    ['SF11', 0.6, 2],
    ['Al2O3', 0.8, 1],
  ])(
    '%s at %f um, insertions %f mm: ray trace equals the formula (1e-6: the formula is exact in this configuration; FD rounding ~1e-8)',
    (key, um, ins) => {
      const n = axisOf(key).n(um);
      const { incidence, apex } = brewster(n);
      const g = placePrismPair(n, incidence, apex, 400, ins, ins);
      if (!g) throw new Error('geometry');
      const gdd = prismPairDispersion(g, axisOf(key), um).gddFs2;
      expect(Math.abs(gdd / forkGddFs2(key, um, g.apex2X, g.apex2Y) - 1)).toBeLessThan(1e-6);
    },
  );
});

describe('prism pair: geometry and properties', () => {
  it('at Brewster and minimum deviation the glass path is 2 l sin(alpha/2) in each prism', () => {
    const n = axisOf('SF11').n(0.8);
    const { incidence, apex } = brewster(n);
    const g = placePrismPair(n, incidence, apex, 300, 5, 10);
    expect(g?.glassPath1Mm).toBeCloseTo(2 * 5 * Math.sin(apex / 2), 10);
    expect(g?.glassPath2Mm).toBeCloseTo(2 * 10 * Math.sin(apex / 2), 10);
  });

  it('is out of bounds when the separation is too small or a face reflects totally', () => {
    const n = axisOf('fused_silica').n(0.8);
    const { incidence, apex } = brewster(n);
    expect(placePrismPair(n, incidence, apex, 5, 10, 10)).toBeNull();
    // 60 deg apex at 20 deg incidence: n sin(A - r1) > 1 on the exit face.
    expect(placePrismPair(n, (20 * Math.PI) / 180, Math.PI / 3, 300, 0, 0)).toBeNull();
  });

  it('blue light misses prism 2 when the reference ray enters at its apex (l2 = 0), red enters it', () => {
    const axis = axisOf('fused_silica');
    const n = axis.n(0.8);
    const { incidence, apex } = brewster(n);
    const g = placePrismPair(n, incidence, apex, 300, 5, 0);
    if (!g) throw new Error('geometry');
    expect(entry2FromApexMm(g, axis.n(0.6))).toBeLessThan(0);
    expect(rayInBounds(g, axis.n(0.6))).toBe(false);
    expect(entry2FromApexMm(g, axis.n(1.0))).toBeGreaterThan(0);
    expect(rayInBounds(g, axis.n(1.0))).toBe(true);
  });

  it('property: GDD decreases as the separation grows (angular dispersion adds negative GDD)', () => {
    const materials = ['fused_silica', 'SF11', 'Al2O3', 'CaF2', 'BK7'];
    fc.assert(
      fc.property(
        fc.constantFrom(...materials),
        fc.double({ min: 0.5, max: 1.6, noNaN: true }),
        fc.double({ min: 50, max: 2000, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (key, um, separation, extra, l1, l2) => {
          const axis = axisOf(key);
          const n = axis.n(um);
          const { incidence, apex } = brewster(n);
          const near = placePrismPair(n, incidence, apex, separation, l1, l2);
          const far = placePrismPair(n, incidence, apex, separation + extra, l1, l2);
          fc.pre(near !== null && far !== null);
          if (!near || !far) return;
          expect(prismPairDispersion(far, axis, um).gddFs2).toBeLessThan(prismPairDispersion(near, axis, um).gddFs2);
        },
      ),
      { seed: 3301, numRuns: 500 },
    );
  });
});
