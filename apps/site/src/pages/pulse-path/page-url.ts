/**
 * The page's address: the query of url-codec.ts, with a long measured spectrum deflated (the browser's
 * CompressionStream, raw DEFLATE, written as base64url after `~z`). A spectrum that still makes the query longer
 * than a server takes in a request line goes after `#` instead (`#pulse.spectrum=...`), where the link keeps it
 * without sending it. Measured here: 200 rows of 4-digit intensities, 2.6 kB as pairs, deflate to 1.3 kB (in the
 * query); 2,048 rows of 6-digit intensities, 38 kB, to 19 kB (after `#`).
 */
import type { PathState } from './path-state.js';
import { DEFLATED, decodeParams, encodeParams, queryString, spectrumText } from './url-codec.js';

/** A spectrum value longer than this is deflated. */
export const DEFLATE_ABOVE = 1200;
/** A query longer than this would pass a server's request-line limit (8 kB) on a reload: the spectrum leaves it. */
export const MAX_QUERY = 6000;
const HASH_KEY = 'pulse.spectrum=';

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Raw DEFLATE of a text as base64url. */
export const deflateText = async (text: string): Promise<string> =>
  toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));

/** The text of deflateText's output. */
export const inflateText = async (b64: string): Promise<string> =>
  new TextDecoder().decode(await through(fromBase64Url(b64), new DecompressionStream('deflate-raw')));

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

/**
 * The state of an address, and the spectrum (from the query or the hash) still to inflate when it was deflated:
 * `inflateSpectrum` gives its text.
 */
export function stateOfLocation(search: string, hash: string): { state: PathState; deflatedSpectrum?: string } {
  const decoded = decodeParams(new URLSearchParams(search));
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(HASH_KEY) || decoded.state.source !== 'spectrum') return decoded;
  const value = h.slice(HASH_KEY.length);
  if (value.startsWith(DEFLATED)) return { state: decoded.state, deflatedSpectrum: value.slice(DEFLATED.length) };
  return { state: { ...decoded.state, pulse: { ...decoded.state.pulse, spectrum: spectrumText(value) } } };
}

/** The text of a deflated spectrum value (base64url after `~z`). */
export const inflateSpectrum = async (b64: string): Promise<string> => spectrumText(await inflateText(b64));
