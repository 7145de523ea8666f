// Site bench: first-load JavaScript, each tool page's own chunk, and input-to-redraw time in chromium
// (tests/e2e/support/bench-site.ts, run through tsx). Re-emits its table as JSON rows for `npm run bench`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`bench/site.mjs: ${chromium} not found (apt-get install -y chromium): site bench skipped`);
  process.exit(0);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/support/bench-site.ts')], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const line of r.stdout.split('\n')) {
  const m = /^(.*?)\s{2,}([\d.]+) (kB|ms)\s+(.*)$/.exec(line);
  if (m)
    console.log(
      JSON.stringify({ group: 'site', name: m[1].trim(), value: Number(m[2]), unit: m[3], target: m[4].trim() }),
    );
}
process.exit(r.status ?? 1);
