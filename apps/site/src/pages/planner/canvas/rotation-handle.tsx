/**
 * The rotation handle of a selected free-rotating product (catalogue `freeRotate`): a knob above the
 * product's top edge, in the product's own frame, with its angle beside it to 0.1°. Dragging it turns
 * the product (planner-engine's `handleAngleDeg`: 0.1° steps, 15° with Shift). Sizes are screen px.
 */
import {
  type CanvasObject,
  type Catalogue,
  centreOf,
  footprintOf,
  LABEL_SCREEN_PX,
  rotatesFreely,
  toTable,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { Circle, Line, Text } from 'react-konva';
import { formatAngle } from '../format-angle.js';

/** Distance of the knob from the product's top edge, and its radius, CSS px. */
const REACH_PX = 26;
const KNOB_RADIUS_PX = 7;

export function RotationHandle(props: {
  obj: CanvasObject | undefined;
  catalogue: Catalogue;
  /** CSS px per table mm on screen. */
  screenPxPerMm: number;
  onDown(id: string, e: Konva.KonvaEventObject<PointerEvent>): void;
}) {
  const { obj, catalogue, screenPxPerMm: s } = props;
  if (!obj || obj.locked || !rotatesFreely(obj, catalogue)) return null;
  const fp = footprintOf(obj, catalogue);
  const edge = toTable(obj, fp, { x: fp.x0 + fp.w / 2, y: fp.y0 });
  const knob = toTable(obj, fp, { x: fp.x0 + fp.w / 2, y: fp.y0 - REACH_PX / s });
  const c = centreOf(obj, fp);
  const font = LABEL_SCREEN_PX / s;
  // The angle reads beyond the knob, away from the product: its box (about 3.6 x 1 em) clear of the knob.
  const away = { x: knob.x - c.x, y: knob.y - c.y };
  const len = Math.hypot(away.x, away.y) || 1;
  const ux = away.x / len;
  const uy = away.y / len;
  const reach = KNOB_RADIUS_PX / s + font * (0.3 + 1.8 * Math.abs(ux) + 0.6 * Math.abs(uy));
  const label = { x: knob.x + ux * reach, y: knob.y + uy * reach };
  return (
    <>
      <Line points={[edge.x, edge.y, knob.x, knob.y]} stroke="#1f6feb" strokeWidth={1.5 / s} listening={false} />
      <Circle
        name="planner-rotation-handle"
        x={knob.x}
        y={knob.y}
        radius={KNOB_RADIUS_PX / s}
        fill="#ffffff"
        stroke="#1f6feb"
        strokeWidth={2 / s}
        hitStrokeWidth={8 / s}
        onPointerDown={(e) => props.onDown(obj.id, e)}
      />
      <Text
        name="planner-rotation-angle"
        text={formatAngle(obj.angle)}
        x={label.x - font * 1.8}
        y={label.y - font * 0.5}
        width={font * 3.6}
        align="center"
        fontSize={font}
        fill="#1f6feb"
        listening={false}
      />
    </>
  );
}
