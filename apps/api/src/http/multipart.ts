/** Reads a multipart form into fields and file buffers (the plugin enforces the size limits). */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';
import { assertStorable } from './input-guard.js';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'content-type', 'content-type must be multipart/form-data');
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!fileFields.includes(part.fieldname))
          throw badRequest(
            part.fieldname || 'file',
            `${part.fieldname || 'file'} is not a file field here (expected ${fileFields.join(', ')})`,
          );
        form.files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        assertStorable(value, part.fieldname || 'body');
        form.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    // The parser (busboy) throws plain errors on malformed input: a client error, not ours.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('body', `body: malformed multipart/form-data (${(err as Error).message})`);
  }
  return form;
}

/** The one file of a single-file upload form (field `file`). */
export async function readSingleFile(request: FastifyRequest, field = 'file'): Promise<UploadedFile> {
  const form = await readMultipart(request, [field]);
  const file = form.files[field];
  if (!file || file.bytes.length === 0) throw badRequest(field, `${field} is required: a non-empty file upload`);
  return file;
}
