import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  type Command,
  createPlannerState,
  type PlannerState,
  type ProductObject,
  snapAxisToHoles,
  type TubeObject,
  tablePoint,
  tubeEnds,
} from '../src/index.js';
import { catalogue } from './catalogue-fixture.js';

const run = (commands: Command[], state: PlannerState = createPlannerState()) =>
  applyCommands(state, commands, catalogue);
const tube = (s: PlannerState) => s.scheme.canvas.objects.find((o) => o.kind === 'tube') as TubeObject;
// Snapped ends are recomputed from (left, top, angle, length); 1e-6 mm covers that rounding
// (angle quantum 2^-32 degree on at most 5 m) and is far below the 0.1 mm anyone can see.
const NEAR_MM = 1e-6;

describe('hole snapping', () => {
  it('puts the snap point on the nearest hole inside the allowed range', () => {
    // holes at 25 + 25k; centre 61 with the snap point at +0: nearest hole 50.
    expect(snapAxisToHoles(61, 0, 25, 25, 78, { lo: 25, hi: 1975 })).toBe(50);
    // the snap point 10 mm right of the centre: hole 75 -> centre 65.
    expect(snapAxisToHoles(61, 10, 25, 25, 78, { lo: 25, hi: 1975 })).toBe(65);
    // nearest hole below the range: the first hole inside it.
    expect(snapAxisToHoles(20, 0, 25, 25, 78, { lo: 40, hi: 1975 })).toBe(50);
  });

  it('snaps on a drag but not on an arrow nudge', () => {
    const s0 = run([{ type: 'addProduct', name: 'MM-1', at: tablePoint(500, 300) }]);
    const dragged = run([{ type: 'move', dxMm: 13, dyMm: 4, snapToGrid: true }], s0);
    const o = dragged.scheme.canvas.objects[0] as ProductObject;
    expect([o.left + 20, o.top + 10]).toEqual([525, 300]);
    const fine = run([{ type: 'nudge', dx: 1, dy: 0, fine: true }], s0);
    expect((fine.scheme.canvas.objects[0] as ProductObject).left).toBe(482.5);
  });
});

describe('tubes and terminals', () => {
  // MM-1 at centre (500, 300): its terminal (40, 10) is at (520, 300).
  const withMirror = run([{ type: 'addProduct', name: 'MM-1', at: tablePoint(500, 300) }]);

  it('snaps a new tube end that lands within one grid unit of a terminal', () => {
    const s = run(
      [{ type: 'addTube', name: 'TUBE-25', start: tablePoint(530, 315), end: tablePoint(800, 300) }],
      withMirror,
    );
    const [a, b] = tubeEnds(tube(s));
    expect(Math.hypot(a.x - 520, a.y - 300)).toBeLessThan(NEAR_MM);
    expect(Math.hypot(b.x - 800, b.y - 300)).toBeLessThan(NEAR_MM);
    expect(tube(s).terminals).toEqual(['o1/0', null]);
  });

  it('leaves an end more than one grid unit away where it is', () => {
    const s = run(
      [{ type: 'addTube', name: 'TUBE-25', start: tablePoint(546, 300), end: tablePoint(800, 300) }],
      withMirror,
    );
    expect(tube(s).terminals).toEqual([null, null]);
    expect(tubeEnds(tube(s))[0].x).toBeCloseTo(546, 9);
  });

  it('follows its product when the product moves, and lets go when the product is deleted', () => {
    const s = run(
      [
        { type: 'addTube', name: 'TUBE-25', start: tablePoint(520, 300), end: tablePoint(800, 300) },
        { type: 'select', ids: ['o1'] },
        { type: 'nudge', dx: 0, dy: 1, fine: false },
      ],
      withMirror,
    );
    const [a, b] = tubeEnds(tube(s));
    expect(Math.hypot(a.x - 520, a.y - 325)).toBeLessThan(NEAR_MM);
    expect(Math.hypot(b.x - 800, b.y - 300)).toBeLessThan(NEAR_MM);
    expect(tube(s).terminals[0]).toBe('o1/0');
    expect(tube(run([{ type: 'delete' }], s)).terminals).toEqual([null, null]);
  });

  it('uses the TUBE-16/25/32 diameters for the footprint', () => {
    const s = run([{ type: 'addTube', name: 'TUBE-32', start: tablePoint(100, 100), end: tablePoint(300, 100) }]);
    expect(tube(s)).toMatchObject({ length: 200, top: 100 - 16 });
  });
});
