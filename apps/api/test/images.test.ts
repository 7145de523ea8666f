import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeader, multipart, PNG_1X1, type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let app: FastifyInstance;
let productId: number;
beforeAll(async () => {
  dbs = await testDatabases();
  app = await testApp(await dbs.fresh(), { fileLimitBytes: 64 * 1024 });
  productId = ((await app.inject('/api/products/MM1-TEST')).json() as { id: number }).id;
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
});

const admin = adminHeader();
const upload = (url: string, bytes: Buffer | string, headers: Record<string, string> = admin) => {
  const form = multipart({}, { file: { bytes } });
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('images', () => {
  it('POST /api/images/svg/{id}: sanitised SVG, served with SVG type, CSP, ETag and cache headers', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="5" height="5"/></a>' +
      '<image href="https://evil.example/x.png"/><use xlink:href="#r"/><rect id="r" fill="url(http://evil/x)" width="1" height="1"/></svg>';
    const r = await upload(`/api/images/svg/${productId}`, svg);
    expect(r.statusCode).toBe(201);
    const got = await app.inject(r.json().url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('image/svg+xml');
    expect(got.headers['content-security-policy']).toContain("default-src 'none'");
    expect(got.headers['cache-control']).toContain('immutable');
    expect(got.headers.etag).toBe(r.json().etag);
    for (const bad of ['onload', 'script', 'javascript', 'evil']) expect(got.body).not.toContain(bad);
    expect(got.body).toContain('xlink:href="#r"');
    // the product's svgImage URL changes with the content (cache busting)
    expect((await app.inject(`/api/products/${productId}`)).json().svgImage).toBe(r.json().url);
  });

  it('non-SVG uploads to svg are 400 naming the file', async () => {
    for (const bad of ['hello', '<html><script>x</script></html>', '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>']) {
      const r = await upload(`/api/images/svg/${productId}`, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().field).toBe('file');
    }
    // A text file and an HTML page are no SVG, and the message says so in those words.
    expect((await upload(`/api/images/svg/${productId}`, 'hello')).json().message).toBe(
      'file is not a valid SVG: it is not well-formed XML',
    );
    expect((await upload(`/api/images/svg/${productId}`, '<html><body>x</body></html>')).json().message).toBe(
      'file is not a valid SVG: its document element must be <svg>',
    );
  });

  it('description images: PNG/JPEG by magic bytes; DELETE 200 then 404', async () => {
    const bad = await upload(`/api/images/description/${productId}`, Buffer.from('GIF89a......'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('PNG or JPEG');
    const ok = await upload(`/api/images/description/${productId}`, PNG_1X1);
    expect(ok.statusCode).toBe(201);
    expect((await app.inject(ok.json().url)).headers['content-type']).toBe('image/png');
    const del = () => app.inject({ method: 'DELETE', url: `/api/images/description/${productId}`, headers: admin });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect((await app.inject(`/api/images/description/${productId}`)).statusCode).toBe(404);
  });

  it('size limit: files above the limit are 413 naming the file', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(70 * 1024)]);
    const r = await upload(`/api/images/description/${productId}`, big);
    expect(r.statusCode).toBe(413);
    expect(r.json().field).toBe('file');
    // The limit in words (this app's 64 KiB), so the admin's form can say what is allowed.
    expect(r.json().message).toBe('file is larger than 64 KiB, the largest file the server accepts');
  });

  it('missing file, unknown product, non-multipart bodies', async () => {
    const none = multipart({ other: 'x' });
    const r = await app.inject({
      method: 'POST',
      url: `/api/images/svg/${productId}`,
      headers: { ...admin, ...none.headers },
      payload: none.payload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('file');
    expect((await upload('/api/images/svg/999999', '<svg/>')).statusCode).toBe(404);
    const json = await app.inject({
      method: 'POST',
      url: `/api/images/svg/${productId}`,
      headers: admin,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect((await app.inject('/api/images/unknownkind/1')).statusCode).toBe(400);
  });

  it('image writes need an admin (401)', async () => {
    expect((await upload(`/api/images/svg/${productId}`, '<svg/>', {})).statusCode).toBe(401);
    expect((await upload(`/api/images/description/${productId}`, PNG_1X1, {})).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/images/description/${productId}` })).statusCode).toBe(401);
  });
});
