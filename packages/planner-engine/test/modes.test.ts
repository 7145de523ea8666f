import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  type Command,
  createPlannerState,
  type LineObject,
  type PlannerState,
  type RulerObject,
  rulerLengthMm,
  tablePoint,
} from '../src/index.js';
import { catalogue } from './catalogue-fixture.js';

const run = (commands: Command[], state: PlannerState = createPlannerState()) =>
  applyCommands(state, commands, catalogue);
const click = (x: number, y: number, shiftKey = false): Command => ({
  type: 'pointerDown',
  point: tablePoint(x, y),
  button: 'left',
  shiftKey,
});
const rightClick: Command = { type: 'pointerDown', point: tablePoint(0, 0), button: 'right' };
const worldPoints = (l: LineObject | RulerObject) => l.points.map((p) => [l.left + p.x, l.top + p.y]);

describe('draw mode', () => {
  it('starts red, adds a vertex per click and finishes on right click with one line', () => {
    const s = run([{ type: 'startDraw' }, click(100, 100), click(300, 150), click(300, 400), rightClick]);
    expect(s.mode.kind).toBe('select');
    const line = s.scheme.canvas.objects[0] as LineObject;
    expect(line).toMatchObject({ kind: 'line', color: 'red', angle: 0 });
    expect(worldPoints(line)).toEqual([
      [100, 100],
      [300, 150],
      [300, 400],
    ]);
    expect(s.history.undo.length).toBe(1);
  });

  it('with Shift makes each segment horizontal or vertical, whichever is nearer', () => {
    const s = run([
      { type: 'startDraw', color: 'blue' },
      click(100, 100),
      click(300, 130, true),
      click(310, 400, true),
      { type: 'escape' },
    ]);
    expect(worldPoints(s.scheme.canvas.objects[0] as LineObject)).toEqual([
      [100, 100],
      [300, 100],
      [300, 400],
    ]);
    expect((s.scheme.canvas.objects[0] as LineObject).color).toBe('blue');
  });

  it('stays in draw mode between clicks, and makes no line from a single click', () => {
    const mid = run([{ type: 'startDraw' }, click(100, 100), { type: 'pointerMove', point: tablePoint(200, 220) }]);
    expect(mid.mode).toMatchObject({ kind: 'draw', points: [{ x: 100, y: 100 }], cursor: { x: 200, y: 220 } });
    const done = run([{ type: 'escape' }], mid);
    expect(done.mode.kind).toBe('select');
    expect(done.scheme.canvas.objects).toEqual([]);
  });

  it('keeps vertices on the table', () => {
    const s = run([{ type: 'startDraw' }, click(-50, 100), click(2500, 1300), rightClick]);
    expect(worldPoints(s.scheme.canvas.objects[0] as LineObject)).toEqual([
      [0, 100],
      [2000, 1200],
    ]);
  });

  it('switches colour while drawing', () => {
    const s = run([
      { type: 'startDraw' },
      { type: 'setDrawColor', color: 'green' },
      click(0, 0),
      click(10, 0),
      rightClick,
    ]);
    expect((s.scheme.canvas.objects[0] as LineObject).color).toBe('green');
  });
});

describe('measure mode', () => {
  it('goes through stages 0, 1, 2 and then makes a ruler and ends', () => {
    const s0 = run([{ type: 'startMeasure' }]);
    expect(s0.mode).toMatchObject({ kind: 'measure', stage: 0 });
    const s1 = run([click(100, 100)], s0);
    expect(s1.mode).toMatchObject({ kind: 'measure', stage: 1 });
    const s2 = run([click(400, 120)], s1);
    expect(s2.mode).toMatchObject({ kind: 'measure', stage: 2 });
    expect(s2.scheme.canvas.objects).toEqual([]);
    const s3 = run([click(250, 50)], s2);
    expect(s3.mode.kind).toBe('select');
    const ruler = s3.scheme.canvas.objects[0] as RulerObject;
    expect(ruler.kind).toBe('ruler');
    expect(ruler.axis).toBe('x');
    expect(rulerLengthMm(ruler)).toBe(300);
    expect(worldPoints(ruler)).toEqual([
      [100, 100],
      [400, 120],
      [250, 50],
    ]);
  });

  it('measures height when the ends are further apart in y', () => {
    const s = run([{ type: 'startMeasure' }, click(100, 100), click(110, 600), click(50, 300)]);
    const ruler = s.scheme.canvas.objects[0] as RulerObject;
    expect(ruler.axis).toBe('y');
    expect(rulerLengthMm(ruler)).toBe(500);
  });

  it('is cancelled by Esc or right click without a ruler', () => {
    expect(run([{ type: 'startMeasure' }, click(1, 1), { type: 'escape' }]).scheme.canvas.objects).toEqual([]);
    const s = run([{ type: 'startMeasure' }, click(1, 1), click(5, 5), rightClick]);
    expect(s.mode.kind).toBe('select');
    expect(s.scheme.canvas.objects).toEqual([]);
  });
});

describe('text', () => {
  it('adds and edits a text object', () => {
    const s = run([
      { type: 'addText', text: 'OPA out', at: tablePoint(500, 500) },
      { type: 'editText', id: 'o1', text: 'SH out' },
    ]);
    expect(s.scheme.canvas.objects[0]).toMatchObject({ kind: 'text', text: 'SH out', left: 500, top: 500 });
    expect(s.history.undo.length).toBe(2);
  });
});
