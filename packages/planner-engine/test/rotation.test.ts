/**
 * Free rotation (a product's freeRotate flag) against quarter turns: typed angles, the rotation
 * handle, the bracket keys, and the rule that a product without the flag only ever stands at a
 * multiple of 90°.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  applyCommands,
  type Command,
  createPlannerState,
  createScheme,
  handleAngleDeg,
  keyToCommand,
  type PlannerState,
  parseScheme,
  serializeScheme,
  tablePoint,
} from '../src/index.js';
import { objectCommand } from './arbitraries.js';
import { catalogue } from './catalogue-fixture.js';

const run = (s: PlannerState, cs: readonly Command[]) => applyCommands(s, cs, catalogue);
const start = () => createPlannerState(createScheme({ size: '200x120cm' }));
/** A fold mirror (free) as o1 and a 1" mirror mount (quarter turns) as o2, both well inside the table. */
const twoMirrors = () =>
  run(start(), [
    { type: 'addProduct', name: 'FM-1', at: tablePoint(500, 500) },
    { type: 'addProduct', name: 'MM-1', at: tablePoint(900, 500) },
  ]);
const angleOf = (s: PlannerState, id: string) => s.scheme.canvas.objects.find((o) => o.id === id)?.angle;

describe('setAngle', () => {
  it('turns a free-rotating product to the typed angle about its centre', () => {
    const s = twoMirrors();
    const before = s.scheme.canvas.objects[0];
    const t = run(s, [{ type: 'setAngle', angleDeg: 45, ids: ['o1'] }]);
    const after = t.scheme.canvas.objects[0];
    expect(after.angle).toBe(45);
    // The centre stays: a 50 x 30 mm footprint turned about (left + 25, top + 15).
    expect(after.left).toBe(before.left);
    expect(after.top).toBe(before.top);
    expect(run(t, [{ type: 'setAngle', angleDeg: -30, ids: ['o1'] }]).scheme.canvas.objects[0].angle).toBe(330);
    expect(run(t, [{ type: 'setAngle', angleDeg: 402.5, ids: ['o1'] }]).scheme.canvas.objects[0].angle).toBe(42.5);
  });

  it('turns a product without the flag to the nearest quarter turn only', () => {
    const s = twoMirrors();
    expect(angleOf(run(s, [{ type: 'setAngle', angleDeg: 44, ids: ['o2'] }]), 'o2')).toBe(0);
    expect(angleOf(run(s, [{ type: 'setAngle', angleDeg: 46, ids: ['o2'] }]), 'o2')).toBe(90);
    expect(angleOf(run(s, [{ type: 'setAngle', angleDeg: -100, ids: ['o2'] }]), 'o2')).toBe(270);
  });

  it('is one undo step, and a non-finite angle changes nothing', () => {
    const s = twoMirrors();
    const t = run(s, [{ type: 'setAngle', angleDeg: 45, ids: ['o1'] }]);
    expect(run(t, [{ type: 'undo' }]).scheme).toEqual(s.scheme);
    expect(run(s, [{ type: 'setAngle', angleDeg: Number.NaN, ids: ['o1'] }]).scheme).toBe(s.scheme);
  });

  it('moves a product turned against the table edge back onto the table, where a quarter turn is refused', () => {
    // The 300 x 150 mm laser head (fixture) against the bottom edge: its centre sits at 1200 - 75 = 1125.
    let s = run(start(), [{ type: 'addProduct', name: 'LH-20', at: tablePoint(1000, 1190) }]);
    expect(s.scheme.canvas.objects[0].top + 75).toBe(1125);
    s = run(s, [{ type: 'select', ids: ['o1'] }]);
    // The rotate command keeps the centre and so refuses a turn that would leave the table.
    expect(run(s, [{ type: 'rotate', direction: 'cw' }]).scheme).toBe(s.scheme);
    // setAngle turns it and moves it up just enough: turned, it is 300 mm tall, centre at 1200 - 150.
    const o = run(s, [{ type: 'setAngle', angleDeg: 90 }]).scheme.canvas.objects[0];
    expect(o.angle).toBe(90);
    expect(o.top + 75).toBe(1050);
  });

  it('lets a tube attached to a turned fold mirror follow its terminal', () => {
    let s = run(start(), [{ type: 'addProduct', name: 'FM-1', at: tablePoint(500, 500) }]);
    const m = s.scheme.canvas.objects[0];
    // Right terminal of the unturned mirror: (left + 50, top + 15).
    const right = tablePoint(m.left + 50, m.top + 15);
    s = run(s, [{ type: 'addTube', name: 'TUBE-25', start: right, end: tablePoint(right.x + 300, right.y) }]);
    s = run(s, [{ type: 'setAngle', angleDeg: 90, ids: ['o1'] }]);
    const tube = s.scheme.canvas.objects[1];
    if (tube.kind !== 'tube') throw new Error('expected a tube');
    expect(tube.terminals[0]).toBe('o1/1');
  });
});

describe('rotateBy and the bracket keys', () => {
  it('turns free-rotating products of the selection by 15 deg, 45 deg with Shift; others stay', () => {
    let s = run(twoMirrors(), [{ type: 'select', ids: ['o1', 'o2'] }]);
    const key = (k: string, shiftKey = false) => {
      const c = keyToCommand({ key: k, shiftKey });
      if (!c) throw new Error(`no command for ${k}`);
      return c;
    };
    expect(key(']')).toEqual({ type: 'rotateBy', deltaDeg: 15 });
    expect(key('[')).toEqual({ type: 'rotateBy', deltaDeg: -15 });
    expect(key('}')).toEqual({ type: 'rotateBy', deltaDeg: 45 });
    expect(key('[', true)).toEqual({ type: 'rotateBy', deltaDeg: -45 });
    s = run(s, [key(']'), key(']'), key('}')]);
    expect(angleOf(s, 'o1')).toBe(75);
    expect(angleOf(s, 'o2')).toBe(0);
    s = run(s, [key('{'), key('{')]);
    expect(angleOf(s, 'o1')).toBe(345);
  });
});

describe('handleAngleDeg', () => {
  const c = { x: 100, y: 100 };
  it('reads the pointer direction clockwise from straight up (y down)', () => {
    expect(handleAngleDeg(c, { x: 100, y: 0 }, 0)).toBe(0);
    expect(handleAngleDeg(c, { x: 200, y: 100 }, 0)).toBe(90);
    expect(handleAngleDeg(c, { x: 100, y: 300 }, 0)).toBe(180);
    expect(handleAngleDeg(c, { x: 0, y: 0 }, 0)).toBe(315);
    expect(handleAngleDeg(c, c, 33)).toBe(33);
  });
  it('rounds to 0.1 deg free and to the Shift step', () => {
    // tan(30 deg) = 1 / sqrt(3): a pointer 1 right and sqrt(3) up is 30 deg clockwise from up.
    const p = { x: 100 + 1, y: 100 - Math.sqrt(3) };
    expect(handleAngleDeg(c, p, 0)).toBeCloseTo(30, 9);
    // atan2 of (1, 1.01) is 44.7150... deg: 44.7 at 0.1 deg, 45 at 15 deg steps.
    const q = { x: 101, y: 100 - 1.01 };
    expect(handleAngleDeg(c, q, 0)).toBeCloseTo(44.7, 9);
    expect(handleAngleDeg(c, q, 0, 15)).toBe(45);
  });
});

describe('rotation properties', () => {
  const PROPERTY_TIMEOUT_MS = 60_000;
  it(
    'a product without freeRotate stands at a multiple of 90 deg after any commands',
    () => {
      fc.assert(
        fc.property(fc.array(objectCommand, { maxLength: 50 }), (cs) => {
          const s = run(start(), cs);
          for (const o of s.scheme.canvas.objects)
            if (o.kind === 'product' && o.name !== 'FM-1') expect(o.angle % 90).toBe(0);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'a typed free angle survives save and load exactly',
    () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 359.9, noNaN: true }), (a) => {
          const s = run(twoMirrors(), [{ type: 'setAngle', angleDeg: a, ids: ['o1'] }]).scheme;
          const again = parseScheme(JSON.parse(JSON.stringify(serializeScheme(s))));
          expect(again.canvas.objects[0].angle).toBe(s.canvas.objects[0].angle);
          expect(again).toEqual(s);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('scheme format with free angles', () => {
  it('a version 3 layout saved before free rotation still opens, and a 45 deg product is plain version 3', () => {
    const old = {
      version: 3,
      name: 'OLD45',
      canvas: { objects: [{ kind: 'product', id: 'a', name: 'MM-1', left: 100, top: 100, angle: 90 }] },
    };
    expect(parseScheme(old).canvas.objects[0].angle).toBe(90);
    const s = run(twoMirrors(), [{ type: 'setAngle', angleDeg: 45, ids: ['o1'] }]).scheme;
    const json = serializeScheme(s) as { version: number; canvas: { objects: { angle: number }[] } };
    // The shape is unchanged (an angle was always any number in [0, 360)), so the version stays 3.
    expect(json.version).toBe(3);
    expect(json.canvas.objects[0].angle).toBe(45);
  });
});

it('applyCommand of setAngle on a locked product changes nothing', () => {
  const s = twoMirrors();
  const locked = {
    ...s,
    scheme: {
      ...s.scheme,
      canvas: { objects: s.scheme.canvas.objects.map((o) => (o.id === 'o1' ? { ...o, locked: true } : o)) },
    },
  };
  expect(applyCommand(locked, { type: 'setAngle', angleDeg: 45, ids: ['o1'] }, catalogue).scheme).toBe(locked.scheme);
});
