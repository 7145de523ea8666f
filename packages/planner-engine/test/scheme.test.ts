import { describe, expect, it } from 'vitest';
import {
  parseScheme,
  SCHEME_LIMITS,
  SCHEME_MIGRATIONS,
  SCHEME_VERSION,
  SchemeError,
  serializeScheme,
} from '../src/index.js';

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  id,
  name: 'MM-1',
  left: 100,
  top: 200,
  angle: 0,
  ...extra,
});

const errorOf = (raw: unknown): SchemeError => {
  try {
    parseScheme(raw);
  } catch (e) {
    if (e instanceof SchemeError) return e;
    throw e;
  }
  throw new Error('parseScheme accepted the input');
};

describe('parseScheme', () => {
  it('fills the documented defaults (docs/product.md §3): table 2000 x 1200 mm metric, offset 25, grid 25 mm, size 200x120cm', () => {
    const s = parseScheme({ version: SCHEME_VERSION });
    expect(s.tableParameters).toEqual({ X: 2000, Y: 1200, offsetX: 25, offsetY: 25, type: 'metric' });
    expect(s.layoutSettings.size).toBe('200x120cm');
    expect(s.grid).toBe(true);
    expect(s.gridSpacing).toBe(25);
    expect(s.canvas.objects).toEqual([]);
  });

  it('takes the imperial pitch 25.4 mm when the table is imperial and no spacing is stored', () => {
    expect(parseScheme({ tableParameters: { type: 'imperial', X: 2133.6, Y: 1219.2 } }).gridSpacing).toBe(25.4);
  });

  it('names the dotted field and the allowed values of a bad input', () => {
    const e = errorOf({ canvas: { objects: [product('a'), product('b', { left: 'x' })] } });
    expect(e.field).toBe('canvas.objects.1.left');
    expect(e.message).toMatch(/canvas\.objects\.1\.left: must be a finite number from -100000 to 100000/);
  });

  it('rejects an unknown object kind and lists the known ones', () => {
    const e = errorOf({ canvas: { objects: [{ ...product('a'), kind: 'laser-beam' }] } });
    expect(e.field).toBe('canvas.objects.0.kind');
    expect(e.message).toContain('product, tube, line, ruler, text');
  });

  it('rejects more than the object limit', () => {
    const objects = Array.from({ length: SCHEME_LIMITS.maxObjects + 1 }, (_, i) => product(`p${i}`));
    expect(errorOf({ canvas: { objects } }).field).toBe('canvas.objects');
  });

  it('rejects duplicate ids, a table outside 300-5000 mm, a bad size string and a custom size out of range', () => {
    expect(errorOf({ canvas: { objects: [product('a'), product('a')] } }).field).toBe('canvas.objects.1.id');
    expect(errorOf({ tableParameters: { X: 100 } }).field).toBe('tableParameters.X');
    expect(errorOf({ layoutSettings: { size: 'big' } }).field).toBe('layoutSettings.size');
    expect(errorOf({ layoutSettings: { size: '600x100cm' } }).message).toContain('50 to 500 cm');
    expect(errorOf({ layoutSettings: { size: '17x4ft' } }).message).toContain('1 to 16 ft');
  });

  it('refuses a version newer than it knows and a non-object', () => {
    expect(errorOf({ version: SCHEME_VERSION + 1 }).field).toBe('version');
    expect(errorOf([]).message).toContain('must be an object');
    expect(errorOf(null).message).toContain('must be an object');
  });

  it('drops unknown extra properties and tube references to missing products', () => {
    const s = parseScheme({
      canvas: {
        objects: [
          { ...product('a'), shadow: 'x' },
          { kind: 'tube', id: 't', name: 'TUBE-25', left: 0, top: 0, length: 50, terminals: ['a/0', 'ghost/1'] },
        ],
      },
    });
    expect(s.canvas.objects[0]).not.toHaveProperty('shadow');
    expect(s.canvas.objects[1]).toMatchObject({ terminals: ['a/0', null] });
  });

  it('normalises angles to [0, 360)', () => {
    const s = parseScheme({ canvas: { objects: [product('a', { angle: -90 }), product('b', { angle: 450 })] } });
    expect(s.canvas.objects.map((o) => o.angle)).toEqual([270, 90]);
  });
});

describe('migrations', () => {
  it('are named and chained from version 1 to SCHEME_VERSION', () => {
    expect(SCHEME_MIGRATIONS.map((m) => [m.from, m.to])).toEqual(
      Array.from({ length: SCHEME_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    );
    expect(new Set(SCHEME_MIGRATIONS.map((m) => m.name)).size).toBe(SCHEME_MIGRATIONS.length);
  });

  it('read a version 1 scheme: object `type` becomes `kind`, additionalInformation becomes comments', () => {
    const s = parseScheme({
      version: 1,
      layoutSettings: { additionalInformation: 'two OPAs' },
      canvas: { objects: [{ ...product('a'), kind: undefined, type: 'product' }] },
    });
    expect(s.version).toBe(SCHEME_VERSION);
    expect(s.layoutSettings.comments).toBe('two OPAs');
    expect(s.canvas.objects[0].kind).toBe('product');
  });
});

describe('serializeScheme', () => {
  it('writes the version and parses back to an equal scheme', () => {
    const s = parseScheme({ canvas: { objects: [product('a', { angle: 90 })] }, products: [] });
    const json = serializeScheme(s);
    expect(json.version).toBe(SCHEME_VERSION);
    expect(parseScheme(JSON.parse(JSON.stringify(json)))).toEqual(s);
  });
});
