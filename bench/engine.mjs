// Engine throughput on one core: batch refractive index, batch GVD+TOD, whole calculator calls
// through the registry (validation included), and every calculator's default computation.
// Prints rows for the table of `npm run bench` as JSON lines on stdout.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import * as internals from '../packages/optics-engine/dist/bench.js';
import * as engine from '../packages/optics-engine/dist/index.js';
import * as hand from './_hand-loops.mjs';

const {
  builtinLibrary,
  evaluateIndexBatch,
  evaluateGvdTodBatch,
  runCalculator,
  calculators,
  createMaterialLibrary,
  atTemperature,
  compileMaterial,
  dispersionAt,
} = engine;
// Solver internals timed on their own: the package's `./bench` sub-path, not its public API.
const { createCubicSpline, fftForward, fitTable, uniaxialTypeIAngle, phaseMatchUniaxial, phaseMatchBiaxial } =
  internals;
const lib = builtinLibrary();

/**
 * Runs fn(repetitions) until at least `minMs` have passed; returns operations per second of this process's
 * CPU time (process.cpuUsage: the machine is shared, and time spent descheduled while other processes run
 * does not count), best of 3.
 */
function rate(fn, opsPerCall, minMs = 400) {
  let best = 0;
  for (let trial = 0; trial < 3; trial++) {
    let calls = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    while (performance.now() - t0 < minMs) {
      fn();
      calls++;
    }
    const used = process.cpuUsage(c0);
    best = Math.max(best, (calls * opsPerCall) / ((used.user + used.system) / 1e6));
  }
  return best;
}

const row = (name, value, unit, target) => console.log(JSON.stringify({ group: 'engine', name, value, unit, target }));

// Engine against hand-written loops of the same formula (bench/_hand-loops.mjs), measured in the same
// run: rounds alternate hand loop and engine, and the table gives median rates and the median of the
// per-round ratios (the machine is shared and noisy; a ratio within one round compares like with like).
// Rates are per second of this process's CPU time (process.cpuUsage), so time spent descheduled while
// other processes run does not count.
const N = 1 << 14;
const ROUNDS = 9;
const grid = (lo, hi) => Float64Array.from({ length: N }, (_, i) => lo + ((hi - lo) * i) / (N - 1));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Rate of fn over `ops` operations per call, for about `ms` milliseconds. */
function rateOnce(fn, ops, ms = 60) {
  let calls = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    fn();
    calls++;
  }
  const used = process.cpuUsage(c0);
  return (calls * ops) / ((used.user + used.system) / 1e6);
}
function compare(hand, engineFn) {
  const h = [];
  const e = [];
  const r = [];
  for (let round = 0; round < ROUNDS; round++) {
    const a = rateOnce(hand, N);
    const b = rateOnce(engineFn, N);
    h.push(a);
    e.push(b);
    r.push(b / a);
  }
  return { hand: median(h), engine: median(e), ratio: median(r) };
}
const siLi = lib.find('Si_Li').parameters[0];
const siSpline = createCubicSpline(siLi.data_n_wl, siLi.data_n, { monotone: true });
const siLoops = hand.tabulatedLoops(siSpline.xs, siSpline.ys, siSpline.slopes, fitTable(siLi.data_n_wl, siLi.data_n));
const cases = [
  ['fused silica (formula 1)', 'fused_silica', hand.silicaIndex, hand.silicaGvdTod],
  ['BBO Tamosauskas o (formula 2)', 'BaB2O4', hand.bboTamosauskasIndex, hand.bboTamosauskasGvdTod],
  ['BBO Eimerl o (formula 4)', 'BaB2O4_Eimerl', hand.bboEimerlIndex, hand.bboEimerlGvdTod],
  ['Si Li (tabulated)', 'Si_Li', siLoops.index, siLoops.gvdTod],
];
const out = new Float64Array(N);
const out2 = new Float64Array(N);
for (const [label, key, handIndex, handGvdTod] of cases) {
  const axis = lib.material(key, 'material').axes[0];
  const wl = grid(axis.minUm, axis.maxUm);
  // Same results first (the hand loops are checked, not just timed): 1e-12 relative covers rounding in
  // differently ordered sums of the same terms.
  const check = new Float64Array(N);
  handIndex(wl, check);
  evaluateIndexBatch(axis, wl, out);
  for (let i = 0; i < N; i += 97)
    if (Math.abs(check[i] - out[i]) > 1e-12 * Math.abs(out[i]))
      throw new Error(`${label}: hand loop disagrees at ${wl[i]}`);
  const gvdHand = new Float64Array(N);
  const todHand = new Float64Array(N);
  handGvdTod(wl, gvdHand, todHand);
  evaluateGvdTodBatch(axis, wl, out, out2);
  // GVD and TOD pass through zero inside some ranges: compared against the largest magnitude on the grid.
  const scale = (a) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const [gs, ts] = [scale(gvdHand), scale(todHand)];
  for (let i = 0; i < N; i += 97)
    if (Math.abs(gvdHand[i] - out[i]) > 1e-9 * gs || Math.abs(todHand[i] - out2[i]) > 1e-9 * ts)
      throw new Error(`${label}: hand GVD/TOD loop disagrees at ${wl[i]}`);
  const idx = compare(
    () => handIndex(wl, out),
    () => evaluateIndexBatch(axis, wl, out),
  );
  row(`${label}: index, engine batch`, idx.engine, 'evals/s', '');
  row(`${label}: index, hand-written loop`, idx.hand, 'evals/s', '');
  row(`${label}: index, engine / hand loop`, idx.ratio, 'ratio', '>= 0.75');
  const gt = compare(
    () => handGvdTod(wl, out, out2),
    () => evaluateGvdTodBatch(axis, wl, out, out2),
  );
  row(`${label}: GVD+TOD, engine batch`, gt.engine, 'evals/s', '>= 50e6');
  row(`${label}: GVD+TOD, hand-written loop`, gt.hand, 'evals/s', '');
  row(`${label}: GVD+TOD, engine / hand loop`, gt.ratio, 'ratio', '');
}

// Tabulated catalogue pages: compiling one builds the interpolant through its points; the smooth fit that gives
// group index, GVD and TOD (materials/table-fit.ts) is made on the first derivative asked for, once per page.
// Milliseconds of this process's CPU time, medians over fresh compilations; the fit's ratio to the compile time
// of the same page in the same run. Pages from 40 points (Crystran's CaF2) to the catalogue's longest table.
{
  const page = (address) => {
    const [shelf, book, id] = address.split('/');
    const file = new URL(`../packages/optics-engine/data/catalogue/chunks/${shelf}/${book}.json.gz`, import.meta.url);
    return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')).pages[id];
  };
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (const address of [
    'specs/CRYSTRAN-optical/CaF2',
    'main/BaF2/Querry',
    'main/SiO2/Franta-25C',
    'main/Tb3Ga5O12/Franta',
  ]) {
    const m = page(address);
    const points = m.parameters[0].data_n_wl.length;
    const compile = [];
    const fit = [];
    for (let r = 0; r < (points > 10000 ? 5 : 21); r++) {
      let t = cpuMs();
      const axis = compileMaterial(m).axes[0];
      compile.push(cpuMs() - t);
      t = cpuMs();
      dispersionAt(axis, (axis.minUm + axis.maxUm) / 2);
      fit.push(cpuMs() - t);
    }
    const label = `tabulated ${address} (${points} points)`;
    row(`${label}: compile`, median(compile), 'ms', '');
    row(`${label}: first GVD (makes the fit)`, median(fit), 'ms', '');
    row(`${label}: fit / compile time`, median(fit) / median(compile), 'ratio', '');
  }
}

// With temperature as an input (materials specialised per temperature by atTemperature): each material of
// the table above with a thermal model, the SCHOTT glass N-BK7 (formula A, an additive model around the
// compiled Sellmeier) and a crystal whose Sellmeier coefficients depend on temperature (CdSiP2, Wei et al.,
// compiled afresh at each temperature). Each at its reference temperature and at 80 C, measured in
// alternating rounds as above; the ratio is the time at 80 C over the time at the reference (target <= 1.5).
// Thermal models: curated BBO (BaB2O4) carries its own dn/dT polynomials, and the Eimerl axes take the same
// crystal's; fused silica and Si get a constant dn/dT (one term, the 'dn/dT' model) of the size their
// sources report (Malitson 1965: about 1e-5 /K for fused silica; Li 1980, J. Phys. Chem. Ref. Data 9, 561:
// about 1.6e-4 /K for Si in the near infrared). The bench times the model's shape; the values set the workload.
const bk7 = {
  key: 'bench_NBK7',
  name: 'N-BK7',
  type: 'glass',
  NumberOfAxis: 0,
  temperature: { reference_C: 20, min_C: -100, max_C: 140 },
  parameters: [
    {
      wl_n_range: { min: 0.3, max: 2.5 },
      formula: 2,
      // SCHOTT catalogue data for N-BK7 (refractiveindex.info specs/SCHOTT-optical/N-BK7).
      sellmeier_coeffs: [0, 1.03961212, 0.00600069867, 0.231792344, 0.0200179144, 1.01046945, 103.560653],
      thermal: {
        model: 'schott',
        D0: 1.86e-6,
        D1: 1.31e-8,
        D2: -1.37e-11,
        E0: 4.34e-7,
        E1: 6.27e-10,
        lambdaTK_um: 0.17,
      },
    },
  ],
};
const cdsip2 = JSON.parse(
  readFileSync(new URL('../packages/optics-engine/data/crystals/CdSiP2_Wei.json', import.meta.url), 'utf8'),
);
const withThermal = (key, thermalOf, temperature = { reference_C: 20, min_C: -50, max_C: 200 }) => {
  const m = lib.find(key);
  return {
    ...m,
    key: `bench_${key}_thermal`,
    alias: [],
    temperature,
    parameters: m.parameters.map((p, i) => ({ ...p, thermal: thermalOf(i) })),
  };
};
const bboThermal = lib.find('BaB2O4');
const constantDnDt = (perK) => () => ({ model: 'dn/dT', linear: [[perK, 0]] });
const thermalLib = createMaterialLibrary([
  bk7,
  cdsip2,
  withThermal('fused_silica', constantDnDt(1e-5)),
  withThermal('BaB2O4_Eimerl', (i) => bboThermal.parameters[i].thermal, bboThermal.temperature),
  withThermal('Si_Li', constantDnDt(1.6e-4)),
]);
for (const [label, key, from] of [
  ['fused silica (formula 1), constant dn/dT', 'bench_fused_silica_thermal', thermalLib],
  ['BBO Tamosauskas o (formula 2), dn/dT polynomial', 'BaB2O4', lib],
  ['BBO Eimerl o (formula 4), dn/dT polynomial', 'bench_BaB2O4_Eimerl_thermal', thermalLib],
  ['Si Li (tabulated), constant dn/dT', 'bench_Si_Li_thermal', thermalLib],
  ['N-BK7 (SCHOTT formula A)', 'bench_NBK7', thermalLib],
  ['CdSiP2 Wei (temperature-dependent Sellmeier)', 'CdSiP2_Wei', thermalLib],
]) {
  const m = from.material(key, 'material');
  const atRef = m.axes[0];
  const at80 = atTemperature(m, 80).axes[0];
  const wl = grid(atRef.minUm, atRef.maxUm);
  const idx = compare(
    () => evaluateIndexBatch(atRef, wl, out),
    () => evaluateIndexBatch(at80, wl, out),
  );
  row(`${label}: index at 80 C, engine batch`, idx.engine, 'evals/s', '');
  row(`${label}: index at the reference temperature`, idx.hand, 'evals/s', '');
  row(`${label}: index, 80 C / reference time`, 1 / idx.ratio, 'ratio', '<= 1.5');
  const gt = compare(
    () => evaluateGvdTodBatch(atRef, wl, out, out2),
    () => evaluateGvdTodBatch(at80, wl, out, out2),
  );
  row(`${label}: GVD+TOD at 80 C, engine batch`, gt.engine, 'evals/s', '>= 50e6');
  row(`${label}: GVD+TOD at the reference temperature`, gt.hand, 'evals/s', '>= 50e6');
  row(`${label}: GVD+TOD, 80 C / reference time`, 1 / gt.ratio, 'ratio', '<= 1.5');
}

let k = 0;
const inputs = Array.from({ length: 1024 }, (_, i) => ({ material: 'fused_silica', wavelengthNm: 400 + i }));
row(
  'dispersion calculator via registry (validation included)',
  rate(() => {
    for (let i = 0; i < 1024; i++) runCalculator('dispersion', inputs[k++ & 1023], lib);
  }, 1024),
  'calls/s',
  '>= 1e6',
);

// Nonlinear solvers: wavelengths vary so that nothing is cached between calls.
const bboNl = lib.material('BBO', 'material');
const lbo = lib.material('LBO', 'material');
const pumps = Float64Array.from({ length: 1024 }, (_, i) => 0.9 + (0.3 * i) / 1024);
let j = 0;
row(
  'uniaxial type I angle (BBO SHG, 0.9-1.2 um)',
  rate(() => {
    for (let i = 0; i < 1024; i++) uniaxialTypeIAngle(bboNl, pumps[j++ & 1023], pumps[j++ & 1023]);
  }, 1024),
  'angles/s',
  '>= 1e6',
);
row(
  'uniaxial type II angle (BBO eoe)',
  rate(() => {
    for (let i = 0; i < 1024; i++) phaseMatchUniaxial(bboNl, pumps[j++ & 1023], pumps[j++ & 1023], 'eoe');
  }, 1024),
  'angles/s',
  '>= 2e5',
);
row(
  'biaxial general direction (LBO ssf, phi 30 deg)',
  rate(() => {
    for (let i = 0; i < 256; i++) phaseMatchBiaxial(lbo, 0.9 + 0.15 * ((j++ & 255) / 256), 0.95, 'ssf', Math.PI / 6);
  }, 256),
  'solutions/s',
  '>= 5e4',
);

// Phase matching with every output (temperature, intensity, beam waist), and qpm.
{
  const pm = Array.from({ length: 256 }, (_, i) => ({
    material: 'BBO',
    wavelength1Nm: 900 + i,
    temperatureC: 40,
    lengthMm: 10,
    intensityGwPerCm2: 0.5,
    beamWaistUm: 50,
  }));
  let q = 0;
  row(
    'phase-matching, every output (BBO SHG 900-1155 nm, 40 °C, intensity, waist)',
    rate(() => {
      for (let i = 0; i < 64; i++) runCalculator('phase-matching', pm[q++ & 255], lib);
    }, 64),
    'calls/s',
    '>= 2e4',
  );
  const qp = Array.from({ length: 256 }, (_, i) => ({ material: 'LNB_M', wavelength1Nm: 1000 + i, temperatureC: 80 }));
  row(
    'qpm (MgO:LN SHG 1000-1255 nm, 80 °C)',
    rate(() => {
      for (let i = 0; i < 256; i++) runCalculator('qpm', qp[q++ & 255], lib);
    }, 256),
    'calls/s',
    '>= 1e5',
  );
}

// Pulses through a beam path. A 4,096-point complex FFT (fft.js behind math/fft.ts, in place) beside the time to
// touch the same two arrays once (bench/_hand-loops.mjs: the lower bound of any transform), alternating rounds.
{
  const n = 4096;
  const re = Float64Array.from({ length: n }, (_, i) => Math.sin(i));
  const im = Float64Array.from({ length: n }, (_, i) => Math.cos(3 * i));
  const fft = [];
  const touch = [];
  const ratio = [];
  for (let round = 0; round < ROUNDS; round++) {
    const a = rateOnce(() => fftForward(re, im, re, im), 1);
    const b = rateOnce(() => hand.touchComplex(re, im), 1);
    fft.push(a);
    touch.push(b);
    ratio.push(b / a);
  }
  row('FFT 4,096 complex points (fft.js, in place)', 1e6 / median(fft), 'us/transform', '');
  row('touch the same 4,096 complex points once (hand loop)', 1e6 / median(touch), 'us/pass', '');
  row('FFT / touch once', median(ratio), 'ratio', '');

  // pulse-path with 10 elements on 4,096 points: a chirped 30 fs pulse at 800 nm through a stretcher phase, four
  // glasses and crystals, chirped mirrors, 2 m of air, a prism pair, a grating pair and a BBO crystal cut at 29°.
  const path = [
    { kind: 'phase', gddFs2: 3000 },
    { kind: 'material', material: 'fused_silica', thicknessMm: 5 },
    { kind: 'material', material: 'BK7', thicknessMm: 3 },
    { kind: 'material', material: 'CaF2', thicknessMm: 2 },
    { kind: 'material', material: 'Al2O3', thicknessMm: 4 },
    { kind: 'mirrors', gddFs2: -100, todFs3: 0, bounces: 4 },
    { kind: 'air', distanceMm: 2000 },
    { kind: 'prism-pair', material: 'fused_silica', separationMm: 500, insertion1Mm: 2, insertion2Mm: 3 },
    { kind: 'grating-pair', linesPerMm: 300, angleDeg: 10, distanceMm: 10 },
    { kind: 'material', material: 'BBO', thicknessMm: 1, ray: 'e', thetaDeg: 29 },
  ];
  const pulse = { wavelengthNm: 800, durationFs: 30 };
  const check = runCalculator('pulse-path', { pulse, elements: path }, lib).outputs;
  if (check.grid.points !== 4096) throw new Error(`pulse-path bench: ${check.grid.points} points, not 4,096`);
  row(
    'pulse-path, 10 elements, 4,096 points',
    rate(() => runCalculator('pulse-path', { pulse, elements: path }, lib), 1),
    'calls/s',
    '>= 500',
  );
  // The same with an energy and a beam: the B-integral of the six Kerr media, each integrated over its depth.
  const energetic = { ...pulse, energyUj: 100, beamDiameterMm: 5 };
  row(
    'pulse-path, 10 elements, 4,096 points, with B-integrals (6 Kerr media)',
    rate(() => runCalculator('pulse-path', { pulse: energetic, elements: path }, lib), 1),
    'calls/s',
    '',
  );
  row(
    'pulse-path, 10 elements, 4,096 points, with series',
    rate(() => runCalculator('pulse-path', { pulse, elements: path }, lib, { series: true }), 1),
    'calls/s',
    '',
  );
  // The optimiser: +10,000 fs² at 1030 nm recompressed by a grating pair, its separation searched over 0-50 mm
  // (the whole calculation with the optimum; CPU time per call, median of 15).
  const opt = {
    pulse: { wavelengthNm: 1030, durationFs: 100, gddFs2: 10000 },
    elements: [{ kind: 'grating-pair', linesPerMm: 600, angleDeg: 30, distanceMm: 1 }],
    optimize: { element: 0, parameter: 'distanceMm', from: 0, to: 50 },
  };
  const times = [];
  for (let i = 0; i < 18; i++) {
    const c0 = process.cpuUsage();
    runCalculator('pulse-path', opt, lib);
    const u = process.cpuUsage(c0);
    if (i >= 3) times.push((u.user + u.system) / 1000);
  }
  row('pulse-path optimiser: grating separation, 4,096 points', median(times), 'ms', '<= 100');
}

// The closed-form calculators: each has to run >= 100,000 default computations per second (their series
// excepted), so that a page recomputes on every keystroke.
const CLOSED_FORM_IDS = new Set([
  'beam-displacement',
  'slab-pair',
  'heterostructure',
  'compare-materials',
  'prism-refraction',
  'lens-radius',
  'fresnel',
  'pulse-elongation',
  'b-integral',
  'diffraction-angles',
  'grating-calculator',
  'grating-pair',
  'prism-pair',
]);
for (const c of calculators) {
  let ok = true;
  try {
    runCalculator(c.id, {}, lib);
  } catch {
    ok = false;
  }
  if (!ok) continue;
  row(
    `${c.id}: default computation`,
    rate(() => runCalculator(c.id, {}, lib), 1, 200),
    'calls/s',
    CLOSED_FORM_IDS.has(c.id) ? '>= 1e5' : '',
  );
  if (c.series)
    row(
      `${c.id}: default computation + series`,
      rate(() => runCalculator(c.id, {}, lib, { series: true }), 1, 200),
      'calls/s',
      '',
    );
}

// Mixing in time (the bench case): SHG of 800 nm to 400 nm, 30 fs, 10 uJ in a 1 mm beam, 2 mm of BBO,
// 2,048 points, at the default step tolerance. Wall time per run (median of 5, after one warm-up run), its
// integration steps, its energy error against a run at a tolerance 100 times tighter, and the run time in
// units of one 2,048-point complex FFT measured in the same process (the baseline: the run is FFT-bound).
{
  const { simulateMixing, parseInputs, getCalculator, MIXING_DEFAULT_TOLERANCE } = engine;
  const { fftForward } = internals;
  const re = Float64Array.from({ length: 2048 }, (_, i) => Math.sin(i));
  const im = new Float64Array(2048);
  const fftPerSecond = rate(() => fftForward(re, im, re, im), 1);
  for (const profile of ['flat-top', 'gaussian']) {
    const raw = {
      material: 'BBO',
      lengthMm: 2,
      points: 2048,
      profile,
      waves: { wave1: { wavelengthNm: 800, energyUj: 10, durationFs: 30, beamDiameterMm: 1 } },
    };
    const inp = parseInputs(getCalculator('mixing'), raw, lib);
    runCalculator('mixing', raw, lib);
    const walls = [];
    let out;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      out = runCalculator('mixing', raw, lib).outputs;
      walls.push(performance.now() - t0);
    }
    const wall = median(walls);
    const ref = simulateMixing(inp, { tolerance: MIXING_DEFAULT_TOLERANCE / 100 }).outputs;
    const err = Math.max(
      Math.abs(out.waves.wave1.energyUj / ref.waves.wave1.energyUj - 1),
      Math.abs(out.waves.wave3.energyUj / ref.waves.wave3.energyUj - 1),
    );
    const label = `mixing SHG 800->400 nm, 30 fs, 2 mm BBO, 2048 points, ${profile}`;
    row(`${label}: wall time per run`, wall, 'ms', '< 1000');
    row(`${label}: integration steps (all rings)`, out.numerics.steps, 'steps', '');
    row(`${label}: beam rings`, out.numerics.rings, 'rings', '');
    row(`${label}: energy error vs tolerance / 100`, err, 'relative', '<= 1e-4');
    row(`${label}: run time / one 2048-point FFT`, (wall / 1000) * fftPerSecond, 'ratio', '');
  }
}
