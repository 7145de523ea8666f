/**
 * Security headers on every response (docs/architecture.md "Security"). CORS stays off: no
 * Access-Control-Allow-Origin is ever sent, so browsers keep other origins out.
 */
import type { FastifyInstance } from 'fastify';

/** CSP of the site's HTML: only same-origin code; inline styles for KaTeX and the charts. */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** CSP of an uploaded SVG opened on its own: no scripts, no fetches, sandboxed. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
      reply.header('Content-Security-Policy', SITE_CSP);
    return payload;
  });
}
