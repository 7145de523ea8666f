/**
 * Product bodies: a JSON product or the registration form's strings, coerced to JSON types, then
 * validated by planner-engine's parseProduct, whose rules are `productIssues` (docs/product.md §5; the
 * same function checks the admin form on the site).
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import {
  isSchemeError,
  PRODUCT_FLAG_FIELDS,
  PRODUCT_NUMBER_FIELDS,
  PRODUCT_TEXT_FIELDS,
  type Product,
  parseProduct,
} from '@optics-toolbox/planner-engine';
import { badRequest } from '../http/errors.js';

/** A product as stored: planner-engine's Product without the id and image file names (the API owns those). */
export type ProductData = Omit<Product, 'id' | 'svgImage' | 'descriptionImage' | 'pngImage'>;

const NUMBERS = [...PRODUCT_NUMBER_FIELDS, 'version'];
const BOOLEANS = PRODUCT_FLAG_FIELDS;
const STRINGS = PRODUCT_TEXT_FIELDS;

/** Form values are strings: numbers (comma as decimal point), booleans, terminals as JSON. */
function coerce(raw: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const k of [...NUMBERS, ...BOOLEANS, ...STRINGS, 'terminals']) if (raw[k] !== undefined) o[k] = raw[k];
  for (const k of NUMBERS) {
    const v = o[k];
    if (typeof v !== 'string') continue;
    const t = v.trim();
    if (t === '') delete o[k];
    else if (Number.isFinite(parseDecimal(t))) o[k] = parseDecimal(t);
  }
  for (const k of BOOLEANS) {
    const v = o[k];
    if (v === 'true' || v === 'on' || v === '1') o[k] = true;
    else if (v === 'false' || v === 'off' || v === '0' || v === '') o[k] = false;
  }
  for (const k of STRINGS) if (typeof o[k] === 'number') o[k] = String(o[k]);
  for (const k of STRINGS) if (typeof o[k] === 'string') o[k] = (o[k] as string).trim();
  if (typeof o.terminals === 'string') {
    if (o.terminals.trim() === '') o.terminals = [];
    else {
      try {
        o.terminals = JSON.parse(o.terminals);
      } catch {
        throw badRequest('terminals', 'terminals must be a JSON list of {left, top} (mm)');
      }
    }
  }
  return o;
}

/** The validated product; a 400 naming the field (e.g. `terminals.1.left`, `snapPositionX`) otherwise. */
export function checkedProduct(raw: Record<string, unknown>): ProductData {
  let p: Product;
  try {
    p = parseProduct(coerce(raw));
  } catch (err) {
    if (isSchemeError(err)) throw badRequest(err.field || 'body', err.message);
    throw err;
  }
  const { id: _id, svgImage: _s, descriptionImage: _d, pngImage: _p, ...data } = p;
  return data;
}

/** Registration form field (Name, LongName, SvgImage, ...) to the product field (name, longName, ...). */
export const camelField = (formField: string) => formField.charAt(0).toLowerCase() + formField.slice(1);
