/**
 * Error bodies: every 4xx names the field it is about (`field`, and the field in `message`), so the
 * site can put the message next to the input. Unexpected errors become a 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  /**
   * A stable code for scripts and the site (the engine's codes for its own errors, e.g. `invalid-material`; else
   * one per kind of refusal: `invalid-input`, `not-found`, `too-large`, `unsupported-media-type`, ...).
   */
  code: string;
  message: string;
  field: string;
  errors?: { field: string; message: string }[];
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The code of a refusal that names none of its own, by HTTP status. */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid-input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  406: 'not-acceptable',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  500: 'server-error',
};

/** An error that maps to an HTTP status and names the offending field. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string;
  readonly code: string;
  readonly errors?: { field: string; message: string }[];
  constructor(
    statusCode: number,
    field: string,
    message: string,
    errors?: { field: string; message: string }[],
    code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
    this.code = code ?? STATUS_CODES[statusCode] ?? 'error';
    this.errors = errors;
  }
}

export const badRequest = (
  field: string,
  message: string,
  errors?: { field: string; message: string }[],
  code?: string,
) => new HttpError(400, field, message, errors, code);
export const notFound = (field: string, message: string) => new HttpError(404, field, message);

export function errorBody(statusCode: number, field: string, message: string, code?: string): ErrorBody {
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code: code ?? STATUS_CODES[statusCode] ?? 'error',
    message,
    field,
  };
}

/** `body/layoutSettings/title` style path of an ajv error, as a dotted field name. */
function validationField(err: FastifyError): string {
  const v = err.validation?.[0];
  const context = err.validationContext ?? 'body';
  if (!v) return context;
  const path = v.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  const params = v.params as Record<string, unknown>;
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const field = [path, extra].filter(Boolean).join('.');
  return field || context;
}

const CLIENT_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'content-type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'content-length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'file'],
  FST_PARTS_LIMIT: [413, 'body'],
  FST_FILES_LIMIT: [413, 'file'],
  FST_FIELDS_LIMIT: [413, 'body'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'content-type'],
  FST_PROTO_VIOLATION: [400, 'body'],
  FST_ERR_VALIDATION: [400, 'body'],
};

/** A byte count in words for a message: '5 MiB', '64 KiB', '2.5 MiB', '900 bytes'. */
export function bytesInWords(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MiB'],
    [1024, 'KiB'],
  ];
  for (const [size, unit] of units)
    if (bytes >= size) {
      const v = bytes / size;
      return `${Number.isInteger(v) ? v : v.toFixed(1)} ${unit}`;
    }
  return `${bytes} bytes`;
}

/** The multipart plugin's error for a file over the size limit names the form part it stopped reading. */
interface FileTooLarge extends FastifyError {
  part?: { fieldname?: string };
}

/**
 * Installs the error handler (the not-found handler lives in http/site.ts). `fileLimitBytes` is the
 * upload limit given to the multipart plugin: a file over it is refused (413) with the limit in words
 * and the form field it came in, so the admin's form can say so beside that field.
 */
export function installErrorHandlers(app: FastifyInstance, options: { fileLimitBytes?: number } = {}): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' && options.fileLimitBytes) {
      const field = (err as FileTooLarge).part?.fieldname || 'file';
      const message = `${field} is larger than ${bytesInWords(options.fileLimitBytes)}, the largest file the server accepts`;
      return reply.status(413).send(errorBody(413, field, message));
    }
    if (err instanceof HttpError) {
      const body: ErrorBody = errorBody(err.statusCode, err.field, err.message, err.code);
      if (err.errors) body.errors = err.errors;
      return reply.status(err.statusCode).send(body);
    }
    if (err.validation) {
      const field = validationField(err);
      const detail = err.validation[0]?.message ?? 'is invalid';
      const message = `${field} ${detail}`.replace(/\s+/g, ' ');
      return reply
        .status(400)
        .send({ ...errorBody(400, field, message), errors: [{ field, message }] } satisfies ErrorBody);
    }
    const known = err.code ? CLIENT_CODES[err.code] : undefined;
    const status = known?.[0] ?? (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 0);
    if (status) {
      const field = known?.[1] ?? 'request';
      const message = err.message.toLowerCase().includes(field) ? err.message : `${field}: ${err.message}`;
      return reply.status(status).send(errorBody(status, field, message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'server', 'server: unexpected error'));
  });
}

/** JSON schema of an error body (for response schemas). */
export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['statusCode', 'error', 'code', 'message', 'field'],
} as const;
