import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  billOfMaterials,
  createPlannerState,
  fitTable,
  normalizeAngleDeg,
  parseScheme,
  parseTableSize,
  quarterTurnDeg,
  tableParametersForSize,
} from '../src/index.js';
import { catalogue } from './catalogue-fixture.js';

/** The @example lines of the TSDoc, run as written. */
describe('TSDoc examples', () => {
  it('parseTableSize, tableParametersForSize', () => {
    expect(parseTableSize('7x4ft')).toEqual({ type: 'imperial', width: 7, height: 4, xMm: 2133.6, yMm: 1219.2 });
    expect(tableParametersForSize('300x150cm')).toEqual({ X: 3000, Y: 1500, offsetX: 25, offsetY: 25, type: 'metric' });
  });

  it('fitTable, parseScheme', () => {
    expect(fitTable({ X: 2000, Y: 1200 }).pxPerMm).toBeCloseTo((1112 - 200) / 1200, 14);
    expect(parseScheme({ version: 3, canvas: { objects: [] } }).tableParameters.X).toBe(2000);
  });

  it('applyCommand, billOfMaterials', () => {
    const s = applyCommand(createPlannerState(), { type: 'addProduct', name: 'MM-1' }, catalogue);
    expect(billOfMaterials(s.scheme, catalogue)[0]).toMatchObject({
      index: 1,
      itemName: '1" mirror mount',
      itemCode: 'MM-1',
    });
  });
});

describe('angles', () => {
  it('normalise to [0, 360) and make quarter turns exact', () => {
    expect(normalizeAngleDeg(-90)).toBe(270);
    expect(normalizeAngleDeg(720.5)).toBe(0.5);
    expect(Object.is(normalizeAngleDeg(-0), 0)).toBe(true);
    // An angle from atan2, canonicalised: four exact quarter turns come back to it.
    const a = normalizeAngleDeg((Math.atan2(1, 3) * 180) / Math.PI);
    let b = a;
    for (let i = 0; i < 4; i++) b = quarterTurnDeg(b, 1);
    expect(b).toBe(a);
  });
});
