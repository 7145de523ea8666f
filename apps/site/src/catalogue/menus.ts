/**
 * The home page's groups and the navbar's menus, in the order the product description (docs/product.md) lists them. Which tool goes where
 * comes from each calculator's category and its page (catalogue/pages), never from here.
 */
import type { CalculatorCategory } from '@optics-toolbox/optics-engine';

export type GroupId = CalculatorCategory;
/** The navbar menu a tool page is listed in. */
export type MenuId = 'converters' | 'beam' | 'geometrical' | 'dispersion' | 'nonlinear' | 'other';

export const GROUPS: readonly { id: GroupId; title: string }[] = [
  { id: 'converters', title: 'Converters' },
  { id: 'nonlinear-optics', title: 'Nonlinear optics' },
  { id: 'refraction', title: 'Refraction' },
  { id: 'reflection-diffraction', title: 'Reflection and diffraction' },
  { id: 'dispersion', title: 'Dispersion' },
  { id: 'beam-properties', title: 'Beam properties' },
  { id: 'other', title: 'Other tools' },
];

export const MENUS: readonly { id: MenuId; title: string }[] = [
  { id: 'converters', title: 'Converters' },
  { id: 'beam', title: 'Beam properties' },
  { id: 'geometrical', title: 'Geometrical optics' },
  { id: 'dispersion', title: 'Dispersion' },
  { id: 'nonlinear', title: 'Nonlinear optics' },
  { id: 'other', title: 'Other tools' },
];

/** The menu of a calculator that does not name one: by its category. */
export const MENU_OF_CATEGORY: Readonly<Record<CalculatorCategory, MenuId>> = {
  converters: 'converters',
  'beam-properties': 'beam',
  refraction: 'geometrical',
  'reflection-diffraction': 'geometrical',
  dispersion: 'dispersion',
  'nonlinear-optics': 'nonlinear',
  other: 'other',
};

export const APP_NAME = 'Optics Toolbox';
