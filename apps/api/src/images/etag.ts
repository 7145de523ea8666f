import { createHash } from 'node:crypto';

/** A strong ETag: the quoted SHA-256 prefix of the bytes. */
export const etagOf = (bytes: Uint8Array): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
