// Engine throughput on one core: batch refractive index, batch GVD+TOD, whole calculator calls
// through the registry (validation included), and every calculator's default computation.
// Prints rows for the table of `npm run bench` as JSON lines on stdout.
import * as engine from '../packages/optics-engine/dist/index.js';

const {
  builtinLibrary,
  evaluateIndexBatch,
  evaluateGvdTodBatch,
  runCalculator,
  calculators,
  uniaxialTypeIAngle,
  phaseMatchUniaxial,
  phaseMatchBiaxial,
} = engine;
const lib = builtinLibrary();

/** Runs fn(repetitions) until at least `minMs` have passed; returns operations per second (best of 3). */
function rate(fn, opsPerCall, minMs = 400) {
  let best = 0;
  for (let trial = 0; trial < 3; trial++) {
    let calls = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < minMs) {
      fn();
      calls++;
      t = performance.now();
    }
    best = Math.max(best, (calls * opsPerCall) / ((t - t0) / 1000));
  }
  return best;
}

const row = (name, value, unit, target) => console.log(JSON.stringify({ group: 'engine', name, value, unit, target }));

const silica = lib.material('fused_silica', 'material').axes[0];
const N = 1 << 16;
const wl = new Float64Array(N);
for (let i = 0; i < N; i++) wl[i] = 0.3 + (1.9 * i) / N;
const out = new Float64Array(N);
const out2 = new Float64Array(N);
evaluateIndexBatch(silica, wl, out);
row(
  'refractive index, batch over Float64Array (fused silica, formula 1)',
  rate(() => evaluateIndexBatch(silica, wl, out), N),
  'evals/s',
  '>= 40e6',
);
const bbo = lib.material('BBO', 'material').axes[0];
const wlBbo = wl.map((x) => Math.min(Math.max(x, 0.3), 1.0));
row(
  'refractive index, batch (BBO o axis)',
  rate(() => evaluateIndexBatch(bbo, wlBbo, out), N),
  'evals/s',
  '',
);
row(
  'GVD+TOD, batch (fused silica)',
  rate(() => evaluateGvdTodBatch(silica, wl, out, out2), N),
  'evals/s',
  '>= 10e6',
);

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

// Issue 13: phase matching with every output (temperature, intensity, beam waist), and qpm.
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

// Issue 3 sets >= 100,000 default computations per second for these (prism-pair series excepted).
const ISSUE3 = new Set([
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
    ISSUE3.has(c.id) ? '>= 1e5' : '',
  );
  if (c.series)
    row(
      `${c.id}: default computation + series`,
      rate(() => runCalculator(c.id, {}, lib, { series: true }), 1, 200),
      'calls/s',
      '',
    );
}
