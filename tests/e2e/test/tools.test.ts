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
  it('lists 28 tools', () => {
    expect(TOOLS).toHaveLength(28);
  });

  for (const tool of TOOLS) {
    it(`/tools/${tool.slug} renders with its defaults`, async () => {
      const { page, errors } = await openPage(h, `/tools/${tool.slug}`);
      try {
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
