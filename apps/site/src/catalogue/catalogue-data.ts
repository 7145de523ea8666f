/**
 * The tool catalogue as plain data, read from the engine's calculator registry (the one description of a
 * tool) and the site's pages (catalogue/pages): route, title, summary, home group, menu and glyph. The site's build replaces this module by its
 * evaluated value (vite.config.ts, `catalogueLiteral`), so the first page load carries these few strings
 * and not the calculators' code; tests and Node import it as it is.
 */
import { calculators } from '@optics-toolbox/optics-engine';
import { type CatalogueEntry, catalogueOf } from './catalogue-of.js';
import { PAGES } from './pages/index.js';

export const CATALOGUE: readonly CatalogueEntry[] = catalogueOf(calculators, PAGES);
