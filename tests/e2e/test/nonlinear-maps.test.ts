/**
 * The heat maps of the nonlinear pages: phase-matching angle against λ1 and temperature, and the QPM period against λ1 and
 * temperature, render on their pages; pointing at a cell and moving the cursor with the arrow keys read a value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { until, waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const VALUE = /=\s*-?\d+(\.\d+)?\s*(deg|µm)$/;

async function checkMap(path: string, unit: string) {
  const { page, errors } = await openPage(h, path);
  expect(await waitForTool(page)).toBe('ready');
  const map = page.locator('[data-testid=heat-map]').first();
  await map.waitFor({ timeout: 20_000 });
  // the cells are drawn (SVG rects coloured from the scale) and the colour bar names the unit
  expect(await map.locator('svg rect').count()).toBeGreaterThan(100);
  expect(await map.locator('svg').textContent()).toContain(`(${unit})`);
  await map.scrollIntoViewIfNeeded();
  // hover the middle of the plot area: the readout shows a value with its unit
  const box = await map.locator('svg').boundingBox();
  if (!box) throw new Error('no map box');
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
  const readout = map.locator('[data-testid=heat-map-readout]');
  const hovered = await until(
    async () => (await readout.textContent()) ?? '',
    (t) => VALUE.test(t) || /no solution/.test(t),
    10_000,
  );
  expect(hovered).toMatch(/λ1 = /);
  // keyboard: focus the map, the arrow keys move the cursor cell and the readout follows
  await map.locator('[role=application]').focus();
  await page.keyboard.press('ArrowLeft');
  const before = (await readout.textContent()) ?? '';
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const after = await until(
    async () => (await readout.textContent()) ?? '',
    (t) => t !== before,
    5000,
  );
  expect(after).toMatch(VALUE);
  expect(errors).toEqual([]);
  await page.close();
}

describe('tuning maps', () => {
  it('phase matching: θ of BBO against λ1 and temperature', async () => {
    await checkMap('/tools/PhaseMatching?material=BaB2O4&wavelength1Nm=1030&wavelength2Nm=1030', 'deg');
  });

  it('QPM: the MgO:PPLN period against λ1 and temperature', async () => {
    await checkMap('/tools/QPM?wavelength1Nm=1550&wavelength2Nm=1550', 'µm');
  });
});
