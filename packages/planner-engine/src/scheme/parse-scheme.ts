import { DEFAULT_TABLE_X_MM, DEFAULT_TABLE_Y_MM, SCHEME_LIMITS, TABLE_OFFSET_MM } from '../constants.js';
import { gridSpacingMm, parseTableSize } from '../table-size.js';
import { migrateScheme, SCHEME_VERSION } from './migrations.js';
import { parseCanvasObjects } from './parse-objects.js';
import {
  type Json,
  path,
  readArray,
  readBoolean,
  readEnum,
  readId,
  readNumber,
  readObject,
  readString,
} from './read.js';
import { SchemeError } from './scheme-error.js';
import type { LayoutSettings, ProductListEntry, Scheme, TableParameters } from './types.js';

const S = SCHEME_LIMITS.maxStringLength;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  title: '',
  author: '',
  email: '',
  comments: '',
  size: '200x120cm',
  presetName: '',
  notificationSent: false,
};

export const DEFAULT_TABLE_PARAMETERS: TableParameters = {
  X: DEFAULT_TABLE_X_MM,
  Y: DEFAULT_TABLE_Y_MM,
  offsetX: TABLE_OFFSET_MM,
  offsetY: TABLE_OFFSET_MM,
  type: 'metric',
};

const optionalObject = (v: unknown, at: string): Json => (v === undefined || v === null ? {} : readObject(v, at));

function parseLayoutSettings(v: unknown): LayoutSettings {
  const at = 'layoutSettings';
  const o = optionalObject(v, at);
  const size = readString(o, 'size', at, 50, DEFAULT_LAYOUT_SETTINGS.size);
  try {
    parseTableSize(size);
  } catch (e) {
    throw new SchemeError(path(at, 'size'), (e as Error).message);
  }
  const email = readString(o, 'email', at, S, '');
  if (email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new SchemeError(path(at, 'email'), 'must be an e-mail address or empty');
  return {
    title: readString(o, 'title', at, S, ''),
    author: readString(o, 'author', at, S, ''),
    email,
    comments: readString(o, 'comments', at, SCHEME_LIMITS.maxLongTextLength, ''),
    size,
    presetName: readString(o, 'presetName', at, S, ''),
    notificationSent: readBoolean(o, 'notificationSent', at, false),
  };
}

function parseTableParameters(v: unknown): TableParameters {
  const at = 'tableParameters';
  const o = optionalObject(v, at);
  const { minTableMm: lo, maxTableMm: hi } = SCHEME_LIMITS;
  return {
    X: readNumber(o, 'X', at, lo, hi, DEFAULT_TABLE_PARAMETERS.X),
    Y: readNumber(o, 'Y', at, lo, hi, DEFAULT_TABLE_PARAMETERS.Y),
    offsetX: readNumber(o, 'offsetX', at, 0, lo / 2, TABLE_OFFSET_MM),
    offsetY: readNumber(o, 'offsetY', at, 0, lo / 2, TABLE_OFFSET_MM),
    type: readEnum(o, 'type', at, ['metric', 'imperial'] as const, 'metric'),
  };
}

function parseProductList(v: unknown): readonly ProductListEntry[] {
  if (v === undefined || v === null) return [];
  return readArray(v, 'products', SCHEME_LIMITS.maxProducts).map((raw, i) => {
    const at = path('products', i);
    const o = readObject(raw, at);
    return {
      id: readId(o, 'id', at),
      name: readString(o, 'name', at, S, ''),
      code: readString(o, 'code', at, S),
      size: readString(o, 'size', at, S, ''),
      boxSize: readString(o, 'boxSize', at, S, ''),
      navCode: readString(o, 'navCode', at, S, ''),
    };
  });
}

/**
 * Validates and normalises a scheme from untrusted JSON: the API calls it on every body, the
 * planner on every load. Older versions are migrated first (see SCHEME_MIGRATIONS); missing
 * optional parts take the defaults of docs/product.md §3 (table 2000 x 1200 mm metric, offset 25, grid on with
 * the table type's pitch); unknown object kinds, wrong types, out-of-range numbers and more than
 * 5000 objects are refused.
 * @throws SchemeError with the dotted path of the first bad field.
 * @example parseScheme({ version: 3, canvas: { objects: [] } }).tableParameters.X // 2000
 */
export function parseScheme(raw: unknown): Scheme {
  const s = migrateScheme(readObject(raw, ''));
  const tableParameters = parseTableParameters(s.tableParameters);
  const canvas = s.canvas === undefined || s.canvas === null ? {} : s.canvas;
  const objectsRaw = Array.isArray(canvas) ? canvas : (readObject(canvas, 'canvas').objects ?? []);
  return {
    version: SCHEME_VERSION,
    name: readString(s, 'name', '', S, ''),
    id: readId(s, 'id', '', ''),
    created: readString(s, 'created', '', 100, ''),
    layoutSettings: parseLayoutSettings(s.layoutSettings),
    tableParameters,
    canvas: { objects: parseCanvasObjects(objectsRaw, 'canvas.objects') },
    products: parseProductList(s.products),
    grid: readBoolean(s, 'grid', '', true),
    gridSpacing: readNumber(s, 'gridSpacing', '', 1, 1000, gridSpacingMm(tableParameters.type)),
  };
}

/**
 * The scheme as plain JSON-safe data, with its version; `parseScheme(serializeScheme(s))`
 * equals `s`. Optional product sizes are written only when set.
 */
export function serializeScheme(scheme: Scheme): Json {
  return JSON.parse(JSON.stringify({ ...scheme, version: SCHEME_VERSION })) as Json;
}
