/** One input of a calculator page, chosen by the input's kind in the spec. */

import {
  type MaterialOption,
  MaterialSelect,
  NumberField,
  WavelengthField,
  WavelengthSlider,
} from '@optics-toolbox/ui';
import type { PresentedInput } from '../../tools.js';
import { LayersList, MaterialsList } from './list-inputs.js';

export interface InputFieldProps {
  spec: PresentedInput;
  text: string;
  onChange(text: string): void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Material range of the page in nm, when the wavelength is tied to a material. */
  wavelengthRangeNm?: [number, number];
  materialOptions: readonly MaterialOption[];
  /** Ranked search over the whole catalogue for a single-material input. */
  materialSearch?: (query: string) => readonly MaterialOption[];
  onMaterialOpen?: () => void;
  materialLoading?: boolean;
  /** Shown for a material that is not among the options (a catalogue page): its name and address. */
  materialLabel?: string;
  /** Called by the "Custom material…" button next to a material selector. */
  onCustomMaterial?: () => void;
  /** A visible note of a change the page made (clamping after a material change). */
  note?: string;
}

const fieldId = (name: string) => `in-${name}`;

/**
 * A vacuum wavelength in nm (not a width, not a step): its field takes µm, cm⁻¹, THz and eV as well. The unit
 * converter's own fields are the conversion itself and stay plain.
 */
export const isWavelengthInput = (s: PresentedInput): boolean =>
  s.kind === 'number' && s.unit === 'nm' && !/idth|step|Step/.test(s.name) && s.wavelengthUnits !== false;

/** Engine units as written on the page (uJ -> µJ, fs^2 -> fs²). */
const displayUnit = (unit?: string): string | undefined =>
  unit?.replace(/^uJ/, 'µJ').replace(/^um$/, 'µm').replace('^2', '²').replace('^3', '³').replace('cm-1', 'cm⁻¹');

export function InputField(p: InputFieldProps) {
  const s = p.spec;
  const id = fieldId(s.name);
  switch (s.kind) {
    case 'number':
    case 'integer':
      if (s.name === 'wavelengthNm' && p.wavelengthRangeNm)
        return (
          <WavelengthSlider
            id={id}
            label={s.label}
            value={p.text}
            onChange={p.onChange}
            min={p.wavelengthRangeNm[0]}
            max={p.wavelengthRangeNm[1]}
            step={s.step ?? 1}
            error={p.error}
            note={p.note}
          />
        );
      if (isWavelengthInput(s))
        return (
          <WavelengthField
            id={id}
            label={s.label}
            value={p.text}
            onChange={p.onChange}
            min={s.min}
            max={s.max}
            step={s.step}
            error={p.error}
            note={p.note}
            rangeUnit="nm"
            disabled={p.disabled}
            autoFocus={p.autoFocus}
            placeholder={
              s.optional && s.default === undefined ? (s.independent ? 'optional' : 'optional (auto)') : undefined
            }
            hint={s.description && s.description.length < 80 ? s.description : undefined}
          />
        );
      return (
        <NumberField
          id={id}
          label={s.label}
          value={p.text}
          onChange={p.onChange}
          min={s.min}
          max={s.max}
          step={s.step ?? (s.kind === 'integer' ? 1 : undefined)}
          error={p.error}
          note={p.note}
          rangeUnit={displayUnit(s.unit)}
          disabled={p.disabled}
          autoFocus={p.autoFocus}
          placeholder={
            s.optional && s.default === undefined ? (s.independent ? 'optional' : 'optional (auto)') : undefined
          }
          hint={s.description && s.description.length < 80 ? s.description : undefined}
        />
      );
    case 'enum':
      if (s.name === 'shape') return <PresetButtons {...p} />;
      return (
        <div className="ot-field">
          <label htmlFor={id}>{s.label}</label>
          <select
            id={id}
            className="ot-select"
            value={p.text}
            disabled={p.disabled}
            aria-invalid={p.error ? true : undefined}
            onChange={(e) => p.onChange(e.target.value)}
          >
            {(s.options ?? []).map((o) => (
              <option key={o} value={o}>
                {optionLabel(s, o)}
              </option>
            ))}
          </select>
          <FieldMessages error={p.error} note={p.note} />
        </div>
      );
    case 'boolean':
      return (
        <div className="ot-field ot-check">
          <label>
            <input
              id={id}
              type="checkbox"
              checked={p.text === 'true'}
              disabled={p.disabled}
              onChange={(e) => p.onChange(String(e.target.checked))}
            />{' '}
            {s.label}
          </label>
          <FieldMessages error={p.error} note={p.note} />
        </div>
      );
    case 'material':
      return (
        <div className="material-field">
          <MaterialSelect
            id={id}
            label={s.label}
            options={p.materialOptions}
            value={p.text}
            onChange={p.onChange}
            error={p.error}
            search={p.materialSearch}
            onOpen={p.onMaterialOpen}
            loading={p.materialLoading}
            valueLabel={p.materialLabel}
          />
          {p.onCustomMaterial && (
            <button type="button" className="ot-button link-button" onClick={p.onCustomMaterial}>
              Custom material…
            </button>
          )}
          {p.note && <FieldNote text={p.note} />}
        </div>
      );
    case 'materials':
      return (
        <>
          <MaterialsList
            label={s.label}
            text={p.text}
            onChange={p.onChange}
            options={p.materialOptions}
            addKey={firstDefault(s) ?? 'fused_silica'}
            error={p.error}
          />
          {p.note && <FieldNote text={p.note} />}
        </>
      );
    case 'layers':
      return (
        <>
          <LayersList
            label={s.label}
            text={p.text}
            onChange={p.onChange}
            options={p.materialOptions}
            addKey="fused_silica"
            error={p.error}
          />
          {p.note && <FieldNote text={p.note} />}
        </>
      );
    case 'numberList':
      return (
        <div className="ot-field">
          <label htmlFor={id}>{s.label}</label>
          <textarea
            id={id}
            className="ot-textarea ot-num"
            rows={6}
            value={p.text}
            aria-invalid={p.error ? true : undefined}
            onChange={(e) => p.onChange(e.target.value)}
          />
          <FieldMessages error={p.error} note={p.note} />
        </div>
      );
    default:
      return (
        <div className="ot-field">
          <label htmlFor={id}>{s.label}</label>
          <input id={id} className="ot-input" value={p.text} onChange={(e) => p.onChange(e.target.value)} />
          <FieldMessages error={p.error} note={p.note} />
        </div>
      );
  }
}

/** A warning of the engine about this input (the data behind it, its fits), under the field. */
const FieldNote = ({ text }: { text: string }) => (
  <p className="ot-note field-note" role="status">
    {text}
  </p>
);

/** The error and the engine's note under a field that draws neither itself. */
const FieldMessages = ({ error, note }: { error?: string | null; note?: string }) => (
  <>
    <FieldError error={error} />
    {note && <FieldNote text={note} />}
  </>
);

/** The display name of an enum option: the spec's option label (the value stays the engine's). */
const optionLabel = (s: PresentedInput, o: string): string => s.optionLabels?.[o] ?? o;

/** Clickable presets (pulse shapes): a group of toggle buttons, the chosen one highlighted. */
function PresetButtons(p: InputFieldProps) {
  const s = p.spec;
  return (
    <fieldset className="ot-field presets">
      <legend className="ot-field-label">{s.label}</legend>
      <div className="preset-row">
        {(s.options ?? []).map((o) => (
          <button key={o} type="button" className="ot-button" aria-pressed={p.text === o} onClick={() => p.onChange(o)}>
            {optionLabel(s, o)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const firstDefault = (s: PresentedInput): string | undefined =>
  Array.isArray(s.default) && typeof s.default[0] === 'string' ? s.default[0] : undefined;

/** The error beside a field (a blank error marks the field without words). */
function FieldError({ error }: { error?: string | null }) {
  return error?.trim() ? (
    <span className="ot-error" role="alert">
      {error}
    </span>
  ) : null;
}
