/**
 * What the draw and measure modes show before they commit (the polyline so far with its rubber
 * band, the measure points), and the end handles of a selected tube. Table millimetres.
 */
import {
  type CanvasObject,
  LINE_WIDTH,
  MEASURE_LINE_WIDTH,
  MIN_HIT_SCREEN_PX,
  type Mode,
  type TablePoint,
  tubeEnds,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { Circle, Line } from 'react-konva';
import { COLOR_HEX } from './object-shape.js';

export function ModeOverlay({ mode, pxPerMm: px }: { mode: Mode; pxPerMm: number }) {
  if (mode.kind === 'select') return null;
  const pts: TablePoint[] = [...mode.points, ...(mode.cursor ? [mode.cursor] : [])];
  const flat = pts.flatMap((p) => [p.x, p.y]);
  if (mode.kind === 'draw')
    return (
      <>
        <Line
          points={flat}
          stroke={COLOR_HEX[mode.color]}
          strokeWidth={LINE_WIDTH / px}
          lineCap="round"
          lineJoin="round"
          dash={[10 / px, 6 / px]}
          listening={false}
        />
        {mode.points.map((p) => (
          <Circle
            key={`${p.x},${p.y}`}
            x={p.x}
            y={p.y}
            radius={3 / px}
            fill={COLOR_HEX[mode.color]}
            listening={false}
          />
        ))}
      </>
    );
  return (
    <>
      <Line
        points={flat}
        stroke="#111"
        strokeWidth={MEASURE_LINE_WIDTH / px}
        dash={[6 / px, 4 / px]}
        listening={false}
      />
      {mode.points.map((p) => (
        <Circle
          key={`${p.x},${p.y}`}
          x={p.x}
          y={p.y}
          radius={4 / px}
          stroke="#111"
          strokeWidth={1 / px}
          listening={false}
        />
      ))}
    </>
  );
}

/** Draggable end handles of a selected tube, the same size on screen at every zoom. */
export function TubeHandles(props: {
  tube: CanvasObject | undefined;
  /** CSS px per table mm on screen. */
  screenPxPerMm: number;
  onDown(tubeId: string, end: 0 | 1, e: Konva.KonvaEventObject<PointerEvent>): void;
}) {
  const t = props.tube;
  if (t?.kind !== 'tube') return null;
  const ends = tubeEnds(t);
  // Sizes below are CSS px (a 7 px knob with a 14 px hit area).
  const px = props.screenPxPerMm;
  return (
    <>
      {ends.map((p, i) => (
        <Circle
          // biome-ignore lint/suspicious/noArrayIndexKey: the two ends are start (0) and end (1)
          key={i}
          name="planner-tube-handle"
          x={p.x}
          y={p.y}
          radius={7 / px}
          fill="#ffffff"
          stroke="#1f6feb"
          strokeWidth={2 / px}
          hitStrokeWidth={MIN_HIT_SCREEN_PX / 2 / px}
          onPointerDown={(e) => props.onDown(t.id, i as 0 | 1, e)}
        />
      ))}
    </>
  );
}
