/**
 * A whitelist SVG sanitiser for uploaded product drawings. It tokenises the XML, keeps only drawing
 * elements and presentation attributes, and drops what can run code or fetch: <script>,
 * <foreignObject>, on* handlers, javascript:/data:text URLs, external href/url() references,
 * @import in <style>. DOCTYPE/ENTITY declarations are refused (entity expansion, XXE). Attribute
 * values are entity-decoded before they are checked (so `&#106;avascript:` is caught) and re-escaped
 * on output. The served SVG also gets a sandboxing CSP (http/security.ts): two independent layers.
 */

export class SvgRejected extends Error {}

const ALLOWED_ELEMENTS = new Set(
  (
    'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath title desc ' +
    'linearGradient radialGradient stop clipPath mask pattern marker style image switch metadata ' +
    'filter feGaussianBlur feOffset feBlend feFlood feComposite feMerge feMergeNode feColorMatrix feDropShadow'
  ).split(' '),
);
/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'audio', 'video']);

const ATTR_NAME = /^[A-Za-z_][-A-Za-z0-9_.]*(:[A-Za-z_][-A-Za-z0-9_.]*)?$/;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e] ?? all;
  });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a URL-like value looks like to a browser: no whitespace or control characters, lower case. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside URL schemes, so must we.
const squash = (v: string) => v.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

function dangerousCss(v: string): boolean {
  const s = squash(
    decodeEntities(
      v.replace(/\\[0-9a-f]{1,6}\s?/gi, (m) => String.fromCodePoint(Number.parseInt(m.slice(1), 16) || 0x3f)),
    ),
  );
  if (s.includes('@import') || s.includes('expression(') || s.includes('javascript:') || s.includes('behavior:'))
    return true;
  // url(...) may only point inside the document (#id) or to an inline raster image.
  for (const m of s.matchAll(/url\(([^)]*)\)/g)) {
    const target = m[1].replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#') && !SAFE_DATA_IMAGE.test(target)) return true;
  }
  return false;
}

function safeAttribute(element: string, name: string, value: string): boolean {
  const lname = name.toLowerCase();
  if (!ATTR_NAME.test(name) || lname.startsWith('on')) return false;
  if (lname === 'xmlns' || lname.startsWith('xmlns:')) return true;
  const v = squash(value);
  if (lname === 'href' || lname === 'xlink:href' || lname === 'src') {
    if (v.startsWith('#')) return true;
    return element === 'image' && SAFE_DATA_IMAGE.test(value.trim());
  }
  if (v.includes('javascript:') || v.includes('vbscript:') || v.includes('data:text') || v.includes('<')) return false;
  if (lname === 'style' || v.includes('url(')) return !dangerousCss(value);
  // attributeName/values/to on animation elements are not allowed (no animate elements anyway);
  // `xml:base` would move every relative URL.
  return lname !== 'xml:base';
}

interface Tag {
  name: string;
  attrs: [string, string][];
  selfClosing: boolean;
}

function parseAttributes(src: string, tagName: string): [string, string][] {
  const attrs: [string, string][] = [];
  const re = /\s*([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'))?/gy;
  let pos = 0;
  while (pos < src.length) {
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m || m[0].length === 0) {
      if (/^\s*\/?\s*$/.test(src.slice(pos))) break;
      throw new SvgRejected(`file: malformed attributes in <${tagName}>`);
    }
    pos = re.lastIndex;
    if (m[2] === undefined && m[3] === undefined) throw new SvgRejected(`file: attribute ${m[1]} has no quoted value`);
    attrs.push([m[1], decodeEntities(m[2] ?? m[3] ?? '')]);
  }
  return attrs;
}

/** The sanitised SVG text; throws SvgRejected (message names `file`) when it is not an SVG document. */
export function sanitizeSvg(input: string): string {
  const src = input.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(src)) throw new SvgRejected('file: DOCTYPE and ENTITY declarations are not allowed');
  const out: string[] = [];
  const stack: { name: string; kept: boolean }[] = [];
  let dropDepth = 0;
  let inStyle = false;
  let sawRoot = false;
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<\/\s*([A-Za-z_][-\w.:]*)\s*>|<([A-Za-z_][-\w.:]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of src.matchAll(token)) {
    const [all, cdata, close, open, attrSrc, selfClose, text, stray] = m;
    if (stray) throw new SvgRejected('file: the SVG is not well-formed XML');
    if (all.startsWith('<!--') || all.startsWith('<?')) continue;
    if (text !== undefined || cdata !== undefined) {
      const t = cdata ?? decodeEntities(text ?? '');
      if (dropDepth > 0 || stack.length === 0) {
        if (stack.length === 0 && t.trim()) throw new SvgRejected('file: text outside the <svg> element');
        continue;
      }
      if (inStyle && dangerousCss(t)) throw new SvgRejected('file: <style> with external references or scripts');
      out.push(escapeXml(t));
      continue;
    }
    if (close) {
      const top = stack.pop();
      if (!top || top.name !== close) throw new SvgRejected(`file: </${close}> does not close an open element`);
      if (dropDepth > 0) dropDepth--;
      else if (top.kept) out.push(`</${top.name}>`);
      if (top.name === 'style') inStyle = false;
      continue;
    }
    const tag: Tag = { name: open, attrs: parseAttributes(attrSrc ?? '', open), selfClosing: selfClose === '/' };
    if (stack.length === 0) {
      if (sawRoot || tag.name !== 'svg') throw new SvgRejected('file: the document element must be <svg>');
      sawRoot = true;
    }
    const local = tag.name.replace(/^svg:/, '');
    const drop = dropDepth > 0 || DROPPED_WITH_CONTENT.has(local.toLowerCase()) || !ALLOWED_ELEMENTS.has(local);
    if (!tag.selfClosing) {
      stack.push({ name: tag.name, kept: !drop });
      if (drop) dropDepth++;
      if (!drop && local === 'style') inStyle = true;
    }
    if (drop) continue;
    const attrs = tag.attrs
      .filter(([n, v]) => safeAttribute(local, n, v))
      .map(([n, v]) => ` ${n}="${escapeXml(v)}"`)
      .join('');
    out.push(`<${tag.name}${attrs}${tag.selfClosing ? '/' : ''}>`);
  }
  if (stack.length > 0) throw new SvgRejected(`file: <${stack[stack.length - 1].name}> is never closed`);
  if (!sawRoot) throw new SvgRejected('file: no <svg> element');
  return out.join('');
}
