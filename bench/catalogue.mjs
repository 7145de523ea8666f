// Catalogue bench: selector keystroke-to-list time in chromium, size and time of the materials
// index route, first-load JS, whole-index load and `toolbox calc` start in Node, the catalogue's size in the
// repository and in the site build (tests/e2e/support/bench-catalogue.ts, run through tsx; JSON rows).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

// `toolbox calc` start in Node (process spawn to exit), against `node -e ''` in the same run: 20 runs of each,
// interleaved so that a change of the machine's load falls on all three alike; medians. Target: one
// calculation with a catalogue address < 150 ms above the node baseline.
{
  const cli = join(ROOT, 'apps', 'cli', 'bin', 'toolbox.mjs');
  if (!existsSync(join(ROOT, 'apps', 'cli', 'dist', 'index.js'))) {
    console.error('bench/catalogue.mjs: apps/cli is not built (npm run build): CLI start skipped');
  } else {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const calc = (material) => [
      cli,
      'calc',
      'refractive-index',
      '--input',
      JSON.stringify({ material, wavelengthNm: 1000 }),
    ];
    const runs = {
      base: ['-e', ''],
      curated: calc('BK7'),
      address: calc('specs/SCHOTT-optical/N-BK7'),
    };
    const times = { base: [], curated: [], address: [] };
    for (let i = 0; i < 20; i++) {
      for (const [name, args] of Object.entries(runs)) {
        const t0 = performance.now();
        const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`toolbox ${args.slice(1).join(' ')}: ${r.stderr}`);
        times[name].push(performance.now() - t0);
      }
    }
    const base = median(times.base);
    const row = (name, value, unit, target = '') =>
      console.log(JSON.stringify({ group: 'catalogue', name, value: Number(value.toPrecision(4)), unit, target }));
    row("node -e '' (baseline of this run, median of 20)", base, 'ms');
    row('toolbox calc refractive-index, curated key BK7 (median of 20)', median(times.curated), 'ms');
    row(
      'toolbox calc refractive-index, address specs/SCHOTT-optical/N-BK7 (median of 20)',
      median(times.address),
      'ms',
    );
    row('  curated key minus node start', median(times.curated) - base, 'ms', '< 150 ms');
    row('  catalogue address minus node start', median(times.address) - base, 'ms', '< 150 ms');
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`bench/catalogue.mjs: ${chromium} not found (apt-get install -y chromium): catalogue bench skipped`);
  process.exit(0);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/support/bench-catalogue.ts')], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.stdout.write(r.stdout);
process.exit(r.status ?? 1);
