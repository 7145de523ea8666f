/**
 * The persisted planner document (docs/product.md §3, "Scheme"). Records are immutable: every
 * change builds new records and shares the untouched ones.
 *
 * Coordinates are table millimetres with the origin at the table's top-left corner, x to the right
 * and y down (the screen's orientation). Angles are degrees clockwise in [0, 360). Every object is
 * placed the same way: a local footprint `w x h` whose unrotated top-left corner is (`left`, `top`)
 * and which is rotated by `angle` about its centre. Rotation therefore only ever changes `angle`.
 */

/** Table sizes of docs/product.md §3; custom sizes are strings like `250x130cm` or `8x4ft`. */
export type TableSizeName =
  | '200x120cm'
  | '300x150cm'
  | '200x80cm'
  | 'custom_cm'
  | '7x4ft'
  | '10x5ft'
  | '7x3ft'
  | 'custom_ft';

export type TableType = 'metric' | 'imperial';

export interface LayoutSettings {
  readonly title: string;
  readonly author: string;
  readonly email: string;
  /** The report's comments (docs/product.md §3: comments/additionalInformation). */
  readonly comments: string;
  /** A {@link TableSizeName} or a custom `WxHcm` / `WxHft` string. */
  readonly size: string;
  /** Title of the preset this layout started from, '' for none. */
  readonly presetName: string;
  readonly notificationSent: boolean;
}

export interface TableParameters {
  /** Table length along x, mm. */
  readonly X: number;
  /** Table width along y, mm. */
  readonly Y: number;
  /** Distance from the left edge to the first hole column, mm. */
  readonly offsetX: number;
  /** Distance from the top edge to the first hole row, mm. */
  readonly offsetY: number;
  readonly type: TableType;
}

/** Line colours of the draw tool (docs/product.md §2 Planner: red default, blue, green, yellow, black). */
export const LINE_COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;
export type LineColor = (typeof LINE_COLORS)[number];

/** A point in an object's local (unrotated) frame, mm from its footprint's top-left corner. */
export interface LocalPoint {
  readonly x: number;
  readonly y: number;
}

interface Placed {
  readonly id: string;
  /** Unrotated footprint top-left corner, table mm. */
  readonly left: number;
  readonly top: number;
  /** Clockwise rotation about the footprint centre, degrees in [0, 360). */
  readonly angle: number;
  /** A locked object is not moved, rotated or deleted by commands. */
  readonly locked: boolean;
}

/** A catalogue product placed on the table. The footprint is the product's full size. */
export interface ProductObject extends Placed {
  readonly kind: 'product';
  /** Product code in the catalogue (Product.name). */
  readonly name: string;
  /** Snap the product's snap position to the hole grid while dragging. */
  readonly snap: boolean;
  /** Size override, mm: BLACK-BOX width/height (min 0) and scalable products; absent = catalogue size. */
  readonly width?: number;
  readonly height?: number;
}

/** Terminal reference `objectId/index`: the index-th terminal of a placed product. */
export type TerminalRef = string;

/** A tube (TUBE, TUBE-16, TUBE-25, TUBE-32) joining two terminals. Footprint: length x diameter. */
export interface TubeObject extends Placed {
  readonly kind: 'tube';
  readonly name: string;
  /** Distance between the two ends, mm. The ends are at local (0, d/2) and (length, d/2). */
  readonly length: number;
  /** Terminals the start and end are attached to. */
  readonly terminals: readonly [TerminalRef | null, TerminalRef | null];
}

/** A polyline of the draw tool; `points` are local, the footprint is their bounding box from (0, 0). */
export interface LineObject extends Placed {
  readonly kind: 'line';
  readonly color: LineColor;
  readonly points: readonly LocalPoint[];
}

/**
 * A measure ruler made by the three clicks of measure mode: `points[0]` and `points[1]` are the
 * measured ends, `points[2]` places the dimension line. `axis` says which distance is measured.
 */
export interface RulerObject extends Placed {
  readonly kind: 'ruler';
  readonly axis: 'x' | 'y';
  readonly points: readonly [LocalPoint, LocalPoint, LocalPoint];
}

export interface TextObject extends Placed {
  readonly kind: 'text';
  readonly text: string;
  /** Character height, mm on the table. */
  readonly fontSize: number;
  readonly color: LineColor;
}

export type CanvasObject = ProductObject | TubeObject | LineObject | RulerObject | TextObject;
export type CanvasObjectKind = CanvasObject['kind'];
export const CANVAS_OBJECT_KINDS: readonly CanvasObjectKind[] = ['product', 'tube', 'line', 'ruler', 'text'];

/** Product list entry of the report (docs/product.md §3): sizes are display strings in mm. */
export interface ProductListEntry {
  readonly id: string;
  /** The product's long name. */
  readonly name: string;
  /** The product code. */
  readonly code: string;
  /** Full size, e.g. '120 x 80 mm'. */
  readonly size: string;
  /** Housing size, e.g. '100 x 60 mm'. */
  readonly boxSize: string;
  readonly navCode: string;
}

export interface Scheme {
  /** Format version, {@link SCHEME_VERSION} after parsing. */
  readonly version: number;
  /** The layout code (assigned by the server on first save; '' before). */
  readonly name: string;
  readonly id: string;
  /** ISO 8601 creation time, '' before the first save. */
  readonly created: string;
  readonly layoutSettings: LayoutSettings;
  readonly tableParameters: TableParameters;
  /** Objects in z-order, bottom first. */
  readonly canvas: { readonly objects: readonly CanvasObject[] };
  readonly products: readonly ProductListEntry[];
  /** Snap products to the hole grid. */
  readonly grid: boolean;
  /** Hole pitch, mm (25 metric, 25.4 imperial). */
  readonly gridSpacing: number;
}
