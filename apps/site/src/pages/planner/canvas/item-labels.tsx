/**
 * The item numbers on the drawing: each placed product and tube carries the number of its row in the
 * report's items table (planner-engine's `billOfMaterials` and `itemNumbers`), so the picture and the
 * table refer to each other. Drawn in canvas px, not table mm, at a readable size where the drawing is
 * seen (LABEL_SCREEN_PX on screen at every zoom, or the size an export is made for); a badge sits on
 * the top-left corner of a product's bounds and on the middle of a tube. A product turned to a free angle
 * (not a quarter turn) has its angle beside the badge, so the picture (and the report's image) tells a
 * 45° fold mirror from one at 135° even where the part itself is a few pixels wide.
 */
import {
  boundsOf,
  type CanvasObject,
  type Catalogue,
  LABEL_SCREEN_PX,
  tablePoint,
  tableToScreen,
  tubeEnds,
  type Viewport,
} from '@optics-toolbox/planner-engine';
import { memo } from 'react';
import { Group, Rect, Text } from 'react-konva';
import { formatAngle } from '../format-angle.js';

/** Where an object's number goes, table mm. */
function anchorOf(o: CanvasObject, catalogue: Catalogue) {
  if (o.kind === 'tube') {
    const [a, b] = tubeEnds(o);
    return tablePoint((a.x + b.x) / 2, (a.y + b.y) / 2);
  }
  const b = boundsOf(o, catalogue);
  return tablePoint(b.minX, b.minY);
}

export const ItemLabels = memo(function ItemLabels(props: {
  objects: readonly CanvasObject[];
  numbers: ReadonlyMap<string, number>;
  catalogue: Catalogue;
  vp: Viewport;
  /** CSS px per canvas px where the drawing is seen. */
  labelScale: number;
}) {
  const { objects, numbers, catalogue, vp, labelScale } = props;
  const font = LABEL_SCREEN_PX / labelScale;
  const h = font * 1.35;
  return (
    <Group name="planner-item-labels" listening={false}>
      {objects.map((o) => {
        const n = numbers.get(o.id);
        if (n === undefined) return null;
        const text = String(n);
        // Tabular digits of a system font are about 0.6 em wide.
        const w = Math.max(h, font * (0.62 * text.length + 0.7));
        const at = tableToScreen(vp, anchorOf(o, catalogue));
        const turned = o.kind === 'product' && o.angle % 90 !== 0 ? formatAngle(o.angle) : null;
        return (
          <Group key={o.id} id={`label-${o.id}`} name="planner-item-label" x={at.x - w / 2} y={at.y - h / 2}>
            <Rect
              width={w}
              height={h}
              cornerRadius={h / 2}
              fill="#ffffff"
              stroke="#1f2933"
              strokeWidth={1 / labelScale}
              opacity={0.92}
            />
            <Text
              text={text}
              width={w}
              height={h}
              align="center"
              verticalAlign="middle"
              fontSize={font}
              fontStyle="bold"
              fontFamily="system-ui, sans-serif"
              fill="#1f2933"
            />
            {turned && (
              <Text
                name="planner-item-angle"
                text={turned}
                x={w + font * 0.25}
                y={(h - font) / 2}
                fontSize={font}
                fontFamily="system-ui, sans-serif"
                fill="#1f2933"
                stroke="#ffffff"
                strokeWidth={3 / labelScale}
                fillAfterStrokeEnabled
              />
            )}
          </Group>
        );
      })}
    </Group>
  );
});
