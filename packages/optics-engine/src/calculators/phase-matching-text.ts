/** The formulas, model and references of collinear phase matching, shared by the calculators that mix three waves. */
import { prose } from './prose.js';
import type { Formula } from './spec.js';

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
