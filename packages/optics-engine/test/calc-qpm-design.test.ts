/**
 * qpm design views, checked against Gayer's MgO:LiNbO3 equation and Jundt's expansion written out in the test
 * (fixtures/gayer-mgo-ln.ts): an OPO pumped at 1064 nm with the pump held, the spectral acceptance with the pump held,
 * the sinc² output against temperature, the phase-matching temperature against the period; PPKTP's other index
 * fits; symmetry-forbidden solutions marked; outputs without a value carry their reason.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { gayerE } from './fixtures/gayer-mgo-ln.js';

const lib = builtinLibrary();
// biome-ignore lint/suspicious/noExplicitAny: test access to outputs
const run = (id: string, input: Record<string, unknown>) => runCalculator(id, input, lib, { series: true }) as any;

/** Jundt 1997 thermal expansion of LiNbO3 along x, referred to 20 °C as a written period. */
const expansion = (t: number) => 1 + 1.54e-5 * (t - 20) + 5.3e-9 * (t - 20) ** 2;
/** n3/λ3 − n1/λ1 − n2/λ2 − 1/Λ(T) (1/µm) of eee QPM in MgO:LN with the pump λ3 held (µm). */
const opoResidual = (s: number, pump: number, period20: number, t: number) => {
  const i = 1 / (1 / pump - 1 / s);
  return gayerE(pump, t) / pump - gayerE(s, t) / s - gayerE(i, t) / i - 1 / (period20 * expansion(t));
};
/** The signal (µm) between a and b where opoResidual vanishes, by bisection written here. */
function signalRoot(pump: number, period20: number, t: number, a: number, b: number): number {
  let fa = opoResidual(a, pump, period20, t);
  for (let k = 0; k < 80; k++) {
    const mid = (a + b) / 2;
    const fm = opoResidual(mid, pump, period20, t);
    if (fa * fm <= 0) b = mid;
    else {
      a = mid;
      fa = fm;
    }
  }
  return (a + b) / 2;
}

const OPO = { material: 'LNB_M', wavelength3Nm: 1064, wavelength1Nm: 1550, periodUm: 30.5, temperatureC: 200 };

describe('qpm OPO, pump 1064 nm held (MgO:LN, Λ = 30.5 µm)', () => {
  const r = run('qpm', OPO);
  it('auto holds the pump when λ3 is given; the tuning chart keeps 1/λ1 + 1/λ2 = 1/1064 nm at every temperature', () => {
    expect(r.outputs.tuningHeldWave).toBe('l3');
    const tuning = r.series.find((s: { id: string }) => s.id === 'tuning');
    const [signal, idler] = tuning.lines;
    expect(signal.x.length).toBeGreaterThan(50);
    for (let k = 0; k < signal.x.length; k++) {
      expect(signal.x[k]).toBe(idler.x[k]);
      // energy conservation in double precision
      expect(Math.abs(1 / signal.y[k] + 1 / idler.y[k] - 1 / 1064) * 1064).toBeLessThan(1e-12);
    }
  });
  it('at 200 °C the chart signal equals the pump-fixed solution, and Gayer + Jundt written out, to 0.01 nm', () => {
    const [signal] = r.series.find((s: { id: string }) => s.id === 'tuning').lines;
    const at = signal.x.indexOf(200);
    expect(at).toBeGreaterThanOrEqual(0); // the asked temperature is a point of the chart
    const engine = r.outputs.tunedWavelengthsNm[0];
    expect(Math.abs(signal.y[at] - engine)).toBeLessThan(0.01);
    // The signal branch lies between 1.3 µm and degeneracy (2.128 µm); one root there.
    const independent = signalRoot(1.064, 30.5, 200, 1.3, 2.128) * 1000;
    expect(Math.abs(signal.y[at] - independent)).toBeLessThan(0.01);
    // The figure: about 1633 nm (with the idler held the chart showed about 1617 nm).
    expect(Math.round(independent)).toBe(1633);
  });
  it('the spectral acceptance holds the pump: 4·1.3916/|dΔk/dλ1| with λ2 following (central difference here)', () => {
    const d = run('qpm', { material: 'LNB_M', wavelength3Nm: 1064, wavelength1Nm: 1550, temperatureC: 60 });
    const dk = (s: number) => {
      const i = 1 / (1 / 1.064 - 1 / s);
      return 2 * Math.PI * (gayerE(1.064, 60) / 1.064 - gayerE(s, 60) / s - gayerE(i, 60) / i);
    };
    const h = 1e-5;
    const slopePerUmUm = (dk(1.55 + h) - dk(1.55 - h)) / (2 * h); // 1/µm per µm
    // FWHM·L in nm·cm: Δλ = 4·1.39156/(|dΔk/dλ| L); 1/µm per µm -> 1/cm per nm is × 1e4 × 1e-3
    const expected = (4 * 1.3915573782515103) / (Math.abs(slopePerUmUm) * 10);
    // central difference with h = 1e-5 µm on a smooth curve: 1e-5 relative is far above its error
    expect(Math.abs(d.outputs.spectralAcceptanceNmCm / expected - 1)).toBeLessThan(1e-5);
  });
});

describe('qpm temperature views (MgO:LN, 1064 nm SHG, 10 mm)', () => {
  const period = 6.9;
  const r = run('qpm', { material: 'LNB_M', wavelength1Nm: 1064, periodUm: period, temperatureC: 60, lengthMm: 10 });
  it('the output against temperature is sinc²(Δk_Q L/2): 1 at the phase-matching temperature, half at ±ΔT/2', () => {
    const curve = r.series.find((s: { id: string }) => s.id === 'temperature-curve').lines[0];
    const tpm = r.outputs.phaseMatchTemperatureC;
    const at = (t: number) => {
      const res = gayerE(0.532, t) / 0.532 - (2 * gayerE(1.064, t)) / 1.064 - 1 / (period * expansion(t));
      const x = Math.PI * res * 1e4; // Δk L / 2 with L = 10 mm = 1e4 µm
      return x === 0 ? 1 : (Math.sin(x) / x) ** 2;
    };
    for (let k = 0; k < curve.x.length; k += 20) expect(curve.y[k]).toBeCloseTo(at(curve.x[k]), 9);
    expect(at(tpm)).toBeCloseTo(1, 9);
    // The engine's FWHM (first-order) for 1 cm: the exact curve is near one half at its edges; the second-order
    // term of Δk(T) over ±0.6 K changes that by well under 2 %.
    const half = r.outputs.temperatureAcceptanceKCm / 2;
    expect(Math.abs(at(tpm + half) - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(at(tpm - half) - 0.5)).toBeLessThan(0.02);
  });
  it('the phase-matching temperature against the period: each point has Δk_Q = 0 (Gayer + Jundt)', () => {
    const line = r.series.find((s: { id: string }) => s.id === 'period-temperature').lines[0];
    expect(line.x.length).toBeGreaterThan(50);
    for (let k = 0; k < line.x.length; k += 7) {
      const t = line.y[k];
      const res = gayerE(0.532, t) / 0.532 - (2 * gayerE(1.064, t)) / 1.064 - 1 / (line.x[k] * expansion(t));
      // same equation in double precision
      expect(Math.abs(res)).toBeLessThan(1e-12);
    }
  });
});

describe('qpm: other index fits of the crystal', () => {
  it('PPKTP, 810 -> 405 nm at 3.425 µm: KTP_H and KTP_F disagree with it; each figure is that fit’s own answer', () => {
    const r = run('qpm', { material: 'PPKTP', wavelength1Nm: 810, type: 'zzz', periodUm: 3.425, temperatureC: 25 });
    const fits = r.outputs.otherFits as {
      material: string;
      shortName: string;
      phaseMatchTemperatureC: number | null;
    }[];
    const h = fits.find((f) => f.shortName === 'KTP_H');
    const f = fits.find((x) => x.shortName === 'KTP_F');
    expect(h && f).toBeTruthy();
    for (const fit of [h, f]) {
      const own = run('qpm', {
        material: fit?.material,
        wavelength1Nm: 810,
        type: 'zzz',
        periodUm: 3.425,
        temperatureC: 25,
      });
      expect(fit?.phaseMatchTemperatureC).toBe(own.outputs.phaseMatchTemperatureC);
    }
    // The reading: KTP_F gives none, KTP_H about 75 °C.
    expect(f?.phaseMatchTemperatureC).toBeNull();
    expect(Math.round(h?.phaseMatchTemperatureC ?? 0)).toBe(75);
    const w = r.warnings.find((x: { code: string }) => x.code === 'sources-disagree');
    expect(w?.field).toBe('material');
    expect(w?.message).toMatch(/KTP_H at 75 °C/);
    expect(w?.message).toMatch(/KTP_F nowhere/);
  });
  it('without a given period there is nothing to compare: no other fits, no warning', () => {
    const r = run('qpm', { material: 'PPKTP', wavelength1Nm: 810, type: 'zzz', temperatureC: 25 });
    expect(r.outputs.otherFits).toBeUndefined();
    expect(r.warnings.filter((x: { code: string }) => x.code === 'sources-disagree')).toEqual([]);
  });
});

describe('symmetry-forbidden solutions and values without a value', () => {
  it('phase matching: a warning on solutions[i] exactly where d_eff is 0 (LBO, 1064 nm SHG)', () => {
    const r = runCalculator('phase-matching', { material: 'LBO', wavelength1Nm: 1064 }, lib);
    const zero = r.outputs.solutions.flatMap((s, i) => (s.deffPmV === 0 ? [`solutions[${i}]`] : []));
    expect(zero.length).toBeGreaterThan(0);
    const marked = r.warnings.filter((w) => w.code === 'deff-zero-by-symmetry').map((w) => w.field);
    expect(marked).toEqual(zero);
  });
  it('OPA tuning, BBO pumped at 800 nm, signal 1400 nm: no bandwidth, and the warning on gainBandwidthNm says why', () => {
    const r = runCalculator('opa-tuning', { material: 'BBO', pumpNm: 800, signalNm: 1400 }, lib);
    expect(r.outputs.gainBandwidthNm).toBeNull();
    const w = r.warnings.find((x) => x.field === 'gainBandwidthNm');
    expect(w?.code).toBe('no-value');
    expect(w?.message).toMatch(/No bandwidth/);
  });
  it('every null output of these runs has a no-value or symmetry warning on its path or its row', () => {
    const runs: [string, Record<string, unknown>][] = [
      ['opa-tuning', { material: 'BBO', pumpNm: 800, signalNm: 1400 }],
      ['phase-matching', { material: 'LBO', wavelength1Nm: 1064, intensityGwPerCm2: 1 }],
      ['qpm', { material: 'LNB_M', wavelength1Nm: 1550, periodUm: 50 }],
    ];
    for (const [id, inputs] of runs) {
      const r = runCalculator(id, inputs, lib);
      const fields = r.warnings.map((w) => w.field ?? '');
      const nulls: string[] = [];
      const walk = (v: unknown, path: string) => {
        if (v === null) nulls.push(path);
        else if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) walk(v[i], `${path}[${i}]`);
        } else if (v && typeof v === 'object')
          for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
      };
      walk(r.outputs, '');
      // The loci of a uniaxial crystal and SFG-only outputs are null by their spec's description.
      const unexplained = nulls.filter((p) => p !== 'loci' && !fields.some((f) => p === f || p.startsWith(`${f}.`)));
      expect(unexplained, id).toEqual([]);
    }
  });
});
