import { engineWarning } from '../errors.js';
import { type OutputMeasures, outputMeasures } from '../pulse/path-measures.js';
import { noteTableDerivatives } from './common.js';
import { PULSE_PATH_INPUTS, type PulsePathInputs } from './pulse-path-inputs.js';
import { pulsePathSeries } from './pulse-path-series.js';
import { type PulsePathState, solvePulsePath } from './pulse-path-solve.js';
import { defineCalculator } from './spec.js';

export interface ElementRow {
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
  /** dphi/domega at the centre (fs): material and air; null for the others. */
  groupDelayFs: number | null;
  /** B-integral (rad); null without n2 data, an energy or a beam. */
  bIntegralRad: number | null;
}

export interface Outputs {
  elements: ElementRow[];
  total: { gddFs2: number; todFs3: number; fodFs4: number; bIntegralRad: number | null };
  output: OutputMeasures;
  optimum: { value: number; durationFs: number; strehl: number } | null;
  grid: { points: number; dtFs: number };
}

/** The state behind outputs just computed, so that their series need not run the path again. */
const solved = new WeakMap<object, PulsePathState>();

function outputsOf(inputs: PulsePathInputs, s: PulsePathState): Outputs {
  const { built, run } = s;
  const rows: ElementRow[] = built.map((e, i) => ({
    gddFs2: e.taylor.gddFs2,
    todFs3: e.taylor.todFs3,
    fodFs4: e.taylor.fodFs4,
    groupDelayFs: e.taylor.groupDelayFs,
    bIntegralRad: run.bIntegralRad[i],
  }));
  const bs = run.bIntegralRad.filter((b): b is number => b !== null);
  const sum = (k: 'gddFs2' | 'todFs3' | 'fodFs4') => rows.reduce((a, r) => a + r[k], 0);
  return {
    elements: rows,
    total: {
      gddFs2: sum('gddFs2'),
      todFs3: sum('todFs3'),
      fodFs4: sum('fodFs4'),
      bIntegralRad: bs.length > 0 ? bs.reduce((a, b) => a + b, 0) : null,
    },
    output: outputMeasures(run, inputs.pulse.beamDiameterMm),
    optimum: s.optimum,
    grid: { points: run.grid.points, dtFs: run.grid.dtFs },
  };
}

const MODEL = `
  A pulse is a complex spectrum on a frequency grid (docs/pulses.md): a transform-limited Gaussian or sech² of a
  duration or bandwidth, or a measured spectrum (flat phase, interpolated linearly), times the input chirp. Each
  element multiplies it by exp(iφ(ω)) with its exact phase over the whole spectrum, not a Taylor series: a
  material n(ω)ωL/c (principal ray, or o/e and slow/fast waves for a crystal cut at θ, φ; at its temperature);
  a grating pair Treacy's pG√(k² − (2πN − k sin α)²) (a negative separation is a stretcher); a prism pair the
  ray-traced double-pass path 2ωP(ω)/c at every frequency, aligned at the centre as the prism-pair tool aligns
  it; chirped mirrors and an ideal phase their Taylor phase; air Ciddor's index (1996) at its temperature,
  pressure and humidity with 450 ppm CO₂. Each phase loses its constant and linear terms at the centre (the group
  delay is reported, not applied), so the pulse stays centred. The Taylor terms of each element at the centre
  come from the single tools' own functions (dispersion × thickness, grating-pair, prism-pair); FOD is the
  derivative of the TOD. The time window holds the group-delay spread of the spectrum at every element boundary
  and widens itself, with a warning, rather than wrap a long pulse around. Durations, peaks and the
  autocorrelation width are evaluated exactly between the samples. The B-integral of a material with n₂ data
  (and of air, n₂ scaled by its density) needs an energy and a 1/e² beam diameter: the on-axis peak intensity
  2P/(πw²) of a Gaussian beam without diffraction, integrated over the depth where the pulse stretches or
  compresses. The optimiser scans the range, seeded by the value where the total GDD cancels, and refines the
  least FWHM (or highest Strehl) by Brent's method; its curve spans the values where the duration grows about
  fourfold.
`
  .replace(/\s+/g, ' ')
  .trim();

/** A pulse through a whole beam path (docs/calculators.md, "Pulses"). */
export const pulsePath = defineCalculator({
  id: 'pulse-path',
  title: 'Pulse through a beam path',
  category: 'dispersion',
  summary:
    'The pulse after a path of materials, compressors, mirrors and air: exact spectral phase, B-integral, and the compressor setting that makes it shortest.',
  inputs: PULSE_PATH_INPUTS,
  outputs: [
    { name: 'elements', label: 'Per element: GDD, TOD, FOD, group delay, B-integral' },
    { name: 'total.gddFs2', label: 'Path GDD (fs²)', unit: 'fs^2' },
    { name: 'total.todFs3', label: 'Path TOD (fs³)', unit: 'fs^3' },
    { name: 'total.fodFs4', label: 'Path FOD (fs⁴)', unit: 'fs^4' },
    { name: 'total.bIntegralRad', label: 'Path B-integral (rad)', unit: 'rad' },
    { name: 'output.durationFs', label: 'Output duration, FWHM (fs)', unit: 'fs' },
    { name: 'output.rmsDurationFs', label: 'Output RMS duration σ (fs)', unit: 'fs' },
    { name: 'output.transformLimitedFs', label: 'Transform limit, FWHM (fs)', unit: 'fs' },
    { name: 'output.strehl', label: 'Strehl ratio' },
    { name: 'output.autocorrelationFwhmFs', label: 'Autocorrelation FWHM (fs)', unit: 'fs' },
    { name: 'output.spectralWidthNm', label: 'Spectral width, FWHM (nm)', unit: 'nm' },
    { name: 'output.centreWavelengthNm', label: 'Centre wavelength (nm)', unit: 'nm' },
    { name: 'output.peakPowerGw', label: 'Peak power (GW)', unit: 'GW' },
    { name: 'output.peakIntensityGwPerCm2', label: 'Peak intensity (GW/cm²)', unit: 'GW/cm^2' },
    { name: 'optimum.value', label: 'Optimum value of the field' },
    { name: 'optimum.durationFs', label: 'Duration at the optimum (fs)', unit: 'fs' },
    { name: 'optimum.strehl', label: 'Strehl ratio at the optimum' },
    { name: 'grid.points', label: 'Grid points used' },
    { name: 'grid.dtFs', label: 'Time step (fs)', unit: 'fs' },
  ],
  formulas: [
    {
      tex: 'A_{out}(\\omega) = A_{in}(\\omega)\\, e^{i\\varphi_{chirp}(\\omega)} \\prod_j e^{i\\varphi_j(\\omega)}',
      text: 'the path: each element multiplies the spectrum by its exact phase',
    },
    {
      tex: '\\varphi_{material} = n(\\omega)\\,\\omega L / c',
      text: 'a material of thickness L (and air, n from Ciddor 1996)',
    },
    {
      tex: '\\varphi_{gratings} = p\\,G\\sqrt{k^2 - (2\\pi N - k\\sin\\alpha)^2},\\quad k = \\omega/c',
      text: 'a grating pair (Treacy), p passes, normal separation G',
    },
    { tex: '\\varphi_{prisms} = 2\\,\\omega P(\\omega)/c', text: 'a prism pair, P the ray-traced optical path' },
    {
      tex: '\\varphi = \\tfrac{\\mathrm{GDD}}{2}\\Omega^2 + \\tfrac{\\mathrm{TOD}}{6}\\Omega^3 + \\tfrac{\\mathrm{FOD}}{24}\\Omega^4,\\quad \\Omega = \\omega - \\omega_0',
      text: 'the input chirp, mirrors (per bounce × bounces) and an ideal phase',
    },
    {
      tex: 'a(t) = \\sum_k A_k\\, e^{-i(\\omega_k - \\omega_0)t}',
      text: 'the time envelope (positive GDD is an up-chirp)',
    },
    {
      tex: 'B = \\frac{2\\pi}{\\lambda_0} n_2 \\int_0^L I(z)\\,dz,\\quad I = \\frac{2P_{peak}(z)}{\\pi w^2}',
      text: 'B-integral at the on-axis peak intensity of a Gaussian beam, the pulse reshaped along z',
    },
    {
      tex: 'S = \\max_t |a(t)|^2 / \\max_t |a_{TL}(t)|^2',
      text: 'Strehl ratio against the transform-limited pulse of the same spectrum',
    },
  ],
  model: MODEL,
  references: [
    'E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)',
    'R. L. Fork, O. E. Martinez and J. P. Gordon, Opt. Lett. 9, 150 (1984)',
    'P. E. Ciddor, Appl. Opt. 35, 1566 (1996)',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1 and 2',
    'A. E. Siegman, Lasers (University Science Books, 1986), sections 9 and 10.7',
    'R. P. Brent, Algorithms for Minimization without Derivatives (Prentice-Hall, 1973), ch. 4 and 5',
  ],
  compute(inputs, ctx): Outputs {
    const state = solvePulsePath(inputs, ctx);
    for (const w of state.run.warnings) ctx.warn?.(engineWarning(w.code, w.field, w.message));
    // An element's GDD and TOD come from dispersionAt, which derives them from a fit for a tabulated index (as the
    // dispersion tool says); its exact phase uses the index itself.
    inputs.elements.forEach((e, i) => {
      if (e.kind === 'material' || e.kind === 'prism-pair')
        noteTableDerivatives(ctx, e.material, `elements[${i}].material`);
    });
    const out = outputsOf(inputs, state);
    solved.set(out, state);
    return out;
  },
  series(inputs, ctx, outputs) {
    return pulsePathSeries(inputs, solved.get(outputs) ?? solvePulsePath(inputs, ctx));
  },
});
