/**
 * Entities of the light-source charts (docs/product.md §3): the tuning spec of an optical parametric
 * amplifier (OPA) product and the harmonic-module optimization spec. Field names are those of docs/product.md §3, so the
 * API's stored JSON (GET /api/products/specs, GET /api/products/harmonicOptimizationSpec) is read as is.
 */

/** A closed interval {min, max} in the unit of the field that holds it. */
export interface ValueRange {
  readonly min: number;
  readonly max: number;
}

/**
 * One tabulated point of a tuning curve. `minPower` and `maxPower` are the guaranteed (specified) and the
 * typical (best-effort) output power in percent of the pump's average power at that wavelength.
 */
export interface TuningPoint {
  /** Output wavelength (nm). */
  readonly wavelength: number;
  /** Guaranteed output power, percent of the pump power. */
  readonly minPower: number;
  /** Typical output power, percent of the pump power. */
  readonly maxPower: number;
}

/** One nonlinear interaction of an OPA (Signal, Idler, SHS, ...). */
export interface TuningInteraction {
  /** The interaction's name, one of INTERACTION_NAMES for the built-in colours. */
  readonly alias: string;
  /** Pump pulse energies (uJ) for which this interaction is specified. */
  readonly pumpEnergyRange: ValueRange;
  /** Wavelengths (nm) of the specification; points outside it are best effort. */
  readonly specifiedWavelengthRange: ValueRange;
  /** Points in increasing wavelength. */
  readonly points: readonly TuningPoint[];
}

/** The tuning spec of one product (docs/product.md §3, "Product spec (tuning)"). */
export interface ProductSpec {
  readonly friendlyModelName: string;
  /** Pump pulse energy (uJ). */
  readonly pumpEnergyRange: ValueRange;
  /** Pump average power (W). */
  readonly pumpPowerRange: ValueRange;
  /** Pump repetition rate (kHz). */
  readonly pumpRepRateRange: ValueRange;
  readonly interactions: readonly TuningInteraction[];
  /** True for illustrative data that is not a measured product. */
  readonly sample?: boolean;
  readonly note?: string;
  /** Units of the fields, for readers of the stored JSON (the model assumes TUNING_SPEC_UNITS). */
  readonly units?: Readonly<Record<string, string>>;
}

/** The units a tuning spec is written in. */
export const TUNING_SPEC_UNITS = {
  wavelength: 'nm',
  power: 'percent of pump power',
  energy: 'uJ',
  power_range: 'W',
  repRate: 'kHz',
} as const;

/**
 * Cubic conversion polynomial of one harmonic: efficiency in percent of the pump power as
 * a0 + a1 r + a2 r^2 + a3 r^3 of the relative pump energy r = E / E_pump (see harmonics.ts).
 */
export interface HarmonicCoefficients {
  readonly a0: number;
  readonly a1: number;
  readonly a2: number;
  readonly a3: number;
  /** Output wavelength (nm), for the legend. */
  readonly wavelengthNm?: number;
}

/** The info block of a harmonic-module spec. */
export interface HarmonicInfo {
  /** Laser average power (W). */
  readonly powerW?: number;
  /** Laser maximum pulse energy (uJ). */
  readonly maxPulseEnergyUj?: number;
  /** Highest repetition rate of the plot (kHz). */
  readonly maxRepetitionRateKhz?: number;
  readonly specialNotes?: string;
}

/** The harmonic optimization spec of one product: info and per-harmonic coefficients keyed SH, TH, FH, FiH. */
export interface HarmonicModuleSpec {
  readonly info: HarmonicInfo;
  readonly harmonics: Readonly<Record<string, HarmonicCoefficients>>;
  readonly sample?: boolean;
  readonly note?: string;
}
