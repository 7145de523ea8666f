/** SVG uploads checked and sanitised, with errors (400, 413) naming the form field. */
import { badRequest, HttpError } from '../http/errors.js';
import { SvgRejected, type SvgSanitizer } from './sanitize-svg.js';

function asHttpError(err: unknown, field: string): unknown {
  if (!(err instanceof SvgRejected)) return err;
  const message = err.message.replace(/^file/, field);
  return err.status === 413 ? new HttpError(413, field, message) : badRequest(field, message);
}

/** The sanitised SVG bytes, sanitised in the worker thread; 400/413 naming `field` otherwise. */
export async function checkedSvg(sanitizer: SvgSanitizer, bytes: Uint8Array, field: string): Promise<Buffer> {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return Buffer.from(await sanitizer.sanitize(text), 'utf8');
  } catch (err) {
    throw asHttpError(err, field);
  }
}
