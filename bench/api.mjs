// API bench (`node bench/api.mjs`): starts the built server (apps/api/bin/serve.mjs) on loopback and
// measures GET /api/materials and POST /api/schemes with autocannon, on the embedded PGlite and,
// when DATABASE_URL is set, on that PostgreSQL. Prints a table; `--json` prints the rows as JSON.
// Targets (issue 5): GET /api/materials >= 3000 req/s on PGlite, >= 5000 on PostgreSQL, p99 < 50 ms;
// POST /api/schemes >= 500 req/s on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { requireBuiltApi, startServer } from './_server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

requireBuiltApi('bench/api.mjs');

const start = startServer;

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function measure(name, opts) {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ ...opts, duration: 2, connections: CONNECTIONS });
  const r = await autocannon({ ...opts, duration: DURATION_S, connections: CONNECTIONS });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return { name, reqPerS: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx };
}

const scheme = JSON.stringify({
  version: 3,
  layoutSettings: { title: 'bench' },
  canvas: { objects: [{ kind: 'product', id: 'p1', name: 'BLACK-BOX', left: 100, top: 100, angle: 0 }] },
});

const randomAddress = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;

async function benchDatabase(label, env) {
  const server = await start({ TRUST_PROXY: 'loopback', ...env });
  try {
    return [
      await measure(`${label}: GET /api/materials`, { url: `${server.url}/api/materials` }),
      // Many clients behind a trusted proxy (TRUST_PROXY=loopback): one address would meet the
      // per-address write limits (issue 18) within the first second.
      await measure(`${label}: POST /api/schemes`, {
        url: `${server.url}/api/schemes`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: scheme,
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomAddress() } }),
          },
        ],
      }),
    ];
  } finally {
    await stop(server.child);
  }
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
try {
  rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  if (process.env.DATABASE_URL)
    rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL })));
  else console.log('(DATABASE_URL not set: PostgreSQL not measured)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// Rows for the table of `npm run bench` (scripts/bench.mjs reads JSON lines with a value).
const TARGETS = {
  'PGlite: GET /api/materials': ['>= 3000', '< 50'],
  'PostgreSQL: GET /api/materials': ['>= 5000', '< 50'],
  'PostgreSQL: POST /api/schemes': ['>= 500', ''],
};
for (const r of rows) {
  const [rate, p99] = TARGETS[r.name] ?? ['', ''];
  console.log(JSON.stringify({ group: 'api', name: r.name, value: r.reqPerS, unit: 'req/s', target: rate }));
  console.log(JSON.stringify({ group: 'api', name: `${r.name} p99 latency`, value: r.p99Ms, unit: 'ms', target: p99 }));
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else {
  console.log(`\nAPI bench: ${CONNECTIONS} connections, ${DURATION_S} s per row, loopback`);
  console.log(
    `${'case'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(36)} ${String(r.reqPerS).padStart(8)} ${String(r.p50Ms).padStart(7)} ${String(r.p99Ms).padStart(7)} ${String(r.non2xx).padStart(8)}`,
    );
}
