/**
 * Light-source charts (docs/product.md tools 27 and 28): each slider changes the chart, the three overlays,
 * Export PNG (disabled while out of bounds) with a thumbnail that is downloaded and removed, and the
 * harmonic page's clamped pump energy and special notes. Needs the CHART_PAGES hook in tool-route.tsx.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const chartSvg = (page: import('playwright-core').Page) => page.locator('.light-chart-plot svg').first().innerHTML();

describe('tuning curves', () => {
  it('moves each slider, shows each overlay, exports and removes a thumbnail', async () => {
    const { page, errors } = await openPage(h, '/tools/tuningcurves');
    await page.waitForSelector('.light-chart-plot svg');
    expect(await page.locator('.interaction-list input:disabled').count()).toBeGreaterThan(0); // THS at 10 uJ
    for (const name of ['Pulse energy slider', 'Power slider', 'Repetition rate slider']) {
      const before = await chartSvg(page);
      await page.getByLabel(name).focus();
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(200);
      expect(await chartSvg(page)).not.toBe(before);
    }
    const boxes = page.locator('.log-slider .ot-input');
    await page.goto(`${h.url}/tools/tuningcurves`);
    await boxes.nth(0).fill('500');
    await boxes.nth(0).press('Enter');
    await expect.poll(() => page.locator('.light-chart-overlay').textContent()).toBe('Out of bounds');
    expect(await page.getByRole('button', { name: 'Export PNG' }).isDisabled()).toBe(true);
    await boxes.nth(0).fill('50');
    await boxes.nth(0).press('Enter');
    await boxes.nth(2).fill('2000');
    await boxes.nth(2).press('Enter');
    await expect.poll(() => page.locator('.light-chart-overlay').textContent()).toBe('Parameters out of bounds');
    await page.goto(`${h.url}/tools/tuningcurves?interactions=THS`);
    await expect.poll(() => page.locator('.light-chart-overlay').textContent()).toBe('Energy out of bounds');
    await page.goto(`${h.url}/tools/tuningcurves`);
    await page.waitForSelector('.light-chart-plot svg');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    await page.waitForSelector('[data-testid=thumbnail]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=thumbnail]').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tuning-curves-\d+\.png$/);
    // The image holds more than the plot: its title above, the legend, the inputs and the link below, at 3x.
    const png = readFileSync((await download.path()) ?? '');
    const plot = await page.locator('.light-chart-plot svg').first().boundingBox();
    if (!plot) throw new Error('no chart');
    const [pngW, pngH] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(pngW).toBeGreaterThanOrEqual(3 * plot.width);
    // Title (about 20 px), legend and inputs (about 16 px a row) and the link: at least 60 px beyond the plot.
    expect(pngH).toBeGreaterThanOrEqual(3 * (plot.height + 60));
    await page
      .locator('[data-testid=thumbnail]')
      .getByRole('button', { name: /Remove/ })
      .click();
    expect(await page.locator('[data-testid=thumbnail]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('harmonic optimization', () => {
  it('uses a pump energy above the energy max as the energy max, says so, and keeps the typed text', async () => {
    const { page, errors } = await openPage(h, '/tools/HarmonicModuleOptimization');
    await page.waitForSelector('.light-chart-plot svg');
    expect(await page.getByTestId('special-notes').textContent()).toMatch(/Sample values/);
    const before = await chartSvg(page);
    const pump1 = page.locator('input[name=pumpEnergy1Uj]');
    await pump1.fill('5000');
    await pump1.press('Enter');
    await pump1.blur();
    // The docs/product.md clamps pump energies to the energy max: the engine uses 2000 uJ, the box keeps what was typed
    // and a note next to it says what was used and why.
    expect(await pump1.inputValue()).toBe('5000');
    await expect.poll(() => page.locator('.ot-note').first().textContent()).toMatch(/Used as 2000 µJ/);
    await expect.poll(() => chartSvg(page)).not.toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
