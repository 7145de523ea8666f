import { describe, expect, it } from 'vitest';
import {
  clampMarginMm,
  fitTable,
  formatTableSize,
  holeGrid,
  parseTableSize,
  screenPoint,
  screenToTable,
  TABLE_SIZE_NAMES,
  tableParametersForSize,
  tablePoint,
  tableToScreen,
} from '../src/index.js';

// One foot is 12 inches of 25.4 mm (the international foot, docs/product.md §9: 30.48 cm).
const FT = 12 * 25.4;

describe('table sizes (docs/product.md §3, §5, §9)', () => {
  it('lists the eight sizes of the settings dialog', () => {
    expect(TABLE_SIZE_NAMES).toEqual([
      '200x120cm',
      '300x150cm',
      '200x80cm',
      'custom_cm',
      '7x4ft',
      '10x5ft',
      '7x3ft',
      'custom_ft',
    ]);
  });

  it.each([
    ['200x120cm', 2000, 1200, 'metric'],
    ['300x150cm', 3000, 1500, 'metric'],
    ['200x80cm', 2000, 800, 'metric'],
    ['7x4ft', 7 * FT, 4 * FT, 'imperial'],
    ['10x5ft', 10 * FT, 5 * FT, 'imperial'],
    ['7x3ft', 7 * FT, 3 * FT, 'imperial'],
  ])('parseTableSize(%s) is %d x %d mm %s with offset 25', (size, x, y, type) => {
    const t = tableParametersForSize(size);
    expect(t).not.toBeNull();
    expect(t?.X).toBeCloseTo(x, 9);
    expect(t?.Y).toBeCloseTo(y, 9);
    expect(t?.type).toBe(type);
    expect([t?.offsetX, t?.offsetY]).toEqual([25, 25]);
  });

  it('accepts custom metric sides of 50 to 500 cm and imperial sides of 1 to 16 ft', () => {
    expect(parseTableSize('50x500cm')).toMatchObject({ xMm: 500, yMm: 5000 });
    expect(parseTableSize('1x16ft')?.yMm).toBeCloseTo(16 * FT, 9);
    expect(() => parseTableSize('49x100cm')).toThrow(/50 to 500 cm/);
    expect(() => parseTableSize('501x100cm')).toThrow(/50 to 500 cm/);
    expect(() => parseTableSize('0.5x4ft')).toThrow(/1 to 16 ft/);
    expect(() => parseTableSize('16.5x4ft')).toThrow(/1 to 16 ft/);
    expect(() => parseTableSize('7x4m')).toThrow(/WxHcm/);
  });

  it('gives no dimensions for the custom placeholders', () => {
    expect(parseTableSize('custom_cm')).toBeNull();
    expect(tableParametersForSize('custom_ft')).toBeNull();
  });

  it('formats sizes in the table type unit', () => {
    expect(formatTableSize(tableParametersForSize('200x120cm')!)).toBe('2000 x 1200 mm');
    expect(formatTableSize(tableParametersForSize('7x4ft')!)).toBe('7 x 4 ft');
  });
});

describe('hole grid', () => {
  it('puts metric holes every 25 mm from 25 to X - 25', () => {
    const { xsMm, ysMm } = holeGrid(tableParametersForSize('200x120cm')!, 25);
    expect(xsMm.length).toBe((2000 - 50) / 25 + 1);
    expect(xsMm[0]).toBe(25);
    expect(xsMm[xsMm.length - 1]).toBe(1975);
    expect(ysMm.length).toBe((1200 - 50) / 25 + 1);
  });

  it('puts imperial holes every inch from the 25 mm offset', () => {
    const t = tableParametersForSize('7x4ft')!;
    const { xsMm } = holeGrid(t, 25.4);
    // 7 ft = 84 in; (2133.6 - 50) / 25.4 = 82.03 intervals, so 83 holes.
    expect(xsMm.length).toBe(83);
    expect(xsMm[82]).toBeLessThanOrEqual(t.X - 25);
  });

  it('clamps 25 grid-scale units from the edge: 25 mm metric, 25.4 mm imperial', () => {
    expect(clampMarginMm({ gridSpacing: 25 })).toBe(25);
    expect(clampMarginMm({ gridSpacing: 25.4 })).toBeCloseTo(25.4, 12);
  });
});

describe('viewport', () => {
  it('fits the default table into the 1800 x 1112 canvas and converts both ways', () => {
    const v = fitTable({ X: 2000, Y: 1200 });
    // Width-limited: (1800 - 200) / 2000 = 0.8 px/mm; height would allow (1112 - 200) / 1200 = 0.76.
    expect(v.pxPerMm).toBeCloseTo(0.76, 12);
    const p = tableToScreen(v, tablePoint(1000, 600));
    expect(p.x).toBeCloseTo(900, 9);
    expect(p.y).toBeCloseTo(556, 9);
    const back = screenToTable(v, screenPoint(p.x, p.y));
    expect(back.x).toBeCloseTo(1000, 9);
    expect(back.y).toBeCloseTo(600, 9);
  });
});
