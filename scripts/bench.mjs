// `npm run bench`: every bench/*.mjs script (engine, CLI batch, API, planner, site) prints JSON rows
// {group, name, value, unit, target}; this prints them as one table. Builds first if dist is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { banner, ensurePnpm, installAndBuild, ROOT, withThrowawayPostgres } from './lib.mjs';

if (!existsSync(join(ROOT, 'packages/optics-engine/dist/index.js')) || process.argv.includes('--build'))
  installAndBuild(ensurePnpm());
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// Root bench/ plus each package's own bench/ folder.
const benchDirs = [
  'bench',
  ...['packages', 'apps'].flatMap((d) => readdirSync(join(ROOT, d)).map((p) => join(d, p, 'bench'))),
];
const scripts = benchDirs
  .filter((d) => existsSync(join(ROOT, d)))
  .flatMap((d) => readdirSync(join(ROOT, d)).map((f) => join(d, f)))
  .filter((f) => f.endsWith('.mjs') && !f.split('/').pop().startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
const rows = [];

/** Runs every bench script; the API bench also gets the PostgreSQL of `databaseUrl`, if any. */
function runAll(databaseUrl) {
  for (const s of scripts) {
    banner(s);
    const env = { ...process.env, ...(databaseUrl && s.includes('api') ? { DATABASE_URL: databaseUrl } : {}) };
    const r = spawnSync(process.execPath, [join(ROOT, s)], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    for (const line of r.stdout.split('\n')) {
      try {
        const row = JSON.parse(line);
        if (row && typeof row === 'object' && 'value' in row) rows.push(row);
      } catch {
        if (line.trim()) console.log(line);
      }
    }
    if (r.status !== 0)
      rows.push({ group: s, name: 'FAILED', value: Number.NaN, unit: `exit ${r.status}`, target: '' });
  }
}

// A throwaway PostgreSQL (Debian's) for the API bench when none is given and one is installed.
if (process.env.DATABASE_URL) runAll(process.env.DATABASE_URL);
else if ((await withThrowawayPostgres(async (url) => runAll(url) ?? true)) === undefined) runAll(undefined);

const fmt = (v) =>
  typeof v !== 'number' || !Number.isFinite(v)
    ? String(v)
    : Math.abs(v) >= 1e5
      ? v.toExponential(3)
      : Number(v.toPrecision(4)).toString();
const cols = [
  ['group', (r) => r.group],
  ['benchmark', (r) => r.name],
  ['value', (r) => fmt(r.value)],
  ['unit', (r) => r.unit],
  ['target', (r) => r.target ?? ''],
];
const widths = cols.map(([h, f]) => Math.max(h.length, ...rows.map((r) => String(f(r)).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(cols.map(([h]) => h))}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(cols.map(([, f]) => f(r))));
