/**
 * Serves the built site (apps/site/dist) from the API's port, with a single-page-app fallback to
 * index.html for every GET that is not under /api. Without a build, a placeholder page says so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Optics toolbox</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>Optics toolbox</h1>
<p>The site is not built yet (apps/site/dist is missing). Run <code>npm run build</code>, or
<code>npm start</code>, which builds it. The API is up under <a href="/api/system/version">/api</a>.</p>
</body></html>`;

export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<void> {
  const built = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        if (path.includes(`${join(siteDir, 'assets')}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (isPage) {
      if (!built) return reply.status(200).type('text/html; charset=utf-8').send(PLACEHOLDER);
      // A file that exists (e.g. /favicon.svg, /assets/x.js) is served as is; anything else is a route.
      let rel: string;
      try {
        rel = decodeURIComponent(path).replace(/^\/+/, '');
      } catch {
        rel = '';
      }
      const hasDot = /\.[A-Za-z0-9]+$/.test(rel);
      if (rel && !rel.includes('..') && existsSync(join(siteDir as string, rel)) && hasDot) return reply.sendFile(rel);
      if (hasDot && rel.startsWith('assets/'))
        return reply.status(404).send(errorBody(404, 'path', `path ${path} not found`));
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, 'path', `path ${request.method} ${path} not found`));
  });
}
