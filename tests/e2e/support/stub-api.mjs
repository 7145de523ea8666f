// Development stand-in for the API (only until apps/api/bin/serve.mjs exists; the e2e suite uses the real
// server): GET /api/materials (grouped), /api/materials/{key}, /api/system/version, POST /api/feedback, and
// apps/site/dist with SPA fallback. PORT env, default 8080.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const dist = join(root, 'apps', 'site', 'dist');
const { materials } = JSON.parse(
  readFileSync(join(root, 'packages', 'optics-engine', 'data', 'materials.json'), 'utf8'),
);
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const send = (code, body, type = 'application/json') => {
    res.writeHead(code, { 'content-type': type });
    res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };
  if (url.pathname === '/api/materials') {
    const groups = new Map();
    for (const m of materials) groups.set(m.type, [...(groups.get(m.type) ?? []), m]);
    return send(
      200,
      [...groups].map(([type, list]) => ({ type, materials: list })),
    );
  }
  if (url.pathname === '/api/system/version') return send(200, { app: '2.3.32', api: 'stub' });
  if (url.pathname === '/api/feedback') return send(201, { ok: true });
  if (url.pathname.startsWith('/api/materials/')) {
    const key = decodeURIComponent(url.pathname.slice(15));
    const m = materials.find((x) => x.key === key);
    return m ? send(200, { key, value: m }) : send(404, { error: 'not found' });
  }
  const file = join(dist, url.pathname);
  if (url.pathname !== '/' && existsSync(file) && !file.endsWith('/'))
    return send(200, readFileSync(file), types[extname(file)] ?? 'application/octet-stream');
  return send(200, readFileSync(join(dist, 'index.html')), 'text/html');
}).listen(Number(process.env.PORT ?? 8080), '127.0.0.1', () => console.log(`stub api on ${process.env.PORT ?? 8080}`));
