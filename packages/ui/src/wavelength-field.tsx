import {
  formatNumber,
  hasTypedUnit,
  parseWavelength,
  WAVELENGTH_UNITS,
  type WavelengthUnit,
  wavelengthInUnit,
} from '@optics-toolbox/optics-engine';
import { useRef, useState } from 'react';
import { NumberField, type NumberFieldProps } from './number-field.js';

export interface WavelengthFieldProps extends Omit<NumberFieldProps, 'value' | 'onChange' | 'unit'> {
  /** The wavelength in nm as the page keeps it (the URL's `wavelengthNm`). */
  value: string;
  /** Called with the wavelength in nm (a typed unit converted), or with the text as typed when it is no wavelength. */
  onChange: (nmText: string) => void;
}

/** The nm text of a wavelength: 12 significant digits, so 0.8 µm is 800 and not 800.0000000000001. */
const nmText = (nm: number): string => String(Number(nm.toPrecision(12)));

/** A value in a unit as the field shows it: 6 significant digits, trailing zeros dropped. */
function inUnitText(nmValue: string, unit: WavelengthUnit): string {
  const p = parseWavelength(nmValue, 'nm');
  if (!p) return nmValue;
  const v = wavelengthInUnit(p.nm, unit);
  return String(Number(v.toPrecision(6)));
}

/**
 * A wavelength box that takes nm, µm, cm⁻¹, THz or eV: typed after the number ("0.8 µm", "12500 cm-1") or chosen
 * from the small menu beside it. The page keeps the wavelength in nm (the URL and the CLI name it wavelengthNm);
 * the box keeps what was typed, and a line under it says what it understood ("0.8 µm = 800 nm").
 */
export function WavelengthField(props: WavelengthFieldProps) {
  const { value, onChange, min, max, id, label } = props;
  const [unit, setUnit] = useState<WavelengthUnit>('nm');
  // What was typed, while the page's value is the one it gave (another change of the value shows that value).
  const [typed, setTyped] = useState<{ text: string; sent: string } | null>(null);
  const unitId = `${id ?? label}-unit`;
  const shown = typed && typed.sent === value ? typed.text : unit === 'nm' ? value : inUnitText(value, unit);
  const parsed = parseWavelength(shown, unit);
  const foreign = parsed !== null && (hasTypedUnit(shown) || unit !== 'nm');
  const understood =
    foreign && parsed
      ? `${formatNumber(parsed.value, { decimals: 6, minDecimals: 0 })} ${parsed.unit} = ${formatNumber(parsed.nm, { decimals: 3, minDecimals: 0 })} nm`
      : undefined;
  const lastUnit = useRef(unit);
  lastUnit.current = unit;
  const change = (text: string) => {
    const p = parseWavelength(text, lastUnit.current);
    // Plain nm text is kept as typed (its decimal comma, its digits); anything else goes in nm.
    const sent = p && (hasTypedUnit(text) || lastUnit.current !== 'nm') ? nmText(p.nm) : text;
    setTyped({ text, sent });
    onChange(sent);
  };
  return (
    <NumberField
      {...props}
      value={shown}
      onChange={change}
      inputMode="text"
      // The range (nm) applies to the box only while it shows nm; otherwise the page's error says it.
      min={foreign ? undefined : min}
      max={foreign ? undefined : max}
      hint={understood ?? props.hint}
      after={
        <select
          id={unitId}
          className="ot-select ot-unit-select"
          aria-label={`${label}: unit`}
          title="Unit of the number typed (a unit typed after the number wins)"
          value={unit}
          disabled={props.disabled}
          onChange={(e) => {
            setUnit(e.target.value as WavelengthUnit);
            setTyped(null);
          }}
        >
          {WAVELENGTH_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      }
    />
  );
}
