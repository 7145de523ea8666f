/**
 * Thermal data of the everyday materials (data/manifest.json `thermal`, docs/temperature.md) and of KTP's
 * default, each against a published temperature-dependent measurement evaluated here from its own
 * formula, through the refractive-index calculator's byRay.*.dnDtPerK. Also LBO in the ultraviolet: Kato's
 * (1994) Sellmeier against Nikogosyan's table of measured indices and against Ghosh's (1995) independent fit.
 */
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { builtinLibrary } from '../src/materials/database.js';

const lib = builtinLibrary();

/** dn/dT (1/K) of one ray of a material at a wavelength and temperature, as a user gets it. */
function dnDt(material: string, wavelengthNm: number, temperatureC: number, ray = 'o'): number {
  const r = runCalculator('refractive-index', { material, wavelengthNm, temperatureC }, lib) as {
    outputs: { byRay: Record<string, { dnDtPerK: number | null }> };
  };
  const v = r.outputs.byRay[ray]?.dnDtPerK;
  if (typeof v !== 'number') throw new Error(`${material}: no dnDtPerK for ray ${ray}`);
  return v;
}

/**
 * Leviton, Frey & Madison's temperature-dependent Sellmeier equation from their CHARMS prism measurements
 * (absolute index, in vacuum): n² − 1 = Σ S_i(T) λ²/(λ² − λ_i(T)²), S_i and λ_i quartic in T (K), valid
 * 25–300 K (CaF2) and 35–300 K (Infrasil 301). D. B. Leviton, B. J. Frey, T. J. Madison, "Temperature-
 * dependent refractive index of CaF2 and Infrasil 301," Proc. SPIE 6694 (2007), arXiv:0805.0096; the
 * coefficients as GEO-IASS/IDLlib (pro/sellmeier.pro) transcribes them: rows are powers of T, columns terms.
 */
const LEVITON = {
  CaF2: {
    S: [
      [1.04834, -3.32723e-3, 3.72693],
      [-2.21666e-4, 2.34683e-4, 1.49844e-2],
      [-6.73446e-6, 6.55744e-6, -1.47511e-4],
      [1.50138e-8, -1.47028e-8, 5.54293e-7],
      [-2.77255e-11, 2.75023e-11, -7.17298e-10],
    ],
    L: [
      [7.94375e-2, 0.258039, 34.0169],
      [-2.20758e-4, -2.12833e-3, 6.26867e-2],
      [2.07862e-6, 1.20393e-5, -6.14541e-4],
      [-9.60254e-9, -3.06973e-8, 2.31517e-6],
      [1.31401e-11, 2.79793e-11, -2.99638e-9],
    ],
  },
  Infrasil301: {
    S: [
      [0.105962, 0.995429, 0.86512],
      [9.359142e-6, -7.973196e-6, 3.73195e-4],
      [4.941067e-8, 1.006343e-9, -2.010347e-6],
      [4.890163e-11, -8.694712e-11, 2.708606e-9],
      [1.492126e-13, -1.220612e-13, 1.679976e-12],
    ],
    L: [
      [4.500743e-3, 9.383735e-2, 9.757183],
      [-2.825065e-4, -1.374171e-6, 1.864621e-3],
      [3.136868e-6, 1.316037e-8, -1.058414e-5],
      [-1.121499e-8, 1.252909e-11, 1.730321e-8],
      [1.236514e-11, -4.64128e-14, 1.719396e-12],
    ],
  },
};
function levitonN(set: { S: number[][]; L: number[][] }, lambdaUm: number, tK: number): number {
  let s = 0;
  for (let i = 0; i < 3; i++) {
    let si = 0;
    let li = 0;
    for (let j = 0; j < 5; j++) {
      si += set.S[j][i] * tK ** j;
      li += set.L[j][i] * tK ** j;
    }
    s += (si * lambdaUm * lambdaUm) / (lambdaUm * lambdaUm - li * li);
  }
  return Math.sqrt(1 + s);
}
const levitonDnDt = (set: { S: number[][]; L: number[][] }, lambdaUm: number, tK: number) =>
  (levitonN(set, lambdaUm, tK + 0.05) - levitonN(set, lambdaUm, tK - 0.05)) / 0.1;

/** dn_abs/dT of SCHOTT formula A (SCHOTT TIE-19) with the index n0 at the data's reference temperature. */
function formulaADnDt(c: readonly number[], n0: number, lambdaUm: number, dT: number): number {
  const [d0, d1, d2, e0, e1, ltk] = c;
  return (
    ((n0 * n0 - 1) / (2 * n0)) * (d0 + 2 * d1 * dT + 3 * d2 * dT * dT + (e0 + 2 * e1 * dT) / (lambdaUm ** 2 - ltk ** 2))
  );
}

describe('fused silica', () => {
  it('at 295 K meets Leviton, Frey & Madison CHARMS dn/dT of Infrasil 301 within 2.5 % to 1.55 um, 3.5 % at 2 um', () => {
    // Published measurement: the CHARMS fit above at 295 K (its upper end). Their data are of Heraeus
    // Infrasil 301 (fused quartz), ours of synthetic fused silica (NIKON NIFS): grades differ by a few
    // percent in dn/dT, and SCHOTT's LITHOSIL-Q data sit 5 % below CHARMS, so 2.5 % is the grade spread;
    // at 2 um NIKON's formula A (fitted to 2.3 um) falls 3.2 % below.
    for (const [nm, tol] of [
      [632.8, 0.025],
      [1064, 0.025],
      [1550, 0.025],
      [2000, 0.035],
    ]) {
      const want = levitonDnDt(LEVITON.Infrasil301, nm / 1000, 295);
      const got = dnDt('fused_silica', nm, 21.85);
      expect(Math.abs(got / want - 1), `${nm} nm: ${got} vs ${want}`).toBeLessThan(tol);
    }
  });
  it('answers 80 °C with dn/dT within 11 % of SCHOTT LITHOSIL-Q formula A (the other maker)', () => {
    // No measurement at 80 °C with a stated accuracy could be read. SCHOTT's LITHOSIL-Q formula A
    // (refractiveindex.info specs/schott/misc/LITHOSIL-Q, 2.06e-5 2.51e-8 -2.47e-11 3.12e-7 4.22e-10 0.16,
    // 20 °C) is an independent maker's measurement; the two makers differ by 10 % at 80 °C.
    const lithosil = [2.06e-5, 2.51e-8, -2.47e-11, 3.12e-7, 4.22e-10, 0.16];
    for (const nm of [632.8, 1064, 1550]) {
      const n0 = (
        runCalculator('refractive-index', { material: 'fused_silica', wavelengthNm: nm }, lib) as {
          outputs: { byRay: { o: { n: number } } };
        }
      ).outputs.byRay.o.n;
      const want = formulaADnDt(lithosil, n0, nm / 1000, 60);
      const got = dnDt('fused_silica', nm, 80);
      expect(got).toBeGreaterThan(want);
      expect(got / want - 1, `${nm} nm`).toBeLessThan(0.12);
    }
    // Near 1064 nm and 80 °C the value lies between SCHOTT's 9.0e-6 and NIKON's own 10.0e-6 /K.
    expect(dnDt('fused_silica', 1064, 80)).toBeGreaterThan(9e-6);
  });
});

describe('CaF2', () => {
  it('at 295 K meets Leviton, Frey & Madison CHARMS dn/dT within 1 %', () => {
    // CHARMS states index uncertainties of a few 1e-6 over 25-300 K; 1 % of 1.1e-5 /K is 1.1e-7 /K.
    for (const nm of [632.8, 1064, 1550, 2000]) {
      const want = levitonDnDt(LEVITON.CaF2, nm / 1000, 295);
      const got = dnDt('CaF2', nm, 21.85);
      expect(Math.abs(got / want - 1), `${nm} nm: ${got} vs ${want}`).toBeLessThan(0.01);
    }
  });
  it('answers 80 °C with dn/dT within 2 % of SCHOTT LITHOTEC-CaF2 formula A', () => {
    // SCHOTT's LITHOTEC-CaF2 formula A (refractiveindex.info specs/schott/misc/LITHOTEC-CAF2,
    // -3.18e-5 -2.31e-8 4.13e-11 3.35e-7 1.91e-10 0.192, 20 °C): the two makers agree within 1 % at 80 °C.
    const lithotec = [-3.18e-5, -2.31e-8, 4.13e-11, 3.35e-7, 1.91e-10, 0.192];
    for (const nm of [632.8, 1064, 1550]) {
      const n0 = (
        runCalculator('refractive-index', { material: 'CaF2', wavelengthNm: nm }, lib) as {
          outputs: { byRay: { o: { n: number } } };
        }
      ).outputs.byRay.o.n;
      const want = formulaADnDt(lithotec, n0, nm / 1000, 60);
      expect(Math.abs(dnDt('CaF2', nm, 80) / want - 1), `${nm} nm`).toBeLessThan(0.02);
    }
  });
});

/** H. H. Li, J. Phys. Chem. Ref. Data 9, 561 (1980): silicon, tabulated n (refractiveindex.info main/Si/Li-*K). */
const LI_SI: Record<number, [number, number, number]> = {
  // wavelength um: n at 293 K, 350 K, 400 K
  1.55: [3.4757, 3.4865, 3.4966],
  2.5: [3.4375, 3.4474, 3.4568],
  5: [3.4195, 3.429, 3.438],
  10: [3.415, 3.4244, 3.4332],
};

describe('silicon', () => {
  it('answers 80 °C with dn/dT within 5 % of H. H. Li (1980) at 1.55 um and 2 % beyond 2.5 um', () => {
    // Published check: the parabola through Li's three tabulated temperatures, differentiated at 353.15 K.
    // Our data are fitted to Franta et al.'s (Frey-Leviton CHARMS) series; the two evaluations of silicon
    // differ by 4 % at 1.55 um (band-edge region) and by under 1 % from 2.5 um on. Li's tables carry 4
    // decimals: the parabola's slope is uncertain by about 1e-4/57 K = 1.8e-6 /K (1 %).
    for (const [um, [n293, n350, n400]] of Object.entries(LI_SI)) {
      const t = [293, 350, 400];
      const y = [n293, n350, n400];
      // Lagrange parabola, derivative at T.
      const T = 353.15;
      let d = 0;
      for (let i = 0; i < 3; i++) {
        const [j, k] = [0, 1, 2].filter((q) => q !== i);
        d += (y[i] * (2 * T - t[j] - t[k])) / ((t[i] - t[j]) * (t[i] - t[k]));
      }
      const got = dnDt('Si', Number(um) * 1000, 80);
      const tol = Number(um) < 2 ? 0.05 : 0.02;
      expect(Math.abs(got / d - 1), `${um} um: ${got} vs ${d}`).toBeLessThan(tol);
    }
  });
});

describe('germanium', () => {
  it('at 20 °C and 10.6 um is within 3 % of the dn/dT Crystran quotes (396e-6 /K)', () => {
    // Crystran handbook (5th ed. 2023), Ge data sheet (refractiveindex.info specs/crystran/optical/Ge:
    // thermal_dispersion constant 396e-6), citing Li (1980) among others: a secondary value, no wavelength
    // stated; our fit to Li's tables gives 4.05e-4 at 10.6 um.
    expect(Math.abs(dnDt('Ge', 10600, 20) / 396e-6 - 1)).toBeLessThan(0.03);
  });
});

describe("KTP's default (Kato & Takaoka 2002)", () => {
  it('answers 80 °C with the dn/dT of the same paper on every axis', () => {
    // K. Kato and E. Takaoka, Appl. Opt. 41, 5040 (2002): dn/dT = (a/λ³ + b/λ² + c/λ + d)·1e-5 per K.
    const abcd: Record<string, number[]> = {
      x: [0.1717, -0.5353, 0.8416, 0.1627],
      y: [0.1997, -0.4063, 0.5154, 0.5425],
      z: [0.9221, -2.922, 3.6677, -0.1897],
    };
    for (const [ray, [a, b, c, d]] of Object.entries(abcd)) {
      const l = 1.064;
      const want = (a / l ** 3 + b / l ** 2 + c / l + d) * 1e-5;
      expect(Math.abs(dnDt('KTP', 1064, 80, ray) - want), ray).toBeLessThan(1e-12);
    }
  });
  it('PPKTP names the Emanueli-Arie material, whose info states the 3.425 um grating temperatures', () => {
    const r = runCalculator(
      'qpm',
      { material: 'PPKTP', wavelength1Nm: 810, temperatureC: 25, type: 'zzz', order: 1, lengthMm: 10, periodUm: 3.425 },
      lib,
    ) as { outputs: { phaseMatchTemperatureC: number | null } };
    const m = lib.find('PPKTP');
    expect(m?.key).toBe('KTiOPO4_Emanueli2003');
    expect(m?.info).toContain('35.8 °C');
    expect(r.outputs.phaseMatchTemperatureC).toBeCloseTo(35.8, 1);
    const h = runCalculator(
      'qpm',
      { material: 'KTP_H', wavelength1Nm: 810, temperatureC: 25, type: 'zzz', order: 1, lengthMm: 10, periodUm: 3.425 },
      lib,
    ) as { outputs: { phaseMatchTemperatureC: number | null } };
    expect(h.outputs.phaseMatchTemperatureC).toBeCloseTo(75, 0);
    expect(lib.find('KTP_H')?.info).toContain('at 75 °C');
  });
});

/**
 * LBO measured indices, D. N. Nikogosyan, Nonlinear Optical Crystals: A Complete Survey (Springer, 2005),
 * LBO table (as ndispers' tests/test_LBO.py quotes it): wavelength um, n_x, n_y, n_z, 20 °C.
 */
const NIKOGOSYAN_LBO: [number, number, number, number][] = [
  [0.2537, 1.6335, 1.6582, 1.6792],
  [0.3341, 1.6043, 1.6346, 1.6509],
  [0.5321, 1.5785, 1.6065, 1.6212],
  [1.0642, 1.5656, 1.5905, 1.6055],
];
/** G. Ghosh, J. Appl. Phys. 78, 6752 (1995), LBO at 20 °C: n² = A + B/(1 − C/λ²) + D/(1 − E/λ²) (ndispers' transcription). */
const GHOSH_LBO = {
  x: [1.4426279, 1.0109932, 1.1210197e-2, 1.2363218, 91],
  y: [1.5014015, 1.0388217, 1.21571e-2, 1.7567133, 91],
  z: [1.448924, 1.1365228, 1.1676746e-2, 1.5830069, 91],
};
const ghoshLbo = (axis: 'x' | 'y' | 'z', l: number) => {
  const [a, b, c, d, e] = GHOSH_LBO[axis];
  return Math.sqrt(a + b / (1 - c / (l * l)) + d / (1 - e / (l * l)));
};

describe('LBO (Kato 1994) in the ultraviolet', () => {
  const n = (axis: string, um: number) =>
    (
      runCalculator('refractive-index', { material: 'LBO', wavelengthNm: um * 1000, temperatureC: 20 }, lib) as {
        outputs: { byRay: Record<string, { n: number }> };
      }
    ).outputs.byRay[axis].n;

  it('meets the measured table at 532 and 1064 nm within 1e-3', () => {
    for (const [um, ...ns] of NIKOGOSYAN_LBO.slice(2)) {
      ['x', 'y', 'z'].forEach((axis, i) => {
        expect(Math.abs(n(axis, um) - ns[i]), `${axis} ${um}`).toBeLessThan(1e-3);
      });
    }
  });
  it('at 253.7 nm agrees with Ghosh 1995 within 3e-4 but not with the table (known miss: n_y +0.0095, n_z +0.0050)', () => {
    // Two independent fits (Kato's, from phase matching down to the VUV; Ghosh's) agree within 2e-4 at 253.7 nm,
    // while the table's n_y and n_z there sit 9.5e-3 and 5.0e-3 below both (and 2-3e-3 above both at
    // 334.1 nm). No Sellmeier found reproduces the table's UV rows; its n_y − n_x shrinks from 0.030 at 334 nm
    // to 0.025 at 254 nm, against every fit. Kato stays the default; the miss is recorded here so a change shows.
    const [um, nx, ny, nz] = NIKOGOSYAN_LBO[0];
    for (const axis of ['x', 'y', 'z'] as const) {
      expect(Math.abs(n(axis, um) - ghoshLbo(axis, um)), axis).toBeLessThan(3e-4);
    }
    expect(Math.abs(n('x', um) - nx)).toBeLessThan(1e-3);
    expect(n('y', um) - ny).toBeCloseTo(0.0095, 3);
    expect(n('z', um) - nz).toBeCloseTo(0.005, 3);
  });
});
