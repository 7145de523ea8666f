/**
 * Built-in SAMPLE light-source specs, so the calculators run without the API (CLI, tests, offline pages).
 * They are illustrative, not measurements of any product: smooth tuning curves over the usual ranges of
 * OPAs pumped by an Yb laser (1030 nm) or its second harmonic (515 nm): signal ~630-1020 nm and idler
 * ~1040-2600 nm with a 515 nm pump, signal 1350-2060 nm and idler 2060-4500 nm ("(long)") with a 1030 nm
 * pump, their second (SHS, SHI) and third (THS) harmonics, and the unseparated signal+idler output near
 * degeneracy. Peak efficiencies are of the order published for such OPAs (around 10 % of the pump power
 * for the signal, a few % for the idler, ~1-2 % for second harmonics, a few 0.1 % for the third).
 * The API's seed files (apps/api/seed/product-specs.json, harmonic-spec.json) hold the same data.
 */
import {
  type HarmonicModuleSpec,
  type ProductSpec,
  TUNING_SPEC_UNITS,
  type TuningInteraction,
  type TuningPoint,
} from './types.js';

export const SAMPLE_NOTE =
  'Sample values for demonstration: smooth illustrative curves, not the measured specification of any product.';

interface Shape {
  alias: string;
  /** Tabulated wavelengths (nm): first, last, step. */
  from: number;
  to: number;
  step: number;
  specifiedFrom: number;
  specifiedTo: number;
  /** Typical peak output (percent of pump power). */
  peakPercent: number;
  /** Peak position as a fraction of the tabulated range. */
  peakAt: number;
  /** Output at the far ends as a fraction of the peak. */
  edge: number;
  energyUj: [number, number];
}

/** Guaranteed output as a fraction of the typical output. */
const GUARANTEED_FRACTION = 0.8;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A smooth bell over the range: edge + (1 - edge) exp(-((u - peakAt) / 0.38)^2), u in 0..1. */
function shapePoints(s: Shape): TuningPoint[] {
  const points: TuningPoint[] = [];
  const count = Math.round((s.to - s.from) / s.step);
  for (let i = 0; i <= count; i++) {
    const w = s.from + i * s.step;
    const u = (w - s.from) / (s.to - s.from);
    const bump = Math.exp(-(((u - s.peakAt) / 0.38) ** 2));
    const typical = s.peakPercent * (s.edge + (1 - s.edge) * bump);
    points.push({ wavelength: w, minPower: round3(typical * GUARANTEED_FRACTION), maxPower: round3(typical) });
  }
  return points;
}

const interaction = (s: Shape): TuningInteraction => ({
  alias: s.alias,
  pumpEnergyRange: { min: s.energyUj[0], max: s.energyUj[1] },
  specifiedWavelengthRange: { min: s.specifiedFrom, max: s.specifiedTo },
  points: shapePoints(s),
});

type ShapeOf = (peakPercent: number, energyUj: [number, number]) => Shape;

/** The second harmonic of an interaction: every wavelength halved. */
const sh = (alias: string, of: ShapeOf, peakPercent: number, energyUj: [number, number]): Shape => {
  const base = of(peakPercent, energyUj);
  return {
    ...base,
    alias,
    from: base.from / 2,
    to: base.to / 2,
    step: base.step / 2,
    specifiedFrom: base.specifiedFrom / 2,
    specifiedTo: base.specifiedTo / 2,
  };
};

/** 515 nm pumped OPA: signal, idler and the signal+idler output near 1030 nm. */
const signal: ShapeOf = (peak: number, e: [number, number]): Shape => ({
  alias: 'Signal',
  from: 610,
  to: 1030,
  step: 15,
  specifiedFrom: 630,
  specifiedTo: 1020,
  peakPercent: peak,
  peakAt: 0.45,
  edge: 0.3,
  energyUj: e,
});
const idler: ShapeOf = (peak: number, e: [number, number]): Shape => ({
  alias: 'Idler',
  from: 1035,
  to: 2745,
  step: 45,
  specifiedFrom: 1040,
  specifiedTo: 2600,
  peakPercent: peak,
  peakAt: 0.2,
  edge: 0.15,
  energyUj: e,
});
const signalIdler = (peak: number, e: [number, number]): Shape => ({
  alias: 'Signal+Idler',
  from: 980,
  to: 1080,
  step: 10,
  specifiedFrom: 1000,
  specifiedTo: 1060,
  peakPercent: peak,
  peakAt: 0.5,
  edge: 0.7,
  energyUj: e,
});
const thirdOfSignal = (peak: number, e: [number, number]): Shape => ({
  alias: 'THS',
  from: 205,
  to: 340,
  step: 7.5,
  specifiedFrom: 210,
  specifiedTo: 340,
  peakPercent: peak,
  peakAt: 0.55,
  edge: 0.2,
  energyUj: e,
});
/** 1030 nm pumped OPA ("(long)"): signal 1350-2060 nm, idler 2060-4500 nm. */
const signalLong: ShapeOf = (peak: number, e: [number, number]): Shape => ({
  alias: 'Signal (long)',
  from: 1300,
  to: 2060,
  step: 40,
  specifiedFrom: 1350,
  specifiedTo: 2000,
  peakPercent: peak,
  peakAt: 0.4,
  edge: 0.35,
  energyUj: e,
});
const idlerLong: ShapeOf = (peak: number, e: [number, number]): Shape => ({
  alias: 'Idler (long)',
  from: 2060,
  to: 4700,
  step: 120,
  specifiedFrom: 2100,
  specifiedTo: 4500,
  peakPercent: peak,
  peakAt: 0.15,
  edge: 0.12,
  energyUj: e,
});

export const SAMPLE_PRODUCT_SPECS: readonly ProductSpec[] = [
  {
    friendlyModelName: 'Sample OPA 1 (515 nm pump, high repetition rate)',
    sample: true,
    note: SAMPLE_NOTE,
    units: TUNING_SPEC_UNITS,
    pumpEnergyRange: { min: 2, max: 100 },
    pumpPowerRange: { min: 1, max: 80 },
    pumpRepRateRange: { min: 50, max: 2000 },
    interactions: [
      interaction(signal(8, [2, 100])),
      interaction(signalIdler(11, [2, 100])),
      interaction(idler(4, [2, 100])),
      interaction(sh('SHS', signal, 1.2, [5, 100])),
      interaction(sh('SHI', idler, 0.6, [5, 100])),
      interaction(thirdOfSignal(0.25, [20, 100])),
    ],
  },
  {
    friendlyModelName: 'Sample OPA 2 (515 nm pump, high energy)',
    sample: true,
    note: SAMPLE_NOTE,
    units: TUNING_SPEC_UNITS,
    pumpEnergyRange: { min: 20, max: 2000 },
    pumpPowerRange: { min: 1, max: 20 },
    pumpRepRateRange: { min: 1, max: 200 },
    interactions: [
      interaction(signal(12, [20, 2000])),
      interaction(signalIdler(15, [20, 2000])),
      interaction(idler(6, [20, 2000])),
      interaction(sh('SHS', signal, 2, [40, 2000])),
      interaction(sh('SHI', idler, 1, [40, 2000])),
      interaction(thirdOfSignal(0.4, [100, 2000])),
    ],
  },
  {
    friendlyModelName: 'Sample OPA 3 (1030 nm pump, long wavelengths)',
    sample: true,
    note: SAMPLE_NOTE,
    units: TUNING_SPEC_UNITS,
    pumpEnergyRange: { min: 10, max: 1000 },
    pumpPowerRange: { min: 2, max: 40 },
    pumpRepRateRange: { min: 10, max: 1000 },
    interactions: [
      interaction(signalLong(14, [10, 1000])),
      interaction(idlerLong(6, [10, 1000])),
      interaction(sh('SHS (long)', signalLong, 2, [20, 1000])),
      interaction(sh('SHI (long)', idlerLong, 0.8, [20, 1000])),
    ],
  },
];

const harmonicNote = (powerW: number, energyUj: number) =>
  `Sample values: conversion in percent of the pump power against E/E_pump for a ${powerW} W, ${energyUj} uJ Yb laser at 1030 nm; illustrative, not a measured module.`;

export const SAMPLE_HARMONIC_SPECS: Readonly<Record<string, HarmonicModuleSpec>> = {
  'Sample harmonic module 1 (20 W, 2 mJ)': {
    sample: true,
    note: SAMPLE_NOTE,
    info: { powerW: 20, maxPulseEnergyUj: 2000, maxRepetitionRateKhz: 1000, specialNotes: harmonicNote(20, 2000) },
    harmonics: {
      SH: { wavelengthNm: 515, a0: 0, a1: 95, a2: -60, a3: 15 },
      TH: { wavelengthNm: 343, a0: 0, a1: 5, a2: 45, a3: -20 },
      FH: { wavelengthNm: 257.5, a0: 0, a1: 0, a2: 25, a3: -10 },
      FiH: { wavelengthNm: 206, a0: 0, a1: 0, a2: 5, a3: 3 },
    },
  },
  'Sample harmonic module 2 (80 W, 400 uJ)': {
    sample: true,
    note: SAMPLE_NOTE,
    info: { powerW: 80, maxPulseEnergyUj: 400, maxRepetitionRateKhz: 4000, specialNotes: harmonicNote(80, 400) },
    harmonics: {
      SH: { wavelengthNm: 515, a0: 0, a1: 100, a2: -70, a3: 20 },
      TH: { wavelengthNm: 343, a0: 0, a1: 3, a2: 40, a3: -15 },
      FH: { wavelengthNm: 257.5, a0: 0, a1: 0, a2: 20, a3: -8 },
      FiH: { wavelengthNm: 206, a0: 0, a1: 0, a2: 4, a3: 2 },
    },
  },
  'Sample harmonic module 3 (6 W, 200 uJ)': {
    sample: true,
    note: SAMPLE_NOTE,
    info: { powerW: 6, maxPulseEnergyUj: 200, maxRepetitionRateKhz: 2000, specialNotes: harmonicNote(6, 200) },
    harmonics: {
      SH: { wavelengthNm: 515, a0: 0, a1: 80, a2: -45, a3: 10 },
      TH: { wavelengthNm: 343, a0: 0, a1: 4, a2: 35, a3: -14 },
      FH: { wavelengthNm: 257.5, a0: 0, a1: 0, a2: 18, a3: -6 },
      FiH: { wavelengthNm: 206, a0: 0, a1: 0, a2: 3, a3: 2 },
    },
  },
};
