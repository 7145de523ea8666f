/**
 * A catalogue product (docs/product.md §3, "Product"). Lengths are millimetres; `terminals` and
 * the snap position are measured from the product's top-left corner in its unrotated top view,
 * whose full size is `width x height` (the SVG's viewBox). The housing `boxWidth x boxHeight` is
 * centred in it.
 */
export interface Product {
  readonly id: number;
  /** Product code, unique in the catalogue; placed objects refer to it. */
  readonly name: string;
  readonly category: string;
  readonly longName: string;
  readonly navCode: string;
  readonly descriptionText: string;
  readonly descriptionLink: string;
  readonly descriptionImage?: string;
  /** File name of the top-view SVG drawn to scale. */
  readonly svgImage?: string;
  readonly pngImage?: string;
  readonly width: number;
  readonly height: number;
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** The point snapped to the hole grid, mm from the top-left corner. */
  readonly snapPositionX: number;
  readonly snapPositionY: number;
  readonly visibleFromOutside: boolean;
  readonly scalableX: boolean;
  readonly scalableY: boolean;
  readonly freeRotate: boolean;
  readonly snapX: boolean;
  readonly snapY: boolean;
  readonly terminals: readonly ProductTerminal[];
  readonly version: number;
}

/** A connection point, mm from the product's top-left corner. */
export interface ProductTerminal {
  readonly left: number;
  readonly top: number;
}

/** Products come grouped for the selector (docs/product.md §3: a list per category). */
export interface ProductCategory {
  readonly category: string;
  readonly list: readonly Product[];
}

/** Products by code: the planner's read-only view of the catalogue. */
export type Catalogue = ReadonlyMap<string, Product>;

/** Indexes products by code; a later duplicate code replaces an earlier one. */
export const createCatalogue = (products: Iterable<Product>): Catalogue =>
  new Map([...products].map((p) => [p.name, p]));

/** Groups products by category, categories and products in first-seen order. */
export function categorizeProducts(products: Iterable<Product>): ProductCategory[] {
  const groups = new Map<string, Product[]>();
  for (const p of products) {
    const list = groups.get(p.category) ?? [];
    list.push(p);
    groups.set(p.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, list }));
}
