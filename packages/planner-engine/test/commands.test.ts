import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  boundsOf,
  type Command,
  createPlannerState,
  createScheme,
  keyToCommand,
  type PlannerState,
  type ProductObject,
  tablePoint,
  UNDO_DEPTH,
} from '../src/index.js';
import { catalogue } from './catalogue-fixture.js';

const run = (commands: Command[], state: PlannerState = createPlannerState()) =>
  applyCommands(state, commands, catalogue);
const obj = (s: PlannerState, i = 0) => s.scheme.canvas.objects[i] as ProductObject;
const centre = (o: ProductObject, w: number, h: number) => [o.left + w / 2, o.top + h / 2];

describe('adding products', () => {
  it('places a product centred at the point with its snap position on a hole, and selects it', () => {
    // MM-1 is 40 x 20 with its snap position at its centre; holes are at 25 + 25k.
    const s = run([{ type: 'addProduct', name: 'MM-1', at: tablePoint(512, 311) }]);
    expect(centre(obj(s), 40, 20)).toEqual([500, 300]);
    expect(s.selection).toEqual([obj(s).id]);
  });

  it('adds a tube, not a product, for a tube code', () => {
    const s = run([{ type: 'addProduct', name: 'TUBE-25', at: tablePoint(1000, 600) }]);
    expect(s.scheme.canvas.objects[0]).toMatchObject({
      kind: 'tube',
      name: 'TUBE-25',
      length: 100,
      left: 950,
      top: 587.5,
    });
  });

  it('ignores a code that is not in the catalogue', () => {
    expect(run([{ type: 'addProduct', name: 'NOPE' }]).scheme.canvas.objects).toEqual([]);
  });

  it('gives a BLACK-BOX its own width and height, min 0, and keeps its centre', () => {
    const s = run([
      { type: 'addProduct', name: 'BLACK-BOX', at: tablePoint(1000, 600) },
      { type: 'setSize', id: 'o1', widthMm: 300, heightMm: -5 },
    ]);
    expect(obj(s)).toMatchObject({ width: 300, height: 0 });
    expect(centre(obj(s), 300, 0)).toEqual([1000, 600]);
  });

  it('caps a turned BLACK-BOX so that it still fits the table', () => {
    const s = run([
      { type: 'addProduct', name: 'BLACK-BOX', at: tablePoint(1000, 600) },
      { type: 'rotate', direction: 'cw' },
      { type: 'setSize', id: 'o1', widthMm: 5000, heightMm: 5000 },
    ]);
    // Turned 90 deg: its width runs along the table's 1200 mm side, its height along the 2000 mm side.
    expect(obj(s)).toMatchObject({ width: 1200, height: 2000 });
    const b = boundsOf(obj(s), catalogue);
    expect([b.minX, b.minY, b.maxX, b.maxY]).toEqual([0, 0, 2000, 1200]);
  });

  it('does not resize a product that is not scalable', () => {
    const s = run([
      { type: 'addProduct', name: 'MM-1' },
      { type: 'setSize', id: 'o1', widthMm: 300, heightMm: 300 },
    ]);
    expect(obj(s).width).toBeUndefined();
  });
});

describe('keyboard', () => {
  it('maps the documented shortcuts (docs/product.md §4) to commands', () => {
    expect(keyToCommand({ key: 'ArrowLeft' })).toEqual({ type: 'nudge', dx: -1, dy: 0, fine: false });
    expect(keyToCommand({ key: 'ArrowDown', shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: 1, fine: true });
    expect(keyToCommand({ key: 'Delete' })).toEqual({ type: 'delete' });
    expect(keyToCommand({ key: 'PageUp' })).toEqual({ type: 'bringToFront' });
    expect(keyToCommand({ key: 'PageDown' })).toEqual({ type: 'sendToBack' });
    expect(keyToCommand({ key: 'c', ctrlKey: true })).toEqual({ type: 'copy' });
    expect(keyToCommand({ key: 'v', metaKey: true })).toEqual({ type: 'paste' });
    expect(keyToCommand({ key: 'Escape' })).toEqual({ type: 'escape' });
    expect(keyToCommand({ key: 'z', ctrlKey: true })).toEqual({ type: 'undo' });
    expect(keyToCommand({ key: 'y', ctrlKey: true })).toEqual({ type: 'redo' });
    expect(keyToCommand({ key: 'a' })).toBeNull();
    expect(keyToCommand({ key: 'r' })).toEqual({ type: 'rotate', direction: 'cw' });
    expect(keyToCommand({ key: 'R', shiftKey: true })).toEqual({ type: 'rotate', direction: 'ccw' });
    expect(keyToCommand({ key: 'r', ctrlKey: true })).toBeNull(); // Ctrl+R stays the browser's reload
  });

  it('moves the selection one grid step per arrow, a tenth with Shift', () => {
    const s0 = run([{ type: 'addProduct', name: 'MM-1', at: tablePoint(500, 300) }]);
    const s1 = run([keyToCommand({ key: 'ArrowRight' })!, keyToCommand({ key: 'ArrowUp', shiftKey: true })!], s0);
    expect(obj(s1).left - obj(s0).left).toBe(25);
    expect(obj(s1).top - obj(s0).top).toBeCloseTo(-2.5, 12);
  });

  it('uses the imperial pitch of 25.4 mm on an imperial table', () => {
    const start = createPlannerState(createScheme({ size: '7x4ft' }));
    const s = run(
      [
        { type: 'addProduct', name: 'MM-1', at: tablePoint(500, 300) },
        { type: 'nudge', dx: 1, dy: 0, fine: false },
      ],
      start,
    );
    const before = run([{ type: 'addProduct', name: 'MM-1', at: tablePoint(500, 300) }], start);
    expect(obj(s).left - obj(before).left).toBeCloseTo(25.4, 12);
  });

  it('clamps a product to the table minus 25 mm at its centre and to the table at its edge', () => {
    const s = run([
      { type: 'addProduct', name: 'MM-1', at: tablePoint(100, 100) },
      ...Array.from({ length: 10 }, () => ({ type: 'nudge', dx: -1, dy: -1, fine: false }) as Command),
    ]);
    // Centre lower bound max(25, half size) = 25 in x... half width 20, so 25; in y half height 10, so 25.
    expect(centre(obj(s), 40, 20)).toEqual([25, 25]);
  });
});

describe('stacking, deleting, copy and paste', () => {
  const three = run([
    { type: 'addProduct', name: 'MM-1', at: tablePoint(200, 200) },
    { type: 'addProduct', name: 'MM-1', at: tablePoint(400, 200) },
    { type: 'addProduct', name: 'MM-1', at: tablePoint(600, 200) },
  ]);
  const ids = (s: PlannerState) => s.scheme.canvas.objects.map((o) => o.id);

  it('PageUp brings the selection to the front, PageDown sends it to the back', () => {
    expect(ids(run([{ type: 'select', ids: ['o1'] }, { type: 'bringToFront' }], three))).toEqual(['o2', 'o3', 'o1']);
    expect(ids(run([{ type: 'select', ids: ['o3'] }, { type: 'sendToBack' }], three))).toEqual(['o3', 'o1', 'o2']);
  });

  it('Delete removes the selection but not locked objects', () => {
    expect(ids(run([{ type: 'select', ids: ['o2'] }, { type: 'delete' }], three))).toEqual(['o1', 'o3']);
    const locked: PlannerState = {
      ...three,
      scheme: {
        ...three.scheme,
        canvas: { objects: three.scheme.canvas.objects.map((o) => ({ ...o, locked: true })) },
      },
    };
    expect(ids(run([{ type: 'select', ids: ['o2'] }, { type: 'delete' }], locked))).toEqual(['o1', 'o2', 'o3']);
  });

  it('Ctrl+C then Ctrl+V pastes a copy one grid step right and down with a new id, cascading', () => {
    const s = run([{ type: 'select', ids: ['o1'] }, { type: 'copy' }, { type: 'paste' }, { type: 'paste' }], three);
    expect(ids(s)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5']);
    expect(obj(s, 3).left - obj(s, 0).left).toBe(25);
    expect(obj(s, 4).top - obj(s, 0).top).toBe(50);
    expect(s.selection).toEqual(['o5']);
  });
});

describe('rotation', () => {
  it('turns about the centre: bounds swap, centre stays', () => {
    const s0 = run([{ type: 'addProduct', name: 'LH-20', at: tablePoint(1000, 600) }]);
    const s1 = run([{ type: 'rotate', direction: 'cw' }], s0);
    expect(obj(s1).angle).toBe(90);
    const b0 = boundsOf(obj(s0), catalogue);
    const b1 = boundsOf(obj(s1), catalogue);
    expect([b1.maxX - b1.minX, b1.maxY - b1.minY]).toEqual([b0.maxY - b0.minY, b0.maxX - b0.minX]);
    expect([(b1.minX + b1.maxX) / 2, (b1.minY + b1.maxY) / 2]).toEqual([
      (b0.minX + b0.maxX) / 2,
      (b0.minY + b0.maxY) / 2,
    ]);
    expect(obj(run([{ type: 'rotate', direction: 'ccw' }], s0)).angle).toBe(270);
  });

  it('refuses a turn that would put the object off the table', () => {
    // LH-20 is 300 x 150: centred 80 mm from the top edge it fits flat but not turned (half height 150).
    const s0 = run([{ type: 'addProduct', name: 'LH-20', at: tablePoint(1000, 80) }]);
    expect(run([{ type: 'rotate', direction: 'cw' }], s0).scheme).toBe(s0.scheme);
  });
});

describe('view flags', () => {
  it('toggle terminals and table without touching the document or the history', () => {
    const s = run([{ type: 'toggleTerminals' }, { type: 'toggleTable' }]);
    expect(s.view).toEqual({ showTerminals: false, showTable: false });
    expect(s.history.undo).toEqual([]);
  });
});

describe('undo history (docs/product.md §4)', () => {
  const add = (x: number): Command => ({ type: 'addProduct', name: 'MM-1', at: tablePoint(x, 300) });

  it('keeps at most 10 entries', () => {
    const s = run(Array.from({ length: 15 }, (_, i) => add(100 + 50 * i)));
    expect(s.history.undo.length).toBe(UNDO_DEPTH);
    const undone = run(
      Array.from({ length: 15 }, () => ({ type: 'undo' }) as Command),
      s,
    );
    expect(undone.scheme.canvas.objects.length).toBe(5);
  });

  it('records moves and rotations, not selection or view changes; a new change drops redo', () => {
    const s = run([
      add(200),
      { type: 'nudge', dx: 1, dy: 0, fine: false },
      { type: 'rotate', direction: 'cw' },
      { type: 'select', ids: [] },
    ]);
    expect(s.history.undo.length).toBe(3);
    const back = run([{ type: 'undo' }, { type: 'undo' }], s);
    expect(back.history.redo.length).toBe(2);
    expect(run([add(600)], back).history.redo).toEqual([]);
  });

  it('stores a diff of the touched records, not a snapshot', () => {
    const s0 = run(Array.from({ length: 20 }, (_, i) => add(100 + 80 * i)));
    const s1 = run(
      [
        { type: 'select', ids: ['o7'] },
        { type: 'nudge', dx: 0, dy: 1, fine: false },
      ],
      s0,
    );
    const entry = s1.history.undo.at(-1)!;
    expect(entry.objects.map(([id]) => id)).toEqual(['o7']);
    expect(entry.order).toBeUndefined();
    expect(entry.fields).toEqual({});
  });

  it('is reset by load', () => {
    const s = run([add(200), { type: 'load', scheme: createScheme() }]);
    expect(s.history).toEqual({ undo: [], redo: [] });
  });

  it('stores table changes: undo restores the table parameters and the objects the change clamped', () => {
    const s0 = run([add(1900)]);
    const s1 = run([{ type: 'setLayoutSettings', settings: { size: '7x3ft' } }], s0);
    expect(s1.scheme.tableParameters.type).toBe('imperial');
    expect(s1.scheme.gridSpacing).toBe(25.4);
    const back = run([{ type: 'undo' }], s1);
    expect(back.scheme).toEqual(s0.scheme);
    expect(run([{ type: 'redo' }], back).scheme).toEqual(s1.scheme);
  });
});
