/**
 * The product form's model (docs/product.md §3, §5 and §7), free of React so it is tested on its own:
 * the draft (text of every input), the save rules (required fields; the snap rule; the SVG drawing
 * on register), and the request bodies (JSON for an update, the multipart form for a register).
 * Sizes are millimetres.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import type { Product, ProductTerminal } from '@optics-toolbox/planner-engine';

export const TEXT_FIELDS = ['name', 'category', 'longName', 'navCode', 'descriptionText', 'descriptionLink'] as const;
export const NUMBER_FIELDS = ['width', 'height', 'boxWidth', 'boxHeight', 'snapPositionX', 'snapPositionY'] as const;
export const FLAG_FIELDS = ['visibleFromOutside', 'scalableX', 'scalableY', 'freeRotate', 'snapX', 'snapY'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];
export type DraftField = TextField | NumberField | FlagField | 'svgImage' | 'terminals';

/** What the inputs hold: texts as typed, numbers as their input text, flags, terminals in mm. */
export type ProductDraft = Record<TextField | NumberField, string> &
  Record<FlagField, boolean> & { terminals: ProductTerminal[]; version: number };

/** Required on every save (docs/product.md §5). */
export const REQUIRED: readonly DraftField[] = ['name', 'category', 'width', 'height', 'longName', 'navCode'];

export const emptyDraft = (): ProductDraft => ({
  name: '',
  category: '',
  longName: '',
  navCode: '',
  descriptionText: '',
  descriptionLink: '',
  width: '',
  height: '',
  boxWidth: '',
  boxHeight: '',
  snapPositionX: '',
  snapPositionY: '',
  visibleFromOutside: false,
  scalableX: false,
  scalableY: false,
  freeRotate: false,
  snapX: false,
  snapY: false,
  terminals: [],
  version: 1,
});

const numText = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** The draft of a stored product. */
export function draftOf(p: Product): ProductDraft {
  const d = emptyDraft();
  for (const k of TEXT_FIELDS) d[k] = typeof p[k] === 'string' ? p[k] : '';
  for (const k of NUMBER_FIELDS) d[k] = numText((p as unknown as Record<string, unknown>)[k]);
  for (const k of FLAG_FIELDS) d[k] = p[k] === true;
  d.terminals = (p.terminals ?? []).map((t) => ({ left: t.left, top: t.top }));
  d.version = typeof p.version === 'number' ? p.version : 1;
  return d;
}

/** A number input's text as a number (comma accepted as the decimal point); undefined when blank or bad. */
export function parseMm(text: string): number | undefined {
  const n = parseDecimal(text);
  return Number.isFinite(n) ? n : undefined;
}

export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * The fields to mark before a save. Required texts and sizes; numbers must parse and sizes be
 * non-negative; with snapX or snapY on, both snap positions (the snap error); on register the SVG.
 */
export function draftErrors(d: ProductDraft, opts: { register: boolean; hasSvg: boolean }): DraftErrors {
  const e: DraftErrors = {};
  for (const k of TEXT_FIELDS) if (REQUIRED.includes(k) && d[k].trim() === '') e[k] = 'Required';
  for (const k of NUMBER_FIELDS) {
    const t = d[k].trim();
    if (t === '') {
      if (REQUIRED.includes(k)) e[k] = 'Required';
      continue;
    }
    const n = parseMm(t);
    if (n === undefined) e[k] = 'Enter a number';
    else if (n < 0 && !k.startsWith('snapPosition')) e[k] = 'Must be at least 0';
  }
  if ((d.snapX || d.snapY) && !e.snapPositionX && !e.snapPositionY) {
    const missing = (['snapPositionX', 'snapPositionY'] as const).filter((k) => d[k].trim() === '');
    for (const k of missing) e[k] = 'Snap error: both snap positions are required when snapping is on';
  }
  if (d.descriptionLink.trim() && !/^https?:\/\//i.test(d.descriptionLink.trim()))
    e.descriptionLink = 'Must start with http:// or https://';
  if (opts.register && !opts.hasSvg) e.svgImage = 'The SVG image is required';
  return e;
}

/** The JSON body of PUT /api/products/{id}: numbers as numbers, blanks as null. */
export function productBody(d: ProductDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) out[k] = d[k].trim();
  for (const k of NUMBER_FIELDS) out[k] = parseMm(d[k]) ?? null;
  for (const k of FLAG_FIELDS) out[k] = d[k];
  out.terminals = d.terminals.map((t) => ({ left: t.left, top: t.top }));
  out.version = d.version;
  return out;
}

const FORM_NAME = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);

/**
 * The multipart form of POST /api/products (docs/product.md §7): Name, Category, LongName, ...,
 * Version 1, Image (description, optional), SvgImage. Terminals follow in an update.
 */
export function registerForm(d: ProductDraft, svg: Blob, image?: Blob): FormData {
  const f = new FormData();
  for (const k of TEXT_FIELDS) f.append(FORM_NAME(k), d[k].trim());
  for (const k of NUMBER_FIELDS) {
    const n = parseMm(d[k]);
    if (n !== undefined) f.append(FORM_NAME(k), String(n));
  }
  for (const k of FLAG_FIELDS) f.append(FORM_NAME(k), String(d[k]));
  f.append('Version', '1');
  if (image) f.append('Image', image, (image as File).name ?? 'description');
  f.append('SvgImage', svg, (svg as File).name ?? 'drawing.svg');
  return f;
}

/** Accepted uploads (docs/product.md §5). */
export const SVG_ACCEPT = 'image/svg+xml';
export const DESCRIPTION_ACCEPT = 'image/png,image/jpeg';
