import {
  CUSTOM_IMPERIAL_MAX_FT,
  CUSTOM_IMPERIAL_MIN_FT,
  CUSTOM_METRIC_MAX_CM,
  CUSTOM_METRIC_MIN_CM,
  FOOT_MM,
  IMPERIAL_GRID_SPACING_MM,
  METRIC_GRID_SPACING_MM,
  TABLE_OFFSET_MM,
} from './constants.js';
import type { TableParameters, TableSizeName, TableType } from './scheme/types.js';

/** The fixed sizes of docs/product.md §3, in the order of the settings dialog. */
export const TABLE_SIZE_NAMES: readonly TableSizeName[] = [
  '200x120cm',
  '300x150cm',
  '200x80cm',
  'custom_cm',
  '7x4ft',
  '10x5ft',
  '7x3ft',
  'custom_ft',
];

export interface TableSize {
  readonly type: TableType;
  /** Length and width in the size's own unit (cm or ft). */
  readonly width: number;
  readonly height: number;
  readonly xMm: number;
  readonly yMm: number;
}

const SIZE_PATTERN = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(cm|ft)$/;

/**
 * Parses a table size: a fixed name (`200x120cm`, `7x4ft`, ...) or a custom `WxHcm` / `WxHft`.
 * Custom sizes are checked against docs/product.md §5 (metric 50-500 cm, imperial 1-16 ft). The
 * placeholders `custom_cm` and `custom_ft` carry no dimensions and return null.
 * Feet are converted with the foot of 30.48 cm (docs/product.md §9), so 7 ft is 2133.6 mm.
 * @throws RangeError naming the size and the allowed range.
 * @example parseTableSize('7x4ft') // { type: 'imperial', width: 7, height: 4, xMm: 2133.6, yMm: 1219.2 }
 */
export function parseTableSize(size: string): TableSize | null {
  if (size === 'custom_cm' || size === 'custom_ft') return null;
  const m = SIZE_PATTERN.exec(size);
  if (!m) throw new RangeError(`table size '${size}' must be one of ${TABLE_SIZE_NAMES.join(', ')} or WxHcm / WxHft`);
  const width = Number(m[1]);
  const height = Number(m[2]);
  const metric = m[3] === 'cm';
  const [min, max, unit] = metric
    ? [CUSTOM_METRIC_MIN_CM, CUSTOM_METRIC_MAX_CM, 'cm']
    : [CUSTOM_IMPERIAL_MIN_FT, CUSTOM_IMPERIAL_MAX_FT, 'ft'];
  for (const v of [width, height]) {
    if (v < min || v > max) throw new RangeError(`table size '${size}': each side must be ${min} to ${max} ${unit}`);
  }
  const unitMm = metric ? 10 : FOOT_MM;
  return { type: metric ? 'metric' : 'imperial', width, height, xMm: width * unitMm, yMm: height * unitMm };
}

/** Hole pitch of a table type, mm (25 metric, 25.4 imperial). */
export const gridSpacingMm = (type: TableType): number =>
  type === 'metric' ? METRIC_GRID_SPACING_MM : IMPERIAL_GRID_SPACING_MM;

/**
 * Table parameters for a size string; null for the `custom_*` placeholders.
 * @example tableParametersForSize('300x150cm') // { X: 3000, Y: 1500, offsetX: 25, offsetY: 25, type: 'metric' }
 */
export function tableParametersForSize(size: string): TableParameters | null {
  const s = parseTableSize(size);
  if (!s) return null;
  return { X: s.xMm, Y: s.yMm, offsetX: TABLE_OFFSET_MM, offsetY: TABLE_OFFSET_MM, type: s.type };
}

/** A display label for table parameters, e.g. '2000 x 1200 mm' or '7 x 4 ft'. */
export function formatTableSize(t: TableParameters): string {
  if (t.type === 'imperial') return `${round(t.X / FOOT_MM)} x ${round(t.Y / FOOT_MM)} ft`;
  return `${round(t.X)} x ${round(t.Y)} mm`;
}

const round = (v: number): number => Math.round(v * 100) / 100;
