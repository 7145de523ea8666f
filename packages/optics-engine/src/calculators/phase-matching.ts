import { type AugmentedSolution, augmentSolutions } from '../nonlinear/augment.js';
import { solveInteractions } from '../nonlinear/interactions.js';
import { locusMap } from '../nonlinear/locus.js';
import { phaseMatchingMaps } from '../nonlinear/maps.js';
import { phaseMatchingSeries } from '../nonlinear/phase-matching-series.js';
import { warnZeroDeff } from '../nonlinear/zero-deff.js';
import { resolveTriple, tripleUmIn } from '../optics/wavelength-triple.js';
import { degToRad } from '../units.js';
import { materialInput, temperatureInput } from './common.js';
import { crystalLengthInput, tripleInputs } from './nonlinear-inputs.js';
import { PHASE_MATCHING_FORMULAS, PHASE_MATCHING_MODEL, PHASE_MATCHING_REFERENCES } from './phase-matching-text.js';
import { defineCalculator } from './spec.js';

/** Phase matching (the core of docs/product.md tools 24 and 26): every phase-matched type of a crystal. */
export const phaseMatching = defineCalculator({
  id: 'phase-matching',
  title: 'Phase matching',
  category: 'nonlinear-optics',
  summary:
    'Every collinear phase-matched interaction of a crystal for a wavelength triple: angles, d_eff, walk-off, GVM and acceptance bandwidths.',
  inputs: [
    materialInput('BaB2O4', { materialFilter: 'birefringent' }),
    ...tripleInputs([1030, 1030, 515]),
    {
      name: 'plane',
      label: 'Principal plane (biaxial)',
      kind: 'enum',
      options: ['XY', 'YZ', 'XZ'],
      default: 'XY',
      description: 'Biaxial crystals only: the principal plane that contains the wave vector.',
    },
    {
      name: 'phiDeg',
      label: 'Azimuth φ (deg), general direction (biaxial)',
      kind: 'number',
      unit: 'deg',
      optional: true,
      min: 0,
      max: 90,
      step: 0.1,
      description: 'Biaxial crystals only: solve a general direction at this azimuth (types with s/f waves).',
    },
    crystalLengthInput,
    temperatureInput(),
    {
      name: 'intensityGwPerCm2',
      label: 'Pump intensity (GW/cm²)',
      kind: 'number',
      unit: 'GW/cm2',
      optional: true,
      min: 0,
      max: 1000,
      step: 0.1,
      description:
        'Optional: plane-wave conversion efficiency (SHG/SFG, each input at this intensity; pump depletion for SHG) and the OPA signal gain (pump λ3 at this intensity).',
    },
    {
      name: 'beamWaistUm',
      label: 'Beam waist w0 (µm)',
      kind: 'number',
      unit: 'um',
      optional: true,
      min: 1,
      max: 100000,
      step: 1,
      description:
        'Optional: 1/e² intensity radius of a focused Gaussian beam at the crystal centre, for the Boyd–Kleinman focusing factor.',
    },
    {
      name: 'walkoffFocusing',
      label: 'Focusing with walk-off (Boyd–Kleinman B)',
      kind: 'boolean',
      default: false,
      description:
        'With a beam waist: also the Boyd–Kleinman factor with walk-off, h(ξ, B), and its optimum over the focusing (an optimisation per solution, about 5–50 ms each).',
    },
  ],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'solutions.*.type', label: 'Polarizations of λ1, λ2, λ3' },
    { name: 'solutions.*.thetaDeg', label: 'θ (deg)', unit: 'deg' },
    { name: 'solutions.*.phiDeg', label: 'φ (deg)', unit: 'deg' },
    { name: 'solutions.*.deffPmV', label: 'd_eff (pm/V)', unit: 'pm/V' },
    { name: 'solutions.*.walkoffMrad', label: 'Walk-off of waves 1, 2, 3 (mrad)', unit: 'mrad' },
    { name: 'solutions.*.gvmFsPerMm', label: 'GVM 12, 13, 23 (fs/mm)', unit: 'fs/mm' },
    { name: 'solutions.*.angularAcceptanceMradCm', label: 'Angular acceptance (mrad·cm)', unit: 'mrad cm' },
    { name: 'solutions.*.angularAcceptanceMrad', label: 'Angular acceptance for the length (mrad)', unit: 'mrad' },
    { name: 'solutions.*.spectralAcceptanceNmCm', label: 'Spectral acceptance of λ1 (nm·cm)', unit: 'nm cm' },
    { name: 'solutions.*.spectralAcceptanceByWaveNmCm', label: 'Spectral acceptance per wave (nm·cm)', unit: 'nm cm' },
    {
      name: 'solutions.*.spectralAcceptanceShgNmCm',
      label: 'SHG spectral acceptance (nm·cm)',
      unit: 'nm cm',
      description: 'SHG only (both inputs tuned together): null for sum-frequency mixing (λ1 ≠ λ2).',
    },
    { name: 'solutions.*.temperatureAcceptanceKCm', label: 'Temperature acceptance, FWHM (K·cm)', unit: 'K cm' },
    { name: 'solutions.*.angleToleranceMradCm', label: 'Crystal angle tolerance, ΔkL = 2π (mrad·cm)', unit: 'mrad cm' },
    { name: 'solutions.*.s0L2W', label: 'S₀·L² (W)', unit: 'W' },
    { name: 'solutions.*.deffUnscaledPmV', label: 'd_eff before Miller scaling (pm/V)', unit: 'pm/V' },
    {
      name: 'solutions.*.conversionEfficiencyPercent',
      label: 'Conversion efficiency (%): SHG with depletion, SFG undepleted',
      unit: '%',
    },
    {
      name: 'solutions.*.conversionEfficiencyDepletedPercent',
      label: 'Conversion efficiency with pump depletion (%)',
      unit: '%',
    },
    { name: 'solutions.*.parametricGain', label: 'OPA signal gain (pump λ3)' },
    {
      name: 'solutions.*.focusing',
      label:
        'Boyd–Kleinman focusing: ξ, h, optimal waist (µm), optimal h; with walk-off: B, h(ξ, B), optimal ξ, h and waist (µm)',
    },
    { name: 'solutions.*.indices', label: 'Phase indices of waves 1, 2, 3' },
    { name: 'solutions.*.groupIndices', label: 'Group indices of waves 1, 2, 3' },
    {
      name: 'loci',
      label: 'Biaxial: principal-plane crossings of each slow/fast locus, optic-axis angle',
      description: 'null for uniaxial crystals',
    },
  ],
  formulas: [
    ...PHASE_MATCHING_FORMULAS,
    {
      tex: 'S_0 L^2 = \\frac{\\varepsilon_0 c\\, \\lambda_1 \\lambda_2\\, n_1 n_2 n_3}{8\\pi^2 d_{\\mathrm{eff}}^2},\\quad \\eta = \\tanh^2\\sqrt{I L^2 / (S_0 L^2)}',
      text: "SNLO's S₀·L² and the plane-wave SHG efficiency with pump depletion (low gain: η = I L²/(S₀L²))",
    },
    {
      tex: '\\Delta T\\,L = \\frac{4 \\times 1.3916}{|\\partial \\Delta k/\\partial T|},\\quad \\delta\\theta\\,L = \\frac{2\\pi}{|\\partial \\Delta k/\\partial \\theta|}',
      text: 'temperature acceptance (FWHM) and the crystal angle tolerance (ΔkL = 2π)',
    },
    {
      tex: 'd_{\\mathrm{eff}}(\\lambda_1,\\lambda_2) = d_{\\mathrm{eff}}(\\lambda_0)\\,\\frac{\\chi_1\\chi_2\\chi_3}{\\chi_1^0\\chi_2^0\\chi_3^0},\\quad \\chi = n^2 - 1',
      text: 'Miller scaling from SHG of the measurement wavelength λ0',
    },
    {
      tex: 'h(\\xi) = \\max_\\sigma \\frac{1}{4\\xi}\\left|\\int_{-\\xi}^{\\xi} \\frac{e^{i\\sigma\\tau}}{1 + i\\tau}\\,d\\tau\\right|^2,\\quad \\xi = \\frac{L}{b},\\ b = \\frac{2\\pi n w_0^2}{\\lambda}',
      text: 'Boyd–Kleinman focusing factor without walk-off (optimum 1.068 at ξ = 2.84)',
    },
    {
      tex: "h(\\xi, B) = \\max_\\sigma \\frac{1}{4\\xi}\\int\\!\\!\\int_{-\\xi}^{\\xi} \\frac{e^{i\\sigma(\\tau-\\tau')}\\,e^{-B^2(\\tau-\\tau')^2/\\xi}}{(1 + i\\tau)(1 - i\\tau')}\\,d\\tau\\,d\\tau',\\quad B = \\frac{\\rho\\sqrt{L k_1}}{2}",
      text: 'Boyd–Kleinman focusing factor with walk-off ρ; maximised over ξ it gives h_m(B) and ξ_m(B)',
    },
  ],
  model: PHASE_MATCHING_MODEL,
  references: PHASE_MATCHING_REFERENCES,
  compute(inp, ctx) {
    const nm = resolveTriple(inp);
    const um = tripleUmIn(inp.material, nm);
    const phiRad = inp.phiDeg === undefined ? undefined : degToRad(inp.phiDeg);
    const raw = solveInteractions(inp.material, um, { plane: inp.plane, phiRad, lengthMm: inp.lengthMm });
    const biaxial = inp.material.axes.length === 3;
    const solutions: AugmentedSolution[] = augmentSolutions(inp.material, um, raw, {
      plane: biaxial ? (phiRad === undefined ? inp.plane : 'general') : 'XZ',
      lengthMm: inp.lengthMm,
      intensityGwPerCm2: inp.intensityGwPerCm2,
      beamWaistUm: inp.beamWaistUm,
      walkoffFocusing: inp.walkoffFocusing,
    });
    warnZeroDeff(ctx, inp.material, 'solutions', solutions);
    return { wavelengthsNm: nm, solutions, loci: inp.material.axes.length === 3 ? locusMap(inp.material, um) : null };
  },
  series(inp, _ctx, out: { solutions: AugmentedSolution[] }) {
    return phaseMatchingSeries(inp.material, resolveTriple(inp), out.solutions, {
      plane: inp.plane,
      phiDeg: inp.phiDeg,
      lengthMm: inp.lengthMm,
    });
  },
  maps(inp, _ctx, out: { wavelengthsNm: [number, number, number]; solutions: AugmentedSolution[] }) {
    return phaseMatchingMaps(inp.material, out.wavelengthsNm, {
      plane: inp.plane,
      phiRad: inp.phiDeg === undefined ? undefined : degToRad(inp.phiDeg),
      lengthMm: inp.lengthMm,
      types: [...new Set(out.solutions.map((s) => s.type))],
    });
  },
});
