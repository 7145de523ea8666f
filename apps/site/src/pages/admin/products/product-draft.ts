/**
 * The product form's model (docs/product.md §3, §5 and §7), free of React so it is tested on its own:
 * the draft (text of every input), the save rules (required fields; the snap rule; the SVG drawing
 * on register), and the request bodies (JSON for an update, the multipart form for a register).
 * Sizes are millimetres.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import {
  PRODUCT_FLAG_FIELDS,
  PRODUCT_NUMBER_FIELDS,
  PRODUCT_TEXT_FIELDS,
  type Product,
  type ProductIssue,
  type ProductTerminal,
  productIssues,
} from '@optics-toolbox/planner-engine';

export const TEXT_FIELDS = PRODUCT_TEXT_FIELDS;
export const NUMBER_FIELDS = PRODUCT_NUMBER_FIELDS;
export const FLAG_FIELDS = PRODUCT_FLAG_FIELDS;

type TextField = (typeof TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];
export type DraftField = TextField | NumberField | FlagField | 'svgImage' | 'descriptionImage' | 'terminals';

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

const SNAP_ERROR = 'Snap error: both snap positions are required when snapping is on';

/** An issue of planner-engine's product rules in the form's words (the field is marked beside it). */
function wording(field: DraftField, issue: ProductIssue, d: ProductDraft): string {
  if (issue.reason.startsWith('is required')) {
    const snapPosition = field === 'snapPositionX' || field === 'snapPositionY';
    return snapPosition && (d.snapX || d.snapY) ? SNAP_ERROR : 'Required';
  }
  const range = /allowed is (\S+) to (\S+)$/.exec(issue.reason);
  if (range) return `Must be from ${range[1]} to ${range[2]}`;
  return issue.reason.charAt(0).toUpperCase() + issue.reason.slice(1);
}

/**
 * The fields to mark before a save. What only the texts show is checked here (a blank required field, a
 * number that does not parse); every product rule (required fields, sizes and snap positions on the
 * product, the snap rule, the product code, the http(s) link) is planner-engine's `productIssues`, the
 * function the API validates with. On register the SVG is required too.
 */
export function draftErrors(d: ProductDraft, opts: { register: boolean; hasSvg: boolean }): DraftErrors {
  const e: DraftErrors = {};
  for (const k of [...TEXT_FIELDS, ...NUMBER_FIELDS]) if (REQUIRED.includes(k) && d[k].trim() === '') e[k] = 'Required';
  for (const k of NUMBER_FIELDS) if (d[k].trim() !== '' && parseMm(d[k]) === undefined) e[k] = 'Enter a number';
  for (const issue of productIssues(productBody(d))) {
    const field = issue.field.split('.')[0] as DraftField;
    e[field] ??= wording(field, issue, d);
  }
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
