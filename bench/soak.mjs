// Soak bench (`node bench/soak.mjs`, part of `npm run bench`): the built server on
// loopback with the embedded PGlite, SOAK_DURATION_S (60) seconds of mixed traffic:
// - 8 readers in a loop (materials, products, a layout by code, the version), latency of each read;
// - 6 anonymous clients (own addresses via X-Forwarded-For, TRUST_PROXY=loopback) saving a layout
//   about once a second (new layout, then PUTs with the edit token) and uploading a thumbnail;
// - three 5 MiB admin uploads (description images) and a refused 5 MiB thumbnail;
// - a login burst: 300 simultaneous wrong passwords from one address; a 600,000-element SVG.
// Targets: reads p99 < 100 ms; every acknowledged save (201/204) is read back afterwards.
// The readers run in a worker thread (their own event loop: the uploads' request building in this
// process does not delay them), first alone for a baseline (SOAK_BASELINE_S, 10 s), then with the
// mixed traffic; both p99s are printed, so a machine that is slow anyway is told apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import { requireBuiltApi, startServer } from './_server.mjs';

const DURATION_S = Number(process.env.SOAK_DURATION_S ?? 60);
const BASELINE_S = Number(process.env.SOAK_BASELINE_S ?? 10);
const READERS = 8;
const SAVERS = 6;
const PASSWORD = 'soak admin password';

requireBuiltApi('bench/soak.mjs');

const start = startServer;

/** A PNG of the given size in its header (PNG spec 11.2.2) padded with IDAT bytes to `totalBytes`. */
function png(widthPx, heightPx, totalBytes, fill) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(widthPx, 0);
  ihdr.writeUInt32BE(heightPx, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)]);
  const end = chunk('IEND', Buffer.alloc(0));
  return Buffer.concat([head, chunk('IDAT', Buffer.alloc(totalBytes - head.length - end.length - 12, fill)), end]);
}

function form(field, bytes, type) {
  const fd = new FormData();
  fd.append(field, new Blob([bytes], { type }), 'upload');
  return fd;
}

const layout = (title) => ({ version: 3, layoutSettings: { title }, canvas: { objects: [] } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const dataDir = mkdtempSync(join(tmpdir(), 'api-soak-'));
const server = await start({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' });
const base = server.url;
const events = [];
let ok = true;
try {
  const login = await (
    await fetch(`${base}/api/auth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    })
  ).json();
  const admin = { authorization: `Bearer ${login.token}` };
  const productId = (await (await fetch(`${base}/api/products`)).json())[0].id;
  const first = await (
    await fetch(`${base}/api/schemes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(layout('read me')),
    })
  ).json();

  const readUrls = ['/api/materials', '/api/products', `/api/schemes/name/${first.name}`, '/api/system/version'];
  /** READERS loops for `seconds` in a worker thread; resolves with the sorted latencies and errors. */
  const readFor = (seconds) =>
    new Promise((resolve, reject) => {
      const w = new Worker(
        `const { parentPort, workerData: d } = require('node:worker_threads');
        (async () => {
          const endAt = Date.now() + d.seconds * 1000;
          const latencies = [];
          let errors = 0;
          await Promise.all(Array.from({ length: d.readers }, async (_, k) => {
            for (let i = k; Date.now() < endAt; i++) {
              const t0 = performance.now();
              const at = Date.now();
              const r = await fetch(d.base + d.urls[i % d.urls.length]);
              await r.arrayBuffer();
              latencies.push([performance.now() - t0, at]);
              if (r.status !== 200) errors++;
            }
          }));
          parentPort.postMessage({ latencies, errors });
        })();`,
        { eval: true, workerData: { seconds, readers: READERS, base, urls: readUrls } },
      );
      w.once('message', (m) =>
        resolve({
          latencies: m.latencies.map((l) => l[0]).sort((a, b) => a - b),
          timed: m.latencies,
          errors: m.errors,
        }),
      );
      w.once('error', reject);
    });

  const baseline = await readFor(BASELINE_S);
  const endAt = Date.now() + DURATION_S * 1000;

  /** code -> the last acknowledged title */
  const acknowledged = new Map();
  const writeStatus = {};
  const count = (s) => {
    writeStatus[s] = (writeStatus[s] ?? 0) + 1;
  };
  async function saver(k) {
    const ip = `10.1.${k}.${1 + k}`;
    let mine;
    for (let i = 0; Date.now() < endAt; i++) {
      const title = `client ${k} save ${i}`;
      if (!mine || i % 10 === 0) {
        const r = await fetch(`${base}/api/schemes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(layout(title)),
        });
        count(r.status);
        if (r.status === 201) {
          mine = await r.json();
          acknowledged.set(mine.name, title);
        }
      } else {
        const r = await fetch(`${base}/api/schemes/${mine.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-edit-token': mine.editToken },
          body: JSON.stringify(layout(title)),
        });
        count(r.status);
        if (r.status === 204) acknowledged.set(mine.name, title);
        const up = await fetch(`${base}/api/images/scheme/${mine.id}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': ip, 'x-edit-token': mine.editToken },
          body: form('file', png(1800, 1112, 150_000 + i, i % 256), 'image/png'),
        });
        count(up.status);
      }
      await sleep(800 + Math.random() * 400);
    }
  }

  /** `fn` at second `sec` of a 60 s soak, scaled to DURATION_S. */
  async function at(sec, name, fn) {
    await sleep(sec * 1000 * (DURATION_S / 60));
    const t0 = performance.now();
    const from = Date.now();
    const detail = await fn();
    events.push({
      name,
      atS: sec * (DURATION_S / 60),
      ms: Math.round(performance.now() - t0),
      detail,
      from,
      to: Date.now(),
    });
  }
  const bigUpload = (i) => async () => {
    const r = await fetch(`${base}/api/images/description/${productId}`, {
      method: 'POST',
      headers: admin,
      body: form('file', png(4000, 3000, 5 * 1024 * 1024 - 4096, i), 'image/png'),
    });
    return `HTTP ${r.status}`;
  };
  const scripted = [
    at(8, '5 MiB description image #1 (admin)', bigUpload(1)),
    at(20, '5 MiB description image #2 (admin)', bigUpload(2)),
    at(32, '5 MiB description image #3 (admin)', bigUpload(3)),
    at(14, '5 MiB thumbnail (anonymous; refused)', async () => {
      const r = await fetch(`${base}/api/images/scheme/${first.id}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.9.9.9', 'x-edit-token': first.editToken },
        body: form('file', png(1800, 1112, 5 * 1024 * 1024 - 4096, 5), 'image/png'),
      });
      return `HTTP ${r.status}`;
    }),
    at(26, 'login burst: 300 wrong passwords at once, one address', async () => {
      const rs = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          fetch(`${base}/api/auth/authorize`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.66.66' },
            body: JSON.stringify({ username: 'admin', password: `guess ${i}` }),
          }).then((r) => r.status),
        ),
      );
      const by = {};
      for (const s of rs) by[s] = (by[s] ?? 0) + 1;
      return JSON.stringify(by);
    }),
    at(44, '600,000-element SVG (admin; refused)', async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600_000)}</svg>`;
      const r = await fetch(`${base}/api/images/svg/${productId}`, {
        method: 'POST',
        headers: admin,
        body: form('file', Buffer.from(svg), 'image/svg+xml'),
      });
      return `HTTP ${r.status}`;
    }),
  ];
  const [mixed] = await Promise.all([
    readFor(DURATION_S),
    ...Array.from({ length: SAVERS }, (_, k) => saver(k)),
    ...scripted,
  ]);
  const { latencies } = mixed;
  const readErrors = mixed.errors + baseline.errors;

  // Every acknowledged save is read back with its last acknowledged title.
  let lost = 0;
  for (const [code, title] of acknowledged) {
    const r = await fetch(`${base}/api/schemes/name/${code}`);
    const got = r.status === 200 ? (await r.json()).layoutSettings?.title : undefined;
    if (got !== title) lost++;
  }
  const baseP99 = quantile(baseline.latencies, 0.99);
  const p50 = quantile(latencies, 0.5);
  const p99 = quantile(latencies, 0.99);
  const max = latencies[latencies.length - 1];
  const rows = [
    { name: 'reads during the soak: p99 latency', value: Number(p99.toFixed(1)), unit: 'ms', target: '< 100' },
    { name: 'reads during the soak: p50 latency', value: Number(p50.toFixed(1)), unit: 'ms', target: '' },
    { name: 'reads alone (baseline): p99 latency', value: Number(baseP99.toFixed(1)), unit: 'ms', target: '' },
    { name: 'reads p99: soak / baseline', value: Number((p99 / baseP99).toFixed(2)), unit: 'x', target: '' },
    { name: 'reads during the soak: max latency', value: Number(max.toFixed(1)), unit: 'ms', target: '' },
    { name: 'reads during the soak', value: latencies.length, unit: 'requests', target: '' },
    { name: 'acknowledged saves lost', value: lost, unit: `of ${acknowledged.size} layouts`, target: '0' },
  ];
  for (const r of rows) console.log(JSON.stringify({ group: 'soak', ...r }));
  ok = p99 < 100 && lost === 0 && readErrors === 0;
  console.log(`\nSoak: ${DURATION_S} s on loopback, PGlite; ${READERS} readers, ${SAVERS} saving clients`);
  console.log(
    `baseline (reads alone, ${BASELINE_S} s): ${baseline.latencies.length} reads, p50 ${quantile(baseline.latencies, 0.5).toFixed(1)} ms, p99 ${baseP99.toFixed(1)} ms`,
  );
  console.log(
    `reads during the soak: ${latencies.length}, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, errors ${readErrors}`,
  );
  console.log(
    `writes by status: ${JSON.stringify(writeStatus)}; acknowledged layouts ${acknowledged.size}, lost ${lost}`,
  );
  // Reads that started while each scripted event was running: which one slows reads, if any.
  for (const e of events.sort((a, b) => a.atS - b.atS)) {
    const during = mixed.timed
      .filter(([, at]) => at >= e.from && at <= e.to)
      .map(([l]) => l)
      .sort((a, b) => a - b);
    const p = during.length
      ? `${during.length} reads meanwhile, p99 ${quantile(during, 0.99).toFixed(1)} ms`
      : 'no reads meanwhile';
    console.log(`  t=${String(e.atS.toFixed(0)).padStart(2)} s  ${e.name}: ${e.detail} in ${e.ms} ms; ${p}`);
  }
  const busy = (at) => events.some((e) => at >= e.from && at <= e.to);
  const quiet = mixed.timed
    .filter(([, at]) => !busy(at))
    .map(([l]) => l)
    .sort((a, b) => a - b);
  if (quiet.length)
    console.log(
      `  reads with only the saving clients running: ${quiet.length}, p99 ${quantile(quiet, 0.99).toFixed(1)} ms`,
    );
} finally {
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
if (!ok) process.exitCode = 1;
