import { describe, expect, it } from 'vitest';
import { applyCommands, billOfMaterials, createPlannerState, productListOf, tablePoint } from '../src/index.js';
import { catalogue } from './catalogue-fixture.js';

const state = applyCommands(
  createPlannerState(),
  [
    { type: 'addProduct', name: 'LH-20', at: tablePoint(400, 400) },
    { type: 'addProduct', name: 'MM-1', at: tablePoint(900, 400) },
    { type: 'addProduct', name: 'BLACK-BOX', at: tablePoint(1200, 700) },
    { type: 'setSize', id: 'o3', widthMm: 250, heightMm: 120 },
    { type: 'addTube', name: 'TUBE-25', start: tablePoint(550, 400), end: tablePoint(880, 400) },
    { type: 'addText', text: 'not an item', at: tablePoint(100, 100) },
  ],
  catalogue,
);

describe('bill of materials', () => {
  it('has one row per product, BLACK-BOX and tube with the report columns', () => {
    const rows = billOfMaterials(state.scheme, catalogue);
    expect(rows.map((r) => r.index)).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toEqual({
      index: 1,
      itemName: 'Femtosecond laser head 20 W',
      itemCode: 'LH-20',
      fullSize: '300 x 150 mm',
      housingSize: '280 x 150 mm',
      navCode: 'NAV-LH20',
    });
    expect(rows[2]).toMatchObject({ itemCode: 'BLACK-BOX', fullSize: '250 x 120 mm', housingSize: '250 x 120 mm' });
    // LH-20 terminal at x = 400 + 150 = 550 and MM-1 terminal at 900 + 20 = 920 (880 is 40 mm away: no snap).
    expect(rows[3]).toMatchObject({ itemCode: 'TUBE-25', itemName: 'Beam tube 25 mm', fullSize: '330 x 25 mm' });
  });

  it('falls back to the scheme product list when the catalogue lacks a code', () => {
    const scheme = { ...state.scheme, products: productListOf(state.scheme, catalogue) };
    expect(scheme.products.map((p) => p.code)).toEqual(['LH-20', 'MM-1', 'BLACK-BOX', 'TUBE-25']);
    const rows = billOfMaterials(scheme);
    expect(rows[1]).toMatchObject({
      itemName: '1" mirror mount',
      itemCode: 'MM-1',
      fullSize: '40 x 20 mm',
      housingSize: '30 x 20 mm',
      navCode: 'NAV-MM1',
    });
  });
});
