import { describe, expect, it } from 'vitest';
import { categorizeProducts, parseProduct, productIssues, SchemeError } from '../src/index.js';

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

describe('productIssues (one validation for the API and the admin form)', () => {
  it('is empty for a valid product and lists every problem of a bad one, each with its field', () => {
    expect(productIssues(valid)).toEqual([]);
    const issues = productIssues({
      ...valid,
      name: 'MM 1', // a space: not a plain product code
      category: ' ',
      descriptionLink: 'javascript:alert(1)',
      boxWidth: -1,
      snapPositionY: 30, // beyond the height of 25 mm
      terminals: [
        { left: 22.5, top: 0 },
        { left: 50, top: 0 },
      ],
    });
    expect(issues.map((i) => i.field)).toEqual([
      'category',
      'name',
      'descriptionLink',
      'boxWidth',
      'snapPositionY',
      'terminals.1.left',
    ]);
    for (const i of issues) expect(i.message).toBe(`${i.field}: ${i.reason}`);
  });

  it('parseProduct throws the first issue', () => {
    expect(fieldOf({ ...valid, navCode: '', name: 'bad name' })).toBe('navCode');
    expect(fieldOf({ ...valid, name: 'bad name' })).toBe('name');
  });
});
