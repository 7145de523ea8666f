import { tubePlacement } from './geometry/tube.js';
import { createScheme } from './model/state.js';
import { type Catalogue, createCatalogue, type Product } from './product.js';
import type { CanvasObject, Scheme } from './scheme/types.js';

const benchProduct = (id: number, name: string, w: number, h: number): Product => ({
  id,
  name,
  category: 'Bench',
  longName: name,
  navCode: '',
  descriptionText: '',
  descriptionLink: '',
  width: w,
  height: h,
  boxWidth: w,
  boxHeight: h,
  snapPositionX: w / 2,
  snapPositionY: h / 2,
  visibleFromOutside: false,
  scalableX: false,
  scalableY: false,
  freeRotate: false,
  snapX: true,
  snapY: true,
  terminals: [
    { left: 0, top: h / 2 },
    { left: w, top: h / 2 },
  ],
  version: 1,
});

/** The workload of the planner bench: a full table and the ids of everything on it. */
export interface BenchScene {
  readonly scheme: Scheme;
  readonly catalogue: Catalogue;
  readonly ids: readonly string[];
}

/**
 * A 3000 x 1500 mm table with `objectCount` objects: four products (two terminals each) to every
 * tube, each tube joining two neighbouring products' terminals. The bench times
 * `moveObjects(scheme, catalogue, ids, dx, dy, { snapToGrid: true })` on it: a drag of the whole
 * table with hole snapping, clamping and terminal snapping.
 */
export function createBenchScene(objectCount = 500): BenchScene {
  const catalogue = createCatalogue([benchProduct(1, 'BENCH-50', 50, 50), benchProduct(2, 'BENCH-75', 75, 50)]);
  const objects: CanvasObject[] = [];
  const columns = 20;
  let n = 0;
  while (objects.length < objectCount) {
    const col = n % columns;
    const row = Math.floor(n / columns);
    const left = 100 + col * 140;
    const top = 100 + row * 100;
    if (n % 5 === 4 && col > 0) {
      const start = { x: left - 140 + 50, y: top + 25 };
      const end = { x: left, y: top + 25 };
      const ends = [`o${n - 1}/1`, null] as const;
      objects.push({
        kind: 'tube',
        id: `o${n}`,
        name: 'TUBE-25',
        ...tubePlacement('TUBE-25', start, end),
        locked: false,
        terminals: [...ends],
      });
    } else {
      const name = n % 2 ? 'BENCH-50' : 'BENCH-75';
      objects.push({ kind: 'product', id: `o${n}`, name, left, top, angle: 0, locked: false, snap: true });
    }
    n++;
  }
  const scheme = { ...createScheme({ size: '300x150cm' }), canvas: { objects } };
  return { scheme, catalogue, ids: objects.map((o) => o.id) };
}
