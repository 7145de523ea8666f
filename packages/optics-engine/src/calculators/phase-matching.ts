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
import { prose } from './prose.js';
import { defineCalculator, type Formula } from './spec.js';

/** Formulas shared by the nonlinear calculators' info texts. */
export const PHASE_MATCHING_FORMULAS: readonly Formula[] = [
  {
    tex: '\\Delta k = 2\\pi\\left(\\frac{n_3}{\\lambda_3} - \\frac{n_1}{\\lambda_1} - \\frac{n_2}{\\lambda_2}\\right) = 0',
    text: 'collinear phase matching, 1/λ1 + 1/λ2 = 1/λ3',
  },
  {
    tex: '\\frac{1}{n_e(\\theta)^2} = \\frac{\\cos^2\\theta}{n_o^2} + \\frac{\\sin^2\\theta}{n_e^2}',
    text: 'extraordinary index (uniaxial; in a principal plane the in-plane indices replace n_o and n_e)',
  },
  {
    tex: '\\sum_{i} \\frac{s_i^2}{n^{-2} - n_i^{-2}} = 0',
    text: 'Fresnel equation of wave normals (biaxial, general direction)',
  },
  {
    tex: 'd_{\\mathrm{eff}} = \\sum_{ijk} \\hat e_{3,i}\\, d_{ijk}\\, \\hat e_{1,j} \\hat e_{2,k}',
    text: 'effective nonlinearity from the d tensor (Kleinman symmetry) and the unit field vectors',
  },
  {
    tex: '\\tan\\rho = \\frac{|\\mathbf D \\times \\mathbf E|}{\\mathbf D \\cdot \\mathbf E},\\quad \\mathbf E \\propto \\varepsilon^{-1}\\mathbf D',
    text: 'walk-off angle between wave vector and Poynting vector',
  },
  {
    tex: '\\mathrm{GVM}_{ab} = \\frac{1}{v_{g,a}} - \\frac{1}{v_{g,b}} = \\frac{n_{g,a} - n_{g,b}}{c}',
    text: 'group-velocity mismatch, n_g = n − λ dn/dλ along the wave vector',
  },
  {
    tex: '\\Delta p\\,L = \\frac{4 \\times 1.3916}{|\\partial \\Delta k / \\partial p|}',
    text: 'acceptance (FWHM of sinc²(ΔkL/2)) from the first-order expansion of Δk',
  },
];

export const PHASE_MATCHING_MODEL = prose`

  Collinear three-wave mixing, plane waves, undepleted pump. Uniaxial crystals: the angle θ from the optic axis (closed

  form with one extraordinary wave, bracketing and Brent root finding otherwise, so every solution is found); the

  azimuth φ is then chosen to maximise |d_eff| and reported. Biaxial crystals: in a principal plane, o is the wave

  polarized perpendicular to the plane and e the wave polarized in it (SNLO and Dmitriev labels; φ from x in XY, θ from

  z in YZ and XZ); with phiDeg given, a general direction is solved from the Fresnel equation of wave normals with s

  (slow) and f (fast) waves. d_eff uses the unit electric-field vectors of the eigenwaves (walk-off included) and the d

  tensor completed by point-group relations and Kleinman symmetry; d in the dielectric frame. Biaxial directions (θ,

  φ), (180° − θ, φ), (θ, −φ) and (180° − θ, −φ) phase match alike; for crystals of low symmetry (classes 2, m, 1) they

  differ in d_eff, and the one with the largest |d_eff| is reported (so BiBO’s type I cut may read θ > 90°). Walk-off

  is the angle between D and E. GVM uses the group index along the wave vector. For biaxial crystals the output also

  lists, for every slow/fast locus, the principal planes it crosses and at what angle (the topology Hobden classified),

  and the optic-axis angle V_z. Plots: tuning curves against λ1 phase-matching curves sinc²(ΔkL/2) against the internal

  angle detuning and against λ1 (λ2 held), with Δk evaluated exactly in each direction. Acceptance bandwidths are FWHM

  of sinc²(ΔkL/2) from the first-order expansion of Δk (times length, so independent of it); angularAcceptanceMrad is

  for lengthMm and includes the second-order term, so it stays finite for noncritical phase matching. Spectral

  acceptance: one input tuned with the other held (l3 follows); for SHG also both inputs tuned together. At the

  temperature given (temperatureC; the thermal model of each crystal, see the material info). For SHG (λ1 = λ2) eoe and

  oee are one interaction and listed once (as SNLO does); forbidden branches have d_eff exactly 0 and ordinary waves no

  walk-off. Figures per solution, as SNLO defines them: temperature acceptance (FWHM of sinc² in T at the fixed

  direction, K·cm; the −π..π range of SNLO is 1/0.886 of it), crystal angle tolerance (internal tilt for ΔkL = 2π),

  d_eff Miller-scaled from SHG of the d measurement wavelength of the crystal with χ = n² − 1 of the same polarizations

  (deffUnscaledPmV is the value before scaling), S₀·L² = ε₀cλ1λ2n1n2n3/(8π²d_eff²) in W; with an intensity: plane-wave

  low-gain efficiency η = I L²/(S₀L²), for SHG with pump depletion tanh²(√η); for SFG (each input at the intensity) the

  power conversion I3/(I1 + I2) from I3 = 8π²d_eff²I1I2L²/(ε₀cn1n2n3λ3²) undepleted, and with pump depletion the Jacobi

  elliptic solution at Δk = 0 of Armstrong, Bloembergen, Ducuing & Pershan (1962), I3 ∝ b² sn²(ΓL | b²/a²) with a² ≥ b²

  the input photon fluxes; and the OPA signal gain cosh²(√(I L²/(S₀L²))) at Δk = 0 with the pump λ3 at that intensity;

  with a beam waist: the Boyd–Kleinman focusing factor h(ξ) without walk-off and the optimal waist (ξ = L/b = 2.84, h =

  1.068), and with walkoffFocusing also h(ξ, B) with walk-off, B = ρ√(L k1)/2 with ρ the largest walk-off of the three

  waves, its optimum h_m(B) over the focusing, ξ_m(B) and the waist of ξ_m (the double focal integral reduced to one

  integral by a closed-form inner integral). No absorption.

`;

export const PHASE_MATCHING_REFERENCES = [
  'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999)',
  'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 15.3',
  'J. Q. Yao and T. S. Fahlen, Calculations of optimum phase match parameters for the biaxial crystal KTiOPO4, J. Appl. Phys. 55, 65 (1984)',
  'R. W. Boyd, Nonlinear Optics, 3rd ed. (Academic Press, 2008), sections 1.5 and 2.2',
  'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of Qmix: acceptance ranges, S₀, Miller-scaled d_eff',
  'R. C. Miller, Optical second harmonic generation in piezoelectric crystals, Appl. Phys. Lett. 5, 17 (1964)',
  'G. D. Boyd and D. A. Kleinman, Parametric interaction of focused Gaussian light beams, J. Appl. Phys. 39, 3597 (1968)',
  'J. A. Armstrong, N. Bloembergen, J. Ducuing, P. S. Pershan, Interactions between light waves in a nonlinear dielectric, Phys. Rev. 127, 1918 (1962)',
];

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
