import { parseDecimal } from '@optics-toolbox/optics-engine';
import { useId } from 'react';
import { clampText } from './number-field.js';
import { WavelengthField } from './wavelength-field.js';

export interface WavelengthSliderProps {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  /** The material's range in nm (docs/product.md §9: range in um times 1000). */
  min: number;
  max: number;
  step?: number;
  error?: string | null;
  id?: string;
  /** A visible note under the box (e.g. the wavelength was clamped to a new material's range). */
  note?: string;
}

/**
 * A wavelength slider over the material's range, paired with its box (nm, or a unit typed or chosen beside it). The
 * slider's thumb stays in the range; the box keeps what was typed, and a value outside the range is marked, never
 * replaced.
 */
export function WavelengthSlider({
  label = 'Wavelength (nm)',
  value,
  onChange,
  min,
  max,
  step = 1,
  error,
  id,
  note,
}: WavelengthSliderProps) {
  const auto = useId();
  const x = parseDecimal(value);
  const sliderValue = Number.isFinite(x) ? Math.min(max, Math.max(min, x)) : min;
  return (
    <div className="ot-wavelength">
      <WavelengthField
        id={id ?? auto}
        label={label}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        error={error}
        note={note}
        rangeUnit="nm"
        hint={`${min} to ${max} nm`}
      />
      <input
        className="ot-slider"
        type="range"
        aria-label={`${label} slider`}
        min={min}
        max={max}
        step={step}
        value={sliderValue}
        onChange={(e) => onChange(clampText(e.target.value, min, max))}
      />
    </div>
  );
}
