/**
 * Offline once loaded: after a first visit (the service worker caches every built file and the material
 * data), a tool page never visited before opens and computes with the network off.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, startHarness } from '../support/harness.js';
import { outputText, waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

it('a tool page opens and computes offline after the first visit', async () => {
  const context = await h.browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${h.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A controlled load, so the material data goes through the worker's cache too.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.waitForTimeout(500);
    await context.setOffline(true);
    await page.goto(`${h.url}/tools/dispersionparameters?wavelengthNm=800`);
    expect(await waitForTool(page)).toBe('ready');
    expect(Number(await outputText(page, 'byRay.o.n'))).toBeGreaterThan(1.4);
    // A page whose computation runs in a Web Worker: the worker's script comes from the cache too.
    await page.goto(`${h.url}/tools/Mixing?points=512&profile=flat-top`);
    expect(await waitForTool(page)).toBe('ready');
    expect(Number(await outputText(page, 'waves.wave3.energyUj'))).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
