/** Reads a multipart form into fields and file buffers (the plugin enforces the size limits). */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

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
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (!fileFields.includes(part.fieldname))
        throw badRequest(
          part.fieldname,
          `${part.fieldname} is not a file field here (expected ${fileFields.join(', ')})`,
        );
      form.files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
    } else {
      form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
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
