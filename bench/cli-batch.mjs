// CLI batch throughput through `toolbox batch` (the real bin in a child process): 1,000,000 dispersion
// rows, and 20,000 phase-matching rows with every output (SHG and SFG in BBO, LBO, KTP and BiBO; rows
// whose wavelengths leave a crystal's range fail with their error in the error column, as users' files
// do). Wall time, rows per second of wall time and of the child's CPU time (user + system: the machine
// is shared), and peak RSS; the phase-matching rows also on one thread and on one thread per core.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
const bin = new URL('../apps/cli/bin/toolbox.mjs', import.meta.url).pathname;
const row = (name, value, unit, target) => console.log(JSON.stringify({ group: 'cli', name, value, unit, target }));

/**
 * Runs `toolbox batch <id>` on the given CSV text (TOOLBOX_BATCH_THREADS=threads when given); returns wall seconds,
 * CPU seconds of all its threads and peak RSS (MB).
 */
function runBatch(id, csv, threads) {
  const input = join(dir, `${id}.csv`);
  writeFileSync(input, csv);
  const wrapper = `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('USAGE ' + u.maxRSS + ' ' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });
process.argv = [process.execPath, 'toolbox', 'batch', ${JSON.stringify(id)}, '--in', ${JSON.stringify(input)}, '--out', ${JSON.stringify(join(dir, `${id}-out.csv`))}];
await import(${JSON.stringify(bin)});`;
  const t0 = performance.now();
  const env = threads === undefined ? process.env : { ...process.env, TOOLBOX_BATCH_THREADS: String(threads) };
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', wrapper], { encoding: 'utf8', env });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    console.error(r.stderr);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
  const [, rss, cpu] = /USAGE (\d+) (\d+)/.exec(r.stderr) ?? [];
  return { seconds, cpuSeconds: Number(cpu) / 1e6, rssMb: Number(rss) / 1024 };
}

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 1_000_000);
const parts = ['material,wavelengthNm\n'];
for (let i = 0; i < ROWS; i++) parts.push(`fused_silica,${300 + (i % 2000)}\n`);
const d = runBatch('dispersion', parts.join(''));
row(`batch dispersion, ${ROWS} rows: wall time`, d.seconds, 's', '< 15 s');
row('batch dispersion: rows per second', ROWS / d.seconds, 'rows/s', '');
row('batch dispersion: peak RSS', d.rssMb, 'MB', '< 300 MB');

const PM_ROWS = 20_000;
const crystals = ['BBO', 'LBO', 'KTP', 'BiBO', 'BBO', 'BBO'];
const pm = ['material,wavelength1Nm,wavelength2Nm\n'];
for (let i = 0; i < PM_ROWS; i++) {
  const w = 800 + (i % 1200) * 0.5;
  pm.push(`${crystals[i % crystals.length]},${w},${i % 3 === 0 ? w : w * 1.5}\n`);
}
const p = runBatch('phase-matching', pm.join(''));
row(`batch phase-matching, ${PM_ROWS} rows: wall time`, p.seconds, 's', '');
row('batch phase-matching: rows per second (wall)', PM_ROWS / p.seconds, 'rows/s', '>= 15000');
row('batch phase-matching: rows per CPU second', PM_ROWS / p.cpuSeconds, 'rows/s', '');
row('batch phase-matching: peak RSS', p.rssMb, 'MB', '< 300 MB');
// The same rows on the main thread alone, and with worker threads, one thread per core (the default uses
// workers only on more than two cores; docs/calculators.md).
const cores = availableParallelism();
for (const threads of cores > 1 ? [1, cores] : [1]) {
  const t = runBatch('phase-matching', pm.join(''), threads);
  const label = `batch phase-matching, TOOLBOX_BATCH_THREADS=${threads}`;
  row(`${label}: rows per second (wall)`, PM_ROWS / t.seconds, 'rows/s', '');
  row(`${label}: rows per CPU second`, PM_ROWS / t.cpuSeconds, 'rows/s', '');
  row(`${label}: peak RSS`, t.rssMb, 'MB', '< 300 MB');
}
rmSync(dir, { recursive: true, force: true });
