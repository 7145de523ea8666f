import { InputError } from '../errors.js';
import {
  DEFAULT_WAVELENGTH_TRIPLE,
  sfgTripleReducer,
  solveTriple,
  TRIPLE_FIELDS,
  type TripleField,
} from '../optics/wavelength-triple.js';
import { positiveInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator, withExtras } from './spec.js';

const wavelength = <const N extends TripleField>(name: N, label: string) =>
  withExtras(positiveInput(name, label, 'nm', 1), {
    description: 'Give two of the three wavelengths; defaults 1030, 1030, 515 nm.',
  });

/** OPA/SFG wavelength converter (docs/product.md tool 4): the third wavelength of 1/l1 + 1/l2 = 1/l3. */
export const sfgWavelengths = defineCalculator({
  id: 'sfg-wavelengths',
  title: 'OPA/SFG wavelength converter',
  category: 'converters',
  summary: 'The third wavelength of a sum-frequency or parametric process from the other two.',
  inputs: [
    wavelength('wavelength1Nm', 'Wavelength λ₁ (nm)'),
    wavelength('wavelength2Nm', 'Wavelength λ₂ (nm)'),
    wavelength('wavelength3Nm', 'Sum-frequency wavelength λ₃ (nm)'),
  ],
  outputs: [
    { name: 'wavelength1Nm', label: 'Wavelength λ₁ (nm)', unit: 'nm' },
    { name: 'wavelength2Nm', label: 'Wavelength λ₂ (nm)', unit: 'nm' },
    { name: 'wavelength3Nm', label: 'Sum-frequency wavelength λ₃ (nm)', unit: 'nm' },
  ],
  formulas: [
    {
      tex: '\\frac{1}{\\lambda_1} + \\frac{1}{\\lambda_2} = \\frac{1}{\\lambda_3}',
      text: 'photon energy conservation',
    },
    {
      tex: '\\lambda_3 = \\frac{\\lambda_1 \\lambda_2}{\\lambda_1 + \\lambda_2}, \\quad \\lambda_1 = \\frac{\\lambda_2 \\lambda_3}{\\lambda_2 - \\lambda_3}',
      text: 'the missing wavelength',
    },
  ],
  model: prose`
    Energy conservation of three photons with vacuum wavelengths λ₁, λ₂ and the sum frequency λ₃ (in an OPA: signal,
    idler and pump). Give two wavelengths; with one, it is applied as an edit to the default triple 1030, 1030, 515 nm
    and the least recently edited other wavelength is recomputed (as on the page). An input wave can only be recomputed
    when the other input wave is longer than λ₃.
  `,
  references: ['R. W. Boyd, Nonlinear Optics, 4th ed. (Academic Press, 2020), section 2.2'],
  compute(inputs) {
    const given = TRIPLE_FIELDS.filter((f) => inputs[f] !== undefined);
    if (given.length === 3)
      throw new InputError('invalid-option', 'wavelength3Nm', `give two of ${TRIPLE_FIELDS.join(', ')}, not all three`);
    if (given.length === 2) {
      const missing = TRIPLE_FIELDS.find((f) => inputs[f] === undefined) as TripleField;
      const values = { wavelength1Nm: 0, wavelength2Nm: 0, wavelength3Nm: 0, ...inputs };
      values[missing] = solveTriple(missing, values);
      return {
        wavelength1Nm: values.wavelength1Nm,
        wavelength2Nm: values.wavelength2Nm,
        wavelength3Nm: values.wavelength3Nm,
      };
    }
    const s =
      given.length === 1
        ? sfgTripleReducer(DEFAULT_WAVELENGTH_TRIPLE, { field: given[0], valueNm: inputs[given[0]] as number })
        : DEFAULT_WAVELENGTH_TRIPLE;
    return { wavelength1Nm: s.wavelength1Nm, wavelength2Nm: s.wavelength2Nm, wavelength3Nm: s.wavelength3Nm };
  },
});
