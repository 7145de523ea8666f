/**
 * The optical table: the surface and its tapped-hole grid (pitch 25 mm metric, 25.4 mm imperial,
 * first hole 25 mm from the edge), drawn in table millimetres inside the viewport group. All holes
 * are one Shape, so a 3 x 1.5 m table (about 7000 holes) costs a single node.
 */
import { HOLE_RADIUS_MM, holeGrid, type TableParameters } from '@optics-toolbox/planner-engine';
import { memo } from 'react';
import { Rect, Shape } from 'react-konva';

/** Smallest drawn hole radius, canvas px: the documented 0.5 mm (docs/product.md §9) would vanish at under 1 px per mm. */
const MIN_HOLE_RADIUS_PX = 1.6;

export const TABLE_FILL = '#d9dde3';
const TABLE_EDGE = '#8d96a1';
const HOLE_FILL = '#7a828d';

export const TableShape = memo(function TableShape(props: {
  table: TableParameters;
  gridSpacingMm: number;
  pxPerMm: number;
}) {
  const { table, gridSpacingMm, pxPerMm } = props;
  const { xsMm, ysMm } = holeGrid(table, gridSpacingMm);
  const r = Math.max(HOLE_RADIUS_MM, MIN_HOLE_RADIUS_PX / pxPerMm);
  return (
    <>
      <Rect
        name="planner-table"
        width={table.X}
        height={table.Y}
        fill={TABLE_FILL}
        stroke={TABLE_EDGE}
        strokeWidth={2 / pxPerMm}
        cornerRadius={6}
        listening={false}
      />
      <Shape
        listening={false}
        fill={HOLE_FILL}
        perfectDrawEnabled={false}
        sceneFunc={(ctx, shape) => {
          ctx.beginPath();
          for (const y of ysMm)
            for (const x of xsMm) {
              ctx.moveTo(x + r, y);
              ctx.arc(x, y, r, 0, 2 * Math.PI);
            }
          ctx.fillShape(shape);
        }}
      />
    </>
  );
});
