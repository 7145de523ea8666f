/**
 * Results first, on every calculator page with every optional output on and every column ticked: at 1,400 px no key
 * result (a key value of the page, a list row's identity or key numbers, every value of the small tables) needs a
 * sideways scroll, no head is an internal key; printed (emulated print media, an A4-wide window) every value of every
 * list is laid out within the page, nothing cut at its edge, navigation left out.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../../apps/site/src/tools.js';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Query of each page that turns on its optional outputs (intensity, focusing, a given period, a lens, ...). */
const ALL_OUTPUTS: Readonly<Record<string, string>> = {
  PhaseMatching: 'material=LBO&wavelength1Nm=1064&intensityGwPerCm2=1&beamWaistUm=50&walkoffFocusing=true',
  QPM: 'material=LiNbO3_MgO&wavelength3Nm=1064&wavelength1Nm=1550&periodUm=30.5&temperatureC=200',
  gaussianbeampropagation: 'lensFocalLengthMm=100&distanceToLensMm=1000',
  PMangles: 'material=KTP&plane=XY',
  NCPM: 'material=LBO&wavelength1Nm=1064',
};

/** The light-source charts have pages of their own (no results panel). */
const CHART_PAGES = new Set(['tuningcurves', 'HarmonicModuleOptimization']);

async function openAll(page: Page, slug: string): Promise<void> {
  await page.goto(`${h.url}/tools/${slug}${ALL_OUTPUTS[slug] ? `?${ALL_OUTPUTS[slug]}` : ''}`);
  expect(await waitForTool(page)).toBe('ready');
  await page.waitForTimeout(150);
  // Every column of every list.
  for (const box of await page.locator('.column-chooser input[type=checkbox]').all())
    if (!(await box.isChecked())) await box.check();
  await page.waitForTimeout(150);
}

/** Key values outside the results panel or inside a scrolled-away part of a table; the page's own sideways scroll. */
function outOfView(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('.tool-results')?.getBoundingClientRect();
    const bad: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
      bad.push(`page scrolls sideways: ${document.documentElement.scrollWidth}`);
    if (!panel) return bad;
    const keys = document.querySelectorAll<HTMLElement>(
      '.tool-results [data-key], .tool-results table:not(.list-table) output',
    );
    for (const el of keys) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) bad.push(`${el.dataset.output}: not shown`);
      else if (r.left < panel.left - 1 || r.right > panel.right + 1) bad.push(`${el.dataset.output}: out of the panel`);
      const scroller = el.closest<HTMLElement>('.table-scroll');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        bad.push(`${el.dataset.output}: in a scrolled table`);
    }
    return bad;
  });
}

/** Heads and labels of the results that look like internal keys (camelCase words, dotted paths). */
function keyHeads(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tool-results th, .tool-results dt, .tool-results .card-title-part[title]')]
      .map((e) => (e.getAttribute('title') ?? e.textContent ?? '').trim())
      .filter((t) => /\b[a-z]{2,}[A-Z][a-z][A-Za-z]*\b|\w\.\w+\.|\{\d\}/.test(t)),
  );
}

describe('results at 1,400 px, every optional output on', () => {
  it('every key result of every calculator page is in view without a sideways scroll; heads are human', async () => {
    const { page, errors } = await openPage(h, '/', 1400);
    const bad: string[] = [];
    for (const tool of TOOLS) {
      if (CHART_PAGES.has(tool.slug)) continue;
      await openAll(page, tool.slug);
      for (const b of await outOfView(page)) bad.push(`${tool.slug}: ${b}`);
      for (const k of await keyHeads(page)) bad.push(`${tool.slug}: head "${k}"`);
    }
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('the phase-matching page with every column: each solution a card, its angles and d_eff in view', async () => {
    const { page } = await openPage(h, '/', 1400);
    await openAll(page, 'PhaseMatching');
    expect(await page.locator('.result-card').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-output-list="solutions"] .card-primary dt').allTextContents()).toContain(
      'θ (deg)',
    );
    await page.close();
  });
});

/** Values of the results laid out outside an A4-wide page, or cut by a scrolling box, in print media. */
function cutInPrint(page: Page, widthPx: number) {
  return page.evaluate((w) => {
    const bad: string[] = [];
    if (document.documentElement.scrollWidth > w + 1)
      bad.push(`page wider than A4: ${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('.tool-results [data-output*="."]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) bad.push(`${el.dataset.output}: not printed`);
      else if (r.right > w + 1) bad.push(`${el.dataset.output}: beyond the page's edge`);
    }
    for (const s of document.querySelectorAll<HTMLElement>('.table-scroll'))
      if (s.scrollWidth > s.clientWidth + 1) bad.push('a table is cut');
    const nav = document.querySelector('.site-header');
    if (nav && nav.getBoundingClientRect().height > 0) bad.push('the navigation is printed');
    return bad;
  }, widthPx);
}

describe('print preview (emulated print media, A4 width)', () => {
  // A4 is 210 mm: 794 CSS px at 96 px per inch.
  const A4_PX = 794;
  it('every value of every list is printed within the page, on every calculator page', async () => {
    const { page, errors } = await openPage(h, '/', 1400);
    const bad: string[] = [];
    for (const tool of TOOLS) {
      if (CHART_PAGES.has(tool.slug)) continue;
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.emulateMedia({ media: 'screen' });
      await openAll(page, tool.slug);
      await page.setViewportSize({ width: A4_PX, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      await page.waitForTimeout(200);
      for (const b of await cutInPrint(page, A4_PX)) bad.push(`${tool.slug}: ${b}`);
    }
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
