/**
 * A result table as a file: the command line's flattened names (the CSV quoting written out here, RFC 4180), the
 * values at full precision, and a warnings column that says why a value is missing.
 */
import { builtinLibrary, getCalculator, runCalculator } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { reasonsOf } from '../src/pages/tool/dash-reasons.js';
import { otherOutputs, rayTable } from '../src/pages/tool/output-rows.js';
import { listCsv, listJson, scalarCsv, scalarRecord } from '../src/pages/tool/result-export.js';
import { displayOf, PAGES, presentSpec } from '../src/tools.js';

const lib = builtinLibrary();
const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.split('"').join('""')}"` : s);

function page(id: string, inputs: Record<string, unknown>) {
  const spec = presentSpec(getCalculator(id), PAGES[id]);
  const r = runCalculator(id, inputs, lib);
  const reasons = reasonsOf(r.warnings, spec.outputs, spec.inputs);
  const display = displayOf(spec);
  return {
    r,
    rays: rayTable(r.outputs, spec.outputs, display, false, reasons),
    ...otherOutputs(r.outputs, spec.outputs, new Set(), display, reasons),
  };
}

describe('result export', () => {
  it('phase-matching solutions: one line per solution, flattened names, every number as JavaScript prints it', () => {
    const { r, lists } = page('phase-matching', { material: 'LBO', wavelength1Nm: 1064, intensityGwPerCm2: 1 });
    const t = lists.find((l) => l.id === 'solutions');
    if (!t) throw new Error('no solutions table');
    const lines = listCsv(t).trimEnd().split('\n');
    const head = lines[0].split(',');
    expect(head).toEqual([...t.columns.map((c) => c.key), 'warnings']);
    expect(head).toContain('walkoffMrad.3');
    r.outputs.solutions.forEach((s: { thetaDeg: number }, i: number) => {
      expect(lines[i + 1].split(',')[head.indexOf('thetaDeg')]).toBe(String(s.thetaDeg));
    });
    // The forbidden row's warnings cell names the symmetry and the outputs it leaves without a value.
    const forbidden = r.outputs.solutions.findIndex((s: { deffPmV: number }) => s.deffPmV === 0);
    expect(forbidden).toBeGreaterThanOrEqual(0);
    expect(lines[forbidden + 1]).toMatch(/d_eff = 0 by symmetry/);
    expect(lines[forbidden + 1]).toMatch(/s0L2W: /);
    const json = JSON.parse(listJson(t));
    expect(json[forbidden].deffPmV).toBe(0);
  });
  it('the scalar results of OPA tuning: one record, the dash of the bandwidth with its reason', () => {
    const { r, rays, scalars } = page('opa-tuning', { material: 'BBO', pumpNm: 800, signalNm: 1400 });
    const rec = scalarRecord(
      rays,
      scalars,
      r.warnings.map((w) => w.message),
    );
    const [head, line] = scalarCsv(rec).trimEnd().split('\n');
    expect(head.split(',')).toContain('gainBandwidthNm');
    expect(line.startsWith(quote(String(r.outputs.thetaDeg)))).toBe(true);
    expect(String(rec.warnings)).toMatch(/No bandwidth/);
  });
});
