/**
 * Nothing lost in the planner, in chromium against the real API: leaving a layout with unsaved changes
 * asks first (an in-app link: the planner's own dialog; a reload: the browser's beforeunload prompt), the
 * autosaved draft comes back after a reload; the "Open" list finds the layouts this browser made;
 * "Save copy as" asks for a title; a save from another browser says why it became a copy, and the edit
 * link hands the right to change the layout to that browser; a smaller table says which objects it moved
 * and keeps them where they were on request.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface KNode {
  id(): string;
  x(): number;
  y(): number;
  find(selector: string): KNode[];
}
declare global {
  interface Window {
    Konva: { stages: KNode[] };
  }
}

const centres = (page: Page) =>
  page.evaluate(() => window.Konva.stages[0].find('.planner-object').map((n) => ({ id: n.id(), x: n.x(), y: n.y() })));

async function newLayout(page: Page, title: string, size = '300x150cm') {
  const dialog = page.getByRole('dialog', { name: 'New layout' });
  await dialog.waitFor();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Table size').selectOption(size);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('New layout set.').waitFor();
}

async function add(page: Page, code: string) {
  await page.getByLabel('Product', { exact: true }).selectOption(code);
  await page.getByRole('button', { name: 'Add to table' }).click();
}

/** Saves and returns the code shown. */
async function save(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save layout' }).click();
  await page.locator('[data-layout-code]').waitFor();
  return (await page.locator('[data-layout-code]').textContent()) ?? '';
}

describe('nothing lost', () => {
  it('asks before a link or a reload leaves unsaved changes, and the draft comes back after a reload', async () => {
    const { page, errors } = await openPage(h, '/planner', 1400);
    await newLayout(page, 'Draft test');
    await add(page, 'MM-1');
    const code = await save(page);
    await page.waitForURL(`**/planner/${code}`);
    expect(await page.locator('.planner-page').getAttribute('data-dirty')).toBeNull();

    // An unsaved move: the object list selects the mirror, two arrows move it 50 mm.
    await page.locator('.planner-object-list summary').click();
    await page
      .locator('.planner-object-list')
      .getByRole('button', { name: /mirror mount/ })
      .click();
    const before = (await centres(page))[0];
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const moved = (await centres(page))[0];
    expect(moved.x - before.x).toBeCloseTo(50, 9);
    expect(await page.locator('.planner-page').getAttribute('data-dirty')).toBe('true');

    // An in-app link (the site's home in the navigation bar): the planner asks; Stay keeps everything.
    await page.getByRole('link', { name: 'Optics Toolbox' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/planner/${code}`);
    expect((await centres(page))[0].x).toBe(moved.x);

    // A reload: the browser's beforeunload prompt, then the draft is restored on the saved layout.
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.type());
      void d.accept();
    });
    await page.waitForTimeout(400); // the draft is written 300 ms after the last change
    await page.reload({ waitUntil: 'networkidle' });
    expect(prompts).toEqual(['beforeunload']);
    await page.getByText(/Your unsaved changes from .* were restored/).waitFor();
    await page.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 1);
    expect((await centres(page))[0].x).toBe(moved.x);
    expect(await page.locator('.planner-page').getAttribute('data-dirty')).toBe('true');

    // Leave through the dialog: the next visit of /planner goes back to that layout with the draft.
    await page.getByRole('link', { name: 'Optics Toolbox' }).click();
    await page
      .getByRole('dialog', { name: 'Leave with unsaved changes?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(`${h.url}/planner`, { waitUntil: 'networkidle' });
    await page.waitForURL(`**/planner/${code}`);
    await page.getByText(/were restored/).waitFor();
    expect((await centres(page))[0].x).toBe(moved.x);
    // Saving clears the draft: no question on the way out any more.
    await save(page);
    expect(await page.locator('.planner-page').getAttribute('data-dirty')).toBeNull();
    await page.getByRole('link', { name: 'Optics Toolbox' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(prompts).toEqual(['beforeunload']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Open lists this browser's layouts with search; Save copy as asks for a title; a copy says why; the edit link carries the rights", async () => {
    const ctx = await h.browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto(`${h.url}/planner`, { waitUntil: 'networkidle' });
    await newLayout(page, 'OPA pump line');
    await add(page, 'MM-1');
    const first = await save(page);
    // Save copy as: the title is asked for (and a blank one refused).
    await page.getByRole('button', { name: 'Save copy as' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save copy as' });
    const title = dialog.getByLabel('Title of the copy');
    expect(await title.inputValue()).toBe('Copy of OPA pump line');
    await title.fill('  ');
    await dialog.getByRole('button', { name: 'Save copy' }).click();
    await dialog.getByRole('alert').waitFor();
    await title.fill('THG line');
    await dialog.getByRole('button', { name: 'Save copy' }).click();
    await page.getByText('Copy saved').waitFor();
    const copy = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(copy).not.toBe(first);
    expect(await page.getByLabel('Layout title').inputValue()).toBe('THG line');
    // No "why" for a copy that was asked for.
    expect(await page.locator('[data-copy-reason]').count()).toBe(0);
    const editLink = await page.getByLabel('Edit link').inputValue();
    expect(editLink).toMatch(new RegExp(`/planner/${copy}#edit=[A-Za-z0-9_-]+$`));

    // Open: both layouts, newest first, with their titles; the search narrows them.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const open = page.getByRole('dialog', { name: 'Open a layout' });
    const items = open.locator('.planner-open-list li');
    expect(await items.allTextContents()).toEqual([
      expect.stringContaining('THG line'),
      expect.stringContaining('OPA pump line'),
    ]);
    await open.getByLabel('Search by code or title').fill('opa');
    expect(await items.count()).toBe(1);
    await open.getByRole('link', { name: /OPA pump line/ }).click();
    await page.waitForURL(`**/planner/${first}`);
    await page.waitForFunction(
      () => (document.querySelector('input.planner-title') as HTMLInputElement | null)?.value === 'OPA pump line',
    );

    // Another browser changes the copy: Save makes a copy of it and says why.
    const other = await h.browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
    const page2 = await other.newPage();
    await page2.goto(`${h.url}/planner/${copy}`, { waitUntil: 'networkidle' });
    await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 1);
    await page2.getByRole('button', { name: 'Add text' }).click();
    await save(page2);
    await page2.getByText('Copy saved').waitFor();
    expect(await page2.locator('[data-copy-reason]').textContent()).toContain(
      `layout ${copy} was made in another browser`,
    );
    // With the edit link the other browser may change the layout itself.
    await page2.goto(editLink, { waitUntil: 'networkidle' });
    await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 1);
    expect(new URL(page2.url()).hash).toBe('');
    await page2.getByRole('button', { name: 'Add text' }).click();
    expect(await save(page2)).toBe(copy);
    await page2.getByText('Layout saved').waitFor();
    await other.close();
    await ctx.close();
  });

  it('a smaller table says which objects it moved, and keeps them where they were on request', async () => {
    const { page, errors } = await openPage(h, '/planner', 1400);
    await newLayout(page, 'Table change');
    for (const code of ['LH-20', 'MM-1', 'MM-1', 'BD-1']) await add(page, code);
    const before = await centres(page);
    await page.getByRole('button', { name: 'Layout and table settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Layout settings' });
    await dialog.getByLabel('Table size').selectOption('200x80cm');
    await dialog.getByRole('button', { name: /Apply|Save/ }).click();
    const notice = page.locator('[data-table-change]');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('The 2000 x 800 mm table moved');
    const movedNow = (await centres(page)).filter((o, i) => o.x !== before[i].x || o.y !== before[i].y);
    expect(movedNow.length).toBeGreaterThan(0);
    expect(text).toContain(`${movedNow.length} object`);
    await notice.getByRole('button', { name: 'Keep them where they were' }).click();
    expect(await centres(page)).toEqual(before);
    expect(await notice.textContent()).toMatch(/lie partly off the table|lies partly off the table/);
    await notice.getByRole('button', { name: 'Undo the table change' }).click();
    expect(await notice.count()).toBe(0);
    expect(await centres(page)).toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
