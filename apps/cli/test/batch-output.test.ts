/**
 * `toolbox batch` writes, for every input row, what `runCalculator` gives for that row alone, flattened and
 * quoted as docs/calculators.md says: nested objects with dotted names, arrays of numbers joined by spaces,
 * arrays of objects as JSON text, RFC 4180 quoting, columns fixed by the first row that does not fail, a
 * failing row's message in `error`. The expected text is built here from per-row `runCalculator` calls with
 * a flattening and quoting written out in this file, and compared byte for byte, both in-process (one
 * thread) and through the built bin with worker threads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinLibrary, runCalculator } from '@optics-toolbox/optics-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const lib = builtinLibrary();
const dir = mkdtempSync(join(tmpdir(), 'cli-batch-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Input rows of phase matching: SHG and SFG in uniaxial and biaxial crystals; some leave a crystal's range. */
function phaseMatchingRows(n: number): Record<string, string>[] {
  const crystals = ['BBO', 'LBO', 'KTP', 'BiBO', 'KDP'];
  return Array.from({ length: n }, (_, i) => {
    const w = 700 + (i % 997) * 1.3;
    const row: Record<string, string> = { material: crystals[i % crystals.length], wavelength1Nm: String(w) };
    if (i % 3 !== 0) row.wavelength2Nm = String(w * 1.5);
    if (i % 7 === 0) row.lengthMm = '2,5'; // a comma is a decimal point
    if (i % 11 === 0) row.wavelength1Nm = 'abc'; // an input error
    return row;
  });
}

/** Nested outputs as one level: objects by dotted names, arrays kept (the cell text is made by `cellText`). */
function flat(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flat(v, prefix === '' ? k : `${prefix}.${k}`, out);
  } else out.set(prefix, value);
  return out;
}
function cellValue(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  return v.some((x) => typeof x === 'object' && x !== null) ? JSON.stringify(v) : v.join(' ');
}
function csvQuote(v: unknown): string {
  if (v === undefined || v === null) return '';
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.split('"').join('""')}"` : s;
}

/** Each row computed alone: its flattened outputs, or its error message. */
function expected(id: string, rows: Record<string, string>[]): (Map<string, unknown> | string)[] {
  return rows.map((raw) => {
    try {
      return flat(runCalculator(id, raw, lib).outputs, '', new Map());
    } catch (e) {
      return (e as Error).message;
    }
  });
}

function expectedCsv(results: (Map<string, unknown> | string)[]): string {
  const first = results.find((r) => typeof r !== 'string') as Map<string, unknown>;
  const columns = [...first.keys(), 'error'];
  const lines = [columns.join(',')];
  for (const r of results)
    lines.push(
      columns
        .map((c) => (typeof r === 'string' ? (c === 'error' ? csvQuote(r) : '') : csvQuote(cellValue(r.get(c)))))
        .join(','),
    );
  return `${lines.join('\n')}\n`;
}

function expectedJsonl(results: (Map<string, unknown> | string)[]): string {
  return results
    .map((r) =>
      JSON.stringify(
        typeof r === 'string' ? { error: r } : Object.fromEntries([...r].map(([k, v]) => [k, cellValue(v)])),
      ),
    )
    .map((l) => `${l}\n`)
    .join('');
}

function writeCsv(path: string, rows: Record<string, string>[]): void {
  const names = ['material', 'wavelength1Nm', 'wavelength2Nm', 'lengthMm'];
  writeFileSync(
    path,
    `${names.join(',')}\n${rows.map((r) => names.map((n) => csvQuote(r[n] ?? '')).join(',')).join('\n')}\n`,
  );
}

describe('toolbox batch output equals per-row runCalculator', () => {
  const rows = phaseMatchingRows(400);
  const results = expected('phase-matching', rows);

  it('has rows that fail and rows that pass, uniaxial and biaxial', () => {
    const failed = results.filter((r) => typeof r === 'string').length;
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(rows.length / 2);
    // Biaxial rows give an object of loci; the first row (BBO) fixes the columns, whose `loci` they leave empty.
    expect(results.some((r) => typeof r !== 'string' && r.has('loci.opticAxisAngleDeg'))).toBe(true);
  });

  it('in CSV, computed on the main thread', async () => {
    const input = join(dir, 'pm.csv');
    writeCsv(input, rows);
    const out = join(dir, 'pm-out.csv');
    expect((await runMain('batch', 'phase-matching', '--in', input, '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(expectedCsv(results));
  });

  it('in JSON lines, computed on the main thread', async () => {
    const input = join(dir, 'pm.jsonl');
    writeFileSync(input, rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const out = join(dir, 'pm-out.jsonl');
    expect((await runMain('batch', 'phase-matching', '--in', input, '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(expectedJsonl(results));
  });

  it('exits 2 with one line when the output file cannot be written', async () => {
    const input = join(dir, 'pm.csv');
    writeCsv(input, rows.slice(0, 3));
    const r = await runMain('batch', 'phase-matching', '--in', input, '--out', join(dir, 'no-such-dir', 'out.csv'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^toolbox: cannot write --out .*no-such-dir.*\n$/);
  });

  // The worker threads exist only in the build (dist/batch-worker.js); 3,000 rows is past the 1,000 the main
  // thread computes before it starts them.
  const bin = join(import.meta.dirname, '..', 'bin', 'toolbox.mjs');
  const built = existsSync(join(import.meta.dirname, '..', 'dist', 'batch-worker.js'));
  it.runIf(built)('through the built bin with worker threads, in CSV and JSON lines', () => {
    const many = phaseMatchingRows(3000);
    const manyResults = expected('phase-matching', many);
    const input = join(dir, 'many.csv');
    writeCsv(input, many);
    for (const [out, text] of [
      [join(dir, 'many-out.csv'), expectedCsv(manyResults)],
      [join(dir, 'many-out.jsonl'), expectedJsonl(manyResults)],
    ]) {
      const r = spawnSync(process.execPath, [bin, 'batch', 'phase-matching', '--in', input, '--out', out], {
        encoding: 'utf8',
        env: { ...process.env, TOOLBOX_BATCH_THREADS: '3' },
      });
      expect(r.status).toBe(0);
      const failed = manyResults.filter((x) => typeof x === 'string').length;
      expect(r.stderr).toBe(`3000 rows, ${failed} with errors, written to ${out}\n`);
      expect(readFileSync(out, 'utf8')).toBe(text);
    }
  });

  it.runIf(built)('through the built bin with worker threads, JSON lines in with bad lines and blank lines', () => {
    const many = phaseMatchingRows(2500);
    // Every 97th line is not JSON and every 89th is followed by a blank line (blank lines are not rows).
    const lines = many.map((r, i) => (i % 97 === 5 ? `{"material": "BBO", ${i}` : JSON.stringify(r)));
    const text = lines.map((l, i) => (i % 89 === 0 ? `${l}\n\n` : `${l}\n`)).join('');
    const input = join(dir, 'many.jsonl');
    writeFileSync(input, text);
    const results = lines.map((l, i) => {
      let raw: Record<string, string>;
      try {
        raw = JSON.parse(l);
      } catch (e) {
        return `row ${i + 1}: not valid JSON (${(e as Error).message})`;
      }
      return expected('phase-matching', [raw])[0];
    });
    const out = join(dir, 'many-jsonl-out.jsonl');
    const r = spawnSync(process.execPath, [bin, 'batch', 'phase-matching', '--in', input, '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, TOOLBOX_BATCH_THREADS: '2' },
    });
    expect(r.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(expectedJsonl(results));
  });
});
