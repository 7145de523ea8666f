/**
 * Temperature models (docs/temperature.md): SCHOTT formula A, additive dn/dT polynomials and
 * temperature-dependent Sellmeier coefficients, each against an independent evaluation written here,
 * plus the rules: nothing changes at the reference temperature, dnDtPerK is the derivative of n(T),
 * and a material without thermal data refuses other temperatures by name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { EngineError } from '../src/errors.js';
import { atTemperatureUnchecked, compileMaterial, dnDtPerK } from '../src/materials/compile.js';
import { builtinLibrary } from '../src/materials/database.js';
import { atTemperature } from '../src/materials/temperature-policy.js';
import type { Material } from '../src/materials/types.js';
import { materialIssues } from '../src/materials/validate.js';
import { GAYER_E_A, GAYER_E_B, gayerE as gayerIndex } from './fixtures/gayer-mgo-ln.js';

/** N-BK7: Sellmeier and thermal_dispersion formula A as refractiveindex.info's specs/SCHOTT-optical/N-BK7 gives them (SCHOTT catalogue). */

/**
 * The jets of `axis` at each x against Richardson-extrapolated central differences of its own n: n equal
 * to `want(x)` within `nTol`, dn/dλ within 1e-9 absolute, d²n/dλ² within 1e-5 relative and, with `third`,
 * d³n/dλ³ within 1e-3 relative (a coarser step: cancellation grows as h^-3).
 */
function expectExactJets(
  axis: { n(x: number): number; derivatives(x: number, out: Float64Array): void },
  xs: readonly number[],
  want: (x: number) => number,
  nTol: number,
  third: boolean,
): void {
  const out = new Float64Array(4);
  const f = (y: number) => axis.n(y);
  for (const x of xs) {
    axis.derivatives(x, out);
    const h = 1e-3;
    const d1 = (hh: number) => (f(x + hh) - f(x - hh)) / (2 * hh);
    const d2 = (hh: number) => (f(x + hh) - 2 * f(x) + f(x - hh)) / (hh * hh);
    const d3 = (hh: number) => (f(x + 2 * hh) - 2 * f(x + hh) + 2 * f(x - hh) - f(x - 2 * hh)) / (2 * hh ** 3);
    expect(Math.abs(out[0] - want(x))).toBeLessThan(nTol);
    expect(Math.abs(out[1] - (4 * d1(h / 2) - d1(h)) / 3)).toBeLessThan(1e-9);
    expect(Math.abs(out[2] / ((4 * d2(h / 2) - d2(h)) / 3) - 1)).toBeLessThan(1e-5);
    if (third) expect(Math.abs(out[3] / ((4 * d3(0.01) - d3(0.02)) / 3) - 1)).toBeLessThan(1e-3);
  }
}

const BK7_SELLMEIER = [1.03961212, 0.00600069867, 0.231792344, 0.0200179144, 1.01046945, 103.560653];
const BK7_THERMAL = { D0: 1.86e-6, D1: 1.31e-8, D2: -1.37e-11, E0: 4.34e-7, E1: 6.27e-10, lambdaTK_um: 0.17 };

const bk7: Material = {
  key: 'test_NBK7',
  name: 'N-BK7 (test copy)',
  type: 'glass',
  NumberOfAxis: 0,
  temperature: { reference_C: 20, min_C: -100, max_C: 140 },
  parameters: [
    {
      wl_n_range: { min: 0.3, max: 2.5 },
      formula: 2,
      sellmeier_coeffs: [0, ...BK7_SELLMEIER],
      thermal: { model: 'schott', ...BK7_THERMAL },
    },
  ],
};

/** Independent N-BK7 Sellmeier (formula 2, written out). */
function bk7n(l: number): number {
  const [b1, c1, b2, c2, b3, c3] = BK7_SELLMEIER;
  const l2 = l * l;
  return Math.sqrt(1 + (b1 * l2) / (l2 - c1) + (b2 * l2) / (l2 - c2) + (b3 * l2) / (l2 - c3));
}

/** SCHOTT TIE-19 formula A, absolute index change, written out. */
function schottDelta(l: number, dT: number): number {
  const n0 = bk7n(l);
  const { D0, D1, D2, E0, E1, lambdaTK_um: tk } = BK7_THERMAL;
  return (
    ((n0 * n0 - 1) / (2 * n0)) * (D0 * dT + D1 * dT ** 2 + D2 * dT ** 3 + (E0 * dT + E1 * dT ** 2) / (l * l - tk * tk))
  );
}

/** Its analytic temperature derivative. */
function schottDnDt(l: number, dT: number): number {
  const n0 = bk7n(l);
  const { D0, D1, D2, E0, E1, lambdaTK_um: tk } = BK7_THERMAL;
  return ((n0 * n0 - 1) / (2 * n0)) * (D0 + 2 * D1 * dT + 3 * D2 * dT ** 2 + (E0 + 2 * E1 * dT) / (l * l - tk * tk));
}

describe('SCHOTT formula A', () => {
  const base = compileMaterial(bk7);
  it('n(lambda, T) equals n0 + the formula written out (1e-12: double rounding of a few operations)', () => {
    for (const t of [-40, 0, 45, 80, 140])
      for (const l of [0.35, 0.5461, 1.064, 2.3]) {
        const m = atTemperature(base, t);
        expect(Math.abs(m.axes[0].n(l) - (bk7n(l) + schottDelta(l, t - 20)))).toBeLessThan(1e-12);
      }
  });
  it('dnDtPerK equals the analytic dT derivative within 3e-14 /K (central difference over 0.05 K: rounding 1e-16 n / h plus truncation h^2/6 d3n/dT3)', () => {
    for (const t of [-40, 20, 80])
      for (const l of [0.4, 0.6328, 1.55]) {
        const d = dnDtPerK(atTemperature(base, t), 0, l) as number;
        expect(Math.abs(d - schottDnDt(l, t - 20))).toBeLessThan(3e-14);
      }
  });
  it('its lambda derivatives are those of the specialised n (Richardson differences, 1e-6 relative)', () => {
    const axis = atTemperature(base, 90).axes[0];
    const out = new Float64Array(4);
    const x = 0.8;
    axis.derivatives(x, out);
    const h = 1e-3;
    const f = (y: number) => axis.n(y);
    const d1 = (hh: number) => (f(x + hh) - f(x - hh)) / (2 * hh);
    const d2 = (hh: number) => (f(x + hh) - 2 * f(x) + f(x - hh)) / (hh * hh);
    expect(Math.abs(out[0] - axis.n(x))).toBeLessThan(1e-15); // jet and scalar paths round differently
    expect(Math.abs(out[1] - (4 * d1(h / 2) - d1(h)) / 3)).toBeLessThan(1e-9);
    expect(Math.abs(out[2] / ((4 * d2(h / 2) - d2(h)) / 3) - 1)).toBeLessThan(1e-5);
  });
});

describe('the reference temperature', () => {
  it('changes nothing: the same compiled material, the same numbers (property, pinned seed)', () => {
    const base = compileMaterial(bk7);
    expect(atTemperature(base, 20)).toBe(base);
    expect(atTemperature(base, undefined)).toBe(base);
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 2.5, noNaN: true }), (l) => {
        expect(atTemperatureUnchecked(base, 20).axes[0].n(l)).toBe(
          bk7n(l) === base.axes[0].n(l) ? bk7n(l) : base.axes[0].n(l),
        );
      }),
      { seed: 1712, numRuns: 200 },
    );
  });
  it('dnDtPerK is the finite-difference derivative of n(T) for every temperature and wavelength (property)', () => {
    const base = compileMaterial(bk7);
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 130, noNaN: true }),
        fc.double({ min: 0.32, max: 2.4, noNaN: true }),
        (t, l) => {
          const h = 0.5;
          const fd =
            (atTemperatureUnchecked(base, t + h).axes[0].n(l) - atTemperatureUnchecked(base, t - h).axes[0].n(l)) /
            (2 * h);
          const d = dnDtPerK(base, 0, l, t) as number;
          // The h = 0.5 K difference differs from the derivative by h^2/6 d3n/dT3 ~ 1e-13 (D2 ~ 1e-11).
          expect(Math.abs(d - fd)).toBeLessThan(1e-11);
        },
      ),
      { seed: 2024, numRuns: 150 },
    );
  });
});

describe('temperature-dependent Sellmeier coefficients', () => {
  /**
   * 5 % MgO:LiNbO3 extraordinary index, Gayer et al., Appl. Phys. B 91, 343 (2008), written in
   * refractiveindex.info formula 4: n^2 = a1 + b1 f + (a2 + b2 f)/(l^2 - (a3 + b3 f)^2) + (a4 + b4 f)/(l^2 - a5^2) - a6 l^2,
   * f = (T - 24.5)(T + 570.82).
   */
  const a = GAYER_E_A;
  const b = GAYER_E_B;
  const gayerE: Material = {
    key: 'test_MgOLN_e',
    name: 'MgO:LiNbO3 e (test copy)',
    type: 'nonlinear crystal',
    NumberOfAxis: 0,
    temperature: { reference_C: 24.5, min_C: 20, max_C: 200 },
    parameters: [
      {
        wl_n_range: { min: 0.5, max: 4 },
        formula: 4,
        thermal: {
          model: 'coefficients',
          variable: { product: [24.5, 570.82] },
          coefficients: [
            [a[0], b[0]],
            [a[1], b[1]],
            [0],
            [a[2], b[2]],
            [2],
            [a[3], b[3]],
            [0],
            [a[4]],
            [2],
            [-a[5]],
            [2],
          ],
        },
      },
    ],
  };
  const base = compileMaterial(gayerE);

  it('is valid without sellmeier_coeffs', () => expect(materialIssues(gayerE)).toEqual([]));
  it('equals the Gayer equation written out (1e-13)', () => {
    for (const t of [24.5, 30, 100, 150])
      for (const l of [0.532, 1.064, 3.5])
        expect(Math.abs(atTemperature(base, t).axes[0].n(l) - gayerIndex(l, t))).toBeLessThan(1e-13);
  });
  it("matches Covesion's published MgO:LN n_e table at 30, 100 and 150 °C within 5e-4 (the table's rounding and batch spread)", () => {
    // Covesion, "Lithium niobate" crystal guide, 5 % MgO:LN extraordinary index.
    const table: Record<number, number[]> = {
      30: [2.226, 2.1715, 2.1496, 2.132, 2.0732],
      100: [2.2485, 2.1929, 2.1708, 2.153, 2.0938],
      150: [2.2673, 2.2108, 2.1884, 2.1705, 2.111],
    };
    const wl = [0.532, 0.78, 1.064, 1.55, 3.5];
    for (const [t, ns] of Object.entries(table))
      ns.forEach((n, i) => {
        expect(Math.abs(atTemperature(base, Number(t)).axes[0].n(wl[i]) - n)).toBeLessThan(5e-4);
      });
  });
  it('refuses sellmeier_coeffs that disagree with the model at the reference, naming the field', () => {
    const bad = structuredClone(gayerE);
    bad.parameters[0].sellmeier_coeffs = [5.7];
    expect(materialIssues(bad)[0].field).toBe('parameters[0].sellmeier_coeffs');
  });
});

describe('additive dn/dT polynomials', () => {
  // A crystal-supplier style constant dn/dT = 1.2e-5 /K on fused silica's Malitson Sellmeier.
  const silica = builtinLibrary().find('fused_silica') as Material;
  const m: Material = {
    ...structuredClone(silica),
    key: 'test_silica_dndt',
    parameters: [
      {
        ...structuredClone(silica.parameters[0]),
        thermal: { model: 'dn/dT', linear: [[1.2e-5, 0]], quadratic: [[2e-9, -1]] },
      },
    ],
  };
  const base = compileMaterial(m);
  it('adds dT c + dT^2 q/lambda', () => {
    const l = 1.03;
    const dT = 60;
    expect(
      Math.abs(atTemperature(base, 80).axes[0].n(l) - (base.axes[0].n(l) + 1.2e-5 * dT + (2e-9 * dT * dT) / l)),
    ).toBeLessThan(1e-14);
  });
  it('on n^2 (of: n2) adds to the square', () => {
    const sq: Material = structuredClone(m);
    sq.parameters[0].thermal = { model: 'dn/dT', linear: [[3e-5, 0]], of: 'n2' };
    const s = atTemperature(compileMaterial(sq), 50);
    const l = 0.8;
    const n0 = base.axes[0].n(l);
    expect(Math.abs(s.axes[0].n(l) - Math.sqrt(n0 * n0 + 3e-5 * 30))).toBeLessThan(1e-14);
  });
});

describe('materials without thermal data', () => {
  it('accept their reference temperature and refuse another, naming the material and the temperature', () => {
    const lib = builtinLibrary();
    // YAG: no thermo-optic data could be read for it (fused silica, CaF2, Si and Ge have them now).
    const ok = runCalculator('dispersion', { material: 'YAG', wavelengthNm: 800, temperatureC: 20 }, lib);
    expect(ok.outputs.byRay.o!.dnDtPerK).toBeNull();
    try {
      runCalculator('dispersion', { material: 'YAG', wavelengthNm: 800, temperatureC: 80 }, lib);
      expect.unreachable('80 °C must be refused');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('no-thermal-data');
      expect((e as EngineError).field).toBe('temperatureC');
      expect((e as Error).message).toContain('YAG');
      expect((e as Error).message).toContain('80 °C');
    }
  });
  it('outside a stated temperature range the result is an extrapolation with a warning that gives the range', () => {
    const r = runCalculator('dispersion', { material: bk7, wavelengthNm: 800, temperatureC: 300 }, builtinLibrary());
    expect(r.warnings.map((w) => [w.code, w.field])).toEqual([['temperature-extrapolated', 'temperatureC']]);
    expect(r.warnings[0].message).toMatch(/-100 to 140 °C/);
    // The extrapolation is SCHOTT's formula A itself, carried past its stated range.
    expect(Math.abs(r.outputs.byRay.o!.n - (bk7n(0.8) + schottDelta(0.8, 280)))).toBeLessThan(1e-12);
  });
  it('through a calculator, the index moves by the SCHOTT amount and dnDtPerK is reported', () => {
    const r = runCalculator(
      'refractive-index',
      { material: bk7, wavelengthNm: 1064, temperatureC: 80 },
      builtinLibrary(),
    );
    expect(Math.abs(r.outputs.byRay.o!.n - (bk7n(1.064) + schottDelta(1.064, 60)))).toBeLessThan(1e-12);
    expect(Math.abs(r.outputs.byRay.o!.dnDtPerK! - schottDnDt(1.064, 60))).toBeLessThan(3e-14);
  });
  it('a bad thermal field is named', () => {
    const bad = structuredClone(bk7);
    (bad.parameters[0].thermal as { D0: unknown }).D0 = 'x';
    expect(materialIssues(bad)[0].field).toBe('parameters[0].thermal.D0');
    const bad2 = structuredClone(bk7);
    bad2.temperature = { reference_C: 20, min_C: 50, max_C: 10 };
    expect(materialIssues(bad2).map((i) => i.field)).toContain('temperature.max_C');
  });
});

describe("Ghosh's thermo-optic form (2n dn/dT = G R + H R^2)", () => {
  // KNbO3 n_x: Umemura, Yoshida, Kato, Appl. Opt. 38, 991 (1999) (refractiveindex.info KNbO3/Umemura-alpha),
  // with a Ghosh term of the size SNLO carries for it (lambda_ig 0.2541 um, H about 2.4e-4 /K) plus a G term
  // and a temperature-dependent H, so every part of the model is exercised.
  const [a, b, c, d] = [4.4222, 0.09972, 0.05496, 0.01976];
  const n0 = (l: number) => Math.sqrt(a + b / (l * l - c) - d * l * l);
  const lig = 0.2541;
  const G = [-3e-5, 2e-8];
  const H = [241.79441e-6, 0.96897e-6, 0.0035473e-6];
  const centreC = 26.85;
  const refC = 22;
  const m: Material = {
    key: 'test_ghosh',
    name: 'Ghosh test crystal',
    type: 'crystal',
    NumberOfAxis: 0,
    temperature: { reference_C: refC, min_C: -50, max_C: 180 },
    parameters: [
      {
        wl_n_range: { min: 0.4, max: 4.5 },
        formula: 4,
        sellmeier_coeffs: [a, b, 0, c, 1, 0, 0, 0, 1, -d, 2],
        thermal: { model: 'ghosh', lambdaIg_um: lig, G, H, centre_C: centreC },
      },
    ],
  };
  // Written out: G(T), H(T) about the centre; their integrals from the reference; R.
  const poly = (k: number[], u: number) => k.reduce((s, ck, i) => s + ck * u ** i, 0);
  const integral = (k: number[], t: number) =>
    k.reduce((s, ck, i) => s + (ck * ((t - centreC) ** (i + 1) - (refC - centreC) ** (i + 1))) / (i + 1), 0);
  const R = (l: number) => (l * l) / (l * l - lig * lig);
  const nAt = (l: number, t: number) => Math.sqrt(n0(l) ** 2 + R(l) * integral(G, t) + R(l) ** 2 * integral(H, t));
  const base = compileMaterial(m);

  it('is valid', () => expect(materialIssues(m)).toEqual([]));
  it('n(lambda, T) is n^2 = n0^2 + R int G dT + R^2 int H dT written out (1e-14: a few roundings of n ~ 2.2)', () => {
    for (const t of [-50, 0, 22, 60, 180])
      for (const l of [0.45, 0.8, 1.064, 3]) {
        expect(Math.abs(atTemperature(base, t).axes[0].n(l) - nAt(l, t))).toBeLessThan(1e-14);
      }
  });
  it('dnDtPerK is Ghosh form (G R + H R^2)/(2n) at T within 3e-12 /K (central difference over 0.05 K: truncation h^2/6 d3n/dT3, here d3(n^2)/dT3 = 2 R^2 H[2] ~ 1.2e-8 so about 1.1e-12, rounding 2e-16 n/h ~ 1e-14)', () => {
    for (const t of [-30, 22, 100, 170])
      for (const l of [0.5, 1.064, 2.5]) {
        const r = R(l);
        const want = (poly(G, t - centreC) * r + poly(H, t - centreC) * r * r) / (2 * nAt(l, t));
        const got = dnDtPerK(atTemperature(base, t), 0, l) as number;
        expect(Math.abs(got - want)).toBeLessThan(3e-12);
      }
  });
  it('its lambda derivatives are exact: jets against Richardson differences of n (1e-9 absolute, 1e-5 relative)', () => {
    expectExactJets(atTemperature(base, 150).axes[0], [0.5, 1.2, 3.5], (x) => nAt(x, 150), 1e-14, true);
  });
  it('names a bad field', () => {
    const bad = structuredClone(m);
    (bad.parameters[0].thermal as { lambdaIg_um: unknown }).lambdaIg_um = 'x';
    expect(materialIssues(bad)[0].field).toBe('parameters[0].thermal.lambdaIg_um');
    const none = structuredClone(m);
    none.parameters[0].thermal = { model: 'ghosh', lambdaIg_um: lig };
    expect(materialIssues(none)[0].field).toBe('parameters[0].thermal.G');
  });
});

describe('the change of a second temperature-dependent equation (model "difference")', () => {
  // SNLO's KD*P ordinary ray: Kirby & DeShazer's Sellmeier (J. Opt. Soc. Am. B 4, 1072 (1987)) at 306 K,
  // n^2 = A + B C/(C l^2 - 1) + D l^2/(E l^2 - 1), plus the change of Ghosh & Bhar's KD*P equation
  // (IEEE J. Quantum Electron. 18, 143 (1982)), n_G^2 = a + b l^2/(l^2 - c) + d l^2/(l^2 - 30), a..d linear in T (K).
  const [A, B, C, D, E] = [2.240921, 0.009676393, 64.01986, 0.01770363, 0.0007878938];
  const g = { a: [1.55934, 3.3935e-4], b: [0.71098, -4.1655e-4], c: [0.01407, 6.4904e-6], d: [0.67671, 4.8281e-5] };
  const refK = 306;
  const refC = refK - 273.15;
  const kirby = (l: number) => Math.sqrt(A + (B * C) / (C * l * l - 1) + (D * l * l) / (E * l * l - 1));
  const lin = (p: number[], tK: number) => p[0] + p[1] * tK;
  const ghoshN = (l: number, tK: number) => {
    const l2 = l * l;
    return Math.sqrt(lin(g.a, tK) + (lin(g.b, tK) * l2) / (l2 - lin(g.c, tK)) + (lin(g.d, tK) * l2) / (l2 - 30));
  };
  const nAt = (l: number, tC: number) => kirby(l) + ghoshN(l, tC + 273.15) - ghoshN(l, refK);
  const m: Material = {
    key: 'test_difference',
    name: 'difference test crystal',
    type: 'crystal',
    NumberOfAxis: 0,
    temperature: { reference_C: refC },
    parameters: [
      {
        wl_n_range: { min: 0.2, max: 1.6 },
        formula: 4,
        sellmeier_coeffs: [A, B, 0, 1 / C, 1, D / E, 2, 1 / E, 1],
        thermal: {
          model: 'difference',
          formula: 4,
          variable: 'T_K',
          coefficients: [g.a, g.b, [2], g.c, [1], g.d, [2], [30], [1]],
        },
      },
    ],
  };
  const base = compileMaterial(m);

  it('is valid', () => expect(materialIssues(m)).toEqual([]));
  it('n(lambda, T) is Kirby + n_G(T) - n_G(306 K) written out (1e-13: the formula-4 rewrite of Kirby and a few roundings of n ~ 1.5)', () => {
    for (const t of [-50, 0, refC, 80, 150])
      for (const l of [0.25, 0.532, 1.064, 1.5]) {
        expect(Math.abs(atTemperature(base, t).axes[0].n(l) - nAt(l, t))).toBeLessThan(1e-13);
      }
  });
  it('its lambda derivatives are exact: jets against Richardson differences of n (1e-9 absolute, 1e-5 relative)', () => {
    expectExactJets(atTemperature(base, 120).axes[0], [0.3, 0.8, 1.4], (x) => nAt(x, 120), 1e-13, false);
  });
  it('names a bad field', () => {
    const bad = structuredClone(m);
    (bad.parameters[0].thermal as { formula: unknown }).formula = 12;
    expect(materialIssues(bad)[0].field).toBe('parameters[0].thermal.formula');
    const noVar = structuredClone(m);
    (noVar.parameters[0].thermal as { variable: unknown }).variable = 'K';
    expect(materialIssues(noVar)[0].field).toBe('parameters[0].thermal.variable');
  });
});

describe('d(n^2)/dT as polynomials in T over powers of (lambda^2 - pole) (model "poles")', () => {
  // RbTiOPO4 n_x: Mikami's Sellmeier n^2 = A + B/(l^2 - C) + D/(l^2 - E) with Mangin's normalized
  // thermo-optic terms a_k + b_k/(l^2 - C) + d_k/(l^2 - C)^2 + e_k/(l^2 - E) (per K^(k+1), times 1e-6),
  // expanded about 0 °C, as SNLO lists them; the reference is put at 22 °C so that P(T_ref) is not zero.
  const [A, B, C, D, E] = [4.65575, 0.04068, 0.0475, 204.2586, 130.7684];
  const n0 = (l: number) => Math.sqrt(A + B / (l * l - C) + D / (l * l - E));
  const a = [-58.4301133e-6, 0.8293467e-6, -0.0012434e-6];
  const b = [6.07288812e-6, -0.01105364e-6, -0.00030399e-6];
  const d = [0.0235581e-6, 0.00355983e-6, 0.00003605e-6];
  const e = [-8383.255485e-6, 81.44602698e-6, -0.201565315e-6];
  const centreC = -0.15;
  const refC = 22;
  const m: Material = {
    key: 'test_poles',
    name: 'poles test crystal',
    type: 'crystal',
    NumberOfAxis: 0,
    temperature: { reference_C: refC, min_C: -40, max_C: 200 },
    parameters: [
      {
        wl_n_range: { min: 0.4, max: 3.5 },
        formula: 4,
        sellmeier_coeffs: [A, B, 0, C, 1, D, 0, E, 1],
        thermal: {
          model: 'poles',
          centre_C: centreC,
          terms: [{ c: a }, { c: b, pole_um2: C }, { c: d, pole_um2: C, power: 2 }, { c: e, pole_um2: E, power: 1 }],
        },
      },
    ],
  };
  // Written out: P(T) - P(T_ref), P = sum_k c_k (T - centre)^(k+1)/(k+1), per term.
  const integral = (k: number[], t: number) =>
    k.reduce((s, ck, i) => s + (ck * ((t - centreC) ** (i + 1) - (refC - centreC) ** (i + 1))) / (i + 1), 0);
  const poly = (k: number[], t: number) => k.reduce((s, ck, i) => s + ck * (t - centreC) ** i, 0);
  const dn2 = (l: number, t: number, f: (k: number[], t: number) => number) =>
    f(a, t) + f(b, t) / (l * l - C) + f(d, t) / (l * l - C) ** 2 + f(e, t) / (l * l - E);
  const nAt = (l: number, t: number) => Math.sqrt(n0(l) ** 2 + dn2(l, t, integral));
  const base = compileMaterial(m);

  it('is valid', () => expect(materialIssues(m)).toEqual([]));
  it('n(lambda, T) is n^2 = n0^2 + sum of the integrated terms written out (1e-14: a few roundings of n ~ 1.8)', () => {
    for (const t of [-40, 0, 22, 80, 200])
      for (const l of [0.45, 0.8, 1.064, 3]) {
        expect(Math.abs(atTemperature(base, t).axes[0].n(l) - nAt(l, t))).toBeLessThan(1e-14);
      }
  });
  it('dnDtPerK is d(n^2)/dT / (2n) at T within 1e-12 /K (central difference over 0.05 K: truncation h^2/6 d3n/dT3 with d3(n^2)/dT3 = 2 c_2 terms ~ 1e-9, so about 1e-12; rounding 2e-16 n/h ~ 1e-14)', () => {
    for (const t of [-30, 22, 100, 190])
      for (const l of [0.5, 1.064, 2.5]) {
        const want = dn2(l, t, poly) / (2 * nAt(l, t));
        const got = dnDtPerK(atTemperature(base, t), 0, l) as number;
        expect(Math.abs(got - want)).toBeLessThan(1e-12);
      }
  });
  it('its lambda derivatives are exact: jets against Richardson differences of n (1e-9 absolute, 1e-5 relative)', () => {
    expectExactJets(atTemperature(base, 150).axes[0], [0.5, 1.2, 3], (x) => nAt(x, 150), 1e-14, true);
  });
  it('names a bad field', () => {
    const bad = structuredClone(m);
    (bad.parameters[0].thermal as unknown as { terms: { c: unknown }[] }).terms[1].c = [];
    expect(materialIssues(bad)[0].field).toBe('parameters[0].thermal.terms[1].c');
    const noPole = structuredClone(m);
    (noPole.parameters[0].thermal as unknown as { terms: { power?: number }[] }).terms[0].power = 2;
    expect(materialIssues(noPole)[0].field).toBe('parameters[0].thermal.terms[0].pole_um2');
    const empty = structuredClone(m);
    (empty.parameters[0].thermal as unknown as { terms: unknown[] }).terms = [];
    expect(materialIssues(empty)[0].field).toBe('parameters[0].thermal.terms');
  });
});
