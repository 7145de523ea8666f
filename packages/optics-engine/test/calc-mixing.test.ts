/**
 * The mixing calculator as the faces use it: the direction and figures it takes from the phase-matching
 * engine, the `waves` input (its defaults, its errors by dotted path, dotted batch columns), errors and
 * warnings, the series, progress and cancellation, and the sign conventions of chirp and delay.
 */
import { describe, expect, it } from 'vitest';
import { getCalculator } from '../src/calculators/by-id.js';
import { parseInputs } from '../src/calculators/parse-inputs.js';
import { builtinLibrary, type EngineError, renderProblem, runCalculator } from '../src/index.js';
import { MixingCancelled, mixingSteps, simulateMixing } from '../src/mixing/simulate.js';
import { tpaBetaCmPerGw } from '../src/mixing/third-order.js';
import type { MixingInputs } from '../src/mixing/types.js';

const lib = builtinLibrary();
/** Untyped ids: their outputs are read loosely here. */
const REFRACTIVE_INDEX: string = 'refractive-index';
const DISPERSION: string = 'dispersion';
const PHASE_MATCHING: string = 'phase-matching';
const MIXING: string = 'mixing';
/** Fast settings for tests that check the plumbing, not the numbers' convergence. */
const FAST = { profile: 'flat-top', points: 512 };
const run = (raw: Record<string, unknown>, series = false) =>
  runCalculator(MIXING, { ...FAST, ...raw }, lib, { series });
const parse = (raw: Record<string, unknown>) =>
  parseInputs(getCalculator(MIXING), { ...FAST, ...raw }, lib) as unknown as MixingInputs;

/** The error thrown by f (fails the test when nothing is thrown). */
function errorOf(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    return e as EngineError;
  }
  throw new Error('no error thrown');
}

describe('mixing: direction and figures from the phase-matching engine', () => {
  it('default: the phase-matching angle, azimuth and Miller-scaled d_eff of the type; Δk = 0', () => {
    const out = run({}).outputs;
    const pm = runCalculator(PHASE_MATCHING, { material: 'BBO', wavelength1Nm: 800, wavelength2Nm: 800 }, lib).outputs
      .solutions[0];
    expect(pm.type).toBe('ooe');
    expect(out.thetaDeg).toBeCloseTo(pm.thetaDeg, 12);
    expect(out.phiDeg).toBeCloseTo(pm.phiDeg, 12);
    expect(out.deffPmV).toBeCloseTo(pm.deffPmV, 12);
    expect(Math.abs(out.deltaKPerMm)).toBeLessThan(1e-9);
  });

  it('biaxial (LBO, XY plane): the angle is φ; θ given elsewhere than 90° is refused, naming thetaDeg', () => {
    const raw = { material: 'LBO', plane: 'XY', waves: { wave1: { wavelengthNm: 1030, energyUj: 1 } } };
    const out = run(raw).outputs;
    const pm = runCalculator(PHASE_MATCHING, { material: 'LBO', wavelength1Nm: 1030, wavelength2Nm: 1030 }, lib).outputs
      .solutions[0];
    expect(out.thetaDeg).toBe(90);
    expect(out.phiDeg).toBeCloseTo(pm.phiDeg, 10);
    expect(out.deffPmV).toBeCloseTo(pm.deffPmV, 10);
    const e = errorOf(() => run({ ...raw, thetaDeg: 80 }));
    expect(e.field).toBe('thetaDeg');
    expect(e.message).toContain('phiDeg');
  });
});

describe('mixing: fields, energy and photons', () => {
  it('type I SHG is one fundamental field (wave2 has no figures); type II SHG two (both report)', () => {
    const one = run({ waves: { wave1: { wavelengthNm: 800, energyUj: 5 } } }).outputs;
    expect(Object.values(one.waves.wave2).every((v) => v === null)).toBe(true);
    const two = run({
      type: 'eoe',
      waves: { wave1: { wavelengthNm: 800, energyUj: 5 }, wave2: { wavelengthNm: 800, energyUj: 5 } },
    }).outputs;
    expect(two.waves.wave2.energyUj).toBeGreaterThan(0);
    expect(two.waves.wave3.energyUj).toBeGreaterThan(0.1);
    // Energy is conserved (no losses): 1e-4, the size of the default step tolerance.
    const total = two.waves.wave1.energyUj + two.waves.wave2.energyUj + two.waves.wave3.energyUj;
    expect(Math.abs(total / 10 - 1)).toBeLessThan(1e-4);
    expect(two.photonBalance).toBeLessThan(1e-4);
  });

  it('efficiency is the generated energy over the input; gain is null for a wave that entered empty', () => {
    const out = run({
      waves: {
        wave1: { wavelengthNm: 1300, energyUj: 4, durationFs: 50 },
        wave2: { wavelengthNm: 800, energyUj: 6, durationFs: 50 },
      },
    }).outputs;
    expect(out.waves.wave3.gain).toBeNull();
    expect(out.efficiencyPercent).toBeCloseTo((100 * out.waves.wave3.energyUj) / 10, 10);
    expect(out.waves.wave1.gain).toBeCloseTo(out.waves.wave1.energyUj / 4, 4);
  });
});

describe('mixing: bad input names the field', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'a wavelength outside the crystal',
      { waves: { wave1: { wavelengthNm: 6000 } } },
      'wavelength-out-of-range',
      'waves.wave1.wavelengthNm',
      '188 to 5200 nm',
    ],
    [
      'a sum frequency outside the crystal',
      { waves: { wave1: { wavelengthNm: 350 }, wave2: { wavelengthNm: 350 } } },
      'wavelength-out-of-range',
      'waves.wave3.wavelengthNm',
      'sum frequency',
    ],
    [
      'three wavelengths that break 1/λ3 = 1/λ1 + 1/λ2',
      { waves: { wave1: { wavelengthNm: 800 }, wave2: { wavelengthNm: 800 }, wave3: { wavelengthNm: 410 } } },
      'invalid-option',
      'waves.wave3.wavelengthNm',
      '400 nm',
    ],
    ['a type that does not phase-match', { type: 'eeo' }, 'no-phase-match', 'type', 'types that do: ooe, eoe'],
    [
      'a wavelength no type phase-matches',
      { waves: { wave1: { wavelengthNm: 400 } } },
      'no-phase-match',
      'type',
      'no type does',
    ],
    [
      'a non-physical intensity',
      { waves: { wave1: { energyUj: 1e5 } } },
      'out-of-range',
      'waves.wave1.energyUj',
      '100 TW/cm²',
    ],
    [
      'a spectrum wider than the crystal data',
      { waves: { wave1: { durationFs: 2 } } },
      'wavelength-out-of-range',
      'waves.wave1.durationFs',
      'beyond the data',
    ],
    ['points not a power of two', { points: 1000 }, 'invalid-option', 'points', 'power of two'],
    [
      'a crystal so long that the walk-off needs more than 65536 points',
      { lengthMm: 400 },
      'out-of-range',
      'lengthMm',
      'more than 65536',
    ],
    [
      'an energy below 0',
      { waves: { wave1: { energyUj: -1 } } },
      'out-of-range',
      'waves.wave1.energyUj',
      'allowed 0 to',
    ],
    ['letters for a number', { waves: { wave2: { delayFs: 'abc' } } }, 'invalid-number', 'waves.wave2.delayFs', 'abc'],
    ['an unknown wave', { waves: { wave4: {} } }, 'unknown-input', 'waves.wave4', 'wave1, wave2, wave3'],
    ['an unknown field', { waves: { wave1: { energy: 3 } } }, 'unknown-input', 'waves.wave1.energy', 'energyUj'],
    ['no energy at all', { waves: { wave1: { energyUj: 0 } } }, 'out-of-range', 'waves.wave1.energyUj', 'no wave'],
    ['a crystal without d tensor', { material: 'fused_silica' }, 'invalid-material', 'material', 'd tensor'],
    [
      'an isotropic crystal',
      { material: 'GaAs_Skauli2003', waves: { wave1: { wavelengthNm: 2400 } } },
      'needs-birefringent',
      'material',
      'isotropic',
    ],
  ];
  it('SHG lists eoe and oee once, as the phase-matching calculator does', () => {
    expect(errorOf(() => run({ type: 'eeo' })).message.endsWith('types that do: ooe, eoe')).toBe(true);
  });
  for (const [what, raw, code, field, text] of cases)
    it(what, () => {
      const e = errorOf(() => run(raw));
      expect(e.code).toBe(code);
      expect(e.field).toBe(field);
      expect(e.message).toContain(text);
    });
  it('a sentence that names an input writes it {{name}}: a page shows its label, never the dotted path', () => {
    const biaxial = { material: 'LBO', plane: 'XY', thetaDeg: 80, waves: { wave1: { wavelengthNm: 1030 } } };
    const bad = [...cases.map((c) => c[1]), { waves: { wave2: { wavelengthNm: 900 }, wave3: { wavelengthNm: 1000 } } }];
    for (const raw of [...bad, biaxial]) {
      const e = errorOf(() => run(raw));
      // The page's renderer: every {{name}} becomes a label; what is left must not be a contract name.
      const shown = renderProblem(e, () => 'LABEL');
      expect(shown, e.message).not.toMatch(/\bwaves\.wave\d\.\w+|\b(thetaDeg|phiDeg)\b/);
      // The CLI's sentence is unchanged: the names as the command line takes them.
      expect(renderProblem(e, (n) => n)).toBe(e.message);
    }
  });
});

describe('mixing: warnings', () => {
  // Warnings are the run's (docs/calculators.md "Warnings"), not an output.
  const codes = (raw: Record<string, unknown>) => run(raw).warnings.map((w) => w.code);
  it('wave2 of type I SHG is not used; one wave alone mixes nothing; walk-off beyond the beam; a widened window', () => {
    expect(codes({ waves: { wave1: { energyUj: 1 }, wave2: { energyUj: 1 } } })).toContain('wave2-unused');
    expect(
      codes({ waves: { wave1: { wavelengthNm: 1300, energyUj: 1 }, wave2: { wavelengthNm: 800, energyUj: 0 } } }),
    ).toContain('nothing-to-mix');
    // 67.8 mrad over 1 mm is 68 um, more than a tenth of a 1 mm beam's radius; over 0.5 mm of a 5 mm beam not.
    expect(codes({})).toContain('spatial-walk-off');
    expect(codes({ lengthMm: 0.5, waves: { wave1: { beamDiameterMm: 5 } } })).not.toContain('spatial-walk-off');
    const widened = run({ points: 256, waves: { wave1: { gddFs2: 20000 } } });
    expect(widened.warnings.map((w) => w.code)).toContain('grid-widened');
    expect(widened.outputs.numerics.points).toBeGreaterThan(256);
  });
  it('the third-order effects say which data are missing', () => {
    expect(
      codes({ material: 'LBO', thirdOrder: true, waves: { wave1: { wavelengthNm: 1030, energyUj: 1 } } }),
    ).toContain('no-n2-data');
  });
});

describe('mixing: the waves input', () => {
  it('fields left out take their defaults; JSON text is accepted; a comma is a decimal point', () => {
    const a = parse({ waves: '{"wave1": {"wavelengthNm": "1030", "energyUj": "2,5"}}' });
    expect(a.waves.wave1).toEqual({
      wavelengthNm: 1030,
      energyUj: 2.5,
      durationFs: 30,
      gddFs2: 0,
      delayFs: 0,
      beamDiameterMm: 1,
    });
    expect(a.waves.wave2.wavelengthNm).toBeUndefined();
    expect(a.waves.wave2.energyUj).toBe(0);
  });

  it('a dotted name is not an input of the engine (nesting batch columns is the CLI’s, apps/cli input-paths)', () => {
    const e = errorOf(() => parse({ 'waves.wave1.energyUj': 3 }));
    expect(e.code).toBe('unknown-input');
    expect(e.field).toBe('waves.wave1.energyUj');
  });
});

describe('mixing: series, progress, cancellation', () => {
  it('P(t), spectrum and energy along z of each wave; the z series starts at the inputs and ends at the outputs', () => {
    const r = run({}, true);
    const o = r.outputs;
    expect(r.series?.map((s) => s.id)).toEqual(['power', 'spectrum', 'energy']);
    const energy = r.series?.find((s) => s.id === 'energy');
    const [l1, l3] = energy?.lines ?? [];
    expect(l1.y[0]).toBeCloseTo(10, 10);
    expect(l3.y[0]).toBe(0);
    expect(l1.y[l1.y.length - 1]).toBeCloseTo(o.waves.wave1.energyUj, 10);
    expect(l3.y[l3.y.length - 1]).toBeCloseTo(o.waves.wave3.energyUj, 10);
    // The power's integral is the energy (GW fs = uJ).
    const p3 = r.series?.find((s) => s.id === 'power')?.lines[1];
    const dt = (p3?.x[1] ?? 0) - (p3?.x[0] ?? 0);
    const sum = (p3?.y ?? []).reduce((s, y) => s + y * dt, 0);
    // The chart leaves out the wings below 1e-5 of the peak: 1e-4 of the energy at most.
    expect(Math.abs(sum / o.waves.wave3.energyUj - 1)).toBeLessThan(1e-4);
  });

  it('the generator a worker drives refuses what the calculator refuses (points not a power of two)', () => {
    const e = errorOf(() => mixingSteps(parse({ points: 1000 })).next());
    expect(e.code).toBe('invalid-option');
    expect(e.field).toBe('points');
  });

  it('progress rises to 1; shouldStop cancels; the generator gives the same result', () => {
    const inp = parse({ profile: 'gaussian' });
    const fractions: number[] = [];
    const full = simulateMixing(inp, { onProgress: (p) => fractions.push(p.fraction) });
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1]);
    expect(fractions[fractions.length - 1]).toBeCloseTo(1, 12);
    let asked = 0;
    expect(() => simulateMixing(inp, { shouldStop: () => ++asked > 3 })).toThrow(MixingCancelled);
    expect(asked).toBe(4);
    const it = mixingSteps(inp);
    let r = it.next();
    while (!r.done) r = it.next();
    expect(r.value.outputs.waves.wave3.energyUj).toBe(full.outputs.waves.wave3.energyUj);
  });
});

describe('mixing: sign conventions and third-order effects', () => {
  // wave1 alone at 800 nm in 10 mm of BBO with a partner of no energy: nothing mixes, the crystal only
  // disperses it (GVD 75.5 fs²/mm, so 755 fs² in all; a 30 fs pulse of 2 × 755 fs² lasts 144 fs).
  const lone = (gddFs2: number) =>
    run({
      lengthMm: 10,
      waves: {
        wave1: { wavelengthNm: 800, energyUj: 1, durationFs: 30, gddFs2 },
        wave2: { wavelengthNm: 1300 },
      },
    }).outputs;
  it('a negative GDD (down-chirp) is compressed by the crystal to the transform limit; a positive one stretched', () => {
    const gvd = runCalculator(DISPERSION, { material: 'BBO', wavelengthNm: 800 }, lib).outputs.byRay.o.gvdFs2PerMm;
    const pre = lone(-gvd * 10).waves.wave1.durationFs as number;
    // The third-order dispersion left (about 500 fs³ against 30³ fs³) lengthens 30 fs by under 1 %.
    expect(Math.abs(pre / 30 - 1)).toBeLessThan(0.01);
    const post = lone(gvd * 10).waves.wave1.durationFs as number;
    const gaussian = 30 * Math.sqrt(1 + ((4 * Math.LN2 * 2 * gvd * 10) / 900) ** 2);
    expect(Math.abs(post / gaussian - 1)).toBeLessThan(0.02);
  });

  it('a positive delay enters later: two pulses 1 ps apart do not mix', () => {
    const apart = run({
      waves: {
        wave1: { wavelengthNm: 1300, energyUj: 5, durationFs: 50 },
        wave2: { wavelengthNm: 800, energyUj: 5, durationFs: 50, delayFs: 1000 },
      },
    });
    const together = run({
      waves: {
        wave1: { wavelengthNm: 1300, energyUj: 5, durationFs: 50 },
        wave2: { wavelengthNm: 800, energyUj: 5, durationFs: 50 },
      },
    });
    expect(apart.outputs.efficiencyPercent).toBeLessThan(1e-6 * together.outputs.efficiencyPercent);
  });

  it('two-photon absorption of a long pulse: I/(1 + β I L) per instant, integrated over the pulse (1 %)', () => {
    // 350 nm in BBO: 2ħω = 7.08 eV above the 6.56 eV of its 189 nm edge. Its partner (1000 nm) is empty, so
    // only the third-order terms act (the angle is given: the pair need not phase-match).
    const [E, T, L] = [200, 5000, 2];
    const out = run({
      thirdOrder: true,
      lengthMm: L,
      thetaDeg: 40,
      phiDeg: 90,
      waves: {
        wave1: { wavelengthNm: 350, energyUj: E, durationFs: T },
        wave2: { wavelengthNm: 1000 },
      },
    }).outputs;
    const n = runCalculator(REFRACTIVE_INDEX, { material: 'BBO', wavelengthNm: 350 }, lib).outputs.byRay.o.n;
    const ev = 1239.84198 / 350;
    const beta = tpaBetaCmPerGw(ev, ev, n, n, 1239.84198 / 189); // cm/GW
    expect(beta).toBeGreaterThan(0);
    const i0 = (E * 1e-6) / (T * 1e-15 * Math.sqrt(Math.PI / (4 * Math.LN2))) / (Math.PI * 0.05 ** 2) / 1e9; // GW/cm²
    // Σ over the pulse of I/(1 + β I L) (dI/dz = −β I²), L in cm, by Simpson on ±4 T.
    let num = 0;
    let den = 0;
    const steps = 4000;
    for (let k = 0; k <= steps; k++) {
      const t = -4 * T + (8 * T * k) / steps;
      const w = k === 0 || k === steps ? 1 : k % 2 ? 4 : 2;
      const i = i0 * Math.exp((-4 * Math.LN2 * t * t) / (T * T));
      num += (w * i) / (1 + beta * i * L * 0.1);
      den += w * i;
    }
    const want = num / den;
    expect(want).toBeLessThan(0.99);
    expect(Math.abs((out.waves.wave1.gain as number) / want - 1)).toBeLessThan(0.01);
  });
});
