/**
 * Mixing in time: SHG, SFG and OPA of real pulses in a birefringent crystal, with group-velocity mismatch,
 * the full dispersion of each wave and pump depletion (the mixing/ modules; docs/pulses.md for the pulse
 * representation). The computation is the heavy one of the toolbox (tenths of a second): pages run it in a
 * worker through `mixingSteps` / `simulateMixing`, which report progress and can be stopped.
 */
import { engineWarning } from '../errors.js';
import type { MixingResult } from '../mixing/results.js';
import { simulateMixing } from '../mixing/simulate.js';
import type { MixingInputs } from '../mixing/types.js';
import { PLANAR_TYPES } from '../nonlinear/types.js';
import { materialInput, temperatureInput } from './common.js';
import { crystalLengthInput } from './nonlinear-inputs.js';
import { PHASE_MATCHING_FORMULAS } from './phase-matching-text.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';
import { DEFAULT_WAVES, parseWaves } from './waves-input.js';

/** The full result of a compute, for its series (the series are the same run's, never a second one). */
const RUNS = new WeakMap<object, MixingResult>();

function run(inp: MixingInputs): MixingResult {
  return simulateMixing(inp);
}

/** The model in words: one paragraph per topic (the info modal shows them as paragraphs). */
export const MIXING_MODEL = [
  prose`
    Three-wave mixing of pulses in a crystal: wave1 and wave2 make their sum frequency wave3 (1/λ3 = 1/λ1 +
    1/λ2); SHG, SFG and OPA (wave3 the pump, wave1 the seed, wave2 the idler) are the same equations with other
    inputs.
  `,
  prose`
    Fields: three complex envelopes on frequency grids around their own carriers that share one time grid, in
    the frame that moves with the mean of the fastest and slowest group velocity; slowly varying envelopes,
    plane waves along z.
  `,
  prose`
    Dispersion: each wave's k(ω) along the crystal direction, from the crystal's Sellmeier equations at the
    temperature and the index ellipsoid (the eigenwave of its polarization), at every frequency of its grid:
    group velocity, GVM and every higher order, not a Taylor series.
  `,
  prose`
    Coupling: d_eff (Miller-scaled) and Δk = k3 − k1 − k2 from the phase-matching engine at the chosen
    direction; the default direction is the phase-matching direction of the type at the centre wavelengths. Type
    I SHG is one fundamental field (wave1) and its harmonic (wave3); type II SHG two fundamental fields. Pump
    depletion is included: nothing is held fixed.
  `,
  prose`
    Inputs: Gaussian pulses of the given FWHM of their transform-limited intensity, with a GDD added at the
    entrance (positive = up-chirp) and a delay (positive = enters later).
  `,
  prose`
    Beam: flat-top discs, or Gaussian beams as independent radial rings (Gauss–Legendre in the field profile s =
    exp(−r²/w²)); no diffraction and no spatial walk-off (a warning says when the walk-off passes a tenth of the
    beam radius). Durations and widths are those of the beam's power P(t) = ∫I dA and energy spectrum, as a
    detector after the crystal sees them.
  `,
  prose`
    Optional (off by default): n2 from the crystal's data (self- and cross-phase modulation) and two-photon
    absorption with β estimated from the band gap of the crystal's transparency edge (two-parabolic-band
    scaling).
  `,
  prose`
    Integration: RK4 in the interaction picture (the dispersion exact, the coupling by RK4) with an adaptive
    step whose error comes from step doubling, held per wave relative to that wave, so a weak wave generated
    from zero is as accurate as the strong ones (an embedded RK4(3) estimate misses the error of such a wave).
    photonBalance, the largest change of a Manley–Rowe invariant (n1 + n3, n2 + n3; SHG n1 + 2 n3) over the
    input photon number, shows the integration error (it is exactly 0 in the equations without two-photon
    absorption).
  `,
  prose`
    Not modelled: diffraction, spatial walk-off, thermal effects, damage, ionisation; inputs above a peak
    intensity of 100 TW/cm² are refused.
  `,
].join('\n');

/** Mixing in time: what a crystal does to real pulses (SHG, SFG, OPA). */
export const mixing = defineCalculator({
  id: 'mixing',
  title: 'Mixing in time',
  category: 'nonlinear-optics',
  summary:
    'SHG, SFG and OPA of real pulses in a crystal: energies, durations and spectra at the exit, with group-velocity mismatch, full dispersion and pump depletion.',
  inputs: [
    materialInput('BaB2O4', { materialFilter: 'nonlinear' }),
    {
      name: 'plane',
      label: 'Principal plane (biaxial)',
      kind: 'enum',
      options: ['XY', 'YZ', 'XZ'],
      default: 'XY',
      description:
        'Biaxial crystals only: the principal plane that contains the wave vector (angle φ in XY, θ in YZ and XZ).',
    },
    {
      name: 'type',
      label: 'Polarizations of wave1, wave2, wave3',
      kind: 'enum',
      options: PLANAR_TYPES,
      default: 'ooe',
    },
    {
      name: 'thetaDeg',
      label: 'θ (deg)',
      kind: 'number',
      unit: 'deg',
      optional: true,
      min: 0,
      max: 180,
      step: 0.01,
      description: 'Angle of the wave vector from the optic axis z; left empty, the phase-matching angle of the type.',
    },
    {
      name: 'phiDeg',
      label: 'φ (deg)',
      kind: 'number',
      unit: 'deg',
      optional: true,
      min: -360,
      max: 360,
      step: 0.01,
      description:
        'Azimuth from x; left empty, that of the largest d_eff (uniaxial) or of the phase-matching direction (biaxial XY).',
    },
    temperatureInput(),
    crystalLengthInput,
    {
      name: 'waves',
      label: 'Pulses: wave1, wave2, wave3 (sum frequency)',
      kind: 'waves',
      default: DEFAULT_WAVES,
      parse: parseWaves,
      description:
        'Each wave: wavelengthNm (two of three; wave1 alone is SHG), energyUj (0: generated), durationFs (FWHM of the transform-limited intensity), gddFs2 (positive = up-chirp), delayFs (positive = enters later), beamDiameterMm (1/e² of a Gaussian beam, full width of a flat-top). Batch columns address one field as waves.wave1.energyUj.',
    },
    {
      name: 'profile',
      label: 'Beam profile',
      kind: 'enum',
      options: ['gaussian', 'flat-top'],
      default: 'gaussian',
    },
    {
      name: 'thirdOrder',
      label: 'n₂ (SPM, XPM) and two-photon absorption',
      kind: 'boolean',
      default: false,
    },
    {
      name: 'points',
      label: 'Grid points',
      kind: 'integer',
      default: 2048,
      min: 256,
      max: 65536,
      description:
        'Points of the time and frequency grids (a power of two); more are taken when the pulses need a longer window.',
    },
  ],
  outputs: [
    { name: 'waves.*.energyUj', label: 'Energy at the exit (uJ)', unit: 'uJ' },
    { name: 'waves.*.gain', label: 'Gain (energy out / in)' },
    { name: 'waves.*.durationFs', label: 'Duration of P(t), FWHM (fs)', unit: 'fs' },
    { name: 'waves.*.spectralWidthNm', label: 'Spectral width, FWHM (nm)', unit: 'nm' },
    { name: 'waves.*.centreWavelengthNm', label: 'Centre wavelength (nm)', unit: 'nm' },
    { name: 'efficiencyPercent', label: 'Efficiency: generated over input energy (%)', unit: '%' },
    { name: 'photonBalance', label: 'Manley–Rowe residual (over the input photon number)' },
    { name: 'deffPmV', label: 'd_eff (pm/V)', unit: 'pm/V' },
    { name: 'deltaKPerMm', label: 'Δk = k3 − k1 − k2 (rad/mm)', unit: 'rad/mm' },
    { name: 'thetaDeg', label: 'θ used (deg)', unit: 'deg' },
    { name: 'phiDeg', label: 'φ used (deg)', unit: 'deg' },
    { name: 'numerics', label: 'Grid points, time step (fs), window (fs), integration steps, beam rings' },
    { name: 'warnings', label: 'Warnings' },
  ],
  formulas: [
    {
      tex: '\\frac{\\partial A_j}{\\partial z} = i\\left(k_j(\\omega) - \\frac{\\omega}{v_\\mathrm{ref}}\\right)A_j + \\mathcal F[N_j]',
      text: 'each wave in the frame moving at v_ref: its exact dispersion plus the nonlinear coupling',
    },
    {
      tex: 'N_1 = i\\kappa\\omega_1 a_3 a_2^*,\\quad N_2 = i\\kappa\\omega_2 a_3 a_1^*,\\quad N_3 = i\\kappa\\omega_3 a_1 a_2,\\quad \\kappa = \\frac{2 d_\\mathrm{eff}}{c\\sqrt{2 n_1 n_2 n_3 \\varepsilon_0 c}}',
      text: 'SFG, OPA and type II SHG, |a|² the intensity (type I SHG: N_1 = iκω_1 a_3 a_1*, N_3 = iκω_3 a_1²/2)',
    },
    {
      tex: '\\frac{\\mathrm d}{\\mathrm dz}\\left(\\frac{E_1}{\\omega_1} + \\frac{E_3}{\\omega_3}\\right) = \\frac{\\mathrm d}{\\mathrm dz}\\left(\\frac{E_2}{\\omega_2} + \\frac{E_3}{\\omega_3}\\right) = 0',
      text: 'Manley–Rowe: photons of wave3 are made from one of wave1 and one of wave2',
    },
    {
      tex: 'P(t) = \\int I(r, t)\\,\\mathrm dA',
      text: 'the beam power whose FWHM is the duration',
    },
    ...PHASE_MATCHING_FORMULAS.slice(0, 4),
  ],
  model: MIXING_MODEL,
  references: [
    'J. A. Armstrong, N. Bloembergen, J. Ducuing, P. S. Pershan, Interactions between light waves in a nonlinear dielectric, Phys. Rev. 127, 1918 (1962)',
    'R. W. Boyd, Nonlinear Optics, 3rd ed. (Academic Press, 2008), sections 2.2, 2.7 and 2.9',
    'J. Hult, A fourth-order Runge–Kutta in the interaction picture method for simulating supercontinuum generation in optical fibers, J. Lightwave Technol. 25, 3770 (2007)',
    'S. Balac and F. Mahé, Embedded Runge–Kutta scheme for step-size control in the interaction picture method, Comput. Phys. Commun. 184, 1211 (2013)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics): the PW-mix, SP-mix and BB-mix models',
    'M. Sheik-Bahae, D. C. Hutchings, D. J. Hagan, E. W. Van Stryland, Dispersion of bound electronic nonlinear refraction in solids, IEEE J. Quantum Electron. 27, 1296 (1991)',
  ],
  compute(inp, ctx) {
    const result = run(inp);
    // The run's warnings are the calculation's (docs/calculators.md "Warnings"), not an output.
    const { warnings, ...outputs } = result.outputs;
    for (const w of warnings) ctx.warn?.(engineWarning(w.code, w.field, w.message));
    RUNS.set(outputs, result);
    return outputs;
  },
  series(inp, _ctx, out) {
    return (RUNS.get(out) ?? run(inp)).series;
  },
});
