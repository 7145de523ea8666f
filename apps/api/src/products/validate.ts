/**
 * Product validation (SPEC.md section 5): name, category, width, height, longName and navCode are
 * required; with snapX or snapY on, both snap positions are required. Sizes in millimetres.
 */
import { badRequest } from '../http/errors.js';

export interface ProductTerminal {
  left: number;
  top: number;
}

export interface ProductData {
  name: string;
  category: string;
  longName: string;
  navCode: string;
  descriptionText: string;
  descriptionLink: string;
  width: number;
  height: number;
  boxWidth: number;
  boxHeight: number;
  snapPositionX: number | null;
  snapPositionY: number | null;
  visibleFromOutside: boolean;
  scalableX: boolean;
  scalableY: boolean;
  freeRotate: boolean;
  snapX: boolean;
  snapY: boolean;
  terminals: ProductTerminal[];
  version: number;
  [extra: string]: unknown;
}

const MAX_MM = 10_000;
const STRINGS = ['name', 'category', 'longName', 'navCode', 'descriptionText', 'descriptionLink'] as const;
const REQUIRED_STRINGS = new Set(['name', 'category', 'longName', 'navCode']);
const BOOLEANS = ['visibleFromOutside', 'scalableX', 'scalableY', 'freeRotate', 'snapX', 'snapY'] as const;
/** Fields the API computes (image URLs, id) and never takes from a body. */
const COMPUTED = new Set(['id', 'svgImage', 'descriptionImage', 'png_image']);

function num(raw: Record<string, unknown>, k: string, required: boolean, min = 0): number | null {
  const v = raw[k];
  if (v === undefined || v === null || v === '') {
    if (required) throw badRequest(k, `${k} is required (mm)`);
    return null;
  }
  const n = typeof v === 'string' ? Number(v.replace(',', '.')) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > MAX_MM)
    throw badRequest(k, `${k} must be a number from ${min} to ${MAX_MM} (mm)`);
  return n;
}

function bool(raw: Record<string, unknown>, k: string): boolean {
  const v = raw[k];
  if (v === undefined || v === null || v === '') return false;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'on' || v === '1' || v === 1) return true;
  if (v === 'false' || v === 'off' || v === '0' || v === 0) return false;
  throw badRequest(k, `${k} must be true or false`);
}

/** A product from a JSON body or a registration form (already camel-cased); 400 naming the field. */
export function checkedProduct(raw: Record<string, unknown>): ProductData {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw))
    if (!COMPUTED.has(k) && !/^(__proto__|constructor|prototype)$/.test(k)) out[k] = v;
  for (const k of STRINGS) {
    const v = raw[k];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      if (REQUIRED_STRINGS.has(k)) throw badRequest(k, `${k} is required`);
      out[k] = '';
      continue;
    }
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(k, `${k} must be a string`);
    const s = String(v).trim();
    if (s.length > (k === 'descriptionText' ? 10_000 : 500)) throw badRequest(k, `${k} is too long`);
    out[k] = s;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9_.+\-()]*$/.test(out.name as string))
    throw badRequest('name', 'name (the product code) may hold letters, digits and _ . + - ( ) only');
  if (out.descriptionLink && !/^https?:\/\//i.test(out.descriptionLink as string))
    throw badRequest('descriptionLink', 'descriptionLink must be an http(s) URL');
  out.width = num(raw, 'width', true);
  out.height = num(raw, 'height', true);
  out.boxWidth = num(raw, 'boxWidth', false) ?? out.width;
  out.boxHeight = num(raw, 'boxHeight', false) ?? out.height;
  for (const k of BOOLEANS) out[k] = bool(raw, k);
  out.snapPositionX = num(raw, 'snapPositionX', false, -MAX_MM);
  out.snapPositionY = num(raw, 'snapPositionY', false, -MAX_MM);
  if ((out.snapX || out.snapY) && (out.snapPositionX === null || out.snapPositionY === null)) {
    const k = out.snapPositionX === null ? 'snapPositionX' : 'snapPositionY';
    throw badRequest(k, `${k} is required when snapX or snapY is on (snap error)`);
  }
  out.terminals = checkedTerminals(raw.terminals);
  const version = raw.version === undefined || raw.version === '' ? 1 : Number(raw.version);
  if (!Number.isInteger(version) || version < 1 || version > 1_000_000)
    throw badRequest('version', 'version must be a positive integer');
  out.version = version;
  return out as ProductData;
}

export function checkedTerminals(raw: unknown): ProductTerminal[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw badRequest('terminals', 'terminals must be a JSON list of {left, top}');
    }
  }
  if (!Array.isArray(list) || list.length > 64)
    throw badRequest('terminals', 'terminals must be a list of at most 64 {left, top}');
  return list.map((t, i) => {
    const o = t as Record<string, unknown>;
    const left = o?.left;
    const top = o?.top;
    if (
      typeof left !== 'number' ||
      typeof top !== 'number' ||
      !Number.isFinite(left) ||
      !Number.isFinite(top) ||
      Math.abs(left) > MAX_MM ||
      Math.abs(top) > MAX_MM
    )
      throw badRequest(`terminals[${i}]`, `terminals[${i}] must be {left, top} numbers in mm`);
    return { left, top };
  });
}

/** Registration form field (Name, LongName, SvgImage, ...) to the product field (name, longName, ...). */
export const camelField = (formField: string) => formField.charAt(0).toLowerCase() + formField.slice(1);
