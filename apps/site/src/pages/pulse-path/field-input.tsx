/**
 * One field of the pulse or of an element, chosen by its spec's kind: a number box (packages/ui NumberField,
 * which keeps what is typed and marks a value outside the spec's range), a select, a check box or the site's
 * material selector with live search over the catalogue.
 */
import type { InputSpec } from '@optics-toolbox/optics-engine';
import { type MaterialOption, MaterialSelect, NumberField } from '@optics-toolbox/ui';

/** Engine units as a page writes them (uJ -> µJ, fs^2 -> fs²). */
export const unitText = (unit?: string): string | undefined =>
  unit?.replace(/^uJ$/, 'µJ').replace('^2', '²').replace('^3', '³').replace('^4', '⁴');

/** What a material field needs from the materials context. */
export interface MaterialPicker {
  options: readonly MaterialOption[];
  search(query: string): readonly MaterialOption[];
  onOpen(): void;
  loading: boolean;
  /** The label of a key that is not among the options (a catalogue page: its name and address). */
  labelOf(key: string): string | undefined;
}

export interface FieldInputProps {
  id: string;
  spec: InputSpec;
  /** The label shown (defaults to the spec's). */
  label?: string;
  text: string;
  onChange(text: string): void;
  /** An engine error about this field (the box is marked). */
  error?: string;
  /** Warnings about this field. */
  note?: string;
  disabled?: boolean;
  placeholder?: string;
  materials: MaterialPicker;
  /** Names of enum options. */
  optionLabels?: Readonly<Record<string, string>>;
}

export function FieldInput(p: FieldInputProps) {
  const s = p.spec;
  const label = p.label ?? s.label;
  switch (s.kind) {
    case 'number':
    case 'integer':
      return (
        <NumberField
          id={p.id}
          label={label}
          value={p.text}
          onChange={p.onChange}
          min={s.min}
          max={s.max}
          step={s.step ?? (s.kind === 'integer' ? 1 : undefined)}
          rangeUnit={unitText(s.unit)}
          error={p.error}
          note={p.note}
          disabled={p.disabled}
          placeholder={p.placeholder ?? (s.optional && s.default === undefined ? 'optional' : undefined)}
        />
      );
    case 'enum':
      return (
        <div className="ot-field">
          <label htmlFor={p.id}>{label}</label>
          <select
            id={p.id}
            className="ot-select"
            value={p.text}
            disabled={p.disabled}
            aria-invalid={p.error ? true : undefined}
            onChange={(e) => p.onChange(e.target.value)}
          >
            {s.optional && <option value="">{p.placeholder ?? 'default'}</option>}
            {(s.options ?? []).map((o) => (
              <option key={o} value={o}>
                {p.optionLabels?.[o] ?? o}
              </option>
            ))}
          </select>
          <Messages id={p.id} error={p.error} note={p.note} />
        </div>
      );
    case 'boolean':
      return (
        <div className="ot-field ot-check">
          <label>
            <input
              id={p.id}
              type="checkbox"
              checked={p.text !== 'false'}
              disabled={p.disabled}
              onChange={(e) => p.onChange(String(e.target.checked))}
            />{' '}
            {label}
          </label>
          <Messages id={p.id} error={p.error} note={p.note} />
        </div>
      );
    case 'material':
      return (
        <div className="pp-material">
          <MaterialSelect
            id={p.id}
            label={label}
            options={p.materials.options}
            value={p.text}
            onChange={p.onChange}
            search={p.materials.search}
            onOpen={p.materials.onOpen}
            loading={p.materials.loading}
            valueLabel={p.materials.labelOf(p.text)}
            error={p.error}
          />
          <Messages id={p.id} note={p.note} />
        </div>
      );
    default:
      return null;
  }
}

/** An error (role alert) and a note under a field. */
export function Messages({ id, error, note }: { id: string; error?: string; note?: string }) {
  return (
    <>
      {note && (
        <span id={`${id}-note`} className="ot-note" role="status">
          {note}
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="ot-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
