/** Builds the site's tool catalogue from calculator specs (pure, so the build can evaluate it once). */
import type { CalculatorCategory, CalculatorSpec } from '@optics-toolbox/optics-engine';
import { MENU_OF_CATEGORY, type MenuId } from './menus.js';

export interface CatalogueEntry {
  /** Path segment under /tools/ (the route's spelling in the spec). */
  slug: string;
  /** The engine calculator behind the page. */
  calculatorId: string;
  title: string;
  summary: string;
  group: CalculatorCategory;
  menu: MenuId;
  glyph: string;
}

const ROUTE = /^\/tools\/([A-Za-z0-9_-]+)$/;

/** One entry per calculator with a page (cliOnly calculators and routes outside /tools/ are left out). */
export function catalogueOf(specs: readonly CalculatorSpec[]): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const c of specs) {
    const m = ROUTE.exec(c.route ?? '');
    if (!m || c.presentation?.cliOnly) continue;
    out.push({
      slug: m[1],
      calculatorId: c.id,
      title: c.title,
      summary: c.summary,
      group: c.category,
      menu: c.presentation?.menu ?? MENU_OF_CATEGORY[c.category] ?? 'other',
      glyph: c.presentation?.glyph ?? c.title.slice(0, 2),
    });
  }
  return out;
}
