/**
 * Every tool route of SPEC.md section 2 renders without console errors, sets its title and shows the
 * calculator's defaults (or a coming-soon note while the engine lacks the calculator); a screenshot of
 * each page goes to test-results/screenshots/.
 */
import { join } from 'node:path';
import { type CalculatorSpec, calculators } from '@optics-toolbox/optics-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../../apps/site/src/tools.js';
import { type Harness, openPage, SCREENSHOTS, startHarness } from '../support/harness.js';
import { field, waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const specFor = (slug: string): CalculatorSpec | undefined =>
  calculators.find((c) => c.route.toLowerCase() === `/tools/${slug}`.toLowerCase());

/** Inputs whose field shows the default text as typed (numbers with a default, outside linked groups). */
const plainDefaults = (spec: CalculatorSpec) =>
  spec.inputs.filter(
    (s) =>
      (s.kind === 'number' || s.kind === 'integer') &&
      typeof s.default === 'number' &&
      !(spec.exclusive ?? []).some((g) => g.includes(s.name) && g[0] !== s.name),
  );

describe('tool routes', () => {
  it('lists 31 tools (28 of SPEC.md, qpm, ncpm, opa-tuning)', () => {
    expect(TOOLS).toHaveLength(31);
  });

  // SPEC section 9: tuning energy 10 uJ, power 5 W, repetition rate 500 kHz; harmonic energy max 2000 uJ, power 20 W.
  const CHART_PAGE_DEFAULTS: Record<string, string[]> = {
    tuningcurves: ['10', '5', '500'],
    HarmonicModuleOptimization: [],
  };
  for (const tool of TOOLS) {
    it(`/tools/${tool.slug} renders with its defaults`, async () => {
      const { page, errors } = await openPage(h, `/tools/${tool.slug}`);
      try {
        if (tool.slug in CHART_PAGE_DEFAULTS) {
          // The light-source charts have their own pages: log sliders with number boxes, SPEC section 9 defaults.
          await page.locator('.light-chart-plot svg').first().waitFor({ timeout: 45_000 });
          expect(await page.title()).toContain(tool.title);
          const boxes = await page
            .locator('.log-slider .ot-input')
            .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
          expect(boxes.slice(0, CHART_PAGE_DEFAULTS[tool.slug].length)).toEqual(CHART_PAGE_DEFAULTS[tool.slug]);
          for (const s of plainDefaults(specFor(tool.slug)!).filter(
            (x) => x.name.endsWith('Uj') || x.name === 'powerW',
          )) {
            if (tool.slug !== 'HarmonicModuleOptimization') continue;
            expect(await field(page, s.label).inputValue(), `${s.name} default`).toBe(String(s.default));
          }
          expect(errors).toEqual([]);
          return;
        }
        const state = await waitForTool(page);
        const spec = specFor(tool.slug);
        expect(state).toBe(spec ? 'ready' : 'coming-soon');
        expect(await page.title()).toContain(tool.title);
        await expect(page.getByRole('heading', { level: 1 })).toBeDefined();
        if (spec) {
          for (const s of plainDefaults(spec)) {
            const f = field(page, s.label);
            if ((await f.count()) === 0 || (await f.isDisabled())) continue;
            expect(await f.inputValue(), `${s.name} default`).toBe(String(s.default));
          }
          const mat = spec.inputs.find((s) => s.kind === 'material');
          if (mat) expect(await field(page, mat.label).inputValue()).toContain(`(${mat.default})`);
          if (spec.series) await page.locator('[data-testid=chart] svg').first().waitFor({ timeout: 10_000 });
        }
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
        await page.screenshot({ path: join(SCREENSHOTS, `${tool.slug}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
