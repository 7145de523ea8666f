import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  billOfMaterials,
  createPlannerState,
  itemNumbers,
  partsListCsv,
  productListOf,
  tablePoint,
} from '../src/index.js';
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
      quantity: 1,
      objectIds: ['o1'],
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

describe('grouping, item numbers and the parts list', () => {
  /** Two identical mirror mounts, a laser, a third mirror on top, and two tubes of different lengths. */
  const layout = applyCommands(
    createPlannerState(),
    [
      { type: 'addProduct', name: 'MM-1', at: tablePoint(300, 300) },
      { type: 'addProduct', name: 'LH-20', at: tablePoint(900, 600) },
      { type: 'addProduct', name: 'MM-1', at: tablePoint(300, 700) },
      { type: 'addTube', name: 'TUBE-25', start: tablePoint(100, 1000), end: tablePoint(300, 1000) },
      { type: 'addTube', name: 'TUBE-25', start: tablePoint(500, 1000), end: tablePoint(900, 1000) },
      { type: 'addProduct', name: 'MM-1', at: tablePoint(1500, 300) },
    ],
    catalogue,
  ).scheme;

  it('identical products share one row with their quantity; rows follow first appearance', () => {
    const rows = billOfMaterials(layout, catalogue);
    expect(rows.map((r) => [r.index, r.itemCode, r.fullSize, r.quantity])).toEqual([
      [1, 'MM-1', '40 x 20 mm', 3],
      [2, 'LH-20', '300 x 150 mm', 1],
      [3, 'TUBE-25', '200 x 25 mm', 1],
      [4, 'TUBE-25', '400 x 25 mm', 1],
    ]);
    expect(rows[0].objectIds).toEqual(['o1', 'o3', 'o6']);
    // Every placed item is counted once.
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(6);
  });

  it('numbers every placed item with its row, so the drawing and the table agree', () => {
    const numbers = itemNumbers(billOfMaterials(layout, catalogue));
    expect([...numbers]).toEqual([
      ['o1', 1],
      ['o3', 1],
      ['o6', 1],
      ['o2', 2],
      ['o4', 3],
      ['o5', 4],
    ]);
  });

  it('writes the parts list as RFC 4180 CSV: quoted names with doubled quotes, CRLF line ends', () => {
    const csv = partsListCsv(billOfMaterials(layout, catalogue));
    // RFC 4180 section 2: fields with a double quote are enclosed in quotes and the quote is doubled.
    expect(csv.split('\r\n')).toEqual([
      '#,Item code,Name,Quantity',
      '1,MM-1,"1"" mirror mount",3',
      '2,LH-20,Femtosecond laser head 20 W,1',
      '3,TUBE-25,Beam tube 25 mm,1',
      '4,TUBE-25,Beam tube 25 mm,1',
      '',
    ]);
    expect(partsListCsv([{ ...billOfMaterials(layout, catalogue)[1], itemName: 'Head, 20 W' }])).toContain(
      '2,LH-20,"Head, 20 W",1',
    );
  });
});
