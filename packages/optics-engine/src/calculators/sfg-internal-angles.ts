import { noncollinearSfg, phaseMatchedCuts } from '../nonlinear/noncollinear.js';
import { resolveTriple, tripleUmIn } from '../optics/wavelength-triple.js';
import { degToRad, radToDeg } from '../units.js';
import { angleInput, materialInput, requireUniaxial, temperatureInput } from './common.js';
import { tripleInputs } from './nonlinear-inputs.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** The plane of the beams, drawn: its line breaks and spaces are part of the text. */
const DIAGRAM = `
        beam 1 (θ0 − α/2)   beam 2 (θ0 + α/2)
                 \\             /
    air     ------\\-----------/------  crystal face
    crystal        φ1 \\     / φ2        (internal angles from N)
                        \\ /            optic axis at θc from N
                         N`;

const GEOMETRY = `${prose`
  Geometry (one plane holds the surface normal N, the optic axis and both beams; angles signed, counter-clockwise
  positive):
`}
${DIAGRAM}

${prose`
  θc is the cut angle between N and the optic axis, θ0 the external angle of incidence of the bisector of the two
  input beams and α the full external angle between them. Each beam refracts by Snell's law for wave vectors,
  sin(θext) = n sin φ; an extraordinary beam's index depends on its internal angle θc − φ to the optic axis, so φ is
  iterated to a fixed point. Outputs: φ1 and φ2 (internal angles of beams 1 and 2 from N), their angles to the optic
  axis, the direction of k3 = k1 + k2, the phase mismatch Δk = k3(n3) − |k1 + k2| for an ordinary and an extraordinary
  λ3, and the cut angles θc that phase match this geometry.
`}`;

/** Noncollinear SFG internal angles (docs/product.md tool 25). */
export const sfgInternalAngles = defineCalculator({
  id: 'sfg-internal-angles',
  title: 'Noncollinear SFG internal angles',
  category: 'nonlinear-optics',
  summary: 'Internal angles of two beams refracted into a uniaxial crystal for noncollinear SFG, and the k3 direction.',
  inputs: [
    materialInput('BaB2O4', { materialFilter: 'uniaxial' }),
    ...tripleInputs([1030, 1030, 515]),
    {
      name: 'type',
      label: 'Interaction type',
      kind: 'enum',
      options: ['oo*', 'eo*', 'oe*', 'ee*'],
      default: 'oo*',
      description: 'Polarizations of beams 1 and 2; * is the sum frequency (both are evaluated).',
    },
    angleInput('thetaCDeg', 'Cut angle θc (deg)', 29.2, 0, 90),
    angleInput('theta0Deg', 'Incidence angle of the bisector θ0 (deg)', 0, -90, 90),
    angleInput('alphaDeg', 'External angle between beams α (deg)', 45, 0, 180),
    temperatureInput(),
  ],
  outputs: [
    { name: 'phi1Deg', label: 'φ1: internal angle of beam 1 from the normal (deg)', unit: 'deg' },
    { name: 'phi2Deg', label: 'φ2: internal angle of beam 2 from the normal (deg)', unit: 'deg' },
    { name: 'theta1Deg', label: 'Beam 1 angle to the optic axis (deg)', unit: 'deg' },
    { name: 'theta2Deg', label: 'Beam 2 angle to the optic axis (deg)', unit: 'deg' },
    { name: 'internalAngleDeg', label: 'Internal angle between the beams (deg)', unit: 'deg' },
    { name: 'phi3Deg', label: 'k3 angle from the normal (deg)', unit: 'deg' },
    { name: 'theta3Deg', label: 'k3 angle to the optic axis (deg)', unit: 'deg' },
    { name: 'n1', label: 'Index of beam 1' },
    { name: 'n2', label: 'Index of beam 2' },
    { name: 'deltaKRadPerMm', label: 'Δk for o and e sum frequency (rad/mm)', unit: 'rad/mm' },
    { name: 'phaseMatchedCutDeg', label: 'Cut angles θc that phase match (deg), o and e', unit: 'deg' },
  ],
  formulas: [
    {
      tex: '\\sin\\theta_{\\mathrm{ext}} = n(\\theta_c - \\varphi)\\,\\sin\\varphi',
      text: 'Snell’s law for wave vectors',
    },
    {
      tex: '\\mathbf k_3 = \\mathbf k_1 + \\mathbf k_2,\\quad \\Delta k = \\frac{2\\pi n_3(\\theta_3)}{\\lambda_3} - |\\mathbf k_1 + \\mathbf k_2|',
      text: 'noncollinear sum-frequency wave vector and its mismatch',
    },
  ],
  model: prose`
    Plane waves, a plane crystal face, the two input beams and the optic axis in one plane (principal section), so o
    beams are polarized perpendicular to it and e beams in it. ${GEOMETRY}
  `,
  references: [
    'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999), section 2.1',
    'M. Born and E. Wolf, Principles of Optics, 7th ed. (Cambridge, 1999), section 15.3',
  ],
  compute(inp) {
    const m = inp.material;
    requireUniaxial(m, 'Noncollinear SFG');
    const nm = resolveTriple(inp);
    const um = tripleUmIn(m, nm);
    const no = um.map((x) => m.axes[0].n(x)) as [number, number, number];
    const ne = um.map((x) => m.axes[1].n(x)) as [number, number, number];
    const geometry = {
      no,
      ne,
      wavelengthsUm: um,
      pol1: inp.type[0] as 'o' | 'e',
      pol2: inp.type[1] as 'o' | 'e',
      thetaCRad: degToRad(inp.thetaCDeg),
      theta0Rad: degToRad(inp.theta0Deg),
      alphaRad: degToRad(inp.alphaDeg),
    };
    const r = noncollinearSfg(geometry);
    return {
      wavelengthsNm: nm,
      phi1Deg: radToDeg(r.phi1Rad),
      phi2Deg: radToDeg(r.phi2Rad),
      theta1Deg: radToDeg(r.theta1Rad),
      theta2Deg: radToDeg(r.theta2Rad),
      internalAngleDeg: radToDeg(r.phi2Rad - r.phi1Rad),
      phi3Deg: radToDeg(r.phi3Rad),
      theta3Deg: radToDeg(r.theta3Rad),
      n1: r.n1,
      n2: r.n2,
      deltaKRadPerMm: r.deltaKRadPerMm,
      phaseMatchedCutDeg: {
        o: phaseMatchedCuts(geometry, 'o').map(radToDeg),
        e: phaseMatchedCuts(geometry, 'e').map(radToDeg),
      },
    };
  },
});
