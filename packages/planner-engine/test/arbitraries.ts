import fc from 'fast-check';
import { type Command, LINE_COLORS, tablePoint } from '../src/index.js';

/** Points anywhere on and around a table of up to 3000 x 1500 mm (commands must cope with off-table input). */
export const point = fc
  .record({ x: fc.double({ min: -300, max: 3300, noNaN: true }), y: fc.double({ min: -300, max: 1800, noNaN: true }) })
  .map((p) => tablePoint(p.x, p.y));

const id = fc.integer({ min: 1, max: 25 }).map((n) => `o${n}`);
const unit = fc.constantFrom(-1 as const, 0 as const, 1 as const);

/** Commands that change objects but never the table. */
export const objectCommand: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('addProduct' as const),
      name: fc.constantFrom('MM-1', 'LH-20', 'BLACK-BOX', 'FM-1', 'NOPE'),
      at: point,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('addTube' as const),
      name: fc.constantFrom('TUBE', 'TUBE-16', 'TUBE-25', 'TUBE-32'),
      start: point,
      end: point,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('setTubeEnds' as const), id, start: point, end: point }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('addText' as const), text: fc.string({ maxLength: 30 }), at: point }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('select' as const), ids: fc.uniqueArray(id, { maxLength: 6 }) }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('nudge' as const), dx: unit, dy: unit, fine: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      dxMm: fc.double({ min: -4000, max: 4000, noNaN: true }),
      dyMm: fc.double({ min: -2000, max: 2000, noNaN: true }),
      snapToGrid: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('rotate' as const),
      direction: fc.constantFrom('cw' as const, 'ccw' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('setAngle' as const),
      angleDeg: fc.oneof(fc.double({ min: -720, max: 720, noNaN: true }), fc.constantFrom(45, 90, 135, 22.5)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('rotateBy' as const),
      deltaDeg: fc.oneof(fc.constantFrom(15, -15, 45, -45), fc.double({ min: -400, max: 400, noNaN: true })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Command>(
      { type: 'copy' },
      { type: 'paste' },
      { type: 'paste' },
      { type: 'delete' },
      { type: 'bringToFront' },
      { type: 'sendToBack' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('setSize' as const),
      id,
      widthMm: fc.double({ min: -100, max: 5000, noNaN: true }),
      heightMm: fc.double({ min: -100, max: 5000, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('startDraw' as const), color: fc.constantFrom(...LINE_COLORS) }),
  },
  { weight: 1, arbitrary: fc.constant<Command>({ type: 'startMeasure' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('pointerDown' as const),
      point,
      button: fc.constantFrom('left' as const, 'left' as const, 'right' as const),
      shiftKey: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<Command>({ type: 'escape' }, { type: 'undo' }, { type: 'redo' }) },
);

export const tableCommand: fc.Arbitrary<Command> = fc.record({
  type: fc.constant('setLayoutSettings' as const),
  settings: fc.record({
    size: fc.constantFrom('200x120cm', '300x150cm', '200x80cm', '7x4ft', '10x5ft', '7x3ft', '120x90cm'),
  }),
});

export const anyCommand: fc.Arbitrary<Command> = fc.oneof(
  { weight: 12, arbitrary: objectCommand },
  { weight: 1, arbitrary: tableCommand },
);
