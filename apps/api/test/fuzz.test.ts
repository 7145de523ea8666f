/**
 * Bad input never breaks the server: random bodies, params, content types and files to every route
 * (with and without an admin token) never give a 5xx, and every 4xx body names its field.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeader, multipart, PNG_1X1, type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let app: FastifyInstance;
beforeAll(async () => {
  dbs = await testDatabases();
  app = await testApp(await dbs.fresh(), { loginRateLimit: { maxAttempts: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ROUTES: [Method, string][] = [
  ['GET', '/api/materials'],
  ['GET', '/api/materials/n2defined'],
  ['GET', '/api/materials/:p'],
  ['PUT', '/api/materials/:p'],
  ['POST', '/api/materials/save/:p'],
  ['DELETE', '/api/materials/remove/:p'],
  ['GET', '/api/schemes'],
  ['GET', '/api/schemes/name/:p'],
  ['GET', '/api/schemes/:p'],
  ['GET', '/api/schemes/:p/report'],
  ['POST', '/api/schemes'],
  ['PUT', '/api/schemes/:p'],
  ['DELETE', '/api/schemes/:p'],
  ['GET', '/api/products'],
  ['GET', '/api/products/categorized'],
  ['GET', '/api/products/specs'],
  ['GET', '/api/products/harmonicOptimizationSpec'],
  ['PUT', '/api/products/specs'],
  ['PUT', '/api/products/harmonicOptimizationSpec'],
  ['GET', '/api/products/:p'],
  ['POST', '/api/products'],
  ['PUT', '/api/products/:p'],
  ['DELETE', '/api/products/:p'],
  ['POST', '/api/images/svg/:p'],
  ['POST', '/api/images/description/:p'],
  ['DELETE', '/api/images/description/:p'],
  ['POST', '/api/images/scheme/:p'],
  ['GET', '/api/images/:p/:p'],
  ['GET', '/api/presets'],
  ['GET', '/api/presets/:p'],
  ['POST', '/api/presets'],
  ['PUT', '/api/presets/:p'],
  ['DELETE', '/api/presets/:p'],
  ['POST', '/api/presets/fromScheme'],
  ['GET', '/api/system/version'],
  ['POST', '/api/auth/authorize'],
  ['POST', '/api/feedback'],
  ['GET', '/api/feedback'],
  ['GET', '/api/calculators'],
];

const param = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999999',
    'fused_silica',
    'MM1-TEST',
    'svg',
    'scheme',
    'preset',
    '%00',
    '..%2F..',
    '%E0%A4%A',
    'a b',
    'NaN',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    key: fc.string(),
    name: fc.oneof(fc.string(), fc.integer()),
    type: fc.string(),
    NumberOfAxis: fc.integer({ min: -1, max: 3 }),
    parameters: fc.array(
      fc.record({
        wl_n_range: fc.jsonValue(),
        formula: fc.integer({ min: -1, max: 11 }),
        sellmeier_coeffs: fc.array(fc.double()),
      }),
    ),
  }),
  fc.record({
    version: fc.integer({ min: -1, max: 5 }),
    canvas: fc.record({
      objects: fc.array(
        fc.record({
          kind: fc.constantFrom('product', 'tube', 'line', 'ruler', 'text', 'x'),
          id: fc.string(),
          left: fc.double(),
          top: fc.jsonValue(),
        }),
      ),
    }),
    tableParameters: fc.jsonValue(),
  }),
  fc.record({
    username: fc.jsonValue(),
    password: fc.jsonValue(),
    message: fc.jsonValue(),
    title: fc.jsonValue(),
    scheme: fc.jsonValue(),
  }),
);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
  fc.constant(PNG_1X1),
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${s}</svg>`)),
);
const body = fc.oneof(
  jsonValue.map((v) => ({ payload: JSON.stringify(v), headers: { 'content-type': 'application/json' } })),
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(
          'Title',
          'Category',
          'SchemeId',
          'Name',
          'Width',
          'Height',
          'LongName',
          'NavCode',
          'SnapX',
          'x',
        ),
        fc.string({ maxLength: 20 }),
      ),
      fc.constantFrom('file', 'Image', 'SvgImage', 'other'),
      fileBytes,
    )
    .map(([fields, f, bytes]) => multipart(fields, { [f]: { bytes } })),
  fc.string({ maxLength: 100 }).map((s) => ({ payload: s, headers: { 'content-type': 'application/json' } })),
  fc
    .tuple(
      fc.string({ maxLength: 50 }),
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
    )
    .map(([s, ct]) => ({ payload: s, headers: { 'content-type': ct } })),
  fc.constant(undefined),
);

describe('bad input', () => {
  it('never 5xx; every 4xx names its field in the message', async () => {
    const admin = adminHeader();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        param,
        param,
        body,
        fc.constantFrom<Record<string, string>>(
          {},
          admin,
          { 'x-edit-token': 'abc' },
          { authorization: 'Bearer x.y.z' },
        ),
        async ([method, template], p1, p2, b, auth) => {
          let n = 0;
          const url = template.replace(/:p/g, () => (n++ === 0 ? p1 : p2));
          const hasBody = method === 'POST' || method === 'PUT';
          const r = await app.inject({
            method,
            url,
            headers: { ...auth, ...(hasBody && b ? b.headers : {}) },
            payload: hasBody && b ? b.payload : undefined,
          });
          expect(r.statusCode, `${method} ${url} -> ${r.body.slice(0, 300)}`).toBeLessThan(500);
          if (r.statusCode >= 400) {
            const e = r.json() as { field: string; message: string };
            expect(typeof e.field, `${method} ${url}: ${r.body}`).toBe('string');
            expect(e.field.length).toBeGreaterThan(0);
            expect(e.message.toLowerCase(), `${method} ${url}`).toContain(e.field.toLowerCase());
          }
        },
      ),
      { seed: Number(process.env.FUZZ_SEED ?? 5_2026), numRuns: Number(process.env.FUZZ_RUNS ?? 1500) },
    );
  });
});
