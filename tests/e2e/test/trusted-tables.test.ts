/**
 * Tables a scientist trusts, in the browser: per-wave results as real columns with unit heads (SFG, phase
 * matching, PMangles), no displayed value that is a rounding residue on any tool page's defaults, indices to 5
 * decimals, converter fields that agree, human labels.
 */
import type { Page } from 'playwright-core';
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

/** The heads of a list's values: a table's column heads, or the labels in its cards (wide lists are cards). */
const heads = (page: Page) => page.locator('.list-table th, .result-card dt').allTextContents();
/** A list is on the page, as a table or as cards. */
const listShown = (page: Page) => page.locator('.list-table, .result-cards').first().waitFor();

describe('per-wave results as columns', () => {
  it('SFG: walk-off 1/2/3 and GVM 12/13/23 under heads with units, one number per cell', async () => {
    const { page, errors } = await openPage(h, '/tools/SFG');
    await waitForTool(page);
    await listShown(page);
    const h1 = await heads(page);
    for (const x of ['Walk-off 1 (mrad)', 'Walk-off 3 (mrad)', 'GVM 12 (fs/mm)', 'GVM 23 (fs/mm)'])
      expect(h1).toContain(x);
    const cells = await page.locator('[data-output^="interactions."]').allTextContents();
    expect(cells.some((c) => /\d:\s/.test(c))).toBe(false);
    // The o-waves of ooe have no walk-off: shown as 0.000, not a residue.
    const ooe = page.locator('.list-table tr, .result-card', { hasText: 'ooe' }).first();
    expect(await ooe.locator('[data-output*=".walkoffMrad."]').allTextContents()).toContain('0.000');
    // Indices are a choice of columns, to 5 decimals.
    await page.getByLabel('Phase indices of waves 1, 2, 3').check();
    const n1 = await page.locator('[data-output$=".indices.1"]').first().textContent();
    expect(n1).toMatch(/^1\.\d{5}$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('PMangles: human heads ("ooe θ (deg)"), a column chooser, a bad line marked', async () => {
    const { page, errors } = await openPage(h, '/tools/PMangles');
    await waitForTool(page);
    const a = page.locator('textarea').first();
    await a.fill('1030\n1064\nabc');
    const b = page.locator('textarea').nth(1);
    await b.fill('1030\n1064\n1030');
    await listShown(page);
    const h1 = await heads(page);
    expect(h1).toContain('ooe θ (deg)');
    expect(h1.some((x) => /interactions\.|Deg\b|\{/.test(x))).toBe(false);
    await page.getByRole('checkbox', { name: 'walk-off (mrad)' }).check();
    expect(await heads(page)).toContain('ooe walk-off 3 (mrad)');
    await expect.poll(() => page.locator('.bad-row').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('phase matching has its own page with the same columns', async () => {
    const { page, errors } = await openPage(h, '/tools/PhaseMatching');
    await waitForTool(page);
    await listShown(page);
    expect(await heads(page)).toContain('GVM 13 (fs/mm)');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A number as displayed, parsed (exponent notation included). */
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/;

describe('no rounding residue on any page', () => {
  it('defaults of every tool page: no value below 1e-9 of its row or column, no "-0"', async () => {
    const residues: string[] = [];
    const { page } = await openPage(h, '/');
    for (const tool of TOOLS) {
      if (tool.slug === 'tuningcurves' || tool.slug === 'HarmonicModuleOptimization') continue; // charts only
      await page.goto(`${h.url}/tools/${tool.slug}`);
      await waitForTool(page);
      await page.waitForTimeout(100);
      // Values of one row (ray table) or one column (list table) share a scale.
      const groups: string[][] = await page.evaluate(() => {
        const out: string[][] = [];
        for (const tr of document.querySelectorAll('.tool-results table:not(.list-table) tr'))
          out.push([...tr.querySelectorAll('output')].map((o) => o.textContent ?? ''));
        for (const t of document.querySelectorAll('.tool-results .list-table')) {
          const rows = [...t.querySelectorAll('tbody tr')].map((r) =>
            [...r.querySelectorAll('td')].map((c) => c.textContent ?? ''),
          );
          const n = Math.max(0, ...rows.map((r) => r.length));
          for (let i = 0; i < n; i++) out.push(rows.map((r) => r[i] ?? ''));
        }
        for (const i of document.querySelectorAll<HTMLInputElement>('.tool-inputs input.ot-input')) out.push([i.value]);
        return out;
      });
      for (const g of groups) {
        const nums = g.map((x) => x.trim()).filter((x) => NUMBER.test(x));
        const scale = Math.max(...nums.map((x) => Math.abs(Number(x))), 0);
        for (const x of nums) {
          const v = Math.abs(Number(x));
          if (/^-0(\.0+)?$/.test(x) || (v !== 0 && v < 1e-9 * scale) || (/e-1\d/.test(x) && scale > 1e-6))
            residues.push(`${tool.slug}: ${x} among ${nums.join(' ')}`);
        }
      }
    }
    await page.close();
    expect(residues).toEqual([]);
  }, 400_000);

  it('a sweep: prism refraction at apex 0, prism pair at zero insertion, bandwidth type change', async () => {
    const { page } = await openPage(h, '/tools/prismrefraction?apexDeg=0&angleDeg=30');
    await waitForTool(page);
    const dev = await page.locator('[data-output^="byRay."][data-output$="deviationDeg"]').first().textContent();
    expect(dev).toBe('0.000');
    await page.goto(`${h.url}/tools/prismpair?insertion2Mm=0`);
    await waitForTool(page);
    expect(await page.locator('[data-output="glassPath2Mm"]').textContent()).toBe('0.000');
    await page.goto(`${h.url}/tools/bandwidthconverter`);
    await waitForTool(page);
    await field(page, 'Bandwidth type (nm)').selectOption('e-2');
    const values = await page
      .locator('.tool-inputs input.ot-input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    for (const v of values) if (NUMBER.test(v)) expect(v.split('.')[1]?.length ?? 0, v).toBeLessThanOrEqual(5);
    await page.close();
  });
});

describe('meaningful digits and human labels', () => {
  it('unit converter: 1.55 eV shows 799.9 nm next to 12501.594 cm⁻¹', async () => {
    const { page } = await openPage(h, '/tools/unitconverter');
    await waitForTool(page);
    await field(page, 'Photon energy (eV)').fill('1.55');
    await expect.poll(() => field(page, 'Wavelength (nm)').inputValue()).toBe('799.9');
    expect(await field(page, 'Wavenumber (cm⁻¹)').inputValue()).toBe('12501.594');
    await page.close();
  });

  it('dispersion of a glass: indices to 5 decimals, no "Ordinary" column, no "(fused_silica)"', async () => {
    const { page } = await openPage(h, '/tools/dispersionparameters?material=fused_silica');
    await waitForTool(page);
    const n = await page.locator('[data-output="byRay.o.n"]').textContent();
    expect(n).toMatch(/^1\.\d{5}$/);
    expect(await page.locator('.tool-results th').allTextContents()).not.toContain('Ordinary');
    expect(await field(page, 'Material').inputValue()).not.toContain('(fused_silica)');
    await page.close();
  });

  it('small peak powers keep their significant digits (5.3 MW is not 0.005 GW)', async () => {
    const { page } = await openPage(h, '/tools/pulsepower?energyMj=0.0005&durationFs=100');
    await waitForTool(page);
    const p = await page.locator('[data-output="powerGw.gaussian"]').textContent();
    // 0.5 uJ in 100 fs Gaussian: 0.94 * E / tau = 4.697 MW (Gaussian peak factor 2 sqrt(ln 2 / pi)).
    expect(p).toMatch(/^0\.00469\d$/);
    await page.close();
  });

  it('prism pair: the GDD and TOD charts draw their lines', async () => {
    const { page, errors } = await openPage(h, '/tools/prismpair');
    await waitForTool(page);
    await page.locator('[data-testid=chart] svg').first().waitFor();
    expect(await page.locator('[data-testid=chart]').count()).toBeGreaterThanOrEqual(2);
    for (const chart of await page.locator('[data-testid=chart]').all())
      expect(await chart.locator('svg path').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('phone: a wide list becomes cards, so nothing scrolls sideways', async () => {
    const { page } = await openPage(h, '/tools/SFG', 390);
    await waitForTool(page);
    await page.locator('.result-cards').first().waitFor();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390 + 1);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.table-scroll')].filter((s) => s.scrollWidth > s.clientWidth + 1),
    );
    expect(cut).toHaveLength(0);
    await page.close();
  });
});

describe('a click copies a value at full precision', () => {
  it('dispersion: the refractive index cell copies all its digits', async () => {
    const { page } = await openPage(h, '/tools/dispersionparameters?material=fused_silica');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    await waitForTool(page);
    const cell = page.locator('[data-output="byRay.o.n"]');
    const shown = (await cell.textContent()) ?? '';
    await cell.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(shown.slice(0, 6))).toBe(true);
    expect(copied.length).toBeGreaterThan(shown.length);
    await page.close();
  });
});
