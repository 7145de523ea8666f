import type { EngineWarning } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { reasonsOf } from '../src/pages/tool/dash-reasons.js';
import { otherOutputs, rayTable } from '../src/pages/tool/output-rows.js';
import type { PresentedOutput } from '../src/tools.js';

const display = () => ({ decimals: 3 });

describe('output rows', () => {
  it('an output at its hiddenWhen value is left out; any other value, or a null without it, is shown', () => {
    const specs: PresentedOutput[] = [
      { name: 'loci', label: 'Loci', hiddenWhen: null },
      { name: 'flag', label: 'Flag', hiddenWhen: false },
      { name: 'zero', label: 'Zero' },
    ];
    const labels = (out: object) => otherOutputs(out, specs, new Set(), display).scalars.map((s) => s.label);
    expect(labels({ loci: null, flag: false, zero: null })).toEqual(['Zero']);
    expect(labels({ loci: 'x', flag: true, zero: 1 })).toEqual(['Loci', 'Flag', 'Zero']);
  });
  it('per-ray outputs become one row each with a column per ray', () => {
    const specs: PresentedOutput[] = [{ name: 'byRay.*.n', label: 'n' }];
    const t = rayTable({ byRay: { o: { n: 1.5 }, e: { n: 1.6 } } }, specs, display);
    expect(t?.columns.map((c) => c.label)).toEqual(['Ordinary', 'Extraordinary']);
    expect(t?.rows[0].cells).toEqual(['1.500', '1.600']);
  });
  it('list outputs become a table; skipped names and missing values are left out', () => {
    const specs: PresentedOutput[] = [
      { name: 'orders.*.m', label: 'Order' },
      { name: 'orders.*.angleDeg', label: 'Angle (deg)' },
      { name: 'littrowDeg', label: 'Littrow (deg)' },
      { name: 'angleDeg', label: 'Angle (deg)' },
      { name: 'direction.e', label: 'n_e' },
    ];
    const out = {
      orders: [
        { m: -1, angleDeg: 10 },
        { m: 1, angleDeg: 20.5 },
      ],
      littrowDeg: 24.3,
      angleDeg: 25,
    };
    const r = otherOutputs(out, specs, new Set(['angleDeg']), display);
    expect(r.scalars).toEqual([{ id: 'littrowDeg', label: 'Littrow (deg)', value: '24.300', full: '24.3', raw: 24.3 }]);
    expect(r.lists[0].columns.map((c) => c.label)).toEqual(['Order', 'Angle (deg)']);
    expect(r.lists[0].rows.map((x) => x.cells)).toEqual([
      ['-1', '10.000'],
      ['1', '20.500'],
    ]);
  });

  it('per-wave objects become one column each under the spec heads; a bad row is marked', () => {
    const specs: PresentedOutput[] = [
      { name: 'interactions.*.type', label: 'Type' },
      {
        name: 'interactions.*.walkoffMrad',
        label: 'Walk-off of waves 1, 2, 3 (mrad)',
        columns: { '*': 'Walk-off {1} (mrad)' },
      },
    ];
    const out = { interactions: [{ type: 'ooe', walkoffMrad: { 1: 0, 2: 0, 3: 56.789 } }, '-'] };
    const r = otherOutputs(out, specs, new Set(), display);
    expect(r.lists[0].columns.map((c) => c.label)).toEqual([
      'Type',
      'Walk-off 1 (mrad)',
      'Walk-off 2 (mrad)',
      'Walk-off 3 (mrad)',
    ]);
    expect(r.lists[0].rows[0].cells).toEqual(['ooe', '0.000', '0.000', '56.789']);
    expect(r.lists[0].rows[1].bad).toBe(true);
  });

  it("records get human heads from the output's columns map, never dotted keys", () => {
    const specs: PresentedOutput[] = [
      {
        name: 'rows',
        label: 'Rows',
        columns: {
          wavelength1Nm: 'λ1 (nm)',
          'interactions.*.thetaDeg': '{1} θ (deg)',
          'interactions.*.gvmFsPerMm.*': '{1} GVM {2} (fs/mm)',
        },
      },
    ];
    const out = {
      rows: [{ wavelength1Nm: 1030, interactions: { ooe: { thetaDeg: 23.4, gvmFsPerMm: { 12: 0 } } } }, '-'],
    };
    const r = otherOutputs(out, specs, new Set(), display);
    expect(r.lists[0].columns.map((c) => c.label)).toEqual(['λ1 (nm)', 'ooe θ (deg)', 'ooe GVM 12 (fs/mm)']);
    expect(r.lists[0].rows[1].bad).toBe(true);
  });

  it('an object output: its scalars and its list of records under the heads of its columns map, a few flat records inline', () => {
    const specs: PresentedOutput[] = [
      {
        name: 'loci',
        label: 'Loci',
        columns: { opticAxisAngleDeg: 'V_z (deg)', loci: 'Each locus', type: 'Locus', crossings: 'Crosses' },
      },
    ];
    const out = {
      loci: {
        opticAxisAngleDeg: 15.0849,
        loci: [
          {
            type: 'ssf',
            crossings: [
              { plane: 'YZ', planeType: 'eeo', angleDeg: 45.14298 },
              { plane: 'XZ', planeType: 'eeo', angleDeg: 51.23469 },
            ],
          },
        ],
      },
    };
    const r = otherOutputs(out, specs, new Set(), display);
    expect(r.scalars).toEqual([
      { id: 'loci.opticAxisAngleDeg', label: 'V_z (deg)', value: '15.085', full: '15.0849', raw: 15.0849 },
    ]);
    expect(r.lists.map((l) => l.label)).toEqual(['Each locus']);
    expect(r.lists[0].columns.map((c) => c.label)).toEqual(['Locus', 'Crosses']);
    expect(r.lists[0].rows[0].cells).toEqual(['ssf', 'YZ eeo 45.143; XZ eeo 51.235']);
  });

  it('without heads an object key is written in words, and a long record list is summarised as plotted points', () => {
    const specs: PresentedOutput[] = [{ name: 'fit', label: 'Fit' }];
    const points = Array.from({ length: 4 }, (_, i) => ({ x: i, y: i * i }));
    const r = otherOutputs({ fit: { peakWidthNm: 2.5, rows: [{ name: 'a', points }] } }, specs, new Set(), display);
    expect(r.scalars.map((x) => x.label)).toEqual(['Fit, peak width (nm)']);
    expect(r.lists[0].label).toBe('Fit, rows');
    expect(r.lists[0].rows[0].cells).toEqual(['a', '4 points (plotted)']);
  });

  it("a type without a solution ('-') in some rows marks its columns there and is no column of its own", () => {
    const specs: PresentedOutput[] = [
      { name: 'rows', label: 'Rows', columns: { 'interactions.*.thetaDeg': '{1} θ (deg)' } },
    ];
    const out = {
      rows: [
        { wavelength1Nm: 800, interactions: { ooe: { thetaDeg: 49.768 }, eoe: '-' } },
        { wavelength1Nm: 1064, interactions: { ooe: '-', eoe: '-' } },
      ],
    };
    const r = otherOutputs(out, specs, new Set(), display);
    // eoe has no solution in any row: its one column of marks says so
    expect(r.lists[0].columns.map((c) => c.label)).toEqual(['wavelength 1 (nm)', 'ooe θ (deg)', 'eoe']);
    expect(r.lists[0].rows.map((x) => x.cells)).toEqual([
      ['800.000', '49.768', '—'],
      ['1064.000', '—', '—'],
    ]);
  });

  it("a list whose every row has no result ('-') is still a table of marked rows, not a dash", () => {
    const specs: PresentedOutput[] = [{ name: 'rows', label: 'Results per row' }];
    const r = otherOutputs({ rows: ['-', '-'] }, specs, new Set(), display);
    expect(r.scalars).toEqual([]);
    expect(r.lists[0].rows.map((x) => x.bad)).toEqual([true, true]);
  });

  it('a key result is marked primary; a dash carries its reason and a marked row its marks (engine warnings)', () => {
    const specs: PresentedOutput[] = [
      { name: 'periodUm', label: 'Period (µm)', role: 'primary' },
      { name: 'gainBandwidthNm', label: 'Bandwidth (nm)' },
      { name: 'solutions.*.type', label: 'Type', role: 'title' },
      { name: 'solutions.*.deffPmV', label: 'd_eff (pm/V)', role: 'primary' },
    ];
    const warnings = [
      { code: 'no-value', field: 'gainBandwidthNm', message: 'No bandwidth: broad.', template: 'No bandwidth: broad.' },
      {
        code: 'deff-zero-by-symmetry',
        field: 'solutions[1]',
        message: 'd_eff = 0 by symmetry: eoe.',
        template: 'd_eff = 0 by symmetry: eoe.',
      },
    ] as const;
    const reasons = reasonsOf(warnings as unknown as EngineWarning[], specs, []);
    const out = {
      periodUm: 6.9,
      gainBandwidthNm: null,
      solutions: [
        { type: 'ooe', deffPmV: 2 },
        { type: 'eoe', deffPmV: 0 },
      ],
    };
    const r = otherOutputs(out, specs, new Set(), display, reasons);
    expect(r.scalars.find((s) => s.id === 'periodUm')?.primary).toBe(true);
    expect(r.scalars.find((s) => s.id === 'gainBandwidthNm')?.note).toBe('No bandwidth: broad.');
    expect(r.lists[0].columns.map((c) => c.role)).toEqual(['title', 'primary']);
    expect(r.lists[0].rows[1].marks?.map((m) => m.code)).toEqual(['deff-zero-by-symmetry']);
    expect(r.lists[0].rows[0].marks).toBeUndefined();
  });
});
