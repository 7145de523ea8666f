import type { Product } from './product.js';
import { path, readArray, readBoolean, readId, readNumber, readObject, readString } from './scheme/read.js';
import { SchemeError } from './scheme/scheme-error.js';

/** Largest product side, mm: nothing larger fits the largest table (5 m). */
const MAX_PRODUCT_MM = 5000;

/**
 * Validates a catalogue product from untrusted JSON (the seed file, the admin form). Required,
 * as docs/product.md §5 says for product save: name, category, width, height, longName, navCode;
 * when snapX or snapY is on, both snap positions are required. Terminals and the snap position
 * must lie on the product (0..width, 0..height). The box defaults to the full size.
 * @throws SchemeError naming the field (`terminals.2.left`, ...).
 */
export function parseProduct(raw: unknown, at = ''): Product {
  const o = readObject(raw, at);
  const required = (key: string) => {
    const s = readString(o, key, at, 200);
    if (s.trim() === '') throw new SchemeError(path(at, key), 'is required');
    return s;
  };
  const name = required('name');
  const category = required('category');
  const longName = required('longName');
  const navCode = required('navCode');
  const width = readNumber(o, 'width', at, 0, MAX_PRODUCT_MM);
  const height = readNumber(o, 'height', at, 0, MAX_PRODUCT_MM);
  const snapX = readBoolean(o, 'snapX', at, false);
  const snapY = readBoolean(o, 'snapY', at, false);
  const snapping = snapX || snapY;
  const snapPositionX = readNumber(o, 'snapPositionX', at, 0, width, snapping ? undefined : 0);
  const snapPositionY = readNumber(o, 'snapPositionY', at, 0, height, snapping ? undefined : 0);
  const terminals = readArray(o.terminals ?? [], path(at, 'terminals'), 100).map((t, i) => {
    const p = path(at, `terminals.${i}`);
    const to = readObject(t, p);
    return { left: readNumber(to, 'left', p, 0, width), top: readNumber(to, 'top', p, 0, height) };
  });
  const optional = (key: string) => {
    const v = readString(o, key, at, 500, '');
    return v === '' ? {} : { [key]: v };
  };
  return {
    id: typeof o.id === 'number' && Number.isSafeInteger(o.id) ? o.id : Number(readId(o, 'id', at, '0')) || 0,
    name,
    category,
    longName,
    navCode,
    descriptionText: readString(o, 'descriptionText', at, 5000, ''),
    descriptionLink: readString(o, 'descriptionLink', at, 500, ''),
    ...optional('descriptionImage'),
    ...optional('svgImage'),
    ...optional('pngImage'),
    width,
    height,
    boxWidth: readNumber(o, 'boxWidth', at, 0, MAX_PRODUCT_MM, width),
    boxHeight: readNumber(o, 'boxHeight', at, 0, MAX_PRODUCT_MM, height),
    snapPositionX,
    snapPositionY,
    visibleFromOutside: readBoolean(o, 'visibleFromOutside', at, false),
    scalableX: readBoolean(o, 'scalableX', at, false),
    scalableY: readBoolean(o, 'scalableY', at, false),
    freeRotate: readBoolean(o, 'freeRotate', at, false),
    snapX,
    snapY,
    terminals,
    version: readNumber(o, 'version', at, 1, 1_000_000, 1),
  };
}
