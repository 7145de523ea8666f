/**
 * The info modal's page part: the element kinds and their fields with units and allowed ranges (from the
 * engine's ELEMENT_FIELDS), how the optimiser and the address work. The formulas, model and references above it
 * are the calculator spec's.
 */
import { ELEMENT_FIELDS, type InputSpec, PULSE_FIELDS } from '@optics-toolbox/optics-engine';
import { KIND_NAMES, KINDS } from './path-state.js';

const range = (s: InputSpec): string =>
  s.min !== undefined || s.max !== undefined
    ? ` — ${s.exclusiveMin ? 'above ' : ''}${s.min ?? '−∞'} to ${s.max ?? '∞'}`
    : s.options
      ? ` — ${s.options.join(', ')}`
      : '';

function Fields({ fields }: { fields: readonly InputSpec[] }) {
  return (
    <ul className="info-inputs">
      {fields.map((f) => (
        <li key={f.name}>
          {f.label} <code>{f.name}</code>
          {range(f)}
          {f.default !== undefined ? ` (default ${String(f.default)})` : ''}
        </li>
      ))}
    </ul>
  );
}

export default function PathInfo() {
  return (
    <>
      <h3>The pulse</h3>
      <Fields fields={PULSE_FIELDS} />
      <p>
        A measured spectrum is pasted or dropped as a CSV file: one line per point, wavelength in nm and intensity per
        nm, separated by a comma, semicolon, tab or blanks (a first line of words is a header). Its phase is flat; the
        input chirp is added on top.
      </p>
      <h3>Elements</h3>
      {KINDS.map((k) => (
        <div key={k}>
          <h4>
            {KIND_NAMES[k]} <code>{k}</code>
          </h4>
          <Fields fields={ELEMENT_FIELDS[k]} />
        </div>
      ))}
      <h3>Optimiser</h3>
      <p>
        Optimise varies one numeric field of one element over the range From–To and finds the value that gives the
        shortest output (least FWHM) or the highest Strehl ratio. Its charts show the duration and Strehl ratio around
        the optimum. Once asked for, the optimum follows every change of the path; the button beside it writes the value
        into the element.
      </p>
      <h3>Link</h3>
      <p>
        The address holds the whole path under the calculator's input names (<code>pulse</code>, <code>elements</code>,{' '}
        <code>optimize</code>, <code>points</code>), so Copy link reproduces it; the same inputs run on the command
        line: <code>toolbox calc pulse-path --input '{'{…}'}'</code>.
      </p>
    </>
  );
}
