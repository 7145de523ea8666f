/**
 * The pulse-path page's state and words: what it sends to the engine (fields that apply, texts as typed, the
 * optimiser on its row wherever the row moved), the engine's problems in the page's words beside the element and
 * field they name, and the optimiser's starting ranges inside each field's limits.
 */
import { builtinLibrary, ELEMENT_FIELDS, getCalculator, isEngineError, runSpec } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { computePath } from '../src/pages/pulse-path/compute-path.js';
import { fieldWords, pathLabel, problemWords } from '../src/pages/pulse-path/labels.js';
import { defaultRange } from '../src/pages/pulse-path/optimize-range.js';
import {
  emptyState,
  KINDS,
  type MaterialFacts,
  newElementTexts,
  optimizableFields,
  type PathState,
  rawInputs,
} from '../src/pages/pulse-path/path-state.js';
import { sortProblems } from '../src/pages/pulse-path/place-problems.js';

const lib = builtinLibrary();
const facts: MaterialFacts = {
  birefringent: (key) => {
    try {
      return lib.material(key).axes.length > 1;
    } catch {
      return false;
    }
  },
};
const nameOf = (key: string) => lib.find(key)?.name;

/** 800 nm, 30 fs: silica, then a grating pair. */
function built(over: Partial<PathState> = {}): PathState {
  const s = emptyState();
  return {
    ...s,
    pulse: { ...s.pulse, wavelengthNm: '800', durationFs: '30' },
    elements: [
      { id: 7, kind: 'material', texts: newElementTexts('material') },
      {
        id: 3,
        kind: 'grating-pair',
        texts: { ...newElementTexts('grating-pair'), linesPerMm: '300', angleDeg: '10', distanceMm: '1' },
      },
    ],
    ...over,
  };
}

describe('what the page sends', () => {
  it('every new element is accepted by the engine as it starts (its defaults and starters)', () => {
    for (const kind of KINDS) {
      const s = { ...emptyState(), elements: [{ id: 1, kind, texts: newElementTexts(kind) }] };
      const r = computePath(rawInputs(s, facts), lib);
      expect(r.error, kind).toBeUndefined();
      expect(r.outputs?.elements).toHaveLength(1);
    }
  });

  it('leaves out the fields that do not apply: a glass has no ray or direction, a Brewster prism pair no angles', () => {
    const s: PathState = {
      ...emptyState(),
      elements: [
        { id: 1, kind: 'material', texts: { ...newElementTexts('material'), ray: 'e', thetaDeg: '30' } },
        {
          id: 2,
          kind: 'material',
          texts: { ...newElementTexts('material'), material: 'BBO', ray: 'e', thetaDeg: '30' },
        },
        { id: 3, kind: 'prism-pair', texts: { ...newElementTexts('prism-pair'), angleDeg: '50' } },
        {
          id: 4,
          kind: 'prism-pair',
          texts: { ...newElementTexts('prism-pair'), brewster: 'false', angleDeg: '50', apexDeg: '60' },
        },
      ],
    };
    const els = rawInputs(s, facts).elements as Record<string, unknown>[];
    expect(els[0]).not.toHaveProperty('thetaDeg');
    expect(els[1]).toMatchObject({ material: 'BBO', ray: 'e', thetaDeg: '30' });
    expect(els[2]).not.toHaveProperty('angleDeg');
    expect(els[3]).toMatchObject({ brewster: 'false', angleDeg: '50', apexDeg: '60' });
  });

  it('sends the optimiser only once asked for, with the index its row has now', () => {
    const s = built({
      optimize: { on: false, row: 3, parameter: 'distanceMm', from: '0', to: '4', target: 'duration' },
    });
    expect(rawInputs(s, facts)).not.toHaveProperty('optimize');
    const on = { ...s, optimize: { ...(s.optimize as NonNullable<PathState['optimize']>), on: true } };
    expect(rawInputs(on, facts).optimize).toMatchObject({ element: 1, parameter: 'distanceMm' });
    const swapped = { ...on, elements: [on.elements[1], on.elements[0]] };
    expect(rawInputs(swapped, facts).optimize).toMatchObject({ element: 0 });
  });
});

describe('problems in the page’s words, beside what they name', () => {
  it('a material whose range misses the spectrum: under that element’s material, naming the element and both ranges', () => {
    const s = built();
    s.elements = [{ ...s.elements[0], texts: { ...s.elements[0].texts, material: 'Si' } }, s.elements[1]];
    const r = computePath(rawInputs(s, facts), lib);
    expect(isEngineError(r.error)).toBe(true);
    const sorted = sortProblems(r, s, facts, nameOf);
    const text = sorted.elements[0].errors.get('material')?.join(' ') ?? '';
    expect(text.startsWith('Element 1 (Si')).toBe(true);
    // Both ranges: the pulse's band (a 30 fs Gaussian at 800 nm spans about 765 to 840 nm above 1e-3 of its
    // peak) and silicon's data (from 1.36 um on).
    expect(text).toMatch(/spectrum, 7\d\d(\.\d)? to 8\d\d(\.\d)? nm/);
    expect(text).toMatch(/range of Si: 1\d{3} to \d+ nm/);
    expect(text).not.toMatch(/elements\[/);
    expect(sorted.loose).toEqual([]);
  });

  it('an out-of-range thickness reads "Element 1 (…) thickness (mm)" beside the thickness box', () => {
    const s = built();
    s.elements = [{ ...s.elements[0], texts: { ...s.elements[0].texts, thicknessMm: '-3' } }, s.elements[1]];
    const sorted = sortProblems(computePath(rawInputs(s, facts), lib), s, facts, nameOf);
    expect(sorted.elements[0].errors.get('thicknessMm')).toEqual([
      `Element 1 (${nameOf('fused_silica')}) thickness (mm) -3 is out of range: allowed more than 0 mm`,
    ]);
  });

  it('a warning of the grid goes beside the grid points; of a prism pair, under that element', () => {
    const s: PathState = {
      ...emptyState(),
      pulse: { ...emptyState().pulse, wavelengthNm: '800', durationFs: '5' },
      elements: [{ id: 1, kind: 'prism-pair', texts: newElementTexts('prism-pair') }],
    };
    const sorted = sortProblems(computePath(rawInputs(s, facts), lib), s, facts, nameOf);
    expect(sorted.pulse.notes.get('points')?.[0]).toMatch(/widened to \d+ points/);
    expect(sorted.elements[0].notes.get('')?.[0]).toMatch(/^Element 1: part of the spectrum/);
  });

  it('every field path of the state has a label, and no rendered problem keeps a raw path', () => {
    const s = built();
    for (const [i, r] of s.elements.entries())
      for (const f of ELEMENT_FIELDS[r.kind]) {
        const label = pathLabel(`elements[${i}].${f.name}`, s, nameOf);
        expect(label).toBe(
          `Element ${i + 1} (${r.kind === 'material' ? nameOf('fused_silica') : 'grating pair'}) ${fieldWords(f.label)}`,
        );
      }
    expect(pathLabel('pulse.spectrum[2][0]', s, nameOf)).toBe('Measured spectrum, pair 3 wavelength (nm)');
    const e = (() => {
      try {
        runSpec(
          getCalculator('pulse-path'),
          { elements: [{ kind: 'phase' }], optimize: { element: 0, parameter: 'gddFs2', from: 5, to: 1 } },
          lib,
        );
      } catch (x) {
        return x;
      }
    })();
    expect(isEngineError(e)).toBe(true);
    if (isEngineError(e)) expect(problemWords(e, s, nameOf)).toBe('To 1 must be above From 5');
  });
});

describe('the optimiser’s starting range', () => {
  it('lies inside each numeric field’s limits and holds the field’s current value when it is a length or a count', () => {
    for (const kind of KINDS)
      for (const f of optimizableFields(kind)) {
        const current = newElementTexts(kind)[f.name] ?? '';
        const { from, to } = defaultRange(kind, f.name, current);
        const [a, b] = [Number(from), Number(to)];
        expect(a, `${kind}.${f.name}`).toBeLessThan(b);
        if (f.min !== undefined) expect(a).toBeGreaterThanOrEqual(f.min);
        if (f.max !== undefined) expect(b).toBeLessThanOrEqual(f.max);
      }
    expect(defaultRange('grating-pair', 'distanceMm', '231')).toEqual({ from: '0', to: '924' });
    expect(defaultRange('grating-pair', 'distanceMm', '-200')).toEqual({ from: '-800', to: '0' });
    expect(defaultRange('mirrors', 'bounces', '4')).toEqual({ from: '0', to: '16' });
  });
});
