/**
 * Every result a page shows, with every optional output on, sits under a human head with its unit, never a head
 * made from an internal key (`xi`, `optimal focusing factor h`): the heads come from the pages' presentation.
 */
import { builtinLibrary, calculators, runCalculator } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { otherOutputs, rayTable } from '../src/pages/tool/output-rows.js';
import { displayOf, PAGES, presentSpec } from '../src/tools.js';

const lib = builtinLibrary();

/** Inputs that turn on every optional output of a page (the rest keep their defaults). */
export const ALL_OUTPUTS: Readonly<Record<string, Record<string, unknown>[]>> = {
  'phase-matching': [
    { material: 'BBO', wavelength1Nm: 1030, intensityGwPerCm2: 1, beamWaistUm: 50, walkoffFocusing: true },
    { material: 'LBO', wavelength1Nm: 1064, intensityGwPerCm2: 1, beamWaistUm: 50, walkoffFocusing: true },
    { material: 'KTP', wavelength1Nm: 1064, wavelength2Nm: 1550, intensityGwPerCm2: 1 },
  ],
  qpm: [
    { material: 'LNB_M', wavelength1Nm: 1550, wavelength3Nm: 1064, periodUm: 30.5, temperatureC: 200 },
    { material: 'PPKTP', wavelength1Nm: 810, type: 'zzz', periodUm: 3.425, temperatureC: 25 },
  ],
  ncpm: [{ material: 'LBO' }, { material: 'LBO', temperatureC: 149 }],
  'opa-tuning': [{ material: 'BBO', pumpNm: 800, signalNm: 1400 }, {}],
  'nonlinear-interactions': [{}, { material: 'KTP', plane: 'XY' }],
  'gaussian-beam': [{ lensFocalLengthMm: 100, distanceToLensMm: 1000 }],
};

describe('result heads', () => {
  it('no page shows a value under a head made from a key name', () => {
    const made: string[] = [];
    for (const c of calculators) {
      const page = PAGES[c.id];
      // The light-source charts have pages of their own (no results panel).
      if (!page || c.id === 'tuning-curves' || c.id === 'harmonic-optimization') continue;
      const spec = presentSpec(c, page);
      const display = displayOf(spec);
      for (const inputs of ALL_OUTPUTS[c.id] ?? [{}]) {
        let outputs: unknown;
        try {
          outputs = runCalculator(c.id, inputs, lib).outputs;
        } catch {
          continue; // a chart page without a product spec
        }
        const { scalars, lists } = otherOutputs(outputs, spec.outputs, new Set(), display);
        for (const s of scalars) if (s.fallback) made.push(`${c.id}: ${s.label}`);
        for (const l of lists)
          for (const col of l.columns) if (col.fallback) made.push(`${c.id} ${l.id}: ${col.label}`);
        rayTable(outputs, spec.outputs, display);
      }
    }
    expect([...new Set(made)]).toEqual([]);
  });
});
