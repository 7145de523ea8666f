import { engineWarning, fmt, PhysicsError } from '../errors.js';
import { formatNumber } from '../format-number.js';
import { linspace } from '../math/spacing.js';
import { gainBandwidth, magicAngle, opaMismatch, opaTheta } from '../nonlinear/opa.js';
import { differenceWavelength } from '../optics/wavelength-triple.js';
import { degToRad, nmToUm, radToDeg, umToNm } from '../units.js';
import { materialInput, requireUniaxial, temperatureInput, wavelengthUmIn } from './common.js';
import { crystalLengthInput } from './nonlinear-inputs.js';
import { prose } from './prose.js';
import { defineCalculator, defineInputs, type ParsedInputs, type Series, withExtras } from './spec.js';

const TYPES = ['ooe', 'eoe', 'oee', 'eeo', 'oeo', 'eoo'];

const INPUTS = defineInputs([
  materialInput('BaB2O4', { materialFilter: 'uniaxial' }),
  {
    name: 'pumpNm',
    label: 'Pump wavelength (nm)',
    kind: 'number',
    unit: 'nm',
    default: 800,
    min: 0,
    exclusiveMin: true,
    step: 1,
  },
  {
    name: 'type',
    label: 'Polarizations of signal, idler, pump',
    kind: 'enum',
    options: TYPES,
    default: 'ooe',
    description: 'Type I ooe (negative crystals) or eeo (positive); type II eoe, oee, oeo, eoo.',
  },
  {
    name: 'noncollinearAngleDeg',
    label: 'Pump–signal angle α (deg, internal)',
    kind: 'number',
    unit: 'deg',
    default: 0,
    min: 0,
    max: 20,
    step: 0.1,
  },
  {
    name: 'signalNm',
    label: 'Signal wavelength (nm)',
    kind: 'number',
    unit: 'nm',
    default: 1300,
    min: 0,
    exclusiveMin: true,
    step: 1,
  },
  {
    name: 'fromNm',
    label: 'Tuning curve from (nm)',
    kind: 'number',
    unit: 'nm',
    optional: true,
    min: 0,
    exclusiveMin: true,
    description: 'Shortest signal of the tuning curve; default just above the pump.',
  },
  {
    name: 'toNm',
    label: 'Tuning curve to (nm)',
    kind: 'number',
    unit: 'nm',
    optional: true,
    min: 0,
    exclusiveMin: true,
    description: 'Longest signal of the tuning curve; default twice the pump (degeneracy).',
  },
  withExtras(crystalLengthInput, { max: 100, description: 'For the gain bandwidth.' }),
  temperatureInput(),
]);

type Inputs = ParsedInputs<typeof INPUTS>;

function checkInputs(inp: Inputs): void {
  const m = inp.material;
  requireUniaxial(m, 'OPA tuning');
  if (!(inp.signalNm > inp.pumpNm))
    throw new PhysicsError(
      'no-wavelength-triple',
      `{{signalNm}} ${inp.signalNm} must be longer than {{pumpNm}} ${inp.pumpNm}`,
      'signalNm',
      { value: inp.signalNm, range: { min: inp.pumpNm, exclusiveMin: true, unit: 'nm' } },
    );
  const li = differenceWavelength(inp.pumpNm, inp.signalNm);
  wavelengthUmIn(m, inp.pumpNm, 'pumpNm');
  wavelengthUmIn(m, inp.signalNm, 'signalNm');
  if (!(nmToUm(li) <= m.maxUm))
    throw new PhysicsError(
      'wavelength-out-of-range',
      `the idler of {{signalNm}} ${fmt(inp.signalNm)} nm (${li.toFixed(1)} nm) is beyond the data range of ${m.material.name} (to ${fmt(umToNm(m.maxUm))} nm)`,
      'signalNm',
      { value: inp.signalNm },
    );
}

/** OPA tuning: signal and idler against the crystal angle; angle, idler, magic angle and bandwidth for a signal. */
export const opaTuning = defineCalculator({
  id: 'opa-tuning',
  title: 'OPA tuning',
  category: 'nonlinear-optics',
  summary:
    'Signal and idler of an optical parametric amplifier against the crystal angle, collinear or noncollinear; for a signal the angle, the idler, the magic noncollinear angle and the gain bandwidth.',
  inputs: INPUTS,
  outputs: [
    { name: 'thetaDeg', label: 'Phase-matching angle θ of the pump (deg)', unit: 'deg' },
    { name: 'idlerNm', label: 'Idler (nm)', unit: 'nm' },
    { name: 'idlerAngleDeg', label: 'Idler angle to the pump (deg, internal)', unit: 'deg' },
    { name: 'magicAngleDeg', label: 'Magic pump–signal angle (deg, internal)', unit: 'deg' },
    { name: 'gainBandwidthNm', label: 'Signal bandwidth, FWHM of sinc²(ΔkL/2) (nm)', unit: 'nm' },
  ],
  formulas: [
    {
      tex: '|\\mathbf k_p - \\mathbf k_s| = k_i,\\quad |\\mathbf k_p - \\mathbf k_s|^2 = k_p^2 + k_s^2 - 2 k_p k_s \\cos\\alpha',
      text: 'noncollinear phase matching with the pump–signal angle α',
    },
    { tex: '\\sin\\beta = \\frac{k_s \\sin\\alpha}{k_i}', text: 'idler angle β to the pump' },
    {
      tex: 'v_{g,i} \\cos(\\alpha + \\beta) = v_{g,s}',
      text: 'magic angle: the idler group velocity projected on the signal equals the signal group velocity',
    },
  ],
  model: prose`
    Optical parametric amplification in a uniaxial crystal at temperatureC: the pump at θ to the optic axis, the signal
    at the internal angle α to the pump in the plane of the optic axis (away from it), the idler where momentum puts it,
    k_i = k_p − k_s. θ solves |k_p − k_s| = k_i (bisection, the smallest θ). The magic angle is the α at which v_gi
    cos(α + β) = v_gs for the given signal, which removes the first-order signal–idler group-velocity mismatch and gives
    the broadband visible NOPA (Cerullo & De Silvestri 2003). Group indices along the wave vectors. The gain bandwidth
    is the low-gain phase-matching bandwidth: the FWHM in signal wavelength of sinc²(ΔkL/2) at fixed θ and α for
    lengthMm (the idler follows in wavelength and direction); the high-gain bandwidth is narrower by the gain factor.
    Internal angles; no walk-off of the beams, plane waves.
  `,
  references: [
    'G. Cerullo and S. De Silvestri, Ultrafast optical parametric amplifiers, Rev. Sci. Instrum. 74, 1 (2003)',
    'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of Ncpm/Opoangles',
  ],
  compute(inp, ctx) {
    checkInputs(inp);
    const m = inp.material;
    const lp = nmToUm(inp.pumpNm);
    const ls = nmToUm(inp.signalNm);
    const alpha = degToRad(inp.noncollinearAngleDeg);
    const theta = opaTheta(m, inp.type, ls, lp, alpha);
    const idlerNm = differenceWavelength(inp.pumpNm, inp.signalNm);
    const magic = magicAngle(m, inp.type, ls, lp);
    // Each output without a value says why (a dash on a page, a warning in the CLI's JSON and CSV).
    if (magic === null)
      ctx.warn?.(
        engineWarning(
          'no-value',
          'magicAngleDeg',
          `No magic angle: no pump–signal angle from 0.05° to 20° makes the idler's group velocity along the signal equal the signal's (${inp.type}, {{signalNm}} ${fmt(inp.signalNm)} nm).`,
        ),
      );
    if (theta === null) {
      ctx.warn?.(
        engineWarning(
          'no-value',
          'thetaDeg',
          `No crystal angle phase-matches {{signalNm}} ${fmt(inp.signalNm)} nm with the pump at {{noncollinearAngleDeg}} ${fmt(inp.noncollinearAngleDeg)}°: no θ, idler angle or bandwidth.`,
        ),
      );
      return {
        thetaDeg: null,
        idlerNm,
        idlerAngleDeg: null,
        magicAngleDeg: magic === null ? null : radToDeg(magic),
        gainBandwidthNm: null,
      };
    }
    const beta = opaMismatch(m, inp.type, ls, lp, theta, alpha).betaRad;
    const band = gainBandwidth(m, inp.type, ls, lp, theta, alpha, inp.lengthMm);
    if (!('nm' in band))
      ctx.warn?.(
        engineWarning(
          'no-value',
          'gainBandwidthNm',
          band.reason === 'data'
            ? `No bandwidth: sinc²(ΔkL/2) stays above one half out to a signal of ${formatNumber(band.edgeNm, { decimals: 0 })} nm, where the signal or its idler leaves the data of ${m.material.name} (${formatNumber(umToNm(m.minUm), { decimals: 0 })}–${formatNumber(umToNm(m.maxUm), { decimals: 0 })} nm): the band is broader than the data can tell (near degeneracy, or a short {{lengthMm}}).`
            : `No bandwidth: sinc²(ΔkL/2) stays above one half over ±40 % of {{signalNm}} ${fmt(inp.signalNm)} nm (a very broad band: near degeneracy, or a short {{lengthMm}}).`,
        ),
      );
    return {
      thetaDeg: radToDeg(theta),
      idlerNm,
      idlerAngleDeg: radToDeg(beta),
      magicAngleDeg: magic === null ? null : radToDeg(magic),
      gainBandwidthNm: 'nm' in band ? band.nm : null,
    };
  },
  series(inp) {
    checkInputs(inp);
    const m = inp.material;
    const lp = nmToUm(inp.pumpNm);
    const from = Math.max(inp.fromNm ?? inp.pumpNm * 1.05, inp.pumpNm * 1.001, umToNm(m.minUm));
    const to = Math.min(inp.toNm ?? inp.pumpNm * 2, umToNm(m.maxUm));
    const angles = [...new Set([inp.noncollinearAngleDeg, 0])];
    const lines = angles.flatMap((a) => {
      const sig = { label: `signal, α = ${a}°`, x: [] as number[], y: [] as number[] };
      const idl = { label: `idler, α = ${a}°`, x: [] as number[], y: [] as number[] };
      for (const s of linspace(from, to, 120)) {
        const i = differenceWavelength(inp.pumpNm, s);
        if (nmToUm(i) > m.maxUm) continue;
        const t = opaTheta(m, inp.type, nmToUm(s), lp, degToRad(a));
        if (t === null) continue;
        sig.x.push(radToDeg(t));
        sig.y.push(s);
        idl.x.push(radToDeg(t));
        idl.y.push(i);
      }
      return [sig, idl];
    });
    const series: Series[] = [
      {
        id: 'tuning',
        title: `Signal and idler against the crystal angle, pump ${inp.pumpNm} nm, ${inp.type}`,
        x: { label: 'θ (pump, internal)', unit: 'deg' },
        y: { label: 'Wavelength', unit: 'nm' },
        lines: lines.filter((l) => l.x.length > 0),
      },
    ];
    return series;
  },
});
