// `npm test`: install, build, lint, typecheck and run every test suite.
// The real-PostgreSQL suite and the browser suite need Debian's postgresql and chromium;
// where they are missing this script says so loudly and runs the rest (.ci/run installs both).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { banner, ensurePnpm, fail, installAndBuild, ROOT, run, warnLoud } from './lib.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = join(ROOT, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];

const pnpm = ensurePnpm();
if (!process.argv.includes('--no-build')) installAndBuild(pnpm);

banner('lint (biome)');
run(pnpm, ['exec', 'biome', 'check', '.']);
banner('typecheck');
run(pnpm, ['-r', '--workspace-concurrency=2', 'typecheck']);

mkdirSync(results, { recursive: true });

/** Runs vitest for the given projects, adds its counts to the totals; returns true when green. */
function vitest(name, projects, env = {}) {
  banner(`vitest: ${name}`);
  const out = join(results, `${name}.json`);
  rmSync(out, { force: true });
  const args = [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const status = run(pnpm, args, { allowFail: true, env: { ...process.env, TZ: 'UTC', ...env } });
  let counts = { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    counts = {
      passed: r.numPassedTests,
      failed: r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0),
      skipped: r.numPendingTests + r.numTodoTests,
    };
  }
  for (const k of Object.keys(totals)) totals[k] += counts[k];
  suites.push({ name, ...counts });
  return status === 0;
}

let ok = vitest('unit', ['optics-engine', 'planner-engine', 'ui', 'cli', 'api', 'site']);

// Real PostgreSQL: a throwaway cluster on a loopback port in a temp directory.
if (existsSync(join(PG_BIN, 'initdb'))) {
  const dir = mkdtempSync(join(tmpdir(), 'pgtest-'));
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = String(55000 + Math.floor(Math.random() * 1000));
  const sh = (args) =>
    spawnSync(asPg[0] ?? args[0], asPg.length ? [...asPg.slice(1), ...args] : args.slice(1), { encoding: 'utf8' });
  const init = sh([
    join(PG_BIN, 'initdb'),
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const start =
    init.status === 0 &&
    sh([
      join(PG_BIN, 'pg_ctl'),
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  if (start?.status !== 0) {
    ok = false;
    console.error(init.stderr, start?.stderr);
    warnLoud('PostgreSQL is installed but the throwaway server did not start: the real-PostgreSQL suite FAILED');
  } else {
    try {
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      ok = vitest('api-postgres', ['api'], { DATABASE_URL: url, TEST_DATABASE_URL: url }) && ok;
    } finally {
      sh([join(PG_BIN, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    }
  }
} else {
  warnLoud(
    `PostgreSQL 15 not found at ${PG_BIN}: the real-PostgreSQL suite is SKIPPED (apt-get install -y postgresql-15, or run .ci/run)`,
  );
}

if (existsSync(CHROMIUM)) {
  ok = vitest('browser', ['e2e'], { CHROMIUM_PATH: CHROMIUM }) && ok;
} else {
  warnLoud(
    `chromium not found at ${CHROMIUM}: the browser suite is SKIPPED (apt-get install -y chromium, or run .ci/run)`,
  );
}

banner('summary');
for (const s of suites)
  console.log(`  ${s.name.padEnd(14)} ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (!ok || totals.failed > 0) fail('some tests failed');
