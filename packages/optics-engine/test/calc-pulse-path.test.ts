import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { EngineError, InputError, PhysicsError } from '../src/errors.js';
import { createMaterialLibrary } from '../src/materials/context.js';
import { builtinLibrary } from '../src/materials/database.js';
import type { Material } from '../src/materials/types.js';

const lib = builtinLibrary();
// biome-ignore lint/suspicious/noExplicitAny: outputs of an id known at run time.
const run = (raw: Record<string, unknown>): any => runCalculator('pulse-path', raw, lib).outputs;
const warningsOf = (raw: Record<string, unknown>, library: typeof lib = lib) =>
  runCalculator('pulse-path', raw, library).warnings;
const seriesOf = (raw: Record<string, unknown>) => runCalculator('pulse-path', raw, lib, { series: true }).series ?? [];
function errorOf(raw: Record<string, unknown>): EngineError {
  try {
    runCalculator('pulse-path', raw, lib);
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(raw)} did not throw`);
}
/** The Gaussian broadening formula of pulse-broadening, written out: t sqrt(1 + (4 ln2 GDD / t^2)^2). */
const gaussianFs = (t: number, gdd: number) => t * Math.sqrt(1 + ((4 * Math.LN2 * gdd) / (t * t)) ** 2);

describe('pulse-path: the pulse and its measures', () => {
  it('a transform-limited 100 fs Gaussian: autocorrelation 141.42 fs; sech²: 154.3 fs', () => {
    // Deconvolution factors sqrt 2 and 1.543 (R. Trebino, Frequency-Resolved Optical Gating, Kluwer 2000,
    // table 2.1; Diels and Rudolph, ch. 9), printed to 141.42 and 154.3: the tolerances are half a unit of the
    // last printed digit (3.5e-5 and 3.3e-4 relative); the widths are exact between samples, so nothing else.
    const g = run({ pulse: { durationFs: 100 } }).output;
    expect(Math.abs(g.autocorrelationFwhmFs - 141.42)).toBeLessThanOrEqual(0.005);
    expect(g.durationFs).toBeCloseTo(100, 9);
    expect(g.transformLimitedFs).toBeCloseTo(100, 9);
    expect(g.strehl).toBeCloseTo(1, 12);
    const s = run({ pulse: { durationFs: 100, shape: 'sech2' } }).output;
    expect(Math.abs(s.autocorrelationFwhmFs - 154.3)).toBeLessThanOrEqual(0.05);
    expect(s.durationFs).toBeCloseTo(100, 9);
  });

  it('30 fs at 800 nm through 10 mm of fused silica: GDD 361.6 fs², and the GDD alone gives the Gaussian formula to 1e-6', () => {
    const pulse = { wavelengthNm: 800, durationFs: 30 };
    const silica = run({ pulse, elements: [{ kind: 'material', material: 'fused_silica', thicknessMm: 10 }] });
    // Malitson (1965) via refractiveindex.info: GVD 36.16 fs²/mm at 800 nm, printed to 4 digits.
    expect(Math.abs(silica.elements[0].gddFs2 - 361.6)).toBeLessThanOrEqual(0.05);
    expect(silica.elements[0].gddFs2).toBe(silica.total.gddFs2);
    // The same GDD as an ideal phase, TOD zero: the exact widths leave only rounding (the default grid has 16
    // samples per FWHM; the crossings are refined on the exact envelope), so 1e-6 holds with room.
    const gddOnly = run({ pulse, elements: [{ kind: 'phase', gddFs2: silica.elements[0].gddFs2 }] });
    const formula = gaussianFs(30, silica.elements[0].gddFs2);
    expect(Math.abs(gddOnly.output.durationFs / formula - 1)).toBeLessThan(1e-6);
    // The material's TOD (275 fs³) shortens the FWHM a little (44.888 fs against 44.909 fs): about 0.05 %.
    const change = silica.output.durationFs / gddOnly.output.durationFs - 1;
    expect(change).toBeLessThan(0);
    expect(Math.abs(change)).toBeGreaterThan(1e-4);
    expect(Math.abs(change)).toBeLessThan(2e-3);
  });

  it('the group delay of a material is L n_g / c, and it is not applied: the output stays at t = 0', () => {
    const out = run({
      pulse: { wavelengthNm: 800, durationFs: 30 },
      elements: [{ kind: 'material', material: 'BK7', thicknessMm: 10 }],
    });
    const d = runCalculator('dispersion', { material: 'BK7', wavelengthNm: 800 }, lib).outputs.byRay.o;
    // 1/c = 3.335641 fs/mm (c exact).
    expect(out.elements[0].groupDelayFs).toBeCloseTo((10 * (d?.groupIndex ?? Number.NaN)) / 0.299792458e-3, 6);
    const s = seriesOf({
      pulse: { wavelengthNm: 800, durationFs: 30 },
      elements: [{ kind: 'material', material: 'BK7', thicknessMm: 10 }],
    });
    const line = s.find((x) => x.id === 'intensity')?.lines[1];
    const peakAt = line?.x[line.y.indexOf(Math.max(...line.y))] ?? Number.NaN;
    // Only the TOD moves the peak (a few fs), against the 49 ps group delay.
    expect(Math.abs(peakAt)).toBeLessThan(10);
  });

  it('a measured spectrum pasted as text gives the transform limit of the shape it samples', () => {
    // A Gaussian of 50 fs at 1030 nm as a spectrometer's table (intensity per nm on a 0.1 nm axis, 900 to 1180 nm,
    // down to 1e-27 of its peak: a table cut at 1e-6 would lengthen the transform limit by 4e-4), written in the
    // test from A(omega) = exp(-T^2 Omega^2 / (8 ln 2)): S_lambda = S_omega 2 pi c / lambda^2.
    const c = 299.792458;
    const w0 = (2 * Math.PI * c) / 1030;
    const a = (50 * 50) / (4 * Math.LN2);
    const lines = ['wavelength;intensity'];
    for (let l = 900; l <= 1180; l += 0.1) {
      const w = (2 * Math.PI * c) / l;
      lines.push(`${l.toFixed(1).replace('.', ',')};${(Math.exp(-a * (w - w0) ** 2) / (l * l)).toExponential(12)}`);
    }
    const out = run({ pulse: { spectrum: lines.join('\n'), wavelengthNm: 1030 } });
    // Linear interpolation of a 0.1 nm table of a 31 nm wide band: below 1e-4 of the width.
    expect(Math.abs(out.output.transformLimitedFs / 50 - 1)).toBeLessThan(1e-4);
    expect(out.output.centreWavelengthNm).toBeCloseTo(1030, 2);
  });
});

describe('pulse-path: the compressor optimiser', () => {
  it('recompresses +10,000 fs² at 1030 nm with a grating pair to within 1 % of the transform limit, at the separation where the GDD cancels', () => {
    const pair = { kind: 'grating-pair', linesPerMm: 600, angleDeg: 30, distanceMm: 1 };
    const out = run({
      pulse: { wavelengthNm: 1030, durationFs: 100, gddFs2: 10000 },
      elements: [pair],
      optimize: { element: 0, parameter: 'distanceMm', from: 0, to: 50 },
    });
    expect(out.optimum.durationFs / out.output.transformLimitedFs).toBeLessThan(1.01);
    expect(out.optimum.strehl).toBeGreaterThan(0.99);
    // The pair's GDD per mm from the grating-pair calculator (Treacy): the separation that cancels 10,000 fs².
    const perMm = runCalculator(
      'grating-pair',
      { linesPerMm: 600, angleDeg: 30, distanceMm: 1, wavelengthNm: 1030 },
      lib,
    ).outputs.gddFs2;
    const cancel = -10000 / perMm;
    // The pair's TOD (1.8e4 fs³ at 7 mm) moves the shortest pulse off the GDD zero by a fraction of a per cent.
    expect(Math.abs(out.optimum.value / cancel - 1)).toBeLessThan(5e-3);
    // The path as given (1 mm) is far from it.
    expect(out.output.durationFs).toBeGreaterThan(2 * out.optimum.durationFs);
  });

  it('highest Strehl and least duration agree for a pure GDD; a count of bounces is optimised as a whole number', () => {
    const pulse = { wavelengthNm: 800, durationFs: 30, gddFs2: 600 };
    const mirrors = { kind: 'mirrors', gddFs2: -50, bounces: 2 };
    const byDuration = run({
      pulse,
      elements: [mirrors],
      optimize: { element: 0, parameter: 'bounces', from: 0, to: 30 },
    });
    const byStrehl = run({
      pulse,
      elements: [mirrors],
      optimize: { element: 0, parameter: 'bounces', from: 0, to: 30, target: 'strehl' },
    });
    expect(byDuration.optimum.value).toBe(12);
    expect(byStrehl.optimum.value).toBe(12);
    expect(byDuration.optimum.strehl).toBeCloseTo(1, 9);
  });

  it('gives the duration and Strehl curve around the optimum as series', () => {
    const s = seriesOf({
      pulse: { wavelengthNm: 1030, durationFs: 100, gddFs2: 10000 },
      elements: [{ kind: 'grating-pair', linesPerMm: 600, angleDeg: 30, distanceMm: 1 }],
      optimize: { element: 0, parameter: 'distanceMm', from: 0, to: 50 },
    });
    const d = s.find((x) => x.id === 'optimum-duration')?.lines[0];
    const st = s.find((x) => x.id === 'optimum-strehl')?.lines[0];
    expect(d?.x.length).toBe(41);
    const best = Math.min(...(d?.y ?? []));
    expect(best).toBeLessThan(101);
    // The duration grows away from the optimum on both sides of the curve.
    expect(d?.y[0]).toBeGreaterThan(2 * best);
    expect(d?.y[40]).toBeGreaterThan(2 * best);
    expect(Math.max(...(st?.y ?? []))).toBeGreaterThan(0.99);
  });
});

describe('pulse-path: B-integral', () => {
  it('a long pulse in a thin plate: B = (2 pi / lambda) n2 I L at the peak intensity 2P/(pi w^2), P = 0.9394 E / T', () => {
    const out = run({
      pulse: { wavelengthNm: 1030, durationFs: 1000, energyUj: 100, beamDiameterMm: 2 },
      elements: [{ kind: 'material', material: 'fused_silica', thicknessMm: 5 }],
    });
    // Peak power of a Gaussian: 2 sqrt(ln 2 / pi) E / T (docs/product.md §9: 0.9394).
    const p = (2 * Math.sqrt(Math.LN2 / Math.PI) * 100) / 1000;
    expect(out.output.peakPowerGw).toBeCloseTo(p, 6);
    const intensity = (2 * p) / (Math.PI * 0.1 ** 2);
    expect(out.output.peakIntensityGwPerCm2).toBeCloseTo(intensity, 4);
    const n2 = runCalculator(
      'b-integral',
      { material: 'fused_silica', wavelengthNm: 1030, intensityGwPerCm2: 1, distanceMm: 1 },
      lib,
    ).outputs.n2M2PerW.o;
    const b = ((2 * Math.PI) / 1030e-9) * n2 * intensity * 1e13 * 5e-3;
    // 95 fs² of GDD on a 1 ps pulse changes its peak by 1e-5: the integral's 1e-3 tolerance dominates.
    expect(Math.abs(out.elements[0].bIntegralRad / b - 1)).toBeLessThan(1e-3);
    expect(out.total.bIntegralRad).toBe(out.elements[0].bIntegralRad);
  });

  it('a pulse that stretches in the medium: B follows the falling peak, (2 pi / lambda) n2 I0 L_D asinh(L / L_D) for a Gaussian', () => {
    // 50 fs at 1030 nm in 100 mm of fused silica: GDD 1890 fs², the peak falls to 1/2.3 of its entry value.
    const pulse = { wavelengthNm: 1030, durationFs: 50, energyUj: 10, beamDiameterMm: 3 };
    const out = run({ pulse, elements: [{ kind: 'material', material: 'fused_silica', thicknessMm: 100 }] });
    const gdd = out.elements[0].gddFs2;
    // Gaussian with GDD phi2 z/L: peak P0 / sqrt(1 + (z/L_D)^2), L_D = L T^2 / (4 ln 2 phi2); its integral L_D asinh(L/L_D).
    const ld = (100 * 50 * 50) / (4 * Math.LN2 * gdd);
    const p0 = (2 * Math.sqrt(Math.LN2 / Math.PI) * 10) / 50;
    const n2 = runCalculator(
      'b-integral',
      { material: 'fused_silica', wavelengthNm: 1030, intensityGwPerCm2: 1, distanceMm: 1 },
      lib,
    ).outputs.n2M2PerW.o;
    const i0 = (2 * p0) / (Math.PI * 0.15 ** 2);
    const b = ((2 * Math.PI) / 1030e-9) * n2 * i0 * 1e13 * ld * Math.asinh(100 / ld) * 1e-3;
    // The formula has no TOD: the exit peak against the formula's measures the TOD's effect; the integral's
    // own tolerance is 1e-3.
    const exit = out.output.peakPowerGw / (p0 / Math.sqrt(1 + (100 / ld) ** 2)) - 1;
    expect(Math.abs(out.elements[0].bIntegralRad / b - 1)).toBeLessThan(2e-3 + Math.abs(exit));
  });

  it('is null without n2 data, an energy or a beam', () => {
    const el = [
      { kind: 'material', material: 'fused_silica', thicknessMm: 5 },
      { kind: 'phase', gddFs2: 100 },
    ];
    expect(run({ pulse: { energyUj: 1 }, elements: el }).elements[0].bIntegralRad).toBeNull();
    const both = run({ pulse: { energyUj: 1, beamDiameterMm: 1 }, elements: el });
    expect(both.elements[0].bIntegralRad).toBeGreaterThan(0);
    expect(both.elements[1].bIntegralRad).toBeNull();
    expect(run({ elements: el }).total.bIntegralRad).toBeNull();
  });
});

describe('pulse-path: the grid', () => {
  it('widens itself with a warning rather than wrap a long chirped pulse, and the duration stays right', () => {
    const r = runCalculator(
      'pulse-path' as string,
      { pulse: { wavelengthNm: 800, durationFs: 20 }, elements: [{ kind: 'phase', gddFs2: 200000 }], points: 1024 },
      lib,
    );
    const out = r.outputs;
    // Warnings are the run's (docs/calculators.md "Warnings"), not an output.
    expect(r.warnings.map((w) => w.code)).toContain('grid-widened');
    expect(r.warnings[0].field).toBe('points');
    expect(out.grid.points).toBeGreaterThan(1024);
    expect(Math.abs(out.output.durationFs / gaussianFs(20, 200000) - 1)).toBeLessThan(1e-6);
  });

  it('refuses a path that no allowed grid holds', () => {
    const e = errorOf({ pulse: { wavelengthNm: 800, durationFs: 5 }, elements: [{ kind: 'phase', gddFs2: 1e9 }] });
    expect(e).toBeInstanceOf(PhysicsError);
    expect(e.code).toBe('pulse-too-long');
  });
});

describe('pulse-path: bad input', () => {
  const narrow: Material = {
    key: 'narrow_glass',
    name: 'A glass known from 780 to 820 nm',
    type: 'glass',
    NumberOfAxis: 0,
    parameters: [
      {
        wl_n_range: { min: 0.78, max: 0.82 },
        formula: 1,
        sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
      },
    ],
  } as unknown as Material;

  it('an element whose material range does not cover the spectrum: refused naming the element and both ranges', () => {
    const e = errorOf({
      pulse: { wavelengthNm: 800, durationFs: 20 },
      elements: [
        { kind: 'phase', gddFs2: 10 },
        { kind: 'material', material: narrow, thicknessMm: 1 },
      ],
    });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe('elements[1].material');
    expect(e.message).toContain('elements[1]');
    expect(e.message).toContain('780 to 820 nm');
    // The pulse's band above 1e-3 of its peak: a 20 fs Gaussian at 800 nm spans about 750 to 855 nm.
    expect(e.message).toMatch(/spectrum, 7\d\d(\.\d)? to 8\d\d(\.\d)? nm/);
  });

  it.each([
    [{ elements: [{ kind: 'material', material: 'BK7' }] }, 'elements[0].thicknessMm', 'required'],
    [
      { elements: [{ kind: 'material', material: 'BK7', thicknessMm: '-1' }] },
      'elements[0].thicknessMm',
      'more than 0 mm',
    ],
    [{ elements: [{ kind: 'lens' }] }, 'elements[0].kind', 'one of material, grating-pair'],
    [{ elements: [{ kind: 'phase', gdd: 1 }] }, 'elements[0].gdd', 'its fields are: kind, gddFs2'],
    [{ elements: [{ kind: 'air', distanceMm: 1, pressureKPa: 50 }] }, 'elements[0].pressureKPa', '80 to 120'],
    [{ elements: [{ kind: 'material', material: 'BBO', thicknessMm: 1, ray: 'z' }] }, 'elements[0].ray', 'o, e'],
    [{ pulse: { durationFs: 10, bandwidthNm: 5 } }, 'pulse.bandwidthNm', 'only one of'],
    [{ pulse: { durationFs: 'abc' } }, 'pulse.durationFs', 'letters only'],
    [{ points: 1000 }, 'points', 'power of two'],
    [
      { elements: [{ kind: 'phase' }], optimize: { element: 1, parameter: 'gddFs2', from: 0, to: 1 } },
      'optimize.element',
      '0 to 0',
    ],
    [
      { elements: [{ kind: 'phase' }], optimize: { element: 0, parameter: 'bounces', from: 0, to: 1 } },
      'optimize.parameter',
      'gddFs2, todFs3, fodFs4',
    ],
    [
      {
        elements: [{ kind: 'air', distanceMm: 1 }],
        optimize: { element: 0, parameter: 'pressureKPa', from: 50, to: 100 },
      },
      'optimize.from',
      '80 to 120',
    ],
    [
      { elements: [{ kind: 'phase' }], optimize: { element: 0, parameter: 'gddFs2', from: 5, to: 1 } },
      'optimize.to',
      'above',
    ],
  ])('%j is refused on %s', (raw, field, text) => {
    const e = errorOf(raw);
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(text);
  });

  it('a grating pair with no first order inside the spectrum is a PhysicsError naming the element', () => {
    const e = errorOf({
      pulse: { wavelengthNm: 1030, durationFs: 10 },
      elements: [{ kind: 'grating-pair', linesPerMm: 1700, angleDeg: 45, distanceMm: 10 }],
    });
    expect(e).toBeInstanceOf(PhysicsError);
    expect(e.code).toBe('no-first-order');
    expect(e.message).toContain('elements[0]');
  });
});

describe('pulse-path: outputs and series', () => {
  it('has the contract’s outputs and the series the page draws', () => {
    const raw = {
      pulse: { wavelengthNm: 800, durationFs: 30, energyUj: 1, beamDiameterMm: 1 },
      elements: [
        { kind: 'material', material: 'fused_silica', thicknessMm: 5 },
        { kind: 'air', distanceMm: 1000 },
      ],
    };
    const out = run(raw);
    expect(Object.keys(out.elements[0]).sort()).toEqual(['bIntegralRad', 'fodFs4', 'gddFs2', 'groupDelayFs', 'todFs3']);
    expect(Object.keys(out.total).sort()).toEqual(['bIntegralRad', 'fodFs4', 'gddFs2', 'todFs3']);
    expect(Object.keys(out.output).sort()).toEqual(
      [
        'autocorrelationFwhmFs',
        'centreWavelengthNm',
        'durationFs',
        'peakIntensityGwPerCm2',
        'peakPowerGw',
        'rmsDurationFs',
        'spectralWidthNm',
        'strehl',
        'transformLimitedFs',
      ].sort(),
    );
    expect(out.optimum).toBeNull();
    expect(out.total.gddFs2).toBeCloseTo(out.elements[0].gddFs2 + out.elements[1].gddFs2, 9);
    const ids = seriesOf(raw).map((s) => s.id);
    expect(ids).toEqual([
      'intensity',
      'temporal-phase',
      'spectrum',
      'spectral-phase',
      'gdd',
      'duration-along-path',
      'b-along-path',
    ]);
  });

  it('the GDD series at the centre is the path’s GDD, and duration along the path ends at the output', () => {
    const raw = {
      pulse: { wavelengthNm: 800, durationFs: 30, gddFs2: 500 },
      elements: [
        { kind: 'material', material: 'fused_silica', thicknessMm: 5 },
        { kind: 'phase', gddFs2: -300, todFs3: 1000 },
      ],
    };
    const out = run(raw);
    const s = seriesOf(raw);
    const gdd = s.find((x) => x.id === 'gdd');
    const path = gdd?.lines[0];
    const at800 =
      path?.x.reduce((best, x, i) => (Math.abs(x - 800) < Math.abs((path?.x[best] ?? 0) - 800) ? i : best), 0) ?? 0;
    // Second differences on the grid's bins 0.8 nm apart near 800 nm, and the TOD over that offset: 1 fs².
    expect(Math.abs((path?.y[at800] ?? 0) - out.total.gddFs2)).toBeLessThan(1);
    expect((gdd?.lines[1].y[at800] ?? 0) - (path?.y[at800] ?? 0)).toBeCloseTo(500, 3);
    const along = s.find((x) => x.id === 'duration-along-path')?.lines[0];
    expect(along?.x).toEqual([0, 1, 2]);
    expect(along?.y[2]).toBeCloseTo(out.output.durationFs, 9);
    expect(along?.y[0]).toBeCloseTo(gaussianFs(30, 500), 6);
  });
});

/** Malitson's Sellmeier equation of fused silica (Malitson 1965), wavelength in um. */
const silica = (l: number) =>
  Math.sqrt(
    1 +
      (0.6961663 * l * l) / (l * l - 0.0684043 ** 2) +
      (0.4079426 * l * l) / (l * l - 0.1162414 ** 2) +
      (0.8974794 * l * l) / (l * l - 9.896161 ** 2),
  );
const TABLE_UM = Array.from({ length: 71 }, (_, i) => Math.round((0.5 + 0.01 * i) * 1000) / 1000);

describe('pulse-path: problems name their fields as data', () => {
  /** A problem's sentence with every {{name}} left out: what remains must name no field path as text. */
  const bare = (template: string) => template.replace(/\{\{[^}]*\}\}/g, '');
  const FIELD_PATH = /elements\[\d+\]|\bpulse\.\w|\boptimize\.\w/;

  it.each([
    { pulse: { wavelengthNm: 800, durationFs: 30 }, elements: [{ kind: 'material', material: 'Si', thicknessMm: 1 }] },
    { pulse: { wavelengthNm: 800, durationFs: 30 }, elements: [{ kind: 'material', material: 'BK7' }] },
    { elements: [{ kind: 'material', material: 'BK7', thicknessMm: 1, thetaDeg: 10 }] },
    { elements: [{ kind: 'material', material: 'BBO', thicknessMm: 1, phiDeg: 10 }] },
    { elements: [{ kind: 'material', material: 'BBO', thicknessMm: 1, thetaDeg: 30, ray: 'x' }] },
    {
      pulse: { wavelengthNm: 1030, durationFs: 10 },
      elements: [{ kind: 'grating-pair', linesPerMm: 1700, angleDeg: 45 }],
    },
    { pulse: { durationFs: 10, bandwidthNm: 5 } },
    { pulse: { spectrum: '800 1\n810 2', durationFs: 10 } },
    { pulse: { spectrum: '800 1\nabc def\n810 2' } },
    { elements: [{ kind: 'lens' }] },
    { elements: [{ kind: 'phase' }], optimize: { element: 0, parameter: 'bounces', from: 0, to: 1 } },
    { elements: [{ kind: 'phase' }], optimize: { element: 0, parameter: 'gddFs2', from: 5, to: 1 } },
    {
      elements: [{ kind: 'air', distanceMm: 1 }],
      optimize: { element: 0, parameter: 'pressureKPa', from: 50, to: 100 },
    },
  ])('%j: the template writes every field path as {{name}}, and the message is the template with the names', (raw) => {
    const e = errorOf(raw);
    expect(e.template).toMatch(/\{\{/);
    expect(bare(e.template)).not.toMatch(FIELD_PATH);
    expect(e.message).toBe(e.template.replace(/\{\{([^}]*)\}\}/g, '$1'));
    // The field the error is about is one the sentence names.
    if (e.field?.startsWith('elements[')) expect(e.template).toContain(`{{${e.field.replace(/\..*$/, '')}`);
  });

  it('warnings of elements name them as {{name}} too (prism apex missed, spectrum clipped)', () => {
    const prism = warningsOf({ pulse: { wavelengthNm: 800, durationFs: 5 }, elements: [{ kind: 'prism-pair' }] }).find(
      (w) => w.code === 'prism-apex-missed',
    );
    expect(prism?.template.startsWith('{{elements[0]}}')).toBe(true);
    expect(prism?.message.startsWith('elements[0]:')).toBe(true);
  });

  it('a material element of a tabulated page warns derived-from-table beside its material; a formula page does not', () => {
    const warned = (material: string) =>
      warningsOf({
        pulse: { wavelengthNm: 800, durationFs: 30 },
        elements: [{ kind: 'material', material, thicknessMm: 1 }],
      }).filter((w) => w.code === 'derived-from-table');
    const tabulated: Material = {
      key: 'tabulated_silica',
      name: 'Fused silica as a table',
      type: 'glass',
      NumberOfAxis: 0,
      // Malitson's fused silica printed to 5 decimals every 10 nm: an index known as a table only.
      parameters: [
        {
          wl_n_range: { min: 0.5, max: 1.2 },
          formula: 0,
          n_defined: false,
          data_n_wl: TABLE_UM,
          data_n: TABLE_UM.map((l) => Math.round(silica(l) * 1e5) / 1e5),
        },
      ],
    } as unknown as Material;
    const lib2 = createMaterialLibrary([tabulated]);
    const w = warningsOf(
      {
        pulse: { wavelengthNm: 800, durationFs: 30 },
        elements: [
          { kind: 'phase', gddFs2: 0 },
          { kind: 'material', material: 'tabulated_silica', thicknessMm: 1 },
        ],
      },
      lib2,
    ).filter((x) => x.code === 'derived-from-table');
    expect(w.map((x) => x.field)).toEqual(['elements[1].material']);
    expect(warned('fused_silica')).toEqual([]);
  });
});
