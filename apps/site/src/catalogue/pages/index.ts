/** Every page's presentation, by calculator id: a calculator without an entry has no page. */
import type { PagePresentation } from '../presentation.js';
import { CONVERTER_PAGES } from './converters.js';
import { DISPERSION_PAGES } from './dispersion.js';
import { GEOMETRICAL_PAGES } from './geometrical.js';
import { NONLINEAR_PAGES } from './nonlinear.js';

export const PAGES: Readonly<Record<string, PagePresentation>> = {
  ...CONVERTER_PAGES,
  ...GEOMETRICAL_PAGES,
  ...DISPERSION_PAGES,
  ...NONLINEAR_PAGES,
};
