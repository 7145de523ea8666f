/**
 * Invariants of the phase-matching solvers (fast-check): each solver returns as many angles as an
 * independent scan of the mismatch over the angle finds, the mismatch vanishes at every returned angle,
 * swapping the inputs with their polarizations changes nothing, a biaxial crystal with n_x = n_y is the
 * uniaxial one, and SHG is SFG with equal inputs. The mismatch is recomputed here from the materials'
 * principal indices with the index-ellipsoid formulas, independently of the solvers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompiledMaterial, compileMaterial } from '../src/materials/compile.js';
import { biaxialEigenIndices } from '../src/materials/index-ellipsoid.js';
import type { Material } from '../src/materials/types.js';
import { phaseMatchBiaxial, phaseMatchPrincipalPlane } from '../src/nonlinear/biaxial.js';
import { locusMap } from '../src/nonlinear/locus.js';
import { solvePlanar } from '../src/nonlinear/planar-phase-matching.js';
import { typeMask } from '../src/nonlinear/types.js';
import { phaseMatchUniaxial, uniaxialTypeIAngle } from '../src/nonlinear/uniaxial.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const mat = (key: keyof typeof fixture.materials) => fixture.materials[key] as Material;
const bbo = compileMaterial(mat('BBO_Tamosauskas'));
const lbo = compileMaterial(mat('LBO_KK2018'));
const ktp = compileMaterial(mat('KTP_Kato'));
/** |Delta k| L must stay below this for L = 1 mm (the acceptance criterion). */
const MAX_PHASE_RAD = 1e-6;
const L_UM = 1000;
const deg = Math.PI / 180;

const neTheta = (no: number, ne: number, t: number) =>
  1 / Math.sqrt(Math.cos(t) ** 2 / no ** 2 + Math.sin(t) ** 2 / ne ** 2);

/** Delta k L (rad) of a uniaxial type at theta, from the compiled axes and the index ellipsoid. */
function uniaxialPhase(m: CompiledMaterial, l1: number, l2: number, type: string, t: number): number {
  const l = [l1, l2, (l1 * l2) / (l1 + l2)];
  const n = l.map((x, j) => (type[j] === 'o' ? m.axes[0].n(x) : neTheta(m.axes[0].n(x), m.axes[1].n(x), t)));
  return 2 * Math.PI * (n[2] / l[2] - n[0] / l[0] - n[1] / l[1]) * L_UM;
}

const TYPES = ['ooe', 'eoe', 'oee', 'eeo', 'oeo', 'eoo'] as const;

/**
 * The expected number of phase-matching angles, found independently of the solvers: the sign changes of
 * Delta k L on a grid of 2001 angles over [0, 90 deg]. Returns null where the grid cannot decide (a
 * value within 0.05 rad of zero at an end or at a local extremum without a sign change: a root at the
 * boundary or a tangency that a grid cannot resolve); such draws are discarded with fc.pre.
 */
function expectedRoots(phase: (angle: number) => number): number | null {
  const N = 2000;
  const v = Array.from({ length: N + 1 }, (_, i) => phase(((Math.PI / 2) * i) / N));
  const AMBIGUOUS_RAD = 0.05; // |d(Delta k L)/d angle| * grid step stays well below this away from tangency
  if (Math.abs(v[0]) < AMBIGUOUS_RAD || Math.abs(v[N]) < AMBIGUOUS_RAD) return null;
  let roots = 0;
  for (let i = 1; i <= N; i++) {
    if (Math.sign(v[i]) !== Math.sign(v[i - 1])) roots++;
    else if (
      i < N &&
      Math.abs(v[i]) < AMBIGUOUS_RAD &&
      Math.abs(v[i]) <= Math.abs(v[i - 1]) &&
      Math.abs(v[i]) <= Math.abs(v[i + 1])
    )
      return null;
  }
  return roots;
}
/** Input wavelengths (um) inside BBO's Tamosauskas range with the sum frequency above 0.19 um. */
const bboPair = fc.tuple(
  fc.double({ min: 0.42, max: 3.0, noNaN: true }),
  fc.double({ min: 0.42, max: 3.0, noNaN: true }),
);

describe('uniaxial solver', () => {
  it('returns exactly the angles an independent scan finds, each with |Delta k| L < 1e-6 rad (L = 1 mm)', () => {
    const found: Record<string, number> = {};
    fc.assert(
      fc.property(bboPair, fc.constantFrom(...TYPES), ([l1, l2], type) => {
        const expected = expectedRoots((t) => uniaxialPhase(bbo, l1, l2, type, t));
        fc.pre(expected !== null);
        const angles = phaseMatchUniaxial(bbo, l1, l2, type);
        expect(angles, `${type} at ${l1}, ${l2} um`).toHaveLength(expected as number);
        for (const t of angles) expect(Math.abs(uniaxialPhase(bbo, l1, l2, type, t))).toBeLessThan(MAX_PHASE_RAD);
        found[type] = (found[type] ?? 0) + angles.length;
      }),
      { seed: 4401, numRuns: 500 },
    );
    // BBO is negative uniaxial: the three types with an e-polarized sum wave phase-match over much of this
    // range, the three with an o-polarized sum wave never do (n_o(l3) > n_e-mix of the inputs).
    for (const t of ['ooe', 'eoe', 'oee']) expect(found[t], t).toBeGreaterThan(10);
    for (const t of ['eeo', 'oeo', 'eoo']) expect(found[t] ?? 0, t).toBe(0);
  });

  it('swapping l1 and l2 with their polarizations leaves the angle unchanged', () => {
    fc.assert(
      fc.property(bboPair, fc.constantFrom(...TYPES), ([l1, l2], type) => {
        const swapped = `${type[1]}${type[0]}${type[2]}`;
        const a = phaseMatchUniaxial(bbo, l1, l2, type);
        const b = phaseMatchUniaxial(bbo, l2, l1, swapped);
        expect(b.length).toBe(a.length);
        a.forEach((t, i) => {
          expect(Math.abs(t - b[i])).toBeLessThan(1e-9);
        });
      }),
      { seed: 4402, numRuns: 300 },
    );
  });

  it('SHG is SFG with equal inputs: the type I angle is the closed-form SHG formula', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.42, max: 3.0, noNaN: true }), (l) => {
        const [o1, o2, e2] = [bbo.axes[0].n(l), bbo.axes[0].n(l / 2), bbo.axes[1].n(l / 2)];
        const x = (o1 ** -2 - o2 ** -2) / (e2 ** -2 - o2 ** -2);
        const t = uniaxialTypeIAngle(bbo, l, l);
        if (x < 0 || x > 1) expect(Number.isNaN(t)).toBe(true);
        else expect(Math.abs(t - Math.asin(Math.sqrt(x)))).toBeLessThan(1e-12);
      }),
      { seed: 4406 },
    );
  });

  it('SHG is the equal-input limit of SFG for type II (continuity in l2)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 2.5, noNaN: true }), (l) => {
        const a = phaseMatchUniaxial(bbo, l, l, 'eoe');
        const b = phaseMatchUniaxial(bbo, l, l * (1 + 1e-7), 'eoe');
        expect(b.length).toBe(a.length);
        a.forEach((t, i) => {
          expect(Math.abs(t - b[i])).toBeLessThan(1e-5);
        });
      }),
      { seed: 4407 },
    );
  });
});

/** A biaxial crystal whose x and y axes are both BBO's e formula and z its o formula: n_x = n_y < n_z. */
const degenerate: Material = {
  ...mat('BBO_Tamosauskas'),
  key: 'degenerate',
  NumberOfAxis: 2,
  birefrigerence_type: 'positive',
  parameters: [
    mat('BBO_Tamosauskas').parameters[1],
    mat('BBO_Tamosauskas').parameters[1],
    mat('BBO_Tamosauskas').parameters[0],
  ],
};
/** The same crystal as a positive uniaxial one: o = BBO's e formula, e = BBO's o formula. */
const positiveUniaxial: Material = {
  ...mat('BBO_Tamosauskas'),
  key: 'positive',
  birefrigerence_type: 'positive',
  parameters: [mat('BBO_Tamosauskas').parameters[1], mat('BBO_Tamosauskas').parameters[0]],
};

describe('biaxial solvers', () => {
  const bx = compileMaterial(degenerate);
  const ux = compileMaterial(positiveUniaxial);

  it('with n_x = n_y, the XZ and YZ planes and any general azimuth give the uniaxial angles', () => {
    const sf: Record<string, string> = { eeo: 'ssf', oeo: 'fsf', eoo: 'sff' };
    fc.assert(
      fc.property(
        bboPair,
        fc.constantFrom('eeo', 'oeo', 'eoo'),
        fc.double({ min: 0, max: Math.PI / 2, noNaN: true }),
        ([l1, l2], type, phi) => {
          const u = phaseMatchUniaxial(ux, l1, l2, type);
          for (const plane of ['XZ', 'YZ'] as const) {
            const p = phaseMatchPrincipalPlane(bx, l1, l2, type, plane);
            expect(p.length).toBe(u.length);
            u.forEach((t, i) => {
              expect(Math.abs(t - p[i])).toBeLessThan(1e-9);
            });
          }
          const g = phaseMatchBiaxial(bx, l1, l2, sf[type], phi);
          expect(g.length).toBe(u.length);
          u.forEach((t, i) => {
            expect(Math.abs(t - g[i])).toBeLessThan(1e-7);
          });
        },
      ),
      { seed: 4403, numRuns: 200 },
    );
  });

  /** Delta k L (rad) for slow/fast waves of a general direction from biaxialEigenIndices. */
  function generalPhase(m: CompiledMaterial, l1: number, l2: number, type: string, t: number, p: number): number {
    const l = [l1, l2, (l1 * l2) / (l1 + l2)];
    const n = l.map((x, j) => {
      const e = biaxialEigenIndices(m.axes[0].n(x), m.axes[1].n(x), m.axes[2].n(x), t, p);
      return type[j] === 's' ? e.slow : e.fast;
    });
    return 2 * Math.PI * (n[2] / l[2] - n[0] / l[0] - n[1] / l[1]) * L_UM;
  }

  it('finds every angle a scan finds in general directions of LBO and KTP, |Delta k| L < 1e-6 rad (Fresnel equation)', () => {
    let solved = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(lbo, ktp),
        fc.tuple(fc.double({ min: 0.7, max: 1.3, noNaN: true }), fc.double({ min: 0.7, max: 1.3, noNaN: true })),
        fc.constantFrom('ssf', 'fsf', 'sff'),
        fc.double({ min: 0, max: Math.PI / 2, noNaN: true }),
        (m, [l1, l2], type, phi) => {
          const expected = expectedRoots((t) => generalPhase(m, l1, l2, type, t, phi));
          fc.pre(expected !== null);
          const angles = phaseMatchBiaxial(m, l1, l2, type, phi);
          expect(angles).toHaveLength(expected as number);
          for (const t of angles) expect(Math.abs(generalPhase(m, l1, l2, type, t, phi))).toBeLessThan(MAX_PHASE_RAD);
          solved += angles.length;
        },
      ),
      { seed: 4404, numRuns: 300 },
    );
    expect(solved, 'phase-matched draws').toBeGreaterThan(30);
  }, 30_000); // each draw scans 2001 angles: seconds on a busy machine, so more than the 5 s default

  it('finds every angle a scan finds in the principal planes of LBO, |Delta k| L < 1e-6 rad (in-plane ellipse, written here)', () => {
    let solved = 0;
    // n_perp, n at 0 and at 90 deg of the plane angle, as principal-axis indices 0 x, 1 y, 2 z
    const axes = { XY: [2, 1, 0], YZ: [0, 1, 2], XZ: [1, 0, 2] } as const;
    fc.assert(
      fc.property(
        fc.tuple(fc.double({ min: 0.7, max: 1.3, noNaN: true }), fc.double({ min: 0.7, max: 1.3, noNaN: true })),
        fc.constantFrom(...TYPES),
        fc.constantFrom('XY', 'YZ', 'XZ'),
        ([l1, l2], type, plane) => {
          const [ip, i0, i90] = axes[plane as keyof typeof axes];
          const l = [l1, l2, (l1 * l2) / (l1 + l2)];
          const phase = (a: number) => {
            const n = l.map((x, j) =>
              type[j] === 'o' ? lbo.axes[ip].n(x) : neTheta(lbo.axes[i0].n(x), lbo.axes[i90].n(x), a),
            );
            return 2 * Math.PI * (n[2] / l[2] - n[0] / l[0] - n[1] / l[1]) * L_UM;
          };
          const expected = expectedRoots(phase);
          fc.pre(expected !== null);
          const angles = phaseMatchPrincipalPlane(lbo, l1, l2, type, plane as 'XY');
          expect(angles, `${type} in ${plane} at ${l1}, ${l2} um`).toHaveLength(expected as number);
          for (const a of angles) expect(Math.abs(phase(a))).toBeLessThan(MAX_PHASE_RAD);
          solved += angles.length;
        },
      ),
      { seed: 4405, numRuns: 300 },
    );
    expect(solved, 'phase-matched draws').toBeGreaterThan(30);
  }, 30_000); // each draw scans 2001 angles: seconds on a busy machine, so more than the 5 s default
});

describe('locus map (principal-plane crossings of each biaxial locus)', () => {
  it('LBO 1064 nm SHG: the ssf locus joins XZ (theta 32.3) and XY (phi 11.6), and the general solver follows it', () => {
    const map = locusMap(lbo, [1.064, 1.064, 0.532]);
    const ssf = map.loci.find((l) => l.type === 'ssf');
    expect(ssf?.crossings.map((c) => c.plane).sort()).toEqual(['XY', 'XZ']);
    const xz = ssf?.crossings.find((c) => c.plane === 'XZ')?.angleDeg as number;
    const xy = ssf?.crossings.find((c) => c.plane === 'XY')?.angleDeg as number;
    // at phi = 0 the general direction is the XZ plane
    expect(phaseMatchBiaxial(lbo, 1.064, 1.064, 'ssf', 0)[0] / deg).toBeCloseTo(xz, 7);
    // below the XY crossing one root; just above it a second root appears near theta = 90 deg (the locus
    // bulges to larger phi before it closes on the XY plane), and far beyond it none
    expect(phaseMatchBiaxial(lbo, 1.064, 1.064, 'ssf', (xy - 0.5) * deg)).toHaveLength(1);
    const above = phaseMatchBiaxial(lbo, 1.064, 1.064, 'ssf', (xy + 0.01) * deg);
    expect(above).toHaveLength(2);
    expect(above[1] / deg).toBeGreaterThan(89);
    expect(phaseMatchBiaxial(lbo, 1.064, 1.064, 'ssf', 45 * deg)).toEqual([]);
    // LBO's optic axes lie near 55 deg from z in XZ at 532 nm (2 V_z about 110 deg, Dmitriev et al.)
    expect(map.opticAxisAngleDeg).toBeGreaterThan(50);
    expect(map.opticAxisAngleDeg).toBeLessThan(60);
  });
});

describe('optic-axis angle of the locus map', () => {
  it('equals sin^2 V = (n_y^-2 - n_x^-2) / (n_z^-2 - n_x^-2) at l3 (International Tables D, eq. 1.7.3.14)', () => {
    for (const m of [lbo, ktp]) {
      const [nx, ny, nz] = m.axes.map((a) => a.n(0.532));
      const ref = Math.asin(Math.sqrt((ny ** -2 - nx ** -2) / (nz ** -2 - nx ** -2))) / deg;
      expect(locusMap(m, [1.064, 1.064, 0.532]).opticAxisAngleDeg).toBeCloseTo(ref, 10);
    }
  });
});

describe('solvePlanar edge cases', () => {
  it('finds noncritical phase matching exactly at 90 deg with two extraordinary waves', () => {
    // SHG eoe: n1 = n_e(w) = 1.5 and n2 = n_o(w) = 1.6 at 90 deg; n_e(2w, 90 deg) = 1.55 = (1.5 + 1.6) / 2
    const w = new Float64Array([
      1,
      1.6,
      1.6 ** -2,
      1.5 ** -2,
      1,
      1.6,
      1.6 ** -2,
      1.5 ** -2,
      2,
      1.62,
      1.62 ** -2,
      1.55 ** -2,
    ]);
    const roots = new Float64Array(8);
    expect(solvePlanar(w, typeMask('eoe'), roots)).toBe(1);
    expect(roots[0]).toBeCloseTo(Math.PI / 2, 6);
  });

  it('returns nothing for ooo (no angle dependence) and for an isotropic crystal', () => {
    const w = new Float64Array([
      1,
      1.6,
      1.6 ** -2,
      1.6 ** -2,
      1,
      1.6,
      1.6 ** -2,
      1.6 ** -2,
      2,
      1.62,
      1.62 ** -2,
      1.62 ** -2,
    ]);
    const roots = new Float64Array(8);
    expect(solvePlanar(w, typeMask('ooo'), roots)).toBe(0);
    expect(solvePlanar(w, typeMask('ooe'), roots)).toBe(0);
    expect(solvePlanar(w, typeMask('eoe'), roots)).toBe(0);
  });
});
