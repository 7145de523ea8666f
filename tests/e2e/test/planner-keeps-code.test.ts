/**
 * The planner keeps a layout's code: Save as PDF of an unchanged layout reports that layout with its own code (no new
 * code per click); a visitor who may not edit a layout is told before saving that Save makes a copy; new
 * products are placed where they overlap nothing; R rotates; objects are selected from the keyboard through
 * the object list; on a phone the planner says what it offers.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { ensureProducts } from './planner-fixtures.js';

let h: Harness;
const adminPassword = randomBytes(12).toString('hex');
beforeAll(async () => {
  const saved = process.env.ADMIN_PASSWORD;
  process.env.ADMIN_PASSWORD = adminPassword;
  try {
    h = await startHarness();
  } finally {
    if (saved === undefined) delete process.env.ADMIN_PASSWORD;
    else process.env.ADMIN_PASSWORD = saved;
  }
});
afterAll(async () => {
  await h?.close();
});

declare global {
  interface Window {
    Konva: {
      stages: {
        find(s: string): {
          id(): string;
          rotation(): number;
          getClientRect(): { x: number; y: number; width: number; height: number };
        }[];
      }[];
    };
  }
}

const boxes = (page: Page) =>
  page.evaluate(() =>
    window.Konva.stages[0]
      .find('.planner-product')
      .map((n) => ({ id: n.id(), r: n.getClientRect(), rot: n.rotation() })),
  );

describe('planner keeps its code', () => {
  it('places without overlap, rotates with R, selects from the list, and PDF keeps the code', async () => {
    const products = await ensureProducts(h.url, adminPassword);
    const { page, errors } = await openPage(h, '/planner', 1400);
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.waitFor();
    await dialog.getByLabel('Title').fill('Kept-code layout');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const select = page.getByLabel('Product', { exact: true });
    // The same product three times: each lands where it overlaps nothing.
    for (let i = 0; i < 3; i++) {
      await select.selectOption(products[0].name);
      await page.getByRole('button', { name: 'Add to table' }).click();
    }
    const b = await boxes(page);
    expect(b).toHaveLength(3);
    for (let i = 0; i < b.length; i++)
      for (let j = i + 1; j < b.length; j++) {
        const [p, q] = [b[i].r, b[j].r];
        const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart, `products ${i} and ${j} overlap`).toBe(true);
      }
    // Keyboard: open the object list, pick the second product, turn it with R.
    await page.locator('.planner-object-list summary').click();
    const item = page.locator('.planner-object-list li button').nth(1);
    await item.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => item.getAttribute('aria-pressed')).toBe('true');
    await page
      .locator('body')
      .click({ position: { x: 5, y: 5 } })
      .catch(() => undefined);
    await item.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('r');
    await expect.poll(async () => (await boxes(page)).find((x) => x.id === b[1].id)?.rot).toBe(90);

    // Save, then PDF twice on the unchanged layout: the same code both times.
    await page.getByRole('button', { name: 'Save layout' }).click();
    const code = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    await page.getByRole('button', { name: 'Print / export PDF' }).click();
    await page.waitForURL(`**/planner/pdf/${code}`);
    await page.locator('main.report[data-ready]').waitFor();

    // Another browser (no edit right): told before saving that Save makes a copy; its PDF of the unchanged
    // layout reports the same code, no copy made.
    const other = await h.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page2 = await other.newPage();
    await page2.goto(`${h.url}/planner/${code}`, { waitUntil: 'networkidle' });
    await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-product').length === 3);
    expect(await page2.locator('.planner-copy-note').textContent()).toMatch(/saves your version as a copy/);
    for (let i = 0; i < 2; i++) {
      await page2.goto(`${h.url}/planner/${code}`, { waitUntil: 'networkidle' });
      await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-product').length === 3);
      await page2.getByRole('button', { name: 'Print / export PDF' }).click();
      await page2.waitForURL(`**/planner/pdf/${code}`);
    }
    await other.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone the planner says what it offers', async () => {
    const { page } = await openPage(h, '/planner', 390);
    await expect.poll(() => page.locator('.planner-small-screen').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.close();
  });
});
