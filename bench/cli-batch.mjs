// CLI batch throughput: 1,000,000 dispersion rows through `toolbox batch`, wall time and peak RSS.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
const input = join(dir, 'rows.csv');
const parts = ['material,wavelengthNm\n'];
for (let i = 0; i < ROWS; i++) parts.push(`fused_silica,${300 + (i % 2000)}\n`);
writeFileSync(input, parts.join(''));

// Run the real bin in a child and report its own peak RSS at exit.
const bin = new URL('../apps/cli/bin/toolbox.mjs', import.meta.url).pathname;
const wrapper = `process.on('exit', () => process.stderr.write('MAXRSS ' + process.resourceUsage().maxRSS + '\\n'));
process.argv = [process.execPath, 'toolbox', 'batch', 'dispersion', '--in', ${JSON.stringify(input)}, '--out', ${JSON.stringify(join(dir, 'out.csv'))}];
await import(${JSON.stringify(bin)});`;
const t0 = performance.now();
const r = spawnSync(process.execPath, ['--input-type=module', '-e', wrapper], { encoding: 'utf8' });
const seconds = (performance.now() - t0) / 1000;
rmSync(dir, { recursive: true, force: true });
if (r.status !== 0) {
  console.error(r.stderr);
  process.exit(1);
}
const rssMb = Number(/MAXRSS (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1024;
const row = (name, value, unit, target) => console.log(JSON.stringify({ group: 'cli', name, value, unit, target }));
row(`batch dispersion, ${ROWS} rows: wall time`, seconds, 's', '< 15 s');
row('batch dispersion: rows per second', ROWS / seconds, 'rows/s', '');
row('batch dispersion: peak RSS', rssMb, 'MB', '< 300 MB');
