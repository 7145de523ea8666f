// The SVG sanitiser: DOMPurify with its SVG profile on a jsdom document, after the file is
// parsed as XML (so namespaces are real: `foo:href` under `xmlns:foo="...xlink"` is the XLink href,
// whatever its prefix). Plain JavaScript so that the same file runs in the worker thread
// (svg-worker.mjs) and in-process (seed, tests) without a build step.
//
// On top of DOMPurify's allow-list: href/src (any namespace, any prefix) may only point inside the
// document (#id) or hold an inline PNG/JPEG/GIF/WebP; CSS in <style> and style= is read with its
// escapes and comments decoded (CSS Syntax Module Level 3, section 4.3.7) and dropped when it
// imports, fetches (url(), image-set(), ...) or runs script. DOCTYPE/ENTITY declarations are
// refused (entity expansion, XXE). The served SVG also gets a sandboxing CSP: two layers.
import { createRequire } from 'node:module';

export class SvgRejected extends Error {
  /** @param {string} message @param {number} [status] 400, or 413 for a file too large to parse */
  constructor(message, status = 400) {
    super(message);
    this.name = 'SvgRejected';
    this.status = status;
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

/**
 * CSS text as the tokenizer reads it: comments removed, escapes decoded (backslash + 1-6 hex digits
 * + one optional whitespace is that code point, 0 / surrogates / > 10FFFF give U+FFFD; backslash +
 * newline is a line continuation; backslash + any other character is that character).
 * @param {string} css
 */
export function decodeCss(css) {
  const noComments = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  return noComments.replace(
    /\\([0-9a-fA-F]{1,6})(\r\n|[ \t\n\r\f])?|\\(\r\n|[\n\r\f])|\\([\s\S])?/g,
    (_m, hex, _ws, _nl, ch) => {
      if (hex !== undefined) {
        const code = Number.parseInt(hex, 16);
        return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
          ? '\ufffd'
          : String.fromCodePoint(code);
      }
      if (ch !== undefined) return ch;
      return '';
    },
  );
}

/** The text without whitespace and control characters (browsers skip them inside tokens), lower case. @param {string} v */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed.
const squash = (v) => v.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

/** Whether CSS text can import, fetch or run anything (after decoding). @param {string} css */
export function unsafeCss(css) {
  const s = squash(decodeCss(css));
  if (/@import|@namespace|@font-face|expression\(|javascript:|vbscript:|behavior:|-moz-binding/.test(s)) return true;
  if (/(image|image-set|cross-fade|element|src)\(/.test(s)) return true;
  for (const m of s.matchAll(/url\(([^)]*)\)?/g)) {
    const target = m[1].replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#') && !SAFE_DATA_IMAGE.test(target)) return true;
  }
  return false;
}

/** @type {{ purify: any, parser: any, serializer: any } | undefined} */
let env;

function environment() {
  if (env) return env;
  // Loaded on first use only: the server's main thread never sanitises (the worker does), and a
  // jsdom in its heap would make every garbage collection of the API slower.
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom');
  const createDOMPurify = require('dompurify');
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && unsafeCss(node.textContent ?? '')) node.textContent = '';
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = String(data.attrName).toLowerCase();
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    const value = String(data.attrValue ?? '');
    const squashed = squash(value);
    let keep = true;
    if (local === 'href' || local === 'src') {
      const tag = String(node.localName ?? '').toLowerCase();
      keep = squashed.startsWith('#') || (tag === 'image' && SAFE_DATA_IMAGE.test(value.trim()));
    } else if (name === 'xml:base' || local.startsWith('on')) keep = false;
    else if (name === 'style' || /url\(|\\|image|expression/.test(squashed)) keep = !unsafeCss(value);
    if (/javascript:|vbscript:|data:text/.test(squashed)) keep = false;
    if (!keep) data.keepAttr = false;
  });
  env = { purify, parser: new window.DOMParser(), serializer: new window.XMLSerializer() };
  return env;
}

/**
 * Default cap on elements: the catalogue's drawings have at most a few dozen; 10,000 take about a
 * second of one idle core to parse and sanitise (in the worker thread); a 600,000-element file is
 * refused after a scan of its text.
 */
export const MAX_SVG_ELEMENTS = 10_000;

/**
 * The sanitised SVG document as text. Throws SvgRejected (message names `file`) when the input is
 * not a well-formed SVG document, or (status 413) has more than `maxElements` elements.
 * @param {string} input
 * @param {number} [maxElements]
 * @returns {string}
 */
export function sanitizeSvg(input, maxElements = MAX_SVG_ELEMENTS) {
  const src = input.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(src)) throw new SvgRejected('file: DOCTYPE and ENTITY declarations are not allowed');
  let elements = 0;
  for (const _ of src.matchAll(/<[A-Za-z_]/g))
    if (++elements > maxElements)
      throw new SvgRejected(
        `file: the SVG has more than ${maxElements} elements; at most ${maxElements} are allowed`,
        413,
      );
  const { purify, parser, serializer } = environment();
  let doc;
  try {
    doc = parser.parseFromString(src, 'image/svg+xml');
  } catch {
    throw new SvgRejected('file is not a valid SVG: it is not well-formed XML');
  }
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0)
    throw new SvgRejected('file is not a valid SVG: it is not well-formed XML');
  if (root.localName !== 'svg') throw new SvgRejected('file is not a valid SVG: its document element must be <svg>');
  if (root.namespaceURI !== SVG_NS)
    throw new SvgRejected(`file is not a valid SVG: the <svg> element needs xmlns="${SVG_NS}"`);
  // CDATA sections become plain text nodes: serialised escaped, never as raw markup-looking text.
  const cdata = [];
  const it = doc.createNodeIterator(root, 0x8 /* NodeFilter.SHOW_CDATA_SECTION */);
  for (let n = it.nextNode(); n; n = it.nextNode()) cdata.push(n);
  for (const n of cdata) n.parentNode?.replaceChild(doc.createTextNode(n.data), n);
  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is not in DOMPurify's SVG list because its href may fetch: the hook above keeps only #id.
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  const svg = body.firstElementChild;
  if (svg?.localName !== 'svg') throw new SvgRejected('file: nothing of the SVG is left after sanitising');
  return serializer.serializeToString(svg);
}
