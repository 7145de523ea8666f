/**
 * A log-scale slider with a number box (docs/product.md tool 27): the slider spans the product's range, the box
 * takes any value of at least 0.1 in steps of 0.1 (docs/product.md §5); a value outside the range is clamped
 * by the engine and shown with the 'Out of bounds' error. Tick marks from a fixed list.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import { useEffect, useId, useState } from 'react';

export interface LogSliderProps {
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  ticks: readonly number[];
  onChange: (value: number) => void;
  error?: string | null;
  /** The lock checkbox beside the slider (energy and power only). */
  lock?: { checked: boolean; onChange: () => void };
}

const SLIDER_STEPS = 1000;
const round = (x: number) => Number(x.toPrecision(4));

export function LogSlider({ label, unit, value, min, max, ticks, onChange, error, lock }: LogSliderProps) {
  const id = useId();
  const [text, setText] = useState(String(round(value)));
  useEffect(() => setText(String(round(value))), [value]);
  const lo = Math.log10(min);
  const hi = Math.log10(max);
  const position =
    hi > lo ? Math.round(((Math.log10(Math.min(Math.max(value, min), max)) - lo) / (hi - lo)) * SLIDER_STEPS) : 0;
  const commit = (t: string) => {
    const x = parseDecimal(t);
    if (Number.isFinite(x) && x >= 0.1) onChange(x);
    else setText(String(round(value)));
  };
  return (
    <div className={`log-slider${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="log-slider-label">
        {label} ({unit})
      </label>
      <div className="log-slider-row">
        <input
          type="range"
          className="ot-slider"
          aria-label={`${label} slider`}
          min={0}
          max={SLIDER_STEPS}
          step={1}
          value={position}
          list={`${id}-ticks`}
          onChange={(e) => onChange(round(10 ** (lo + ((hi - lo) * Number(e.target.value)) / SLIDER_STEPS)))}
        />
        <datalist id={`${id}-ticks`}>
          {ticks
            .filter((t) => t >= min && t <= max)
            .map((t) => (
              <option key={t} value={Math.round(((Math.log10(t) - lo) / (hi - lo)) * SLIDER_STEPS)} label={String(t)} />
            ))}
        </datalist>
        <input
          id={id}
          className="ot-input"
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
          }}
        />
        {lock && (
          <label className="log-slider-lock" title={`Keep the ${label.toLowerCase()} fixed`}>
            <input type="checkbox" checked={lock.checked} onChange={lock.onChange} /> Lock
          </label>
        )}
      </div>
      <div className="log-slider-scale" aria-hidden="true">
        <span>{round(min)}</span>
        <span>{round(max)}</span>
      </div>
      {error && <div className="ot-error">{error}</div>}
    </div>
  );
}
