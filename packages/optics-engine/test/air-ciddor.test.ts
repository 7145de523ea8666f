/**
 * The index of air against P. E. Ciddor, Appl. Opt. 35, 1566 (1996), written out here on its own: standard dry
 * air and water vapour refractivities in sigma = 1/lambda, the BIPM density of moist air with its compressibility,
 * the CIPM saturation vapour pressure and enhancement factor, and the mixture rule. The test's dispersion comes
 * from finite differences of this formula, not from the engine's jets.
 */
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { parseElement } from '../src/calculators/pulse-path-inputs.js';
import { airAxis } from '../src/materials/air.js';
import { builtinLibrary } from '../src/materials/database.js';
import { buildElement } from '../src/pulse/elements/build.js';
import { nmToOmegaRadPerFs } from '../src/pulse/source.js';

const lib = builtinLibrary();

/** Ciddor's n - 1 at lambda (um), t (°C), p (Pa), relative humidity h (0-1), 450 ppm CO2. */
function ciddorRefractivity(lambdaUm: number, t: number, p: number, h: number): number {
  const s2 = 1 / (lambdaUm * lambdaUm);
  const nas = 1e-8 * (5792105 / (238.0185 - s2) + 167917 / (57.362 - s2));
  const nws = 1e-8 * 1.022 * (295.235 + 2.6422 * s2 - 0.03238 * s2 * s2 + 0.004028 * s2 * s2 * s2);
  const T = t + 273.15;
  const svp = Math.exp(1.2378847e-5 * T * T - 1.9121316e-2 * T + 33.93711047 - 6.3431645e3 / T);
  const f = 1.00062 + 3.14e-8 * p + 5.6e-7 * t * t;
  const xw = (f * h * svp) / p;
  const Z = (TK: number, P: number, x: number) => {
    const tc = TK - 273.15;
    return (
      1 -
      (P / TK) *
        (1.58123e-6 -
          2.9331e-8 * tc +
          1.1043e-10 * tc * tc +
          (5.707e-6 - 2.051e-8 * tc) * x +
          (1.9898e-4 - 2.376e-6 * tc) * x * x) +
      (P / TK) ** 2 * (1.83e-11 - 0.765e-8 * x * x)
    );
  };
  const R = 8.31451;
  const Ma = 0.0289635 + 12.011e-9 * (450 - 400);
  const Mw = 0.018015;
  const rhoAxs = (101325 * Ma) / (Z(288.15, 101325, 0) * R * 288.15);
  const rhoWs = (1333 * Mw) / (Z(293.15, 1333, 1) * R * 293.15);
  const z = Z(T, p, xw);
  const rhoA = (p * Ma * (1 - xw)) / (z * R * T);
  const rhoW = (p * Mw * xw) / (z * R * T);
  return (rhoA / rhoAxs) * nas + (rhoW / rhoWs) * nws;
}

/** GVD (fs^2/mm) lambda^3 / (2 pi c^2) d2n/dlambda2 by a 5-point difference of the refractivity (h = 1e-3 um). */
function gvdFs2PerMm(lambdaUm: number, t: number, p: number, h: number): number {
  const d = 1e-3;
  const f = [-2, -1, 0, 1, 2].map((k) => ciddorRefractivity(lambdaUm + k * d, t, p, h));
  const d2 = (-f[0] + 16 * f[1] - 30 * f[2] + 16 * f[3] - f[4]) / (12 * d * d);
  const c = 299792458;
  return ((lambdaUm * 1e-6) ** 3 / (2 * Math.PI * c * c)) * d2 * 1e12 * 1e30 * 1e-3;
}

describe('air: Ciddor (1996)', () => {
  it('standard dry air at 632.8 nm: n = 1.00027653 (refractiveindex.info, Ciddor)', () => {
    const n = airAxis({ temperatureC: 15, pressureKPa: 101.325, humidityPercent: 0 }).n(0.6328);
    // Printed to 8 decimals: half a unit of the last.
    expect(Math.abs(n - 1.00027653)).toBeLessThanOrEqual(5e-9);
  });

  it.each([
    [0.8, 20, 101325, 0],
    [0.8, 20, 101325, 0.5],
    [0.4, -10, 90000, 0],
    [1.55, 35, 110000, 0.9],
  ])('n at %f um, %f °C, %f Pa, humidity %f equals the formula written out', (lambdaUm, t, p, h) => {
    const n = airAxis({ temperatureC: t, pressureKPa: p / 1000, humidityPercent: h * 100 }).n(lambdaUm);
    // The same formula in another arrangement: rounding of n - 1 (3e-4) at 1e-16 relative.
    expect(Math.abs(n - 1 - ciddorRefractivity(lambdaUm, t, p, h))).toBeLessThan(1e-15);
  });

  it('humid air has a lower index than dry air (water vapour is less refractive than the air it displaces)', () => {
    const dry = airAxis({ temperatureC: 20, pressureKPa: 101.325, humidityPercent: 0 }).n(0.8);
    const humid = airAxis({ temperatureC: 20, pressureKPa: 101.325, humidityPercent: 80 }).n(0.8);
    expect(humid).toBeLessThan(dry);
  });

  it('the GVD of 1 m of dry air at 800 nm, 20 °C, 101.325 kPa: about 21 fs², as Ciddor’s formula gives it', () => {
    const el = buildElement(parseElement({ kind: 'air', distanceMm: 1000 }, 'e', lib), 0, {
      carrier: { omegaRadPerFs: nmToOmegaRadPerFs(800), wavelengthNm: 800 },
    });
    const expected = gvdFs2PerMm(0.8, 20, 101325, 0) * 1000;
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThan(22);
    // Finite differences of step 1e-3 um: truncation h^2 n''''/12 about 1e-7 of the GVD, rounding of n - 1 over h^2
    // about 1e-12: 1e-6 relative holds with room.
    expect(Math.abs(el.taylor.gddFs2 / expected - 1)).toBeLessThan(1e-6);
    // The pulse-path calculator reports the same.
    const id: string = 'pulse-path';
    const out = runCalculator(
      id,
      { pulse: { wavelengthNm: 800, durationFs: 50 }, elements: [{ kind: 'air', distanceMm: 1000 }] },
      lib,
    ).outputs;
    expect(out.elements[0].gddFs2).toBe(el.taylor.gddFs2);
  });

  it('air has the n2 of the database’s air (Nibbering et al. 1997) scaled by its density', () => {
    const id: string = 'pulse-path';
    const b = (pressureKPa: number) =>
      runCalculator(
        id,
        {
          pulse: { wavelengthNm: 800, durationFs: 100, energyUj: 1000, beamDiameterMm: 5 },
          elements: [{ kind: 'air', distanceMm: 2000, pressureKPa }],
        },
        lib,
      ).outputs.elements[0].bIntegralRad;
    // Twice 100 kPa is not allowed (Ciddor's range); 120 against 80 kPa: density 1.5 times, B 1.5 times (the pulse
    // barely changes in 2 m of air), to the integral's tolerance.
    expect(Math.abs(b(120) / b(80) / 1.5 - 1)).toBeLessThan(2e-3);
  });
});
