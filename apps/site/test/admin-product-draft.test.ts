import type { Product } from '@optics-toolbox/planner-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  type ProductDraft,
  parseMm,
  productBody,
  registerForm,
} from '../src/pages/admin/products/product-draft.js';

const filled = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(),
  name: 'MNT-1',
  category: 'Mounts',
  longName: 'Mirror mount',
  navCode: 'NAV-1',
  width: '50',
  height: '30.5',
  ...over,
});

describe('product draft', () => {
  it('marks each required field of docs/product.md §5 when blank', () => {
    const e = draftErrors(emptyDraft(), { register: false, hasSvg: true });
    expect(Object.keys(e).sort()).toEqual(['category', 'height', 'longName', 'name', 'navCode', 'width']);
    expect(draftErrors(filled(), { register: false, hasSvg: true })).toEqual({});
  });

  it('snap rule: with snapX or snapY on, both snap positions are required (snap error)', () => {
    for (const flag of ['snapX', 'snapY'] as const) {
      const e = draftErrors(filled({ [flag]: true, snapPositionX: '12' }), { register: false, hasSvg: true });
      expect(Object.keys(e)).toEqual(['snapPositionY']);
      expect(e.snapPositionY).toMatch(/^Snap error/);
    }
    expect(
      draftErrors(filled({ snapX: true, snapPositionX: '12', snapPositionY: '0' }), { register: false, hasSvg: true }),
    ).toEqual({});
  });

  it('checks the rules the API checks (one function, planner-engine productIssues): product code and link', () => {
    const e = draftErrors(filled({ name: 'MNT 1', descriptionLink: 'ftp://example.org/a' }), {
      register: false,
      hasSvg: true,
    });
    expect(Object.keys(e).sort()).toEqual(['descriptionLink', 'name']);
    expect(e.descriptionLink).toBe('Must be an http(s) URL');
  });

  it('register also requires the SVG drawing', () => {
    expect(draftErrors(filled(), { register: true, hasSvg: false })).toEqual({
      svgImage: 'The SVG image is required',
    });
    expect(draftErrors(filled(), { register: true, hasSvg: true })).toEqual({});
  });

  it('numbers must parse (comma as decimal point) and sizes and snap positions lie in their ranges', () => {
    expect(parseMm('12,5')).toBe(12.5);
    expect(parseMm(' ')).toBeUndefined();
    expect(parseMm('abc')).toBeUndefined();
    const e = draftErrors(filled({ width: 'x', boxHeight: '-1', snapPositionX: '-5' }), {
      register: false,
      hasSvg: true,
    });
    // planner-engine's productIssues: sizes from 0 to 5000 mm, a snap position on the product (0 to its
    // size); the width that does not parse is not a product rule but the form's own
    expect(e).toEqual({
      width: 'Enter a number',
      boxHeight: 'Must be from 0 to 5000',
      snapPositionX: 'Must be from 0 to 5000',
    });
  });

  it('the register form carries the docs/product.md §7 field names, Version 1 and the SVG', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const f = registerForm(filled({ boxWidth: '60', snapPositionX: '1', snapPositionY: '2' }), svg);
    expect([...new Set(f.keys())].sort()).toEqual(
      [
        'Name',
        'Category',
        'LongName',
        'DescriptionText',
        'DescriptionLink',
        'VisibleFromOutside',
        'Width',
        'Height',
        'BoxWidth',
        'SnapPositionX',
        'SnapPositionY',
        'ScalableX',
        'ScalableY',
        'FreeRotate',
        'SnapX',
        'SnapY',
        'Version',
        'SvgImage',
        'NavCode',
      ].sort(),
    );
    expect(f.get('Version')).toBe('1');
    expect(f.get('Height')).toBe('30.5');
    expect(await (f.get('SvgImage') as Blob).text()).toContain('<svg');
  });

  it('property: a stored product survives draftOf then productBody', () => {
    const mm = fc.double({ min: 0, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(
        fc.record({ width: mm, height: mm, boxWidth: mm, boxHeight: mm, snapX: fc.boolean() }),
        fc.array(fc.record({ left: mm, top: mm }), { maxLength: 5 }),
        (sizes, terminals) => {
          const p = {
            id: 1,
            name: 'P',
            category: 'C',
            longName: 'L',
            navCode: 'N',
            descriptionText: '',
            descriptionLink: '',
            snapPositionX: 1,
            snapPositionY: 2,
            visibleFromOutside: false,
            scalableX: false,
            scalableY: true,
            freeRotate: false,
            snapY: false,
            version: 3,
            ...sizes,
            terminals,
          } satisfies Product;
          const body = productBody(draftOf(p));
          for (const k of ['width', 'height', 'boxWidth', 'boxHeight', 'snapX', 'scalableY', 'version'] as const)
            expect(body[k]).toBe(p[k]);
          expect(body.terminals).toEqual(terminals);
        },
      ),
      { seed: 20261121 },
    );
  });
});
