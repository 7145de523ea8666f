// API bench (`node bench/api.mjs`): starts the built server (apps/api/bin/serve.mjs) on loopback and
// measures GET /api/materials and POST /api/schemes with autocannon, on the embedded PGlite and,
// when DATABASE_URL is set, on that PostgreSQL. Prints a table; `--json` prints the rows as JSON.
// Targets: GET /api/materials >= 3000 req/s on PGlite, >= 5000 on PostgreSQL, p99 < 50 ms;
// POST /api/schemes >= 500 req/s on PostgreSQL.
//
// GET /api/materials is measured twice: as autocannon sends it (no Accept-Encoding: the ~250 kB JSON
// text) and with the Accept-Encoding a browser sends (Chromium's `gzip, deflate, br, zstd`: the
// stored brotli, ~37 kB). Each row also gives the server's CPU time per request and the bench
// process's CPU share (autocannon runs here): with ~250 kB bodies autocannon turns every response
// body into a string (its PipelinedRequestsQueue.addBody), so on a 2-core machine the client, not the
// server, is usually the limit; the server's CPU per request is the figure the route controls.
// So the rows with targets count each body's bytes without building that string (a measurement of the
// server and loopback: it replaces one method of autocannon's client, discardBodies below); one more row,
// without a target, keeps autocannon's own client to show how far the client alone limits the figure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { requireBuiltApi, startServer } from './_server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** What Chromium sends on fetch() over http (brotli and zstd only over https in some browsers). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

requireBuiltApi('bench/api.mjs');

const start = startServer;

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system, ms) of process `pid` so far; undefined where /proc is missing. */
function cpuMsOf(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** autocannon's client keeps each response body as a string; this keeps only the byte count. */
const discardBodies = (client) => {
  if (typeof client.pipelinedRequests?.addBody !== 'function')
    throw new Error('bench/api.mjs: this autocannon has no pipelinedRequests.addBody to replace');
  client.pipelinedRequests.addBody = () => {};
};

async function measure(name, opts, serverPid, keepBodies = false) {
  const run = { ...opts, connections: CONNECTIONS, ...(keepBodies ? {} : { setupClient: discardBodies }) };
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ ...run, duration: 2 });
  const server0 = cpuMsOf(serverPid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await autocannon({ ...run, duration: DURATION_S });
  const wallMs = performance.now() - t0;
  const client = process.cpuUsage(client0);
  const server1 = cpuMsOf(serverPid);
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return {
    name,
    reqPerS: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx,
    kBPerReq: Math.round(r.throughput.total / Math.max(1, r.requests.total) / 100) / 10,
    serverCpuUsPerReq:
      server0 === undefined || server1 === undefined
        ? undefined
        : Math.round(((server1 - server0) * 1000) / Math.max(1, r.requests.total)),
    clientCpuPct: Math.round(((client.user + client.system) / 1000 / wallMs) * 100),
  };
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
    const pid = server.child.pid;
    return [
      await measure(`${label}: GET /api/materials`, { url: `${server.url}/api/materials` }, pid),
      await measure(
        `${label}: GET /api/materials (browser)`,
        { url: `${server.url}/api/materials`, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
        pid,
      ),
      await measure(
        `${label}: GET /api/materials (client keeps bodies)`,
        { url: `${server.url}/api/materials` },
        pid,
        true,
      ),
      // Many clients behind a trusted proxy (TRUST_PROXY=loopback): one address would meet the
      // per-address write limits (apps/api/README.md, Limits) within the first second.
      await measure(
        `${label}: POST /api/schemes`,
        {
          url: `${server.url}/api/schemes`,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: scheme,
              setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomAddress() } }),
            },
          ],
        },
        pid,
      ),
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
// The browser rows carry the same targets: they are what the site's users get.
const TARGETS = {
  'PGlite: GET /api/materials': ['>= 3000', '< 50'],
  'PGlite: GET /api/materials (browser)': ['>= 3000', '< 50'],
  'PostgreSQL: GET /api/materials': ['>= 5000', '< 50'],
  'PostgreSQL: GET /api/materials (browser)': ['>= 5000', '< 50'],
  'PostgreSQL: POST /api/schemes': ['>= 500', ''],
};
for (const r of rows) {
  const [rate, p99] = TARGETS[r.name] ?? ['', ''];
  console.log(JSON.stringify({ group: 'api', name: r.name, value: r.reqPerS, unit: 'req/s', target: rate }));
  console.log(JSON.stringify({ group: 'api', name: `${r.name} p99 latency`, value: r.p99Ms, unit: 'ms', target: p99 }));
  if (r.serverCpuUsPerReq !== undefined)
    console.log(
      JSON.stringify({
        group: 'api',
        name: `${r.name} server CPU`,
        value: r.serverCpuUsPerReq,
        unit: 'µs/req',
        target: '',
      }),
    );
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else {
  console.log(
    `\nAPI bench: ${CONNECTIONS} connections, ${DURATION_S} s per row, loopback; bodies counted, not kept, except in the row that says so`,
  );
  console.log(
    `${'case'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'kB/req'.padStart(7)} ${'server µs/req'.padStart(14)} ${'bench CPU %'.padStart(12)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(46)} ${String(r.reqPerS).padStart(8)} ${String(r.p50Ms).padStart(7)} ${String(r.p99Ms).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.kBPerReq).padStart(7)} ${String(r.serverCpuUsPerReq ?? '-').padStart(14)} ${String(r.clientCpuPct).padStart(12)}`,
    );
}
