/** Where "Add to table" puts products and tubes (commands/placement.ts). */
import { describe, expect, it } from 'vitest';
import {
  addCommand,
  applyCommand,
  boundsOf,
  createCatalogue,
  createPlannerState,
  createScheme,
  freeSpot,
  NEW_TUBE_LENGTH_MM,
  type Product,
  tubeEnds,
} from '../src/index.js';

/** A 60 x 40 mm product with terminals on its left and right edge centres. */
const block: Product = {
  id: 1,
  name: 'BLOCK',
  category: 'Test',
  longName: 'Test block',
  navCode: 'NAV',
  descriptionText: '',
  descriptionLink: '',
  width: 60,
  height: 40,
  boxWidth: 60,
  boxHeight: 40,
  snapPositionX: 30,
  snapPositionY: 20,
  visibleFromOutside: false,
  scalableX: false,
  scalableY: false,
  freeRotate: false,
  snapX: true,
  snapY: true,
  terminals: [
    { left: 0, top: 20 },
    { left: 60, top: 20 },
  ],
  version: 1,
};
const catalogue = createCatalogue([block]);

describe('addCommand', () => {
  it('places consecutive products on different spots', () => {
    let s = createPlannerState(createScheme());
    for (let i = 0; i < 5; i++) s = applyCommand(s, addCommand(s, catalogue, 'BLOCK'), catalogue);
    const spots = new Set(s.scheme.canvas.objects.map((o) => `${o.left},${o.top}`));
    expect(spots.size).toBe(5);
  });

  it("starts a tube at the selected product's last terminal, running outwards, and attaches it", () => {
    let s = createPlannerState(createScheme());
    s = applyCommand(s, addCommand(s, catalogue, 'BLOCK'), catalogue);
    const p = s.scheme.canvas.objects[0];
    // The right terminal of the unrotated block, table mm.
    const terminal = { x: p.left + 60, y: p.top + 20 };
    const c = addCommand(s, catalogue, 'TUBE-25');
    expect(c).toMatchObject({ type: 'addTube', start: terminal });
    if (c.type !== 'addTube') throw new Error('not a tube');
    expect(c.end.x - c.start.x).toBeCloseTo(NEW_TUBE_LENGTH_MM, 9);
    expect(c.end.y).toBeCloseTo(c.start.y, 9);
    s = applyCommand(s, c, catalogue);
    const tube = s.scheme.canvas.objects[1];
    if (tube.kind !== 'tube') throw new Error('not a tube');
    expect(tube.terminals[0]).toBe(`${p.id}/1`);
    expect(tubeEnds(tube)[0].x).toBeCloseTo(terminal.x, 6);
  });
});

describe('freeSpot', () => {
  it('puts the first product at the table centre and the next ones where they overlap nothing', () => {
    let s = createPlannerState(createScheme({ size: '200x80cm' }));
    expect(freeSpot(s, catalogue, 'BLOCK')).toEqual({ x: 1000, y: 400 });
    for (let i = 0; i < 12; i++) s = applyCommand(s, addCommand(s, catalogue, 'BLOCK'), catalogue);
    const b = s.scheme.canvas.objects.map((o) => boundsOf(o, catalogue));
    // Every pair keeps the 5 mm clearance the search asks for (no two bounds come closer).
    for (let i = 0; i < b.length; i++)
      for (let j = i + 1; j < b.length; j++) {
        const apart =
          b[i].maxX + 5 <= b[j].minX ||
          b[j].maxX + 5 <= b[i].minX ||
          b[i].maxY + 5 <= b[j].minY ||
          b[j].maxY + 5 <= b[i].minY;
        expect(apart, `objects ${i} and ${j}`).toBe(true);
      }
  });

  it('is undefined for a code the catalogue lacks and when no spot is free', () => {
    const s = createPlannerState(createScheme());
    const one = applyCommand(s, { type: 'addProduct', name: 'BLOCK' }, catalogue);
    expect(freeSpot(one, catalogue, 'NOPE')).toBeUndefined();
    // A black box over the whole table leaves no spot.
    let full = applyCommand(s, { type: 'addProduct', name: 'BLACK-BOX' }, catalogue);
    full = applyCommand(full, { type: 'setSize', id: 'o1', widthMm: 2000, heightMm: 1200 }, catalogue);
    expect(freeSpot(full, catalogue, 'BLOCK')).toBeUndefined();
    // "Add to table" then falls back to the cascade around the centre: the second spot, one 150 mm step
    // left of the centre and one up (cascadePoint with one object on the table).
    expect(addCommand(full, catalogue, 'BLOCK')).toMatchObject({ type: 'addProduct', at: { x: 850, y: 450 } });
  });
});
