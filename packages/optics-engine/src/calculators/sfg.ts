import { PhysicsError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { solveInteractions } from '../nonlinear/interactions.js';
import { tuningSeries } from '../nonlinear/phase-matching-series.js';
import { NEGATIVE_TYPES, POSITIVE_TYPES } from '../nonlinear/types.js';
import { warnZeroDeff } from '../nonlinear/zero-deff.js';
import { resolveTriple, tripleUmIn } from '../optics/wavelength-triple.js';
import { umToNm } from '../units.js';
import { materialInput, requireUniaxial, temperatureInput } from './common.js';
import { crystalLengthInput, tripleInputs } from './nonlinear-inputs.js';
import { PHASE_MATCHING_FORMULAS, PHASE_MATCHING_MODEL, PHASE_MATCHING_REFERENCES } from './phase-matching-text.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** The SFG panels of a uniaxial crystal's sign (docs/product.md §4). */
const panelsOf = (m: CompiledMaterial) =>
  m.material.birefrigerence_type === 'positive' ? POSITIVE_TYPES : NEGATIVE_TYPES;

/** Sum frequency generation (docs/product.md tool 24): the phase-matched panels of a uniaxial crystal. */
export const sfg = defineCalculator({
  id: 'sfg',
  title: 'Sum frequency generation',
  category: 'nonlinear-optics',
  summary:
    'Phase-matching angle, d_eff, walk-off, GVM and acceptance of each SFG type of a uniaxial crystal (ooe/eoe/oee or eeo/oeo/eoo).',
  inputs: [
    materialInput('BaB2O4', { materialFilter: 'uniaxial' }),
    ...tripleInputs([1030, 1030, 515]),
    crystalLengthInput,
    temperatureInput(),
  ],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'rangeNm', label: 'Material range (nm)', unit: 'nm' },
    { name: 'interactions.*.type', label: 'Polarizations of λ1, λ2, λ3' },
    { name: 'interactions.*.thetaDeg', label: 'Phase-matching angle θ (deg)', unit: 'deg' },
    { name: 'interactions.*.phiDeg', label: 'Azimuth of maximum d_eff φ (deg)', unit: 'deg' },
    { name: 'interactions.*.deffPmV', label: 'd_eff (pm/V)', unit: 'pm/V' },
    { name: 'interactions.*.walkoffMrad', label: 'Walk-off of waves 1, 2, 3 (mrad)', unit: 'mrad' },
    { name: 'interactions.*.gvmFsPerMm', label: 'GVM 12, 13, 23 (fs/mm)', unit: 'fs/mm' },
    { name: 'interactions.*.angularAcceptanceMradCm', label: 'Angular acceptance (mrad·cm)', unit: 'mrad cm' },
    { name: 'interactions.*.spectralAcceptanceNmCm', label: 'Spectral acceptance of λ1 (nm·cm)', unit: 'nm cm' },
    { name: 'interactions.*.indices', label: 'Phase indices of waves 1, 2, 3' },
    { name: 'interactions.*.groupIndices', label: 'Group indices of waves 1, 2, 3' },
  ],
  formulas: PHASE_MATCHING_FORMULAS,
  model: prose`
    ${PHASE_MATCHING_MODEL} Panels follow the crystal sign: positive e-e-o, o-e-o, e-o-o; negative o-o-e, e-o-e, o-e-e;
    a panel is shown only when its type phase matches (a type with two solutions shows both); none gives 'No phase match
    found!', a wavelength outside the material range 'Wavelength out of bounds!'.
  `,
  references: PHASE_MATCHING_REFERENCES,
  compute(inp, ctx) {
    const m = inp.material;
    requireUniaxial(m, 'SFG');
    const nm = resolveTriple(inp);
    const um = tripleUmIn(m, nm);
    const interactions = solveInteractions(m, um, { types: panelsOf(m), lengthMm: inp.lengthMm }).filter(
      (s) => s.thetaDeg > 0,
    );
    if (interactions.length === 0) throw new PhysicsError('no-phase-match', 'No phase match found!');
    warnZeroDeff(ctx, m, 'interactions', interactions);
    return { wavelengthsNm: nm, rangeNm: { min: umToNm(m.minUm), max: umToNm(m.maxUm) }, interactions };
  },
  series(inp) {
    return tuningSeries(inp.material, resolveTriple(inp)[1], panelsOf(inp.material), {});
  },
});
