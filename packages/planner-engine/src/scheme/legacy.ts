import { normalizeAngleDeg } from '../geometry/angle.js';
import { isTubeName, tubePlacement } from '../geometry/tube.js';
import { rotateVec } from '../geometry/vector.js';
import type { Catalogue } from '../product.js';
import { parseTableSize } from '../table-size.js';
import { mapLegacyProductName } from './legacy-names.js';
import { parseScheme } from './parse-scheme.js';
import { type Json, readObject } from './read.js';
import { SchemeError } from './scheme-error.js';
import type { Scheme } from './types.js';

/**
 * Legacy schemes (docs/product.md §4: a scheme not found by code is fetched from the old store
 * and converted). Their shape is the previous planner's fabric.js canvas dump:
 *
 *     { name, layoutSettings, tableParameters, scale?,
 *       canvas: { objects: [{ type, name, left, top, angle, width, height, scaleX, scaleY,
 *                            originX, originY, x1, y1, x2, y2, points, pathOffset, stroke,
 *                            text, fontSize, rulerPoints, axis }] } | "<the same as a JSON string>" }
 *
 * Coordinates are canvas units, `scale` units per mm (default 1). fabric rotates an object about
 * its origin (`originX/originY`, default left/top), so the converter finds each object's centre
 * and re-places the footprint about it; product names pass through {@link mapLegacyProductName}.
 */
export interface LegacyConversion {
  readonly scheme: Scheme;
  /** One line per legacy object that could not be converted and was left out. */
  readonly warnings: readonly string[];
}

type Pt = { x: number; y: number };
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const LINE_COLORS = new Set(['red', 'blue', 'green', 'yellow', 'black']);

/** Centre of a fabric object in canvas units, from its origin, size, scale and angle. */
function fabricCentre(o: Json, angle: number): Pt {
  const w = num(o.width, 0) * num(o.scaleX, 1);
  const h = num(o.height, 0) * num(o.scaleY, 1);
  const fx = o.originX === 'center' ? 0 : o.originX === 'right' ? -0.5 : 0.5;
  const fy = o.originY === 'center' ? 0 : o.originY === 'bottom' ? -0.5 : 0.5;
  const [dx, dy] = rotateVec(fx * w, fy * h, angle);
  return { x: num(o.left, 0) + dx, y: num(o.top, 0) + dy };
}

function convertObject(o: Json, i: number, scale: number, catalogue: Catalogue | undefined): Json | string {
  const type = str(o.type).toLowerCase();
  const id = typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id) : `legacy-${i + 1}`;
  const angle = normalizeAngleDeg(num(o.angle, 0));
  const c = fabricCentre(o, angle);
  const centre = { x: c.x / scale, y: c.y / scale };
  const name = mapLegacyProductName(str(o.name));
  const mm = (p: Pt): Pt => ({ x: p.x / scale, y: p.y / scale });

  if (isTubeName(name)) {
    let ends: [Pt, Pt];
    if (type === 'line') {
      ends = [
        mm({ x: c.x + num(o.x1, 0), y: c.y + num(o.y1, 0) }),
        mm({ x: c.x + num(o.x2, 0), y: c.y + num(o.y2, 0) }),
      ];
    } else {
      const [hx, hy] = rotateVec((num(o.width, 0) * num(o.scaleX, 1)) / 2 / scale, 0, angle);
      ends = [
        { x: centre.x - hx, y: centre.y - hy },
        { x: centre.x + hx, y: centre.y + hy },
      ];
    }
    return { kind: 'tube', id, name, ...tubePlacement(name, ends[0], ends[1]), terminals: [null, null] };
  }
  if (type === 'polyline' && Array.isArray(o.points)) {
    const off = readObjectOr(o.pathOffset);
    const pts = o.points.map((p) => {
      const q = readObjectOr(p);
      return mm({ x: c.x + num(q.x, 0) - num(off.x, 0), y: c.y + num(q.y, 0) - num(off.y, 0) });
    });
    if (pts.length < 2) return `object ${i} (polyline) has fewer than 2 points`;
    const left = Math.min(...pts.map((p) => p.x));
    const top = Math.min(...pts.map((p) => p.y));
    const color = LINE_COLORS.has(str(o.stroke)) ? str(o.stroke) : 'red';
    return { kind: 'line', id, left, top, angle: 0, color, points: pts.map((p) => ({ x: p.x - left, y: p.y - top })) };
  }
  if (type === 'i-text' || type === 'text' || type === 'textbox') {
    const fontSize = Math.min(1000, Math.max(1, num(o.fontSize, 20) / scale));
    const w = (num(o.width, 0) * num(o.scaleX, 1)) / scale;
    const h = (num(o.height, 0) * num(o.scaleY, 1)) / scale;
    return { kind: 'text', id, text: str(o.text), fontSize, left: centre.x - w / 2, top: centre.y - h / 2, angle };
  }
  if (str(o.name) === 'ruler' && Array.isArray(o.rulerPoints) && o.rulerPoints.length === 3) {
    const pts = o.rulerPoints.map((p) => mm({ x: num(readObjectOr(p).x, 0), y: num(readObjectOr(p).y, 0) }));
    const left = Math.min(...pts.map((p) => p.x));
    const top = Math.min(...pts.map((p) => p.y));
    const axis = o.axis === 'y' ? 'y' : 'x';
    return { kind: 'ruler', id, axis, left, top, angle: 0, points: pts.map((p) => ({ x: p.x - left, y: p.y - top })) };
  }
  if ((type === 'image' || type === 'group' || type === 'rect') && name !== '') {
    const product = catalogue?.get(name);
    const legacyW = (num(o.width, 0) * num(o.scaleX, 1)) / scale;
    const legacyH = (num(o.height, 0) * num(o.scaleY, 1)) / scale;
    const w = product?.width ?? legacyW;
    const h = product?.height ?? legacyH;
    const base = { kind: 'product', id, name, left: centre.x - w / 2, top: centre.y - h / 2, angle, snap: true };
    return name === 'BLACK-BOX' ? { ...base, width: legacyW, height: legacyH } : base;
  }
  return `object ${i} (type '${type || '?'}', name '${str(o.name)}') is not a product, tube, line, text or ruler`;
}

/** Old settings named the comments `additionalInformation`; an unreadable size becomes the custom placeholder. */
function legacySettings(v: unknown): Json {
  const o = readObjectOr(v);
  const comments = o.comments ?? o.additionalInformation;
  const { additionalInformation: _ignored, ...rest } = o;
  let size = str(o.size) || '200x120cm';
  try {
    parseTableSize(size);
  } catch {
    size = size.endsWith('ft') ? 'custom_ft' : 'custom_cm';
  }
  return { ...rest, comments, size };
}

const readObjectOr = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};

/**
 * Converts a legacy scheme and reports what it left out. The result is validated by
 * {@link parseScheme}; layout settings and table parameters pass through it unchanged.
 * @param options.catalogue places products by their catalogue size (else the legacy drawn size).
 * @throws SchemeError when the legacy data is not an object or its canvas is unreadable.
 */
export function convertLegacySchemeWithReport(raw: unknown, options: { catalogue?: Catalogue } = {}): LegacyConversion {
  const s = readObject(raw, '');
  let canvas: unknown = s.canvas;
  if (typeof canvas === 'string') {
    try {
      canvas = JSON.parse(canvas);
    } catch {
      throw new SchemeError('canvas', 'is a string but not JSON');
    }
  }
  const objectsRaw = Array.isArray(canvas) ? canvas : (readObjectOr(canvas).objects ?? []);
  if (!Array.isArray(objectsRaw)) throw new SchemeError('canvas.objects', 'must be an array');
  const scale = num(s.scale, 1) > 0 ? num(s.scale, 1) : 1;
  const warnings: string[] = [];
  const objects: Json[] = [];
  objectsRaw.forEach((o, i) => {
    const r = convertObject(readObjectOr(o), i, scale, options.catalogue);
    if (typeof r === 'string') warnings.push(r);
    else objects.push(r);
  });
  const seen = new Set<string>();
  for (const [i, o] of objects.entries()) {
    if (seen.has(String(o.id))) objects[i] = { ...o, id: `legacy-dup-${i + 1}` };
    seen.add(String(objects[i].id));
  }
  const scheme = parseScheme({
    version: 3,
    name: str(s.name),
    created: str(s.created),
    layoutSettings: legacySettings(s.layoutSettings),
    tableParameters: s.tableParameters,
    grid: s.grid,
    gridSpacing: s.gridSpacing,
    canvas: { objects },
  });
  return { scheme, warnings };
}

/** {@link convertLegacySchemeWithReport} without the report. */
export const convertLegacyScheme = (raw: unknown, options: { catalogue?: Catalogue } = {}): Scheme =>
  convertLegacySchemeWithReport(raw, options).scheme;
