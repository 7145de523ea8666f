/**
 * The page's address read back: the query of url-codec.ts, and a long measured spectrum deflated (the browser's
 * DecompressionStream, raw DEFLATE, base64url after `~z`) in the query or, when the query would have been too
 * long, after `#` (page-url-write.ts writes them).
 */
import type { PathState } from './path-state.js';
import { DEFLATED, decodeParams, HASH_KEY, spectrumText } from './url-codec.js';

const fromBase64Url = (text: string): Uint8Array => {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

/** Bytes through a compression or decompression stream. */
export async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The text of deflateText's output (page-url-write.ts). */
export const inflateText = async (b64: string): Promise<string> =>
  new TextDecoder().decode(await through(fromBase64Url(b64), new DecompressionStream('deflate-raw')));

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
