/**
 * The mixing page's URL and words: the query holds every input (waves as dotted fields, the CLI's batch column
 * names) and gives the engine the same inputs after a round trip through the address bar; presets fill pulses
 * that mix; every problem about a pulse's box reads with that box's label; a phase-matching solution's link
 * opens the same interaction.
 */
import { builtinLibrary, getCalculator, parseInputs, runCalculator } from '@optics-toolbox/optics-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mixingFieldLabel,
  mixingProblemText,
  placeOfField,
  waveFieldLabel,
} from '../src/pages/mixing/mixing-labels.js';
import {
  applyPreset,
  editMixingQuery,
  mixingRaw,
  mixingTexts,
  PRESETS,
  type PresetId,
  WAVE_FIELDS,
  WAVE_KEYS,
  waveDefaults,
  waveParam,
} from '../src/pages/mixing/mixing-query.js';
import { simulatePulsesHref } from '../src/pages/mixing/simulate-link.js';
import { defaultsOf } from '../src/tools.js';

const SPEC = getCalculator('mixing');
const lib = builtinLibrary();
/** Untyped id: these raw inputs are texts, as a page sends them (the typed overload wants numbers). */
const MIXING: string = 'mixing';
/** Fast settings where the numbers' convergence is not what is checked. */
const FAST = { profile: 'flat-top', points: '512' };
type Waves = Record<string, Record<string, number | undefined>>;
const parsedWaves = (q: URLSearchParams) =>
  (parseInputs(SPEC, mixingRaw(SPEC, mixingTexts(SPEC, q)), lib) as { waves: Waves }).waves;
const runQuery = (q: URLSearchParams) => {
  const raw = { ...mixingRaw(SPEC, mixingTexts(SPEC, q)), ...FAST };
  return runCalculator(MIXING, raw, lib);
};

describe('mixing page: the URL', () => {
  it('the page knows every field of a pulse the engine has, and its defaults', () => {
    const engineDefaults = SPEC.inputs.find((s) => s.kind === 'waves')?.default as Waves;
    expect(Object.keys(engineDefaults)).toEqual([...WAVE_KEYS]);
    for (const k of WAVE_KEYS) {
      expect(Object.keys(engineDefaults[k]).every((f) => (WAVE_FIELDS as readonly string[]).includes(f))).toBe(true);
      for (const f of WAVE_FIELDS) {
        const d = engineDefaults[k][f];
        expect(waveDefaults(SPEC)[k][f]).toBe(d === undefined ? '' : String(d));
      }
    }
  });

  it('what is typed into any box comes back from the address bar as typed (property)', () => {
    const box = fc.record({
      k: fc.constantFrom(...WAVE_KEYS),
      f: fc.constantFrom(...WAVE_FIELDS),
      text: fc.string({ maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 8 }), fc.string({ maxLength: 8 }), (edits, length) => {
        let q = new URLSearchParams();
        for (const e of edits) q = editMixingQuery(q, waveParam(e.k, e.f), e.text);
        q = editMixingQuery(q, 'lengthMm', length);
        const back = mixingTexts(SPEC, new URLSearchParams(q.toString()));
        const last = new Map(edits.map((e) => [waveParam(e.k, e.f), e.text]));
        for (const k of WAVE_KEYS)
          for (const f of WAVE_FIELDS) expect(back.waves[k][f]).toBe(last.get(waveParam(k, f)) ?? '');
        expect(back.top.lengthMm).toBe(length);
      }),
    );
  });

  it('the engine gets the typed fields; blank boxes take the defaults they show; `waves` JSON is a base', () => {
    const q = new URLSearchParams('waves.wave1.energyUj=20&waves.wave2.wavelengthNm=1300&waves.wave2.energyUj=');
    const w = parsedWaves(q);
    expect(w.wave1).toMatchObject({ wavelengthNm: 800, energyUj: 20, durationFs: 30 });
    expect(w.wave2).toMatchObject({ wavelengthNm: 1300, energyUj: 0 });
    expect(w.wave3.wavelengthNm).toBeUndefined();
    const json = new URLSearchParams({
      waves: JSON.stringify({ wave1: { wavelengthNm: 1030, energyUj: 5 } }),
      'waves.wave1.energyUj': '7',
    });
    expect(parsedWaves(json).wave1).toMatchObject({ wavelengthNm: 1030, energyUj: 7 });
  });

  it('a blank optional input is left to the engine (the angle: the phase-matching direction)', () => {
    const raw = mixingRaw(SPEC, mixingTexts(SPEC, new URLSearchParams('thetaDeg=&temperatureC=')));
    expect('thetaDeg' in raw).toBe(false);
    expect('temperatureC' in raw).toBe(false);
  });
});

describe('mixing page: presets', () => {
  const run = (id: PresetId) => runQuery(applyPreset(new URLSearchParams('thetaDeg=20&waves.wave1.gddFs2=500'), id));
  it('every preset clears the typed pulses and the angle (solved again)', () => {
    for (const id of Object.keys(PRESETS) as PresetId[]) {
      const q = applyPreset(new URLSearchParams('thetaDeg=20&phiDeg=3&waves.wave1.gddFs2=500&lengthMm=2'), id);
      expect(q.has('thetaDeg') || q.has('phiDeg') || q.has('waves.wave1.gddFs2')).toBe(false);
      expect(q.get('lengthMm')).toBe('2');
    }
  });
  it('SHG makes 400 nm from 800 nm', () => {
    const o = run('SHG').outputs;
    expect(o.waves.wave3.centreWavelengthNm).toBeCloseTo(400, 0);
    expect(o.waves.wave3.energyUj).toBeGreaterThan(0.1);
  });
  it('SFG of 800 and 400 nm makes 1/(1/800 + 1/400) nm', () => {
    const o = run('SFG').outputs;
    // Centre of the generated spectrum: within 0.5 nm of the sum frequency of the carriers.
    expect(Math.abs((o.waves.wave3.centreWavelengthNm ?? 0) - 1 / (1 / 800 + 1 / 400))).toBeLessThan(0.5);
    expect(o.efficiencyPercent).toBeGreaterThan(1);
  });
  it('OPA amplifies the 1300 nm seed and makes the idler at 1/(1/800 − 1/1300) nm', () => {
    const o = run('OPA').outputs;
    expect(o.waves.wave1.gain).toBeGreaterThan(5);
    expect(Math.abs((o.waves.wave2.centreWavelengthNm ?? 0) - 1 / (1 / 800 - 1 / 1300))).toBeLessThan(2);
  });
});

describe('mixing page: problems in the words of the page', () => {
  it('a bad value in any box of any wave reads with that box’s label, beside that box', () => {
    for (const k of WAVE_KEYS)
      for (const f of WAVE_FIELDS) {
        const q = new URLSearchParams({ [waveParam(k, f)]: 'abc' });
        let problem: { field?: string; template: string } | undefined;
        try {
          runQuery(q);
        } catch (e) {
          problem = e as { field?: string; template: string };
        }
        expect(problem?.field).toBe(waveParam(k, f));
        const text = mixingProblemText(problem!, SPEC.inputs);
        expect(text.startsWith(`${waveFieldLabel(k, f)} "abc"`), text).toBe(true);
        expect(text).not.toMatch(/waves\.|\{\{/);
        expect(placeOfField(problem?.field, SPEC.inputs)).toBe(waveParam(k, f));
      }
  });
  it('a wavelength outside the crystal names the box: "Wave 1 wavelength (nm) 7000 …"', () => {
    let text = '';
    try {
      runQuery(new URLSearchParams({ 'waves.wave1.wavelengthNm': '7000' }));
    } catch (e) {
      text = mixingProblemText(e as { template: string }, SPEC.inputs);
    }
    expect(text).toBe('Wave 1 wavelength (nm) 7000 is outside the range of BaB2O4: 188 to 5200 nm');
  });
  it('labels of the other paths: a wave, a top-level input, an unknown field', () => {
    expect(mixingFieldLabel('waves.wave2', SPEC.inputs)).toBe('Wave 2');
    expect(mixingFieldLabel('lengthMm', SPEC.inputs)).toBe('Crystal length (mm)');
    expect(mixingFieldLabel('waves.wave1.energy', SPEC.inputs)).toBeUndefined();
    expect(placeOfField('waves.wave1.energy', SPEC.inputs)).toBe('waves');
    expect(placeOfField('lengthMm', SPEC.inputs)).toBe('lengthMm');
    expect(placeOfField('nothing', SPEC.inputs)).toBeUndefined();
  });
});

describe('mixing page: opened from a phase-matching solution', () => {
  const open = (pmInputs: Record<string, string>, row: number) => {
    const out = runCalculator('phase-matching', pmInputs, lib).outputs as unknown as {
      wavelengthsNm: number[];
      solutions: { type: string; thetaDeg: number; phiDeg: number }[];
    };
    const href = simulatePulsesHref(out.solutions[row], { outputs: out, inputs: pmInputs, defaults: defaultsOf });
    return { solution: out.solutions[row], href, nm: out.wavelengthsNm };
  };
  const cases: [string, Record<string, string>, number][] = [
    [
      'BBO type I SHG of 800 nm, 2 mm at 40 °C',
      { material: 'BaB2O4', wavelength1Nm: '800', wavelength2Nm: '800', lengthMm: '2', temperatureC: '40' },
      0,
    ],
    ['BBO type II SHG of 800 nm', { material: 'BaB2O4', wavelength1Nm: '800', wavelength2Nm: '800', lengthMm: '1' }, 1],
    [
      'BBO SFG of 800 and 1300 nm',
      { material: 'BaB2O4', wavelength1Nm: '800', wavelength2Nm: '1300', lengthMm: '1' },
      0,
    ],
    [
      'LBO in the YZ plane',
      { material: 'LBO', wavelength1Nm: '1030', wavelength2Nm: '1030', plane: 'YZ', lengthMm: '1' },
      0,
    ],
  ];
  for (const [what, pm, row] of cases)
    it(`${what}: the page runs the same interaction, phase-matched`, () => {
      const { solution, href, nm } = open(pm, row);
      expect(href?.startsWith('/tools/Mixing?')).toBe(true);
      const q = new URLSearchParams(href?.split('?')[1]);
      expect(q.get('material')).toBe(pm.material);
      expect(q.get('lengthMm')).toBe(pm.lengthMm);
      expect(q.get('temperatureC')).toBe(pm.temperatureC ?? null);
      expect(q.get('type')).toBe(solution.type);
      // The direction is given, not left to the page to solve again: to 1e-4°.
      expect(Math.abs(Number(q.get('thetaDeg')) - solution.thetaDeg)).toBeLessThanOrEqual(5e-5);
      const r = runQuery(q);
      const o = r.outputs;
      expect(o.thetaDeg).toBeCloseTo(solution.thetaDeg, 3);
      expect(o.phiDeg).toBeCloseTo(solution.phiDeg, 3);
      // The angle is carried to 1e-4°: the residual Δk L stays far below the π of the acceptance's edge.
      expect(Math.abs(o.deltaKPerMm * Number(pm.lengthMm))).toBeLessThan(0.05);
      expect(o.waves.wave3.centreWavelengthNm).toBeCloseTo(nm[2], -1);
      // Type I SHG is one fundamental field; every other solution has light in both inputs.
      const typeI = pm.wavelength1Nm === pm.wavelength2Nm && solution.type[0] === solution.type[1];
      expect(o.waves.wave2.energyUj === null).toBe(typeI);
      expect(r.warnings.map((w) => w.code)).not.toContain('nothing-to-mix');
    });
  it('a general biaxial direction (s/f waves) is not offered', () => {
    const { href } = open({ material: 'LBO', wavelength1Nm: '1030', wavelength2Nm: '1030', phiDeg: '10' }, 0);
    expect(href).toBeUndefined();
  });
});
