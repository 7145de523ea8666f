/**
 * The range the optimiser's From and To boxes start with when a field is chosen: where the lab's knob of that
 * field usually sits (a grating pair's separation within a metre, a prism's insertion within a few centimetres,
 * up to 64 mirror bounces), kept inside the field's own limits. The user edits them like any other box; the
 * engine's optimiser seeds its scan by the value where the total GDD cancels, so a wide range costs nothing.
 */
import { ELEMENT_FIELDS, type ElementKind, parseDecimal } from '@optics-toolbox/optics-engine';

const TYPICAL: Readonly<Record<string, readonly [number, number]>> = {
  'grating-pair.distanceMm': [0, 1000],
  'grating-pair.angleDeg': [0, 80],
  'grating-pair.linesPerMm': [100, 2400],
  'grating-pair.passes': [1, 4],
  'prism-pair.separationMm': [0, 2000],
  'prism-pair.insertion1Mm': [0, 30],
  'prism-pair.insertion2Mm': [0, 30],
  'prism-pair.angleDeg': [30, 80],
  'prism-pair.apexDeg': [30, 80],
  'prism-pair.temperatureC': [0, 100],
  'material.thicknessMm': [0.1, 100],
  'material.temperatureC': [0, 200],
  'material.thetaDeg': [0, 90],
  'material.phiDeg': [0, 90],
  'mirrors.gddFs2': [-1000, 0],
  'mirrors.todFs3': [-1000, 1000],
  'mirrors.bounces': [0, 64],
  'phase.gddFs2': [-20000, 20000],
  'phase.todFs3': [-100000, 100000],
  'phase.fodFs4': [-1000000, 1000000],
  'air.distanceMm': [0, 10000],
  'air.temperatureC': [0, 40],
  'air.pressureKPa': [90, 110],
  'air.humidityPercent': [0, 100],
};

/**
 * Lengths and counts whose box holds a value are searched from 0 to four times it (within the usual range): a
 * range much wider than the working point makes the engine's grid hold pulses stretched by the range's far end.
 */
const SCALED = new Set([
  'grating-pair.distanceMm',
  'prism-pair.separationMm',
  'prism-pair.insertion1Mm',
  'prism-pair.insertion2Mm',
  'material.thicknessMm',
  'mirrors.bounces',
  'air.distanceMm',
]);

/** From and To texts for the optimiser over `parameter` of a `kind` element whose box now reads `current`. */
export function defaultRange(kind: ElementKind, parameter: string, current: string): { from: string; to: string } {
  const spec = ELEMENT_FIELDS[kind].find((f) => f.name === parameter);
  let [lo, hi] = TYPICAL[`${kind}.${parameter}`] ?? [spec?.min ?? 0, spec?.max ?? 1000];
  // A stretcher (a negative separation) is searched on its own side.
  const x = parseDecimal(current);
  if (SCALED.has(`${kind}.${parameter}`) && Number.isFinite(x) && x !== 0) hi = Math.min(hi, 4 * Math.abs(x));
  if (kind === 'grating-pair' && parameter === 'distanceMm' && x < 0) [lo, hi] = [-hi, -lo];
  if (spec?.min !== undefined && lo < spec.min) lo = spec.min;
  if (spec?.max !== undefined && hi > spec.max) hi = spec.max;
  return { from: String(lo), to: String(hi) };
}
