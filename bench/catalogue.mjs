// Catalogue bench (issue 12): selector keystroke-to-list time in chromium, size and time of the materials
// index route, first-load JS, whole-index load and `toolbox calc` start in Node, the catalogue's size in the
// repository and in the site build (tests/e2e/support/bench-catalogue.ts, run through tsx; JSON rows).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
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
