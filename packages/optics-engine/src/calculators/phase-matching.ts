import type { CompiledMaterial } from '../materials/compile.js';
import { phaseMatchBiaxial, phaseMatchPrincipalPlane } from '../nonlinear/biaxial.js';
import { type InteractionSolution, solveInteractions } from '../nonlinear/interactions.js';
import { locusMap } from '../nonlinear/locus.js';
import { mismatchRadPerMm, sinc2 } from '../nonlinear/mismatch.js';
import { principalTriple } from '../nonlinear/principal.js';
import type { PrincipalPlane } from '../nonlinear/types.js';
import { phaseMatchUniaxial } from '../nonlinear/uniaxial.js';
import { resolveTriple, tripleUmIn } from '../optics/wavelength-triple.js';
import { degToRad } from '../units.js';
import { linspace, materialInput } from './common.js';
import { crystalLengthInput, tripleInputs } from './nonlinear-inputs.js';
import { defineCalculator, type Formula, type Series } from './spec.js';

interface Inputs {
  material: CompiledMaterial;
  wavelength1Nm?: number;
  wavelength2Nm?: number;
  wavelength3Nm?: number;
  plane: PrincipalPlane;
  phiDeg?: number;
  lengthMm: number;
}

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

export const PHASE_MATCHING_MODEL =
  'Collinear three-wave mixing, plane waves, undepleted pump. Uniaxial crystals: the angle θ from the optic axis (closed form with one extraordinary wave, bracketing and Brent root finding otherwise, so every solution is found); the azimuth φ is then chosen to maximise |d_eff| and reported. Biaxial crystals: in a principal plane, o is the wave polarized perpendicular to the plane and e the wave polarized in it (SNLO and Dmitriev labels; φ from x in XY, θ from z in YZ and XZ); with phiDeg given, a general direction is solved from the Fresnel equation of wave normals with s (slow) and f (fast) waves. d_eff uses the unit electric-field vectors of the eigenwaves (walk-off included) and the d tensor completed by point-group relations and Kleinman symmetry; d in the dielectric frame. Biaxial directions (θ, φ), (180° − θ, φ), (θ, −φ) and (180° − θ, −φ) phase match alike; for crystals of low symmetry (classes 2, m, 1) they differ in d_eff, and the one with the largest |d_eff| is reported (so BiBO’s type I cut may read θ > 90°). Walk-off is the angle between D and E. GVM uses the group index along the wave vector. For biaxial crystals the output also lists, for every slow/fast locus, the principal planes it crosses and at what angle (the topology Hobden classified), and the optic-axis angle V_z. Plots: tuning curves against λ1 phase-matching curves sinc²(ΔkL/2) against the internal angle detuning and against λ1 (λ2 held), with Δk evaluated exactly in each direction. Acceptance bandwidths are FWHM of sinc²(ΔkL/2) from the first-order expansion of Δk (times length, so independent of it); angularAcceptanceMrad is for lengthMm and includes the second-order term, so it stays finite for noncritical phase matching. Spectral acceptance: one input tuned with the other held (l3 follows); for SHG also both inputs tuned together. No temperature dependence, no absorption, no Miller scaling of d.';

export const PHASE_MATCHING_REFERENCES = [
  'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999)',
  'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 15.3',
  'J. Q. Yao and T. S. Fahlen, Calculations of optimum phase match parameters for the biaxial crystal KTiOPO4, J. Appl. Phys. 55, 65 (1984)',
  'R. W. Boyd, Nonlinear Optics, 3rd ed. (Academic Press, 2008), sections 1.5 and 2.2',
  'A. V. Smith, SNLO nonlinear optics code (AS-Photonics)',
];

/** Tuning curves: the phase-matching angle of each type against l1 with l2 held (l3 follows). */
export function tuningSeries(
  m: CompiledMaterial,
  l2Nm: number,
  types: readonly string[],
  opts: { plane?: PrincipalPlane; phiRad?: number },
): Series[] {
  const lo = m.minUm * 1000;
  const hi = m.maxUm * 1000;
  const biaxial = m.axes.length === 3;
  const angles = (l1Um: number, type: string): number[] =>
    !biaxial
      ? phaseMatchUniaxial(m, l1Um, l2Nm / 1000, type)
      : opts.phiRad !== undefined
        ? phaseMatchBiaxial(m, l1Um, l2Nm / 1000, type, opts.phiRad)
        : phaseMatchPrincipalPlane(m, l1Um, l2Nm / 1000, type, opts.plane ?? 'XY');
  const lines = types.map((type) => ({ label: type, x: [] as number[], y: [] as number[] }));
  if (l2Nm >= lo && l2Nm <= hi) {
    for (const x of linspace(lo, hi, 200)) {
      if (1 / (1 / x + 1 / l2Nm) < lo) continue;
      for (const line of lines) {
        const a = angles(x / 1000, line.label);
        if (a.length === 0) continue;
        line.x.push(x);
        line.y.push((a[0] * 180) / Math.PI);
      }
    }
  }
  return [
    {
      id: 'tuning',
      title: `Phase-matching angle against λ1 (λ2 = ${l2Nm} nm)`,
      x: { label: 'λ1', unit: 'nm' },
      y: { label: biaxial && opts.phiRad === undefined && opts.plane === 'XY' ? 'φ' : 'θ', unit: 'deg' },
      lines: lines.filter((l) => l.x.length > 0),
    },
  ];
}

/** Phase matching (the core of docs/product.md tools 24 and 26): every phase-matched type of a crystal. */
export const phaseMatching = defineCalculator({
  id: 'phase-matching',
  title: 'Phase matching',
  category: 'nonlinear-optics',
  route: '/tools/PMangles',
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
    { name: 'solutions.*.spectralAcceptanceShgNmCm', label: 'SHG spectral acceptance (nm·cm)', unit: 'nm cm' },
    { name: 'solutions.*.indices', label: 'Phase indices of waves 1, 2, 3' },
    { name: 'solutions.*.groupIndices', label: 'Group indices of waves 1, 2, 3' },
    {
      name: 'loci',
      label: 'Biaxial: principal-plane crossings of each slow/fast locus, optic-axis angle',
      description: 'null for uniaxial crystals',
    },
  ],
  formulas: PHASE_MATCHING_FORMULAS,
  model: PHASE_MATCHING_MODEL,
  references: PHASE_MATCHING_REFERENCES,
  compute(inp: Inputs) {
    const nm = resolveTriple(inp);
    const um = tripleUmIn(inp.material, nm);
    const solutions = solveInteractions(inp.material, um, {
      plane: inp.plane,
      phiRad: inp.phiDeg === undefined ? undefined : degToRad(inp.phiDeg),
      lengthMm: inp.lengthMm,
    });
    return { wavelengthsNm: nm, solutions, loci: inp.material.axes.length === 3 ? locusMap(inp.material, um) : null };
  },
  series(inp: Inputs, _ctx, out: { solutions: InteractionSolution[]; wavelengthsNm: number[] }) {
    const nm = resolveTriple(inp);
    const m = inp.material;
    const biaxial = m.axes.length === 3;
    const general = biaxial && inp.phiDeg !== undefined;
    const tuning = tuningSeries(
      m,
      nm[1],
      general ? ['ssf', 'fsf', 'sff'] : ['ooe', 'eoe', 'oee', 'eeo', 'oeo', 'eoo'],
      {
        plane: biaxial ? inp.plane : undefined,
        phiRad: general ? degToRad(inp.phiDeg as number) : undefined,
      },
    );
    // Phase-matching curves: sinc^2(Delta k L / 2) against the detuning of the solved angle.
    const um = nm.map((x) => x / 1000) as [number, number, number];
    const principal = principalTriple(m, um);
    const plane = general ? 'general' : biaxial ? inp.plane : 'XZ';
    const alongPhi = plane === 'XY';
    const lines = out.solutions.map((s) => {
      const span = 2 * (s.angularAcceptanceMrad ?? 1);
      const xs = linspace(-span, span, 201);
      const t0 = degToRad(s.thetaDeg);
      const p0 = degToRad(s.phiDeg);
      return {
        label: `${s.type} (${(alongPhi ? s.phiDeg : s.thetaDeg).toFixed(2)}°)`,
        x: xs,
        y: xs.map((mrad) => {
          const d = mrad / 1000;
          const dk = mismatchRadPerMm(m, um, s.type, plane, alongPhi ? t0 : t0 + d, alongPhi ? p0 + d : p0, principal);
          return sinc2((dk * inp.lengthMm) / 2);
        }),
      };
    });
    const curve: Series = {
      id: 'angle-curve',
      title: `Phase-matching curve, L = ${inp.lengthMm} mm`,
      x: { label: alongPhi ? 'Δφ (internal)' : 'Δθ (internal)', unit: 'mrad' },
      y: { label: 'sinc²(ΔkL/2)' },
      lines,
    };
    // Spectral curves: l1 tuned, l2 held, l3 following, direction fixed.
    const spectral: Series = {
      id: 'spectral-curve',
      title: `Spectral curve (λ1 tuned, λ2 held), L = ${inp.lengthMm} mm`,
      x: { label: 'Δλ1', unit: 'nm' },
      y: { label: 'sinc²(ΔkL/2)' },
      lines: out.solutions.map((s) => {
        const span = 2 * ((s.spectralAcceptanceNmCm ?? 1) / (inp.lengthMm / 10));
        const x: number[] = [];
        const y: number[] = [];
        for (const dnm of linspace(-span, span, 201)) {
          const l1 = um[0] + dnm / 1000;
          const l3 = 1 / (1 / l1 + 1 / um[1]);
          if (!(l1 >= m.minUm && l1 <= m.maxUm && l3 >= m.minUm)) continue;
          const dk = mismatchRadPerMm(m, [l1, um[1], l3], s.type, plane, degToRad(s.thetaDeg), degToRad(s.phiDeg));
          x.push(dnm);
          y.push(sinc2((dk * inp.lengthMm) / 2));
        }
        return { label: s.type, x, y };
      }),
    };
    return [...tuning, curve, spectral];
  },
});
