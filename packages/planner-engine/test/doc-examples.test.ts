import { describe, expect, it } from 'vitest';
import {
  allowedAngleDeg,
  applyCommand,
  billOfMaterials,
  createPlannerState,
  fitTable,
  handleAngleDeg,
  normalizeAngleDeg,
  parseScheme,
  parseTableSize,
  partsListCsv,
  quarterTurnDeg,
  readableMm,
  screenPoint,
  tableParametersForSize,
  zoomViewport,
} from '../src/index.js';
import { catalogue, MIRROR } from './catalogue-fixture.js';

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
  it('allowedAngleDeg, handleAngleDeg', () => {
    const mount = {
      kind: 'product',
      id: 'a',
      name: 'MM-1',
      left: 0,
      top: 0,
      angle: 0,
      locked: false,
      snap: true,
    } as const;
    expect(MIRROR.freeRotate).toBe(false);
    expect(allowedAngleDeg(mount, catalogue, 44)).toBe(0);
    expect(handleAngleDeg({ x: 0, y: 0 }, { x: 10, y: 10 }, 0, 15)).toBe(135);
  });

  it('zoomViewport, readableMm', () => {
    const fit = fitTable({ X: 3000, Y: 1500 });
    expect(zoomViewport(fit, screenPoint(900, 556), 4, fit, { X: 3000, Y: 1500 }).pxPerMm).toBe(4 * fit.pxPerMm);
    expect(readableMm(12, 0.5, 0.6)).toBeCloseTo(40, 12);
  });

  it('partsListCsv', () => {
    const s = applyCommand(
      applyCommand(createPlannerState(), { type: 'addProduct', name: 'MM-1' }, catalogue),
      { type: 'addProduct', name: 'MM-1' },
      catalogue,
    );
    expect(partsListCsv(billOfMaterials(s.scheme, catalogue))).toBe(
      '#,Item code,Name,Quantity\r\n1,MM-1,"1"" mirror mount",2\r\n',
    );
  });
});
