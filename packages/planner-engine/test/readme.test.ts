/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  billOfMaterials,
  createCatalogue,
  createPlannerState,
  createScheme,
  keyToCommand,
  parseProduct,
  parseScheme,
  productListOf,
  type SchemeError,
  serializeScheme,
  tablePoint,
} from '../src/index.js';

// The README's examples, in order, against the seed catalogue. Keep the two in step.
const dir = fileURLToPath(new URL('../../../apps/api/seed/catalogue/', import.meta.url));
const products = (JSON.parse(readFileSync(`${dir}products.json`, 'utf8')) as { products: unknown[] }).products.map(
  (p) => parseProduct(p),
);

describe('README examples', () => {
  const catalogue = createCatalogue(products);
  let state = createPlannerState(createScheme({ title: 'OPA line', size: '200x120cm' }));

  it('place products, draw, undo', () => {
    state = applyCommands(
      state,
      [
        { type: 'addProduct', name: 'LH-20', at: tablePoint(450, 300) },
        keyToCommand({ key: 'ArrowRight' })!,
        keyToCommand({ key: 'ArrowDown', shiftKey: true })!,
        { type: 'rotate', direction: 'cw' },
        { type: 'undo' },
      ],
      catalogue,
    );
    expect(state.scheme.canvas.objects[0].angle).toBe(0);
    expect(state.history.redo.length).toBe(1);
  });

  it('tubes snap to terminals', () => {
    state = applyCommands(
      state,
      [
        { type: 'addProduct', name: 'MM-1', at: tablePoint(1000, 300) },
        { type: 'addTube', name: 'TUBE-25', start: tablePoint(1010, 290), end: tablePoint(1400, 300) },
      ],
      catalogue,
    );
    const tube = state.scheme.canvas.objects.at(-1);
    expect(tube).toMatchObject({ kind: 'tube', terminals: ['o2/0', null] });
  });

  it('draw and measure', () => {
    const click = (x: number, y: number, shiftKey = false) =>
      ({ type: 'pointerDown', point: tablePoint(x, y), button: 'left', shiftKey }) as const;
    state = applyCommands(
      state,
      [
        { type: 'startDraw', color: 'blue' },
        click(100, 800),
        click(600, 820, true),
        { type: 'escape' },
        { type: 'startMeasure' },
        click(100, 900),
        click(700, 900),
        click(400, 1000),
      ],
      catalogue,
    );
    expect(state.scheme.canvas.objects.slice(-2).map((o) => o.kind)).toEqual(['line', 'ruler']);
  });

  it('save, load, validate', () => {
    const json = serializeScheme({ ...state.scheme, products: productListOf(state.scheme, catalogue) });
    const again = parseScheme(json);
    expect(again).toEqual({ ...state.scheme, products: productListOf(state.scheme, catalogue) });
    let error: SchemeError | undefined;
    try {
      parseScheme({ canvas: { objects: [{ kind: 'laser-beam', id: 'x' }] } });
    } catch (e) {
      error = e as SchemeError;
    }
    expect(error?.field).toBe('canvas.objects.0.kind');
    expect(error?.message).toMatch(/^canvas\.objects\.0\.kind: must be one of product, tube, line, ruler, text, got /);
  });

  it('bill of materials', () => {
    expect(billOfMaterials(state.scheme, catalogue)[0]).toEqual({
      index: 1,
      itemName: 'Femtosecond laser head 20 W',
      itemCode: 'LH-20',
      fullSize: '700 x 350 mm',
      housingSize: '690 x 340 mm',
      navCode: 'OT-LH-20',
      quantity: 1,
      objectIds: ['o1'],
    });
  });
});
