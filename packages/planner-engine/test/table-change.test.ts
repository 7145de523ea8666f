/** A table change that moves objects says which, and can keep every object where it was. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  applyCommands,
  boundsOf,
  type Command,
  createPlannerState,
  createScheme,
  isOnTable,
  type PlannerState,
  tableChangeReport,
  tablePoint,
} from '../src/index.js';
import { objectCommand, tableCommand } from './arbitraries.js';
import { catalogue } from './catalogue-fixture.js';

const run = (s: PlannerState, cs: readonly Command[]) => applyCommands(s, cs, catalogue);

/** A 3 x 1.5 m layout: a mirror near the far corner, one near the origin, a beam line across. */
const layout = () =>
  run(createPlannerState(createScheme({ size: '300x150cm' })), [
    { type: 'addProduct', name: 'MM-1', at: tablePoint(2800, 1300) },
    { type: 'addProduct', name: 'MM-1', at: tablePoint(300, 300) },
    { type: 'startDraw' },
    { type: 'pointerDown', point: tablePoint(100, 700), button: 'left' },
    { type: 'pointerDown', point: tablePoint(2900, 700), button: 'left' },
    { type: 'escape' },
  ]);

describe('tableChangeReport', () => {
  it('names the objects a smaller table moved, and the beam line too long for it', () => {
    const s = layout();
    const smaller = applyCommand(s, { type: 'setLayoutSettings', settings: { size: '200x120cm' } }, catalogue);
    const r = tableChangeReport(s.scheme, smaller.scheme, catalogue);
    // o1 (far corner) and the 2800 mm line o3 moved; o2 near the origin stayed. The line is longer than
    // the 2 m table: it is centred on it and still sticks out at both ends, which the report says.
    expect(r.moved).toEqual(['o1', 'o3']);
    expect(r.offTable).toEqual(['o3']);
  });

  it('with keepObjects every object stays where it was, and the report lists what is off the table', () => {
    const s = layout();
    const kept = applyCommand(
      s,
      { type: 'setLayoutSettings', settings: { size: '200x120cm' }, keepObjects: true },
      catalogue,
    );
    expect(kept.scheme.tableParameters.X).toBe(2000);
    expect(kept.scheme.canvas.objects).toEqual(s.scheme.canvas.objects);
    const r = tableChangeReport(s.scheme, kept.scheme, catalogue);
    expect(r.moved).toEqual([]);
    expect(r.offTable).toEqual(['o1', 'o3']);
    // One undo step back to the 3 m table.
    expect(applyCommand(kept, { type: 'undo' }, catalogue).scheme).toEqual(s.scheme);
  });

  it('for any layout and table change: clamping leaves off the table only what is larger than it, keeping moves nothing', () => {
    fc.assert(
      fc.property(fc.array(objectCommand, { maxLength: 30 }), tableCommand, (cs, change) => {
        const s = run(createPlannerState(createScheme({ size: '300x150cm' })), cs);
        if (change.type !== 'setLayoutSettings') throw new Error('a table command');
        const clamped = applyCommand(s, change, catalogue).scheme;
        const rc = tableChangeReport(s.scheme, clamped, catalogue);
        const t = clamped.tableParameters;
        for (const o of clamped.canvas.objects) {
          if (isOnTable(o, clamped, catalogue)) continue;
          const b = boundsOf(o, catalogue);
          // Larger than the table on some axis (more than rounding): it cannot fit, so it was centred.
          expect(b.maxX - b.minX > t.X + 1e-9 || b.maxY - b.minY > t.Y + 1e-9).toBe(true);
          expect(rc.offTable).toContain(o.id);
        }
        // The clamp changed the placement of exactly the objects it reports as moved.
        const before = new Map(s.scheme.canvas.objects.map((o) => [o.id, o]));
        for (const o of clamped.canvas.objects) {
          const b = before.get(o.id);
          const same = b !== undefined && b.left === o.left && b.top === o.top && b.angle === o.angle;
          expect(rc.moved.includes(o.id)).toBe(!same);
        }
        const kept = applyCommand(s, { ...change, keepObjects: true }, catalogue).scheme;
        expect(tableChangeReport(s.scheme, kept, catalogue).moved).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
