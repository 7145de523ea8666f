import { parseDecimal } from '@optics-toolbox/optics-engine';
import { type KeyboardEvent, type ReactNode, useId } from 'react';

export interface NumberFieldProps {
  /** Visible label with the unit, e.g. "Wavelength (nm)". */
  label: string;
  /** The text in the box (kept as typed so that typing never jumps). */
  value: string;
  onChange?: (text: string) => void;
  /** Called after blur or Enter with the clamped text, when clamping changed it. */
  onCommit?: (text: string) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Unit shown after the box; leave out when the label already names it. */
  unit?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** Error message shown under the box (the field gets an error style). */
  error?: string | null;
  id?: string;
  /**
   * Clamp to min/max when the box loses focus (default false: what the user typed stays, and a value out
   * of range is marked with the allowed range in words).
   */
  clamp?: boolean;
  /** Unit of the range in the out-of-range message (when the label names it and `unit` is not shown). */
  rangeUnit?: string;
  /** A visible note under the box, e.g. what the page changed and why ("clamped to Silicon's range"). */
  note?: string;
  autoFocus?: boolean;
  name?: string;
  hint?: string;
  /** Shown in an empty box (e.g. "auto" for an optional input). */
  placeholder?: string;
  /** A control after the box on its row (a unit menu). */
  after?: ReactNode;
  /** The on-screen keyboard: decimal (default) or text (a number with a unit typed after it). */
  inputMode?: 'decimal' | 'text';
}

/** Clamps the text's number to [min, max]; returns the text unchanged when it is not a number or inside. */
export function clampText(text: string, min?: number, max?: number): string {
  const x = parseDecimal(text);
  if (!Number.isFinite(x)) return text;
  if (min !== undefined && x < min) return String(min);
  if (max !== undefined && x > max) return String(max);
  return text;
}

/** The allowed range in words: "1 to 90 deg", "at least 0 µJ", "at most 5". */
export function rangeInWords(min?: number, max?: number, unit?: string): string | undefined {
  const u = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `${min} to ${max}${u}`;
  if (min !== undefined) return `at least ${min}${u}`;
  if (max !== undefined) return `at most ${max}${u}`;
  return undefined;
}

const decimalsOf = (step: number): number => {
  const s = String(step);
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0;
};

/** A labelled number box with unit, range clamping and arrow-key stepping. */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, onCommit, min, max, step, unit, readOnly, disabled, error, clamp = false } = props;
  const auto = useId();
  const id = props.id ?? auto;
  const commit = () => {
    if (!clamp || readOnly) return;
    const c = clampText(value, min, max);
    if (c !== value) {
      onChange?.(c);
      onCommit?.(c);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if ((e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || readOnly || !step) return;
    const x = parseDecimal(value);
    if (!Number.isFinite(x)) return;
    e.preventDefault();
    const k = (e.shiftKey ? 10 : 1) * (e.key === 'ArrowUp' ? 1 : -1);
    const next = Number((x + k * step).toFixed(decimalsOf(step)));
    onChange?.(clampText(String(next), min, max));
  };
  const range = rangeInWords(min, max, unit ?? props.rangeUnit);
  // A typed number outside the range is kept and marked (never replaced); the page's own error wins.
  const x = parseDecimal(value);
  const outside = Number.isFinite(x) && ((min !== undefined && x < min) || (max !== undefined && x > max)) && !readOnly;
  const shownError = error || (outside && range ? `${label}: allowed ${range}` : null);
  return (
    <div className="ot-field">
      <label htmlFor={id}>{label}</label>
      <div className="ot-field-row">
        <input
          id={id}
          name={props.name}
          className="ot-input ot-num"
          type="text"
          inputMode={props.inputMode ?? 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={props.placeholder}
          readOnly={readOnly}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: docs/product.md tool 1 asks the unit converter's wavelength to be focused on open.
          autoFocus={props.autoFocus}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-err` : props.note ? `${id}-note` : undefined}
          title={range ? `${label}: ${range}` : undefined}
          onChange={(e) => onChange?.(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        {unit && <span className="ot-unit">{unit}</span>}
        {props.after}
      </div>
      {props.hint && !shownError && <span className="ot-hint">{props.hint}</span>}
      {props.note && (
        <span id={`${id}-note`} className="ot-note" role="status">
          {props.note}
        </span>
      )}
      {shownError && (
        <span id={`${id}-err`} className="ot-error" role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
