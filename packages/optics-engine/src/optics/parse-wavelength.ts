/**
 * A wavelength as a person types it: a number (parseDecimal's rule: comma as the decimal point) with an optional
 * unit after it, nm, µm, cm⁻¹, THz or eV, in the spellings people type ("0.8 um", "12500 cm-1", "375THz",
 * "1,55 eV"); without one, the unit chosen beside the field. The vacuum wavelength in nm comes from the photon
 * quantities of optics/spectra.ts (1 eV = 8065.54429 cm⁻¹, c = 299792458 m/s), so a field and the unit converter
 * agree. Inputs and the URL keep the canonical value in nm (`wavelengthNm`).
 */

import { parseDecimal } from '../parse-decimal.js';
import { nmToUm, umToNm } from '../units.js';
import { photonQuantities, wavelengthNmFrom } from './spectra.js';

/** The units a wavelength may be typed in, as the page writes them. */
export const WAVELENGTH_UNITS = ['nm', 'µm', 'cm⁻¹', 'THz', 'eV'] as const;
export type WavelengthUnit = (typeof WAVELENGTH_UNITS)[number];

/** Spellings of each unit, lower case, spaces removed (µ as the micro sign U+00B5 or Greek mu U+03BC). */
const SPELLINGS: Readonly<Record<string, WavelengthUnit>> = {
  nm: 'nm',
  µm: 'µm',
  μm: 'µm',
  um: 'µm',
  micron: 'µm',
  microns: 'µm',
  'cm⁻¹': 'cm⁻¹',
  'cm-1': 'cm⁻¹',
  'cm^-1': 'cm⁻¹',
  '1/cm': 'cm⁻¹',
  '/cm': 'cm⁻¹',
  thz: 'THz',
  ev: 'eV',
};

export interface ParsedWavelength {
  /** The vacuum wavelength in nm. */
  nm: number;
  /** The number as typed, in `unit`. */
  value: number;
  unit: WavelengthUnit;
}

/** The vacuum wavelength (nm) of a positive value in a unit. */
export function wavelengthNmOf(value: number, unit: WavelengthUnit): number {
  switch (unit) {
    case 'nm':
      return value;
    case 'µm':
      return umToNm(value);
    case 'cm⁻¹':
      return wavelengthNmFrom('wavenumberPerCm', value);
    case 'THz':
      return wavelengthNmFrom('frequencyThz', value);
    case 'eV':
      return wavelengthNmFrom('photonEnergyEv', value);
  }
}

/** A vacuum wavelength (nm, > 0) in a unit: the inverse of wavelengthNmOf. */
export function wavelengthInUnit(wavelengthNm: number, unit: WavelengthUnit): number {
  switch (unit) {
    case 'nm':
      return wavelengthNm;
    case 'µm':
      return nmToUm(wavelengthNm);
    case 'cm⁻¹':
      return photonQuantities(wavelengthNm).wavenumberPerCm;
    case 'THz':
      return photonQuantities(wavelengthNm).frequencyThz;
    case 'eV':
      return photonQuantities(wavelengthNm).photonEnergyEv;
  }
}

const SPLIT = /^\s*([-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?)\s*(\S.*?)?\s*$/i;

/**
 * The wavelength in `text`, with its unit typed after the number or else `unit`; null when the text is not a
 * number, names no known unit, or is not positive (no wavelength belongs to it).
 * @example parseWavelength('0.8 µm')?.nm // 800
 * @example parseWavelength('12500 cm-1')?.nm // 800
 * @example parseWavelength('1030')?.nm // 1030
 */
export function parseWavelength(text: string, unit: WavelengthUnit = 'nm'): ParsedWavelength | null {
  const m = SPLIT.exec(text);
  if (!m) return null;
  const value = parseDecimal(m[1]);
  const typed = m[2] === undefined ? unit : SPELLINGS[m[2].replace(/\s+/g, '').toLowerCase()];
  if (!typed || !(value > 0)) return null;
  const nm = wavelengthNmOf(value, typed);
  return Number.isFinite(nm) && nm > 0 ? { nm, value, unit: typed } : null;
}

/** Whether the text carries a unit of its own after the number (then a unit menu beside the field is overruled). */
export const hasTypedUnit = (text: string): boolean => {
  const m = SPLIT.exec(text);
  return !!m && m[2] !== undefined;
};
