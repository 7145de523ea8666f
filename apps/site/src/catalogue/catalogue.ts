/**
 * The site's tool catalogue: one entry per calculator of the engine's registry that has a /tools/ route,
 * with the page rules of its calculator. A calculator added to the registry gets its page, home card and
 * menu entry from its spec alone.
 */
import { CATALOGUE } from './catalogue-data.js';
import type { CatalogueEntry } from './catalogue-of.js';
import { PAGE_RULES, type PageRules } from './page-rules.js';

export type ToolEntry = CatalogueEntry & PageRules;

export const TOOLS: readonly ToolEntry[] = CATALOGUE.map((c) => ({ ...c, ...PAGE_RULES[c.calculatorId] }));

export const toolPath = (t: { slug: string }): string => `/tools/${t.slug}`;

/** The input defaults of a calculator, from the catalogue (no engine code is loaded for them). */
export const defaultsOf = (calculatorId: string): Readonly<Record<string, unknown>> =>
  CATALOGUE.find((c) => c.calculatorId === calculatorId)?.defaults ?? {};

/** The tool of a /tools/ slug (case-insensitive, as the product description's (docs/product.md) routes are typed in mixed case). */
export const toolOfSlug = (slug: string): ToolEntry | undefined =>
  TOOLS.find((t) => t.slug.toLowerCase() === slug.toLowerCase());
