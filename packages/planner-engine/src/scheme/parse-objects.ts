import { SCHEME_LIMITS } from '../constants.js';
import { normalizeAngleDeg } from '../geometry/angle.js';
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
import {
  CANVAS_OBJECT_KINDS,
  type CanvasObject,
  LINE_COLORS,
  type LocalPoint,
  type TerminalRef,
  type TubeObject,
} from './types.js';

const C = SCHEME_LIMITS.maxAbsCoordinateMm;
const MAX_SIZE_MM = SCHEME_LIMITS.maxTableMm * 2;
const TERMINAL_REF = /^[^/]{1,100}\/\d{1,4}$/;

function readPlaced(o: Json, at: string) {
  return {
    id: readId(o, 'id', at),
    left: readNumber(o, 'left', at, -C, C),
    top: readNumber(o, 'top', at, -C, C),
    angle: normalizeAngleDeg(readNumber(o, 'angle', at, -C, C, 0)),
    locked: readBoolean(o, 'locked', at, false),
  };
}

function readPoint(v: unknown, at: string): LocalPoint {
  const o = readObject(v, at);
  return { x: readNumber(o, 'x', at, -C, C), y: readNumber(o, 'y', at, -C, C) };
}

function readTerminalRef(v: unknown, at: string): TerminalRef | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string' || !TERMINAL_REF.test(v)) {
    throw new SchemeError(at, "must be null or a terminal reference 'objectId/index'");
  }
  return v;
}

/**
 * Validates one canvas object. Unknown `kind`s are rejected; unknown extra properties are
 * dropped (they carry nothing the planner can draw); missing optional flags take their defaults.
 */
export function parseCanvasObject(raw: unknown, at: string): CanvasObject {
  const o = readObject(raw, at);
  const kind = readEnum(o, 'kind', at, CANVAS_OBJECT_KINDS);
  const placed = readPlaced(o, at);
  switch (kind) {
    case 'product': {
      const name = readString(o, 'name', at, SCHEME_LIMITS.maxStringLength);
      if (name === '') throw new SchemeError(path(at, 'name'), 'must name a product code');
      const base = { kind, ...placed, name, snap: readBoolean(o, 'snap', at, true) };
      const hasSize = o.width !== undefined || o.height !== undefined;
      if (!hasSize) return base;
      return {
        ...base,
        width: readNumber(o, 'width', at, 0, MAX_SIZE_MM),
        height: readNumber(o, 'height', at, 0, MAX_SIZE_MM),
      };
    }
    case 'tube': {
      const name = readString(o, 'name', at, SCHEME_LIMITS.maxStringLength);
      if (!/^TUBE(-\d+)?$/.test(name))
        throw new SchemeError(path(at, 'name'), 'must be TUBE, TUBE-16, TUBE-25 or TUBE-32');
      const refs = o.terminals === undefined ? [null, null] : readArray(o.terminals, path(at, 'terminals'), 2);
      if (refs.length !== 2) throw new SchemeError(path(at, 'terminals'), 'must hold exactly two entries (start, end)');
      const terminals: TubeObject['terminals'] = [
        readTerminalRef(refs[0], path(at, 'terminals.0')),
        readTerminalRef(refs[1], path(at, 'terminals.1')),
      ];
      return { kind, ...placed, name, length: readNumber(o, 'length', at, 0, MAX_SIZE_MM), terminals };
    }
    case 'line': {
      const pts = readArray(o.points, path(at, 'points'), SCHEME_LIMITS.maxLinePoints);
      if (pts.length < 2) throw new SchemeError(path(at, 'points'), 'must hold at least 2 points');
      const points = pts.map((p, i) => readPoint(p, path(at, `points.${i}`)));
      return { kind, ...placed, color: readEnum(o, 'color', at, LINE_COLORS, 'red'), points };
    }
    case 'ruler': {
      const pts = readArray(o.points, path(at, 'points'), 3);
      if (pts.length !== 3) throw new SchemeError(path(at, 'points'), 'must hold exactly 3 points');
      const [a, b, c] = pts.map((p, i) => readPoint(p, path(at, `points.${i}`)));
      return { kind, ...placed, axis: readEnum(o, 'axis', at, ['x', 'y'] as const), points: [a, b, c] };
    }
    case 'text':
      return {
        kind,
        ...placed,
        text: readString(o, 'text', at, SCHEME_LIMITS.maxLongTextLength),
        fontSize: readNumber(o, 'fontSize', at, 1, 1000, 20),
        color: readEnum(o, 'color', at, LINE_COLORS, 'black'),
      };
  }
}

/**
 * Validates the object list: size limit, unique ids. Tube terminal references to objects that
 * do not exist are dropped (set to null), the tolerant-restore rule: the tube stays, detached.
 */
export function parseCanvasObjects(raw: unknown, at: string): readonly CanvasObject[] {
  const list = readArray(raw, at, SCHEME_LIMITS.maxObjects);
  const objects = list.map((v, i) => parseCanvasObject(v, path(at, i)));
  const ids = new Set<string>();
  objects.forEach((obj, i) => {
    if (ids.has(obj.id)) throw new SchemeError(path(path(at, i), 'id'), `duplicates the id '${obj.id}'`);
    ids.add(obj.id);
  });
  const products = new Set(objects.filter((o) => o.kind === 'product').map((o) => o.id));
  const keep = (ref: TerminalRef | null) =>
    ref !== null && products.has(ref.slice(0, ref.lastIndexOf('/'))) ? ref : null;
  return objects.map((obj) => {
    if (obj.kind !== 'tube') return obj;
    const terminals: TubeObject['terminals'] = [keep(obj.terminals[0]), keep(obj.terminals[1])];
    return terminals[0] === obj.terminals[0] && terminals[1] === obj.terminals[1] ? obj : { ...obj, terminals };
  });
}
