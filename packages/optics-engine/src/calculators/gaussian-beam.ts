import { InputError } from '../errors.js';
import { linspace } from '../math/spacing.js';
import {
  beamRadiusMm,
  curvatureRadiusMm,
  divergenceHalfAngleRad,
  GAUSSIAN_FWHM_PER_E2,
  gouyPhaseRad,
  rayleighLengthMm,
  thinLensWaist,
} from '../optics/beams.js';
import { wavelengthInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator, defineInputs, type ParsedInputs, type Series } from './spec.js';

export interface GaussianBeamOutputs {
  bppMmMrad: number;
  divergenceHalfAngleMrad: number;
  divergenceFullAngleMrad: number;
  rayleighLengthMm: number;
  waistDiameterFwhmMm: number;
  /** Lens outputs: null without a lens. */
  focusDiameterMm: number | null;
  focusDistanceMm: number | null;
  diameterAtLensMm: number | null;
}

const MM_PER_NM = 1e-6;
const MM_PER_M = 1e3;
const MRAD_PER_RAD = 1e3;
const SERIES_POINTS = 201;

/** A beam segment between optics: waist radius, Rayleigh length, waist position and Gouy phase offset. */
interface Segment {
  w0Mm: number;
  zRMm: number;
  waistAtMm: number;
  gouyOffsetRad: number;
}

const INPUTS = defineInputs([
  wavelengthInput(1030, { min: 50, exclusiveMin: false }),
  { name: 'm2', label: 'M²', kind: 'number', default: 1, min: 0.1, step: 0.1 },
  {
    name: 'maxDistanceM',
    label: 'Maximum distance (m)',
    kind: 'number',
    unit: 'm',
    default: 10,
    min: 0,
    max: 100,
    step: 0.1,
  },
  {
    name: 'waistDiameterMm',
    label: 'Waist diameter 1/e² (mm)',
    kind: 'number',
    unit: 'mm',
    default: 5,
    min: 0,
    exclusiveMin: true,
    step: 0.1,
  },
  {
    name: 'lensFocalLengthMm',
    label: 'Lens focal length (mm)',
    kind: 'number',
    unit: 'mm',
    optional: true,
    step: 1,
    description: 'Thin lens (negative: diverging); give it with distanceToLensMm. The page starts with 25.',
  },
  {
    name: 'distanceToLensMm',
    label: 'Distance from waist to lens (mm)',
    kind: 'number',
    unit: 'mm',
    optional: true,
    min: 0,
    step: 1,
  },
]);

type Inputs = ParsedInputs<typeof INPUTS>;

function segments(i: Inputs, w0Mm: number, zRMm: number): { lensAtMm: number; after?: Segment; before: Segment } {
  const before = { w0Mm, zRMm, waistAtMm: 0, gouyOffsetRad: 0 };
  if (i.lensFocalLengthMm === undefined || i.distanceToLensMm === undefined)
    return { lensAtMm: Number.POSITIVE_INFINITY, before };
  const s = i.distanceToLensMm;
  const f = thinLensWaist(w0Mm, zRMm, s, i.lensFocalLengthMm);
  const waistAtMm = s + f.distanceMm;
  // the thin lens adds no Gouy phase: continue the phase of the incoming beam at the lens
  const gouyOffsetRad = gouyPhaseRad(zRMm, s) - gouyPhaseRad(f.rayleighLengthMm, s - waistAtMm);
  return { lensAtMm: s, before, after: { w0Mm: f.waistRadiusMm, zRMm: f.rayleighLengthMm, waistAtMm, gouyOffsetRad } };
}

/** Gaussian beam propagation (docs/product.md tool 7), with an optional thin focusing lens. */
export const gaussianBeam = defineCalculator({
  id: 'gaussian-beam',
  title: 'Gaussian beam propagation',
  category: 'beam-properties',
  summary: 'Rayleigh length, divergence and beam parameter product of a beam with M², and its focus by a thin lens.',
  inputs: INPUTS,
  outputs: [
    { name: 'bppMmMrad', label: 'Beam parameter product (mm·mrad)', unit: 'mm mrad' },
    { name: 'divergenceHalfAngleMrad', label: 'Divergence half-angle (mrad)', unit: 'mrad' },
    { name: 'divergenceFullAngleMrad', label: 'Divergence full angle (mrad)', unit: 'mrad' },
    { name: 'rayleighLengthMm', label: 'Rayleigh length (mm)', unit: 'mm' },
    { name: 'waistDiameterFwhmMm', label: 'Waist diameter FWHM (mm)', unit: 'mm' },
    {
      name: 'focusDiameterMm',
      label: 'Beam diameter at focus 1/e² (mm)',
      unit: 'mm',
      description: 'null without a lens',
    },
    {
      name: 'focusDistanceMm',
      label: 'Distance from lens to focus (mm)',
      unit: 'mm',
      description: 'after the lens; negative for a virtual focus; null without a lens',
    },
    {
      name: 'diameterAtLensMm',
      label: 'Beam diameter at lens 1/e² (mm)',
      unit: 'mm',
      description: 'null without a lens',
    },
  ],
  formulas: [
    { tex: 'z_R = \\frac{\\pi W_0^2}{M^2 \\lambda}', text: 'Rayleigh length, W₀ the 1/e² waist radius' },
    {
      tex: '\\theta = \\frac{M^2 \\lambda}{\\pi W_0}, \\quad \\mathrm{BPP} = W_0\\,\\theta = \\frac{M^2\\lambda}{\\pi}',
      text: 'divergence half-angle and beam parameter product',
    },
    {
      tex: 'W(z) = W_0 \\sqrt{1 + (z/z_R)^2}, \\quad R(z) = z\\left(1 + (z_R/z)^2\\right), \\quad \\psi(z) = \\arctan(z/z_R)',
      text: 'beam radius, wavefront curvature radius and Gouy phase',
    },
    {
      tex: "s'' = f\\left[1 + \\frac{s/f - 1}{(s/f - 1)^2 + (z_R/f)^2}\\right], \\quad W_0'' = \\frac{W_0}{\\sqrt{(1 - s/f)^2 + (z_R/f)^2}}",
      text: 'waist after a thin lens of focal length f at distance s from the waist (Self 1983)',
    },
    {
      tex: 'd_{\\mathrm{FWHM}} = \\sqrt{\\tfrac{\\ln 2}{2}}\\, d_{1/e^2} = 0.588705\\, d_{1/e^2}',
      text: 'FWHM diameter of a Gaussian profile',
    },
  ],
  model: prose`
    A real beam of quality M² is treated as an embedded Gaussian beam: the Gaussian formulas hold with λ replaced by
    M²λ, so z_R = πW₀²/(M²λ). A thin lens transforms the complex beam parameter q; Self’s closed form gives the new
    waist and its distance after the lens, with M² unchanged. Diameters are at 1/e²; the FWHM diameter assumes a
    Gaussian profile. The plots run from the input waist (z = 0) to the maximum distance, through the lens when one is
    given.
  `,
  references: [
    'S. A. Self, "Focusing of spherical Gaussian beams", Appl. Opt. 22, 658–661 (1983)',
    'A. E. Siegman, Lasers (University Science Books, 1986), ch. 17',
    'ISO 11146-1:2021, beam widths, divergence angles and beam propagation ratios',
  ],
  compute(i): GaussianBeamOutputs {
    const hasFocal = i.lensFocalLengthMm !== undefined;
    if (hasFocal !== (i.distanceToLensMm !== undefined)) {
      const missing = hasFocal ? 'distanceToLensMm' : 'lensFocalLengthMm';
      throw new InputError(
        'missing-input',
        missing,
        `{{${missing}}} is required with {{${hasFocal ? 'lensFocalLengthMm' : 'distanceToLensMm'}}}`,
      );
    }
    if (i.lensFocalLengthMm === 0)
      throw new InputError(
        'out-of-range',
        'lensFocalLengthMm',
        '{{lensFocalLengthMm}} 0 is not a lens (it would focus at the lens itself): allowed any non-zero focal length, negative for a diverging lens',
        { value: 0 },
      );
    const lambdaMm = i.wavelengthNm * MM_PER_NM;
    const w0Mm = i.waistDiameterMm / 2;
    const zRMm = rayleighLengthMm(w0Mm, lambdaMm, i.m2);
    const thetaMrad = divergenceHalfAngleRad(w0Mm, lambdaMm, i.m2) * MRAD_PER_RAD;
    const out: GaussianBeamOutputs = {
      bppMmMrad: w0Mm * thetaMrad,
      divergenceHalfAngleMrad: thetaMrad,
      divergenceFullAngleMrad: 2 * thetaMrad,
      rayleighLengthMm: zRMm,
      waistDiameterFwhmMm: i.waistDiameterMm * GAUSSIAN_FWHM_PER_E2,
      focusDiameterMm: null,
      focusDistanceMm: null,
      diameterAtLensMm: null,
    };
    if (i.lensFocalLengthMm !== undefined && i.distanceToLensMm !== undefined) {
      const focus = thinLensWaist(w0Mm, zRMm, i.distanceToLensMm, i.lensFocalLengthMm);
      out.focusDiameterMm = 2 * focus.waistRadiusMm;
      out.focusDistanceMm = focus.distanceMm;
      out.diameterAtLensMm = 2 * beamRadiusMm(w0Mm, zRMm, i.distanceToLensMm);
    }
    return out;
  },
  series(i, _ctx, outputs): Series[] {
    const zR = outputs.rayleighLengthMm;
    const { lensAtMm, before, after } = segments(i, i.waistDiameterMm / 2, zR);
    const maxMm = i.maxDistanceM * MM_PER_M;
    const n = maxMm > 0 ? SERIES_POINTS : 1;
    const zM: number[] = new Array(n);
    const diameterMm: number[] = new Array(n);
    const gouy: number[] = new Array(n);
    const rZ: number[] = [];
    const rM: number[] = [];
    const zsMm = linspace(0, maxMm, n);
    for (let k = 0; k < n; k++) {
      const z = zsMm[k];
      const seg = after !== undefined && z > lensAtMm ? after : before;
      const dz = z - seg.waistAtMm;
      zM[k] = z / MM_PER_M;
      diameterMm[k] = 2 * beamRadiusMm(seg.w0Mm, seg.zRMm, dz);
      gouy[k] = seg.gouyOffsetRad + gouyPhaseRad(seg.zRMm, dz);
      const r = curvatureRadiusMm(seg.zRMm, dz);
      if (Number.isFinite(r)) {
        rZ.push(z / MM_PER_M);
        rM.push(r / MM_PER_M);
      }
    }
    const x = { label: 'Distance from waist', unit: 'm' };
    return [
      {
        id: 'diameter',
        title: 'Beam diameter (1/e²)',
        x,
        y: { label: 'Diameter', unit: 'mm' },
        lines: [{ label: 'diameter', x: zM, y: diameterMm }],
      },
      {
        id: 'curvature',
        title: 'Wavefront radius of curvature',
        x,
        y: { label: 'Radius', unit: 'm' },
        lines: [{ label: 'curvature radius', x: rZ, y: rM }],
      },
      {
        id: 'gouy',
        title: 'Gouy phase shift',
        x,
        y: { label: 'Gouy phase', unit: 'rad' },
        lines: [{ label: 'Gouy phase', x: zM, y: gouy }],
      },
    ];
  },
});
