/**
 * The page's address written: the query of url-encode.ts, with a long measured spectrum deflated (the browser's
 * CompressionStream, raw DEFLATE, written as base64url after `~z`). A spectrum that still makes the query longer
 * than a server takes in a request line goes after `#` instead (`#pulse.spectrum=...`), where the link keeps it
 * without sending it. Measured here: 200 rows of 4-digit intensities, 2.6 kB as pairs, deflate to 1.3 kB (in the
 * query); 2,048 rows of 6-digit intensities, 38 kB, to 19 kB (after `#`). Loaded with the page's first edit.
 */
import { through } from './page-url.js';
import type { PathState } from './path-state.js';
import { HASH_KEY, queryString } from './url-codec.js';
import { encodeParams } from './url-encode.js';

/** A spectrum value longer than this is deflated. */
export const DEFLATE_ABOVE = 1200;
/** A query longer than this would pass a server's request-line limit (8 kB) on a reload: the spectrum leaves it. */
export const MAX_QUERY = 6000;

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Raw DEFLATE of a text as base64url. */
export const deflateText = async (text: string): Promise<string> =>
  toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));

/**
 * The search (with `?`, or '') and hash (with `#`, or '') of a state. `packed` holds deflated spectrum values
 * (`~z` and base64url) by their plain value; a long spectrum not yet there is written plain and named in `needs`,
 * for the caller to deflate (deflateText is asynchronous) and write again.
 */
export function locationOf(
  s: PathState,
  packed: ReadonlyMap<string, string> = new Map(),
): { search: string; hash: string; needs?: string } {
  const params = encodeParams(s);
  let hash = '';
  let needs: string | undefined;
  const pulse = params.find(([k]) => k === 'pulse');
  const at = pulse ? pulse[1].indexOf('spectrum:') : -1;
  if (pulse && at >= 0) {
    const value = pulse[1].slice(at + 'spectrum:'.length);
    let written = value;
    if (value.length > DEFLATE_ABOVE) {
      const p = packed.get(value);
      if (p === undefined) needs = value;
      else if (p.length < value.length) written = p;
    }
    pulse[1] = `${pulse[1].slice(0, at)}spectrum:${written}`;
    if (queryString(params).length > MAX_QUERY) {
      // The other pulse fields stay in the query; the spectrum marks its place with an empty value.
      pulse[1] = `${pulse[1].slice(0, at)}spectrum:`;
      hash = `#${HASH_KEY}${written}`;
    }
  }
  const q = queryString(params);
  return { search: q ? `?${q}` : '', hash, ...(needs === undefined ? {} : { needs }) };
}
