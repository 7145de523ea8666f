import type { OutputSpec } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { otherOutputs, rayTable } from '../src/pages/tool/output-rows.js';

const display = () => ({ decimals: 3 });

describe('output rows', () => {
  it('per-ray outputs become one row each with a column per ray', () => {
    const specs: OutputSpec[] = [{ name: 'byRay.*.n', label: 'n' }];
    const t = rayTable({ byRay: { o: { n: 1.5 }, e: { n: 1.6 } } }, specs, display);
    expect(t?.columns.map((c) => c.label)).toEqual(['Ordinary', 'Extraordinary']);
    expect(t?.rows[0].cells).toEqual(['1.500', '1.600']);
  });
  it('list outputs become a table; skipped names and missing values are left out', () => {
    const specs: OutputSpec[] = [
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
    expect(r.scalars).toEqual([{ id: 'littrowDeg', label: 'Littrow (deg)', value: '24.300' }]);
    expect(r.lists[0].columns).toEqual(['Order', 'Angle (deg)']);
    expect(r.lists[0].rows).toEqual([
      ['-1', '10.000'],
      ['1', '20.500'],
    ]);
  });
});
