import { describe, expect, it } from 'vitest';
import { categorizeProducts, parseProduct, SchemeError } from '../src/index.js';

const valid = {
  id: 7,
  name: 'MM-1',
  category: 'Mirror mounts',
  longName: '1" mirror mount',
  navCode: 'OT-MM-1',
  width: 45,
  height: 25,
  snapX: true,
  snapY: true,
  snapPositionX: 22.5,
  snapPositionY: 12.5,
  terminals: [{ left: 22.5, top: 0 }],
};

const fieldOf = (raw: unknown): string => {
  try {
    parseProduct(raw);
  } catch (e) {
    if (e instanceof SchemeError) return e.field;
    throw e;
  }
  return 'accepted';
};

describe('parseProduct (docs/product.md §5, product save)', () => {
  it('fills defaults: box = full size, flags off, version 1', () => {
    expect(parseProduct(valid)).toMatchObject({
      boxWidth: 45,
      boxHeight: 25,
      freeRotate: false,
      scalableX: false,
      version: 1,
    });
  });

  it.each(['name', 'category', 'width', 'height', 'longName', 'navCode'])('requires %s', (key) => {
    expect(fieldOf({ ...valid, [key]: undefined })).toBe(key);
  });

  it('requires both snap positions when snapX or snapY is on', () => {
    expect(fieldOf({ ...valid, snapPositionY: undefined })).toBe('snapPositionY');
    expect(fieldOf({ ...valid, snapX: false, snapY: false, snapPositionX: undefined, snapPositionY: undefined })).toBe(
      'accepted',
    );
  });

  it('keeps terminals on the product', () => {
    expect(fieldOf({ ...valid, terminals: [{ left: 50, top: 0 }] })).toBe('terminals.0.left');
  });

  it('groups products by category in first-seen order', () => {
    const a = parseProduct(valid);
    const b = parseProduct({ ...valid, name: 'LM-1', category: 'Lens mounts' });
    const c = parseProduct({ ...valid, name: 'MM-2' });
    expect(categorizeProducts([a, b, c]).map((g) => [g.category, g.list.map((p) => p.name)])).toEqual([
      ['Mirror mounts', ['MM-1', 'MM-2']],
      ['Lens mounts', ['LM-1']],
    ]);
  });
});
