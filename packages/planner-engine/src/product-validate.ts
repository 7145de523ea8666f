import type { Product } from './product.js';
import { type Json, path, readArray, readBoolean, readId, readNumber, readObject, readString } from './scheme/read.js';
import { isSchemeError, SchemeError } from './scheme/scheme-error.js';

/** Largest product side, mm: nothing larger fits the largest table (5 m). */
const MAX_PRODUCT_MM = 5000;

/** A product code is a plain token (it is part of addresses and file names). */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9_.+\-()]*$/;
/** A description link is an http(s) address. */
const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

/** Required texts of a product (docs/product.md §5, product save). */
export const PRODUCT_REQUIRED_TEXT = ['name', 'category', 'longName', 'navCode'] as const;

/** A product's fields by the value a form holds for them: texts, numbers (mm), flags (the API's body, the admin form). */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'category',
  'longName',
  'navCode',
  'descriptionText',
  'descriptionLink',
] as const;
export const PRODUCT_NUMBER_FIELDS = [
  'width',
  'height',
  'boxWidth',
  'boxHeight',
  'snapPositionX',
  'snapPositionY',
] as const;
export const PRODUCT_FLAG_FIELDS = [
  'visibleFromOutside',
  'scalableX',
  'scalableY',
  'freeRotate',
  'snapX',
  'snapY',
] as const;

/** One problem of a candidate product: the field's dotted path, what is wrong, and both as one message. */
export interface ProductIssue {
  field: string;
  /** What is wrong, without the field, e.g. `is required`. */
  reason: string;
  /** `field: reason`. */
  message: string;
}

/**
 * Every problem of a catalogue product from untrusted JSON (the seed file, the API's bodies, the admin
 * form), each with its field, as `materialIssues` does for materials; empty when the product is valid.
 * The rules (docs/product.md §5, product save): name, category, longName, navCode required; the name a
 * plain code (letters, digits and `_ . + - ( )`); width and height from 0 to 5000 mm; when snapX or snapY
 * is on, both snap positions; terminals and snap positions on the product (0..width, 0..height); the
 * description link, if any, an http(s) address.
 */
export function productIssues(raw: unknown, at = ''): ProductIssue[] {
  const issues: ProductIssue[] = [];
  /** Runs one check; a SchemeError becomes an issue and the fallback stands in for the value. */
  const check = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (e) {
      if (!isSchemeError(e)) throw e;
      issues.push({ field: e.field, reason: e.reason, message: e.message });
      return fallback;
    }
  };
  const o = check<Json | null>(() => readObject(raw, at), null);
  if (!o) return issues;
  for (const key of PRODUCT_REQUIRED_TEXT)
    check(() => {
      if (readString(o, key, at, 200).trim() === '') throw new SchemeError(path(at, key), 'is required');
    }, undefined);
  check(() => {
    const name = o.name;
    if (typeof name === 'string' && name.trim() !== '' && !PRODUCT_CODE.test(name))
      throw new SchemeError(path(at, 'name'), 'the product code may hold letters, digits and _ . + - ( ) only');
  }, undefined);
  check(() => {
    const link = readString(o, 'descriptionLink', at, 500, '');
    if (link !== '' && !HTTP_LINK.test(link))
      throw new SchemeError(path(at, 'descriptionLink'), 'must be an http(s) URL');
  }, undefined);
  check(() => readString(o, 'descriptionText', at, 5000, ''), '');
  for (const key of ['descriptionImage', 'svgImage', 'pngImage']) check(() => readString(o, key, at, 500, ''), '');
  const width = check(() => readNumber(o, 'width', at, 0, MAX_PRODUCT_MM), MAX_PRODUCT_MM);
  const height = check(() => readNumber(o, 'height', at, 0, MAX_PRODUCT_MM), MAX_PRODUCT_MM);
  check(() => readNumber(o, 'boxWidth', at, 0, MAX_PRODUCT_MM, width), 0);
  check(() => readNumber(o, 'boxHeight', at, 0, MAX_PRODUCT_MM, height), 0);
  for (const key of ['visibleFromOutside', 'scalableX', 'scalableY', 'freeRotate'])
    check(() => readBoolean(o, key, at, false), false);
  const snapping =
    check(() => readBoolean(o, 'snapX', at, false), false) || check(() => readBoolean(o, 'snapY', at, false), false);
  check(() => readNumber(o, 'snapPositionX', at, 0, width, snapping ? undefined : 0), 0);
  check(() => readNumber(o, 'snapPositionY', at, 0, height, snapping ? undefined : 0), 0);
  const terminals = check(() => readArray(o.terminals ?? [], path(at, 'terminals'), 100), []);
  terminals.forEach((t, i) => {
    const p = path(at, `terminals.${i}`);
    const to = check<Json | null>(() => readObject(t, p), null);
    if (!to) return;
    check(() => readNumber(to, 'left', p, 0, width), 0);
    check(() => readNumber(to, 'top', p, 0, height), 0);
  });
  check(() => readNumber(o, 'version', at, 1, 1_000_000, 1), 1);
  if (!(typeof o.id === 'number' && Number.isSafeInteger(o.id))) check(() => readId(o, 'id', at, '0'), '0');
  return issues;
}

/**
 * Validates a catalogue product from untrusted JSON and returns it with its defaults (the box defaults to
 * the full size, flags to false, version 1).
 * @throws SchemeError naming the field of the first of `productIssues` (`terminals.2.left`, ...).
 */
export function parseProduct(raw: unknown, at = ''): Product {
  const first = productIssues(raw, at)[0];
  if (first) throw new SchemeError(first.field, first.reason);
  const o = raw as Json;
  const width = readNumber(o, 'width', at, 0, MAX_PRODUCT_MM);
  const height = readNumber(o, 'height', at, 0, MAX_PRODUCT_MM);
  const optional = (key: string) => {
    const v = readString(o, key, at, 500, '');
    return v === '' ? {} : { [key]: v };
  };
  return {
    id: typeof o.id === 'number' && Number.isSafeInteger(o.id) ? o.id : Number(readId(o, 'id', at, '0')) || 0,
    name: readString(o, 'name', at, 200),
    category: readString(o, 'category', at, 200),
    longName: readString(o, 'longName', at, 200),
    navCode: readString(o, 'navCode', at, 200),
    descriptionText: readString(o, 'descriptionText', at, 5000, ''),
    descriptionLink: readString(o, 'descriptionLink', at, 500, ''),
    ...optional('descriptionImage'),
    ...optional('svgImage'),
    ...optional('pngImage'),
    width,
    height,
    boxWidth: readNumber(o, 'boxWidth', at, 0, MAX_PRODUCT_MM, width),
    boxHeight: readNumber(o, 'boxHeight', at, 0, MAX_PRODUCT_MM, height),
    snapPositionX: readNumber(o, 'snapPositionX', at, 0, width, 0),
    snapPositionY: readNumber(o, 'snapPositionY', at, 0, height, 0),
    visibleFromOutside: readBoolean(o, 'visibleFromOutside', at, false),
    scalableX: readBoolean(o, 'scalableX', at, false),
    scalableY: readBoolean(o, 'scalableY', at, false),
    freeRotate: readBoolean(o, 'freeRotate', at, false),
    snapX: readBoolean(o, 'snapX', at, false),
    snapY: readBoolean(o, 'snapY', at, false),
    terminals: readArray(o.terminals ?? [], path(at, 'terminals'), 100).map((t, i) => {
      const p = path(at, `terminals.${i}`);
      const to = readObject(t, p);
      return { left: readNumber(to, 'left', p, 0, width), top: readNumber(to, 'top', p, 0, height) };
    }),
    version: readNumber(o, 'version', at, 1, 1_000_000, 1),
  };
}
