/** Builds the site's tool catalogue from calculator specs and their pages (pure, so the build can evaluate it once). */
import type { CalculatorCategory, CalculatorSpec } from '@optics-toolbox/optics-engine';
import { MENU_OF_CATEGORY, type MenuId } from './menus.js';
import type { PagePresentation } from './presentation.js';

export interface CatalogueEntry {
  /** Path segment under /tools/. */
  slug: string;
  /** The engine calculator behind the page. */
  calculatorId: string;
  title: string;
  summary: string;
  group: CalculatorCategory;
  menu: MenuId;
  glyph: string;
  /**
   * The default of each input that has one, by name: what another page needs of this calculator (a row link's
   * target page fills in its defaults) without loading the calculator's code.
   */
  defaults: Readonly<Record<string, unknown>>;
}

/** One entry per calculator that has a page, in the registry's order. */
export function catalogueOf(
  specs: readonly CalculatorSpec[],
  pages: Readonly<Record<string, PagePresentation>>,
): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const c of specs) {
    const page = pages[c.id];
    if (!page) continue;
    out.push({
      slug: page.slug,
      calculatorId: c.id,
      title: c.title,
      summary: c.summary,
      group: c.category,
      menu: page.menu ?? MENU_OF_CATEGORY[c.category] ?? 'other',
      glyph: page.glyph ?? c.title.slice(0, 2),
      defaults: Object.fromEntries(c.inputs.filter((s) => s.default !== undefined).map((s) => [s.name, s.default])),
    });
  }
  return out;
}
