/**
 * `toolbox batch` writes, for every input row, what `runCalculator` gives for that row alone, flattened and
 * quoted as docs/calculators.md says: nested objects with dotted names, arrays of numbers joined by spaces,
 * arrays of objects as JSON text, RFC 4180 quoting, CSV columns the union of every row's outputs in the order they
 * are first met, then `warnings` (a row's warning messages) and `error` (a failing row's message). The expected text is built here from per-row `runCalculator` calls with
 * a flattening and quoting written out in this file, and compared byte for byte, both in-process (one
 * thread) and through the built bin with worker threads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsvLine } from '@optics-toolbox/conventions';
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

/** Each row computed alone: its flattened outputs (with its warnings, if any), or its error message. */
function expected(id: string, rows: Record<string, string>[]): (Map<string, unknown> | string)[] {
  return rows.map((raw) => {
    try {
      const r = runCalculator(id, raw, lib);
      const m = flat(r.outputs, '', new Map());
      if (r.warnings.length > 0) m.set('warnings', r.warnings);
      return m;
    } catch (e) {
      return (e as Error).message;
    }
  });
}

/** The CSV: every output met in any row, in the order first met, then the warnings' messages and the error. */
function expectedCsv(results: (Map<string, unknown> | string)[]): string {
  const outputs: string[] = [];
  for (const r of results)
    if (typeof r !== 'string') for (const k of r.keys()) if (k !== 'warnings' && !outputs.includes(k)) outputs.push(k);
  const lines = [[...outputs, 'warnings', 'error'].join(',')];
  for (const r of results) {
    if (typeof r === 'string') {
      lines.push([...outputs.map(() => ''), '', csvQuote(r)].join(','));
      continue;
    }
    const w = r.get('warnings') as { message: string }[] | undefined;
    const cells = outputs.map((c) => csvQuote(cellValue(r.get(c))));
    lines.push([...cells, csvQuote(w?.map((x) => x.message).join('; ')), ''].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A warning as the command line prints it (docs/calculators.md "Warnings"): its data and message, no template. */
const warningJson = ({ template: _template, ...rest }: { template: string }) => rest;

function expectedJsonl(results: (Map<string, unknown> | string)[]): string {
  return results
    .map((r) =>
      JSON.stringify(
        typeof r === 'string'
          ? { error: r }
          : Object.fromEntries(
              [...r].map(([k, v]) => [
                k,
                k === 'warnings' ? (v as { template: string }[]).map(warningJson) : cellValue(v),
              ]),
            ),
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
    // Biaxial rows give an object of loci (columns of their own) where uniaxial rows give null.
    expect(results.some((r) => typeof r !== 'string' && r.has('loci.opticAxisAngleDeg'))).toBe(true);
    expect(results.some((r) => typeof r !== 'string' && r.get('loci') === null)).toBe(true);
  });

  it('a mixed uniaxial and biaxial CSV carries the loci columns, filled in the biaxial rows', async () => {
    const input = join(dir, 'mixed.csv');
    // 4,000 uniaxial rows (about 7 MB of text: more than the batch holds in memory before it writes the header),
    // then one biaxial row: the columns it brings widen every line before it, in a rewrite of the file.
    const mixed = [
      ...Array.from({ length: 4000 }, (_, i) => ({ material: 'BBO', wavelength1Nm: String(800 + (i % 900)) })),
      { material: 'KTP', wavelength1Nm: '1064' },
    ];
    writeCsv(input, mixed);
    const out = join(dir, 'mixed-out.csv');
    expect((await runMain('batch', 'phase-matching', '--in', input, '--out', out)).code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toBe(expectedCsv(expected('phase-matching', mixed)));
    const lines = text.trim().split('\n').map(parseCsvLine);
    const at = lines[0].indexOf('loci.opticAxisAngleDeg');
    expect(at).toBeGreaterThan(0);
    // An angle in the biaxial row, empty in the uniaxial ones; every line has every column.
    const angle = Number(lines[4001][at]);
    expect(angle > 0 && angle < 90).toBe(true);
    expect(lines[1][at]).toBe('');
    expect(new Set(lines.map((l) => l.length))).toEqual(new Set([lines[0].length]));
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

  it.runIf(built)('CSV on stdout is the same text: the header of every column, then the rows', () => {
    const input = join(dir, 'pm-stdout.csv');
    writeCsv(input, rows.slice(0, 60));
    const r = spawnSync(process.execPath, [bin, 'batch', 'phase-matching', '--in', input], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(expectedCsv(results.slice(0, 60)));
  });

  it.runIf(built)('through the built bin with worker threads, a biaxial row late among uniaxial ones', () => {
    // Workers get the columns known when a block is sent: the KTP rows, in blocks computed on workers, bring the
    // loci columns after thousands of uniaxial lines were written.
    const mixed = Array.from({ length: 3000 }, (_, i) => ({
      material: i > 2600 && i % 50 === 0 ? 'KTP' : 'BBO',
      wavelength1Nm: String(700 + (i % 500)),
    }));
    const input = join(dir, 'late.csv');
    writeCsv(input, mixed);
    const out = join(dir, 'late-out.csv');
    const r = spawnSync(process.execPath, [bin, 'batch', 'phase-matching', '--in', input, '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, TOOLBOX_BATCH_THREADS: '3' },
    });
    expect(r.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(expectedCsv(expected('phase-matching', mixed)));
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
