/**
 * The tool catalogue's public face (kept for importers): the catalogue itself lives in ./catalogue/ —
 * catalogue (from the engine registry), menus (home groups and navbar menus), rounding (display precision
 * from the specs) and page-rules (docs/product.md page behaviour).
 */

export { defaultsOf, TOOLS, type ToolEntry, toolOfSlug, toolPath } from './catalogue/catalogue.js';
export { CATALOGUE } from './catalogue/catalogue-data.js';
export { APP_NAME, GROUPS, type GroupId, MENUS, type MenuId } from './catalogue/menus.js';
export { PAGES } from './catalogue/pages/index.js';
export {
  type PageSpec,
  type PresentedInput,
  type PresentedOutput,
  presentSpec,
} from './catalogue/presentation.js';
export { type Display, displayOf } from './catalogue/rounding.js';
