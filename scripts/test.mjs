// `npm test`: install, build, lint, typecheck and run every test suite.
// The real-PostgreSQL suite and the browser suite need Debian's postgresql and chromium;
// where they are missing this script says so loudly and runs the rest (.ci/run installs both).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  banner,
  ensurePnpm,
  fail,
  installAndBuild,
  PG_BIN,
  ROOT,
  run,
  warnLoud,
  withThrowawayPostgres,
} from './lib.mjs';

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
banner('import graph (circles, layer breaks)');
run(process.execPath, [join(ROOT, 'scripts', 'import-graph.mjs')]);

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

let ok = vitest('unit', ['conventions', 'optics-engine', 'planner-engine', 'ui', 'cli', 'api', 'site']);

// Real PostgreSQL: a throwaway cluster on a loopback port in a temp directory.
try {
  const ran = await withThrowawayPostgres(async (url) => {
    ok = vitest('api-postgres', ['api'], { DATABASE_URL: url, TEST_DATABASE_URL: url }) && ok;
    return true;
  });
  if (ran === undefined) {
    warnLoud(
      `PostgreSQL 15 not found at ${PG_BIN}: the real-PostgreSQL suite is SKIPPED (apt-get install -y postgresql-15, or run .ci/run)`,
    );
  }
} catch (e) {
  ok = false;
  console.error(e.message);
  warnLoud('PostgreSQL is installed but the throwaway server did not start: the real-PostgreSQL suite FAILED');
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
