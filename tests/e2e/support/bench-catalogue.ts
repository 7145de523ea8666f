/**
 * Catalogue bench (run through bench/catalogue.mjs, after building the site, the API and the CLI):
 * prints JSON rows {group, name, value, unit, target}:
 * - the material selector's keystroke-to-list time over the whole catalogue in chromium (median),
 * - size and time of GET /api/materials/index (with GET /api/system/version as the baseline of the run),
 * - the first load of / (JavaScript, gzip),
 * - loading the whole index in Node (read, parse, decode, one search) and one chunk
 *   (`toolbox calc` start times are measured by bench/catalogue.mjs itself, without chromium),
 * - the catalogue's size in the repository and in the site build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  builtinMaterials,
  type CatalogueIndex,
  decodeCatalogueIndex,
  searchCatalogue,
} from '../../../packages/optics-engine/src/index.js';
import { ROOT, startHarness } from './harness.js';

const rows: { group: string; name: string; value: number; unit: string; target: string }[] = [];
const row = (name: string, value: number, unit: string, target = '') =>
  rows.push({ group: 'catalogue', name, value: Number(value.toPrecision(4)), unit, target });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const CAT = join(ROOT, 'packages', 'optics-engine', 'data', 'catalogue');

function du(dir: string): number {
  let n = 0;
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, f.name);
    n += f.isDirectory() ? du(p) : statSync(p).size;
  }
  return n;
}

// Sizes in the repository and in the site build.
row('catalogue in the repository (index + gzipped chunks)', du(CAT) / 1e6, 'MB');
row('catalogue index.json (raw)', statSync(join(CAT, 'index.json')).size / 1024, 'kB');
const DIST = join(ROOT, 'apps', 'site', 'dist');
const distFiles: string[] = [];
const walk = (d: string) => {
  for (const f of readdirSync(d, { withFileTypes: true }))
    f.isDirectory() ? walk(join(d, f.name)) : distFiles.push(join(d, f.name));
};
walk(DIST);
const inSite = distFiles.filter((f) => /catalogue|chunks\//.test(f)).reduce((s, f) => s + statSync(f).size, 0);
row('catalogue files in the site build (served by the API)', inSite / 1024, 'kB', '0: fetched on demand');

// The whole index in Node (what the CLI and the API do on their first catalogue lookup).
{
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const index = JSON.parse(readFileSync(join(CAT, 'index.json'), 'utf8')) as CatalogueIndex;
    const entries = decodeCatalogueIndex(index);
    searchCatalogue('N-BK7', entries, builtinMaterials, 20);
    times.push(performance.now() - t0);
  }
  row('load the whole index in Node (read, parse, decode, first search)', median(times), 'ms', '< 1000 ms');
  const chunkT: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    JSON.parse(gunzipSync(readFileSync(join(CAT, 'chunks', 'specs', 'SCHOTT-optical.json.gz'))).toString('utf8'));
    chunkT.push(performance.now() - t0);
  }
  row('load one chunk in Node (SCHOTT-optical, 240 pages)', median(chunkT), 'ms');
}

// `toolbox calc` start times: bench/catalogue.mjs (runs without chromium).

const h = await startHarness();
try {
  // The index route: size and time (GET /api/system/version is the baseline of the same run).
  const get = async (path: string, gzip: boolean) => {
    const t0 = performance.now();
    const r = await fetch(h.url + path, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
    const body = await r.arrayBuffer();
    return { ms: performance.now() - t0, bytes: body.byteLength };
  };
  await get('/api/materials/index', true);
  const idx: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < 30; i++) {
    idx.push((await get('/api/materials/index', true)).ms);
    base.push((await get('/api/system/version', false)).ms);
  }
  const raw = readFileSync(join(CAT, 'index.json'));
  row('GET /api/materials/index size (gzip)', gzipSync(raw).length / 1024, 'kB');
  row('GET /api/materials/index time (median of 30)', median(idx), 'ms');
  row('  GET /api/system/version (baseline)', median(base), 'ms');
  row('  index over baseline', median(idx) / median(base), 'ratio');

  // First load of / (as bench-site measures it).
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const seen = new Set<string>();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith('.js') && p.startsWith('/assets/')) seen.add(p);
  });
  await page.goto(`${h.url}/`, { waitUntil: 'networkidle' });
  const firstGz = [...seen].reduce((s, p) => s + gzipSync(readFileSync(join(DIST, p))).length, 0);
  row('first load of / (JS, gzip)', firstGz / 1024, 'kB', '< 200 kB');

  // Keystroke to list: type queries into the selector of the dispersion page, index loaded.
  await page.goto(`${h.url}/tools/dispersionparameters`, { waitUntil: 'networkidle' });
  await page.locator('.tool-inputs').waitFor();
  const box = page.getByLabel('Material', { exact: true });
  await box.click();
  await box.fill('a');
  await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 20, undefined, {
    timeout: 20_000,
  });
  const queries = [
    'n',
    'n-',
    'n-b',
    'n-bk',
    'n-bk7',
    'sf',
    'sf1',
    'sf11',
    'hik',
    'hikari',
    'hikari la',
    'sio',
    'sio2',
    'bbo',
    'caf',
    'caf2',
    'zn',
    'znse',
    '1.51',
    '5176',
    'mal',
    'malitson',
    'ohara s-',
    'cdgm h-zf',
    'water',
    'ag',
    'gold',
    'lasf9',
    'f2',
    'bk',
  ];
  const times: number[] = await page.evaluate(async (qs) => {
    const input = document.querySelector('input[role="combobox"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (v: string) => void;
    const out: number[] = [];
    for (const q of qs) {
      const t0 = performance.now();
      setter.call(input, q);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders the discrete input event synchronously; wait for the frame that shows it.
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  }, queries);
  row(
    `selector keystroke to list, whole catalogue (median of ${times.length}, chromium)`,
    median(times),
    'ms',
    '< 50 ms',
  );
  row('  slowest keystroke', Math.max(...times), 'ms');
  await page.close();
} finally {
  await h.close();
}
for (const r of rows) console.log(JSON.stringify(r));
