/**
 * Every tool route (docs/product.md §2) renders without console errors, shows its calculator's title as the
 * page heading and in the document title, and shows the calculator's defaults in fields found by their
 * visible label.
 *
 * The route -> calculator id table is written here, independently of the site's own catalogue lookup,
 * so a page wired to the wrong calculator fails; the expected title, labels and defaults are the spec's,
 * taken from the engine registry by id.
 */
import { builtinLibrary, type CalculatorSpec, getCalculator } from '@optics-toolbox/optics-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../../apps/site/src/tools.js';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field, waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The tool routes of docs/product.md §2 and the calculator each one shows (docs/calculators.md ids). */
const ROUTE_TO_ID: Record<string, string> = {
  unitconverter: 'unit-converter',
  bandwidthconverter: 'bandwidth-converter',
  tbconverter: 'time-bandwidth',
  SFconverter: 'sfg-wavelengths',
  pulseintensity: 'pulse-intensity',
  pulsepower: 'pulse-power',
  gaussianbeampropagation: 'gaussian-beam',
  beamdisplacement: 'beam-displacement',
  beamdisplacementsandwich: 'heterostructure',
  beamdisplacementslabpair: 'slab-pair',
  refractiveindex: 'refractive-index',
  comparematerials: 'compare-materials',
  prismrefraction: 'prism-refraction',
  lensradius: 'lens-radius',
  fresnelreflection: 'fresnel',
  diffractionangles: 'diffraction-angles',
  gratingcalculator: 'grating-calculator',
  dispersionparameters: 'dispersion',
  gratingpair: 'grating-pair',
  prismpair: 'prism-pair',
  pulsebroadening: 'pulse-broadening',
  gaussianbeamelongation: 'pulse-elongation',
  PMangles: 'nonlinear-interactions',
  SFG: 'sfg',
  SFGinternalangles: 'sfg-internal-angles',
  Bintegral: 'b-integral',
  tuningcurves: 'tuning-curves',
  HarmonicModuleOptimization: 'harmonic-optimization',
  PhaseMatching: 'phase-matching',
  QPM: 'qpm',
  NCPM: 'ncpm',
  OPAtuning: 'opa-tuning',
  Mixing: 'mixing',
  PulsePath: 'pulse-path',
};

const specFor = (slug: string): CalculatorSpec => {
  const id = ROUTE_TO_ID[slug];
  if (!id) throw new Error(`/tools/${slug} is not in the test's route table`);
  return getCalculator(id);
};

/** Inputs whose field shows the default text as typed (numbers with a default, outside linked groups). */
const plainDefaults = (spec: CalculatorSpec) =>
  spec.inputs.filter(
    (s) =>
      (s.kind === 'number' || s.kind === 'integer') &&
      typeof s.default === 'number' &&
      !(spec.exclusive ?? []).some((g) => g.includes(s.name) && g[0] !== s.name),
  );

describe('tool routes', () => {
  it('lists every tool route of the route table, no more, no fewer', () => {
    expect(TOOLS.map((t) => t.slug).sort()).toEqual(Object.keys(ROUTE_TO_ID).sort());
  });

  // docs/product.md §9: tuning energy 10 uJ, power 5 W, repetition rate 500 kHz; harmonic energy max 2000 uJ, power 20 W.
  const CHART_PAGE_DEFAULTS: Record<string, string[]> = {
    tuningcurves: ['10', '5', '500'],
    HarmonicModuleOptimization: [],
  };
  for (const tool of TOOLS) {
    it(`/tools/${tool.slug} renders with its defaults`, async () => {
      const { page, errors } = await openPage(h, `/tools/${tool.slug}`);
      try {
        const spec = specFor(tool.slug);
        if (tool.slug in CHART_PAGE_DEFAULTS) {
          // The light-source charts have their own pages: log sliders with number boxes, docs/product.md §9 defaults.
          await page.locator('.light-chart-plot svg').first().waitFor({ timeout: 45_000 });
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(spec.title);
          expect(await page.title()).toContain(spec.title);
          const boxes = await page
            .locator('.log-slider .ot-input')
            .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
          expect(boxes.slice(0, CHART_PAGE_DEFAULTS[tool.slug].length)).toEqual(CHART_PAGE_DEFAULTS[tool.slug]);
          for (const s of plainDefaults(spec).filter((x) => x.name.endsWith('Uj') || x.name === 'powerW')) {
            if (tool.slug !== 'HarmonicModuleOptimization') continue;
            expect(await field(page, s.label).inputValue(), `${s.name} default`).toBe(String(s.default));
          }
          expect(errors).toEqual([]);
          return;
        }
        expect(await waitForTool(page)).toBe('ready');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(spec.title);
        expect(await page.title()).toContain(spec.title);
        for (const s of plainDefaults(spec)) {
          const f = field(page, s.label);
          // A missing label is a failure: the user could not find this input by its name.
          expect(await f.count(), `a field labelled '${s.label}' (${s.name})`).toBe(1);
          if (await f.isDisabled()) continue; // e.g. the prism pair's angles in the Brewster configuration
          expect(await f.inputValue(), `${s.name} default`).toBe(String(s.default));
        }
        // Every input of the calculator is on the page under its label: a field, or a fieldset whose legend
        // is the label (preset buttons, list editors). A page wired to another calculator, or a renamed
        // label, fails here.
        const missing: string[] = [];
        for (const s of spec.inputs) {
          const found =
            (await page.getByLabel(s.label, { exact: true }).count()) +
            (await page.getByRole('group', { name: s.label, exact: true }).count());
          if (found === 0) missing.push(`${s.name} '${s.label}'`);
        }
        expect(missing, 'inputs without a labelled field').toEqual([]);
        const mat = spec.inputs.find((s) => s.kind === 'material');
        // The box shows the material's name (never its key in brackets), looked up in the database.
        if (mat) {
          const name = builtinLibrary().find(String(mat.default))?.name;
          expect(name, `default material ${String(mat.default)} in the database`).toBeDefined();
          expect(await field(page, mat.label).inputValue()).toBe(name);
        }
        if (spec.series) await page.locator('[data-testid=chart] svg').first().waitFor({ timeout: 10_000 });
        // Every control has a label bound to it (label[for], a wrapping label, aria-label or a legend).
        const unlabelled = await page.evaluate(() =>
          [...document.querySelectorAll('main input, main select, main textarea')]
            .filter((el) => {
              const c = el as HTMLInputElement;
              return !(c.labels && c.labels.length > 0) && !c.getAttribute('aria-label');
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        expect(unlabelled).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
