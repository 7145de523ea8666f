/**
 * One canvas object drawn in table millimetres: a group placed at the footprint centre, turned by
 * the object's angle (clockwise, as Konva turns), holding the object's local drawing. Memoised on
 * the object record: the engine shares untouched records, so a drag redraws only what moved.
 * Labels (a measurement, a text smaller than that) are drawn at a readable size where the drawing
 * is seen, and small products and thin lines get a hit area of at least MIN_HIT_SCREEN_PX, at every zoom.
 */
import {
  BLACK_BOX_NAME,
  type CanvasObject,
  type Catalogue,
  footprintOf,
  LABEL_SCREEN_PX,
  LINE_WIDTH,
  type LineColor,
  MEASURE_LINE_WIDTH,
  MIN_HIT_SCREEN_PX,
  type Product,
  type ProductObject,
  placedTerminals,
  type RulerObject,
  rulerLengthMm,
  TERMINAL_MARK_WIDTH,
  tubeDiameterMm,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { memo } from 'react';
import { Arrow, Group, Image as KImage, Line, Rect, Shape, Text } from 'react-konva';
import { useProductImage } from './product-images.js';

/** Screen colours of the draw tool's colour names (yellow darkened to read on the grey table). */
export const COLOR_HEX: Readonly<Record<LineColor, string>> = {
  red: '#d62828',
  blue: '#1f5fd6',
  green: '#1d9a45',
  yellow: '#e0b000',
  black: '#111111',
};
const SELECTED = '#1f6feb';
const TERMINAL = '#e8590c';

/**
 * The terminal marks of every placed product as one path: one node and one fill and stroke for
 * the whole table instead of a node per terminal (a 500-object table has about 700 terminals).
 */
export const TerminalMarks = memo(function TerminalMarks(props: {
  objects: readonly CanvasObject[];
  catalogue: Catalogue;
  pxPerMm: number;
}) {
  const marks = placedTerminals(props.objects, props.catalogue);
  const r = TERMINAL_MARK_WIDTH / props.pxPerMm / 2;
  return (
    <Shape
      name="planner-terminals"
      listening={false}
      fill="rgba(232,89,12,0.25)"
      stroke={TERMINAL}
      strokeWidth={1.5 / props.pxPerMm}
      sceneFunc={(ctx, shape) => {
        ctx.beginPath();
        for (const m of marks) {
          ctx.moveTo(m.x + r, m.y);
          ctx.arc(m.x, m.y, r, 0, 2 * Math.PI);
        }
        ctx.fillStrokeShape(shape);
      }}
    />
  );
});

export interface ObjectShapeProps {
  obj: CanvasObject;
  catalogue: Catalogue;
  selected: boolean;
  /** Canvas px per table mm (line widths and marks are given in canvas px). */
  pxPerMm: number;
  /** Device px per table mm on screen (or in an export): the raster density of product drawings. */
  density: number;
  /** CSS px per table mm where the drawing is seen (the screen, or the size an export is made for). */
  screenPxPerMm: number;
  onDown(id: string, e: Konva.KonvaEventObject<PointerEvent>): void;
}

/**
 * A transparent rectangle of at least the smallest hit size around a small product, so it can be caught;
 * drawn after the product (nothing shows, and the drawing's own shapes stay first in the group).
 */
function HitPad({ w, h, minMm }: { w: number; h: number; minMm: number }) {
  if (w >= minMm && h >= minMm) return null;
  const hw = Math.max(w, minMm);
  const hh = Math.max(h, minMm);
  return <Rect x={(w - hw) / 2} y={(h - hh) / 2} width={hw} height={hh} fill="transparent" />;
}

function ProductBody(props: {
  obj: ProductObject;
  product: Product | undefined;
  w: number;
  h: number;
  px: number;
  density: number;
}) {
  const { obj, product, w, h, px } = props;
  const img = useProductImage(obj.name === BLACK_BOX_NAME ? undefined : product?.svgImage, props.density);
  if (obj.name === BLACK_BOX_NAME)
    return (
      <>
        <Rect width={w} height={h} fill="#1c1c1c" stroke="#000" strokeWidth={1 / px} />
        <Text
          text="BLACK-BOX"
          width={w}
          height={h}
          align="center"
          verticalAlign="middle"
          fontSize={Math.min(12 / px, h / 3, w / 6)}
          fill="#f0f0f0"
          listening={false}
        />
      </>
    );
  if (img) return <KImage image={img} width={w} height={h} />;
  const bw = product?.boxWidth ?? w;
  const bh = product?.boxHeight ?? h;
  return (
    <>
      <Rect width={w} height={h} fill="rgba(0,0,0,0.01)" />
      <Rect
        x={(w - bw) / 2}
        y={(h - bh) / 2}
        width={bw}
        height={bh}
        fill="#aab6c4"
        stroke="#4b5563"
        strokeWidth={1 / px}
      />
      <Text
        text={obj.name}
        width={w}
        height={h}
        align="center"
        verticalAlign="middle"
        fontSize={Math.min(11 / px, h / 3)}
        fill="#1f2933"
        listening={false}
      />
    </>
  );
}

function RulerBody({ r, px, readable }: { r: RulerObject; px: number; readable: (screenPx: number) => number }) {
  const [a, b, c] = r.points;
  const sw = MEASURE_LINE_WIDTH / px;
  const ends = r.axis === 'x' ? [a.x, c.y, b.x, c.y] : [c.x, a.y, c.x, b.y];
  const label = `${rulerLengthMm(r).toFixed(1)} mm`;
  const font = readable(LABEL_SCREEN_PX);
  const mid = { x: (ends[0] + ends[2]) / 2, y: (ends[1] + ends[3]) / 2 };
  return (
    <>
      <Line points={r.axis === 'x' ? [a.x, a.y, a.x, c.y] : [a.x, a.y, c.x, a.y]} stroke="#111" strokeWidth={sw} />
      <Line points={r.axis === 'x' ? [b.x, b.y, b.x, c.y] : [b.x, b.y, c.x, b.y]} stroke="#111" strokeWidth={sw} />
      <Arrow
        points={ends}
        pointerAtBeginning
        pointerLength={8 / px}
        pointerWidth={6 / px}
        stroke="#111"
        fill="#111"
        strokeWidth={sw}
        hitStrokeWidth={readable(MIN_HIT_SCREEN_PX)}
      />
      <Text
        text={label}
        x={r.axis === 'x' ? mid.x - 5 * font : mid.x + font / 3}
        y={r.axis === 'x' ? mid.y - font * 1.3 : mid.y - font / 2}
        width={r.axis === 'x' ? 10 * font : undefined}
        align={r.axis === 'x' ? 'center' : 'left'}
        fontSize={font}
        fill="#111"
      />
    </>
  );
}

/**
 * The size a text is drawn at, mm: its own character height, but never less than a readable label
 * where it is seen (a 20 mm text on a 3 m table would be 6 px on screen).
 */
export const textFontMm = (fontSizeMm: number, screenPxPerMm: number): number =>
  Math.max(fontSizeMm, LABEL_SCREEN_PX / screenPxPerMm);

function Body(props: {
  obj: CanvasObject;
  product: Product | undefined;
  px: number;
  density: number;
  screenPxPerMm: number;
}) {
  const { obj, product, px, screenPxPerMm } = props;
  const readable = (screenPx: number) => screenPx / screenPxPerMm;
  switch (obj.kind) {
    case 'product': {
      const w = obj.width ?? product?.width ?? 50;
      const h = obj.height ?? product?.height ?? 50;
      return (
        <>
          <ProductBody obj={obj} product={product} w={w} h={h} px={px} density={props.density} />
          <HitPad w={w} h={h} minMm={readable(MIN_HIT_SCREEN_PX)} />
        </>
      );
    }
    case 'tube': {
      const d = tubeDiameterMm(obj.name);
      return (
        <>
          <Rect width={obj.length} height={d} fill="#a3adb8" stroke="#4b5563" strokeWidth={1 / px} />
          <Line points={[0, d / 2, obj.length, d / 2]} stroke="#cfd6de" strokeWidth={d / 5} listening={false} />
          <HitPad w={obj.length} h={d} minMm={readable(MIN_HIT_SCREEN_PX)} />
        </>
      );
    }
    case 'line':
      return (
        <Line
          points={obj.points.flatMap((p) => [p.x, p.y])}
          stroke={COLOR_HEX[obj.color]}
          strokeWidth={LINE_WIDTH / px}
          hitStrokeWidth={readable(MIN_HIT_SCREEN_PX)}
          lineCap="round"
          lineJoin="round"
        />
      );
    case 'ruler':
      return <RulerBody r={obj} px={px} readable={readable} />;
    case 'text':
      return (
        <Text
          text={obj.text}
          fontSize={textFontMm(obj.fontSize, screenPxPerMm)}
          lineHeight={1.2}
          fontFamily="system-ui, sans-serif"
          fill={COLOR_HEX[obj.color]}
        />
      );
  }
}

export const ObjectShape = memo(function ObjectShape(props: ObjectShapeProps) {
  const { obj, catalogue, selected, pxPerMm: px, screenPxPerMm } = props;
  const own = footprintOf(obj, catalogue);
  // A text drawn larger than its character height (to stay readable) is selected around what is drawn.
  const grow = obj.kind === 'text' ? textFontMm(obj.fontSize, screenPxPerMm) / obj.fontSize : 1;
  const fp = grow === 1 ? own : { ...own, w: own.w * grow, h: own.h * grow };
  const product = obj.kind === 'product' ? catalogue.get(obj.name) : undefined;
  // The group turns about the footprint's centre, as the engine does.
  const cx = own.x0 + own.w / 2;
  const cy = own.y0 + own.h / 2;
  const pad = 3 / px;
  return (
    <Group
      id={obj.id}
      name={`planner-object planner-${obj.kind}`}
      x={obj.left + cx}
      y={obj.top + cy}
      offsetX={cx}
      offsetY={cy}
      rotation={obj.angle}
      onPointerDown={(e) => props.onDown(obj.id, e)}
    >
      <Body obj={obj} product={product} px={px} density={props.density} screenPxPerMm={screenPxPerMm} />
      {selected && (
        <Rect
          x={fp.x0 - pad}
          y={fp.y0 - pad}
          width={fp.w + 2 * pad}
          height={fp.h + 2 * pad}
          stroke={SELECTED}
          strokeWidth={1.5 / px}
          dash={[6 / px, 4 / px]}
          listening={false}
        />
      )}
    </Group>
  );
});
