/**
 * The server's reason for a refused product save or upload, put beside the field it is about (the API
 * names the field of every 4xx: `field` in its error body). An upload is about its file input; a field of
 * the register form (`Name`, `SvgImage`, `Image`) or of the JSON update (`name`, `width`) is about its
 * input; anything else is about the form as a whole.
 */
import { ApiError } from '../admin-api.js';
import { type DraftField, FLAG_FIELDS, NUMBER_FIELDS, TEXT_FIELDS } from './product-draft.js';

/** Which request was refused: the JSON update, the multipart register, or one of the two uploads. */
export type ProductRequest = 'update' | 'register' | 'svg' | 'description';

export interface Refusal {
  /** The input to mark, or null for the form as a whole. */
  readonly field: DraftField | null;
  /** The reason, in a sentence. */
  readonly message: string;
}

const FORM_FIELDS: readonly string[] = [...TEXT_FIELDS, ...NUMBER_FIELDS, ...FLAG_FIELDS, 'terminals'];

/** The draft field an API field name is about (`SvgImage` and `file` of an SVG upload: the SVG input). */
function fieldOf(apiField: string, request: ProductRequest): DraftField | null {
  if (request === 'svg') return 'svgImage';
  if (request === 'description') return 'descriptionImage';
  if (apiField === 'SvgImage') return 'svgImage';
  if (apiField === 'Image') return 'descriptionImage';
  // `body.name`, `terminals[0].left`, `Name` (the register form's capitalised names).
  const head = apiField.replace(/^body\./, '').split(/[.[]/)[0];
  const name = head.charAt(0).toLowerCase() + head.slice(1);
  return FORM_FIELDS.includes(name) ? (name as DraftField) : null;
}

const sentence = (s: string): string => {
  const t = s.trim();
  const c = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(c) ? c : `${c}.`;
};

/**
 * The refusal of `request` as the form shows it. The API's message starts with the field it names
 * ('file is larger than 5 MiB, ...', 'name: ...'); an upload's reason reads 'This file ...'.
 */
export function refusalOf(e: unknown, request: ProductRequest): Refusal {
  if (!(e instanceof ApiError)) return { field: null, message: 'The server could not be reached; nothing was saved.' };
  const apiField = e.body.field ?? e.body.errors?.[0]?.field ?? '';
  const raw = e.body.message ?? e.body.errors?.[0]?.message ?? `the server answered HTTP ${e.status}`;
  const field = fieldOf(apiField, request);
  // The message without the API's field name in front ('file: x', 'SvgImage is ...', 'name: ...').
  const lead = apiField && raw.startsWith(apiField) ? raw.slice(apiField.length) : raw;
  const rest = lead.replace(/^\s*:\s*/, '').trim();
  const isFile = field === 'svgImage' || field === 'descriptionImage';
  if (isFile) {
    const reason =
      lead !== raw && /^\s+(is|has|must)\b/.test(lead) ? `This file ${rest}` : `This file was refused: ${rest}`;
    return { field, message: sentence(reason) };
  }
  return { field, message: sentence(field ? rest : raw) };
}
