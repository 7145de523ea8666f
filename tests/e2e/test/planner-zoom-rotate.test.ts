/**
 * The planner as a lab manager uses it on a 3 m table, in chromium against the real API: labels readable at
 * the default zoom, zooming 4x about a part and back keeps it under the cursor, a drag at 4x snaps to the
 * 25 mm grid; a free-rotate mirror turned to 45 deg by typing and by Shift-dragging its handle, a lens mount
 * (no freeRotate) turning by 90 deg only, the angles kept by save and reopen; the report's item numbers
 * matching the labels on the drawing, identical mirrors as one row with a quantity, and the parts-list CSV.
 * Canvas objects are read through Konva's global stage registry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, type Harness, openPage, startHarness } from '../support/harness.js';
import { until } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface KNode {
  id(): string;
  name(): string;
  x(): number;
  y(): number;
  rotation(): number;
  text(): string;
  fontSize(): number;
  getAbsoluteScale(): { x: number; y: number };
  find(selector: string): KNode[];
  findOne(selector: string): KNode;
  getClientRect(): { x: number; y: number; width: number; height: number };
  container(): HTMLElement;
}
declare global {
  interface Window {
    Konva: { stages: KNode[] };
  }
}

interface CatalogueProduct {
  name: string;
  width: number;
  height: number;
  snapPositionX: number;
  snapPositionY: number;
  freeRotate: boolean;
}

/** The placed products: id, code (from the object list order is not needed: by the node id), centre (table mm), angle. */
const products = (page: Page) =>
  page.evaluate(() =>
    window.Konva.stages[0]
      .find('.planner-product')
      .map((n) => ({ id: n.id(), x: n.x(), y: n.y(), rotation: n.rotation() })),
  );

/** Page coordinates of a node's centre on screen. */
const centreOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const stage = window.Konva.stages[0];
    const r = stage.findOne(sel).getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
  }, selector);

const zoomLevel = async (page: Page) => Number(await page.locator('.planner-zoom-level').getAttribute('data-zoom'));

/** A new layout on a 3 m x 1.5 m table. */
async function newLayout(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'New layout' });
  await dialog.waitFor();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Table size').selectOption('300x150cm');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('New layout set.').waitFor();
}

async function add(page: Page, code: string) {
  await page.getByLabel('Product', { exact: true }).selectOption(code);
  await page.getByRole('button', { name: 'Add to table' }).click();
}

/** Selects an object through the object list below the canvas (the keyboard's way). */
async function selectFromList(page: Page, label: RegExp, nth = 0) {
  const list = page.locator('.planner-object-list');
  if (!(await list.evaluate((d: HTMLDetailsElement) => d.open))) await list.locator('summary').click();
  await list.getByRole('button', { name: label }).nth(nth).click();
}

async function catalogue(): Promise<Map<string, CatalogueProduct>> {
  const list = (await (await fetch(`${h.url}/api/products`)).json()) as CatalogueProduct[];
  return new Map(list.map((p) => [p.name, p]));
}

/**
 * Konva client rects are computed from the node transforms in floating point; a part that stays put
 * on screen moves by far less than this, a visible slip by more.
 */
const SAME_PLACE_PX = 0.5;
/** The labels must be readable: at least 11 px tall on screen (the acceptance). */
const READABLE_PX = 11;

describe('planner on a 3 m table', () => {
  it('readable labels; zoom 4x about a part and back keeps it under the cursor; a drag at 4x snaps to 25 mm', async () => {
    const cat = await catalogue();
    const mirror = cat.get('MM-1');
    expect(mirror?.freeRotate, 'the seeded 1" mirror mount turns freely').toBe(true);
    const { page, errors } = await openPage(h, '/planner', 1400);
    await newLayout(page, 'Zoom test');
    await add(page, 'MM-1');
    await page.getByRole('button', { name: 'Add text' }).click();
    // Measure 500 mm along x: the measurement's label is a label too.
    await page.getByRole('button', { name: 'Measure' }).click();
    const table = await page.locator('.konvajs-content').boundingBox();
    if (!table) throw new Error('no canvas');
    const at = async (xMm: number, yMm: number) =>
      page.evaluate(
        ([x, y]) => {
          const stage = window.Konva.stages[0];
          const g = stage.findOne('.planner-objects') as unknown as {
            getChildren(): {
              getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } };
            }[];
          };
          const p = g.getChildren()[0].getAbsoluteTransform().point({ x, y });
          const r = stage.container().getBoundingClientRect();
          return { x: r.left + p.x, y: r.top + p.y };
        },
        [xMm, yMm] as const,
      );
    for (const [x, y] of [
      [300, 200],
      [800, 200],
      [500, 120],
    ]) {
      const p = await at(x, y);
      await page.mouse.click(p.x, p.y);
    }
    const heights = await page.evaluate(() => {
      const stage = window.Konva.stages[0];
      const px = (t: KNode) => t.fontSize() * t.getAbsoluteScale().y;
      return {
        text: px(stage.findOne('.planner-text').findOne('Text')),
        ruler: px(stage.findOne('.planner-ruler').findOne('Text')),
        items: stage.find('.planner-item-label').map((n) => px(n.findOne('Text'))),
      };
    });
    expect(heights.text).toBeGreaterThanOrEqual(READABLE_PX);
    expect(heights.ruler).toBeGreaterThanOrEqual(READABLE_PX);
    expect(heights.items.length).toBe(1);
    expect(Math.min(...heights.items)).toBeGreaterThanOrEqual(READABLE_PX);

    // The mirror is a few px tall at this zoom; its hit area is at least 14 px: a click just beside the
    // drawing (halfway between its edge and the edge of the hit area) selects it.
    const id = (await products(page))[0].id;
    const c0 = await centreOf(page, `#${id}`);
    const pxPerMm0 = await page.evaluate(() => {
      const g = window.Konva.stages[0].findOne('.planner-objects') as unknown as { getChildren(): KNode[] };
      return g.getChildren()[0].getAbsoluteScale().x;
    });
    const drawnPx = (mirror?.height ?? 0) * pxPerMm0;
    expect(drawnPx).toBeLessThan(11);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.mouse.click(c0.x, c0.y - (drawnPx / 2 + 7) / 2);
    await page.getByRole('heading', { name: /Selected: MM-1/ }).waitFor();
    await page.keyboard.press('Escape');
    // Mouse events carry whole pixels: the cursor is on the mirror, up to half a pixel from its centre.
    const cursor = { x: Math.round(c0.x), y: Math.round(c0.y) };
    await page.mouse.move(cursor.x, cursor.y);
    await page.mouse.wheel(0, -400); // 200 px of wheel per doubling: 4x
    expect(
      await until(
        () => zoomLevel(page),
        (z) => Math.abs(z - 4) < 1e-9,
      ),
    ).toBeCloseTo(4, 9);
    // Zoomed about the cursor: the mirror's centre is 4 times as far from the cursor as before, still on it.
    const c4 = await centreOf(page, `#${id}`);
    const expected = { x: cursor.x + 4 * (c0.x - cursor.x), y: cursor.y + 4 * (c0.y - cursor.y) };
    expect(Math.hypot(c4.x - expected.x, c4.y - expected.y)).toBeLessThan(SAME_PLACE_PX);
    // The labels keep their screen size when zoomed.
    const item4 = await page.evaluate(() => {
      const t = window.Konva.stages[0].findOne('.planner-item-label').findOne('Text');
      return t.fontSize() * t.getAbsoluteScale().y;
    });
    expect(item4).toBeCloseTo(heights.items[0], 6);
    await page.mouse.wheel(0, 400);
    expect(
      await until(
        () => zoomLevel(page),
        (z) => z === 1,
      ),
    ).toBe(1);
    const c1 = await centreOf(page, `#${id}`);
    expect(Math.hypot(c1.x - c0.x, c1.y - c0.y)).toBeLessThan(SAME_PLACE_PX);

    // At 4x a drag of 37 x 23 px moves the mirror by that many mm at the zoomed scale, snapped to the holes.
    await page.mouse.wheel(0, -400);
    await until(
      () => zoomLevel(page),
      (z) => Math.abs(z - 4) < 1e-9,
    );
    const before = (await products(page))[0];
    const screenPxPerMm = await page.evaluate(() => {
      const g = window.Konva.stages[0].findOne('.planner-objects') as unknown as {
        getChildren(): KNode[];
      };
      return g.getChildren()[0].getAbsoluteScale().x;
    });
    const c = await centreOf(page, `#${id}`);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 20, c.y + 10, { steps: 3 });
    await page.mouse.move(c.x + 37, c.y + 23, { steps: 3 });
    await page.mouse.up();
    const after = (await products(page))[0];
    if (!mirror) throw new Error('no MM-1');
    // Unturned: the snap position is the centre plus (snap position - half the size).
    const snapX = after.x - mirror.width / 2 + mirror.snapPositionX;
    const snapY = after.y - mirror.height / 2 + mirror.snapPositionY;
    // Holes every 25 mm from 25 mm; 1e-6 mm allows the floating-point sums, nothing visible.
    const offGrid = (v: number) => Math.abs((v - 25) / 25 - Math.round((v - 25) / 25)) * 25;
    expect(offGrid(snapX)).toBeLessThan(1e-6);
    expect(offGrid(snapY)).toBeLessThan(1e-6);
    // Snapping moves the target by at most half a hole pitch (12.5 mm) on each axis.
    expect(Math.abs(after.x - before.x - 37 / screenPxPerMm)).toBeLessThanOrEqual(12.5 + 1e-6);
    expect(Math.abs(after.y - before.y - 23 / screenPxPerMm)).toBeLessThanOrEqual(12.5 + 1e-6);
    expect(after.x).not.toBe(before.x);
    // Fit table goes back to the whole table.
    await page.getByRole('button', { name: 'Fit table' }).click();
    expect(await zoomLevel(page)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a free-rotate mirror turns to 45 deg by typing and by Shift-drag; a lens mount by 90 deg only; reopened the same', async () => {
    const { page, errors } = await openPage(h, '/planner', 1400);
    await newLayout(page, 'Fold mirror');
    await add(page, 'MM-1');
    await add(page, 'LM-1');
    const [mm, lm] = await products(page);

    // Typed: the angle field of a free-rotating product.
    await selectFromList(page, /mirror mount/);
    const angle = page.getByLabel('Angle (°, clockwise)');
    await angle.fill('45');
    await angle.press('Enter');
    expect((await products(page)).find((p) => p.id === mm.id)?.rotation).toBe(45);
    expect(await page.locator('.planner-object-list').textContent()).toContain('turned 45.0°');
    await angle.fill('0');
    await angle.press('Enter');
    expect((await products(page)).find((p) => p.id === mm.id)?.rotation).toBe(0);

    // Shift-drag of the rotation handle to 47 deg clockwise of up: 15 deg steps give 45.
    const centre = await centreOf(page, `#${mm.id}`);
    const knob = await centreOf(page, '.planner-rotation-handle');
    const r = 80;
    const toward = (deg: number) => ({
      x: centre.x + r * Math.sin((deg * Math.PI) / 180),
      y: centre.y - r * Math.cos((deg * Math.PI) / 180),
    });
    await page.mouse.move(knob.x, knob.y);
    await page.mouse.down();
    await page.keyboard.down('Shift');
    await page.mouse.move(toward(30).x, toward(30).y, { steps: 4 });
    await page.mouse.move(toward(47).x, toward(47).y, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    expect((await products(page)).find((p) => p.id === mm.id)?.rotation).toBe(45);
    expect(await angle.inputValue()).toBe('45.0');

    // The lens mount keeps quarter turns: no angle field, no handle, ] does nothing, R turns 90 deg.
    await selectFromList(page, /lens mount/);
    expect(await page.getByLabel('Angle (°, clockwise)').count()).toBe(0);
    expect(await page.evaluate(() => window.Konva.stages[0].find('.planner-rotation-handle').length)).toBe(0);
    await page.keyboard.press(']');
    expect((await products(page)).find((p) => p.id === lm.id)?.rotation).toBe(0);
    await page.keyboard.press('r');
    expect((await products(page)).find((p) => p.id === lm.id)?.rotation).toBe(90);
    await page.getByText(/Angle 90\.0°\. This product turns in 90° steps/).waitFor();

    // Saved and opened in another browser: the same angles.
    await page.getByRole('button', { name: 'Save layout' }).click();
    const code = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    const other = await h.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page2 = await other.newPage();
    await page2.goto(`${h.url}/planner/${code}`, { waitUntil: 'networkidle' });
    await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-product').length === 2);
    expect((await products(page2)).map((p) => [p.id, p.rotation])).toEqual([
      [mm.id, 45],
      [lm.id, 90],
    ]);
    // The drawing (and so the report's image, drawn by the same canvas) writes the free angle by the part.
    expect(await page2.evaluate(() => window.Konva.stages[0].find('.planner-item-angle').map((n) => n.text()))).toEqual(
      ['45.0°'],
    );
    expect(await page2.locator('.planner-object-list').textContent()).toContain('turned 45.0°');
    await other.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('report item numbers match the labels on the drawing; identical mirrors are one row of 2; the CSV downloads', async () => {
    const { page, errors } = await openPage(h, '/planner', 1400);
    await newLayout(page, 'Parts to order');
    for (const code of ['LM-1', 'MM-1', 'MM-1', 'BD-1']) await add(page, code);
    const labels = await page.evaluate(() =>
      Object.fromEntries(
        window.Konva.stages[0]
          .find('.planner-item-label')
          .map((n) => [n.id().replace(/^label-/, ''), n.findOne('Text').text()]),
      ),
    );
    const placed = await products(page);
    expect(Object.keys(labels).sort()).toEqual(placed.map((p) => p.id).sort());
    await page.getByRole('button', { name: 'Print / export PDF' }).click();
    await page.waitForURL(/\/planner\/pdf\//);
    await page.locator('main.report[data-ready]').waitFor();
    const heads = await page.locator('.report-items th').allTextContents();
    expect(heads).toEqual(['#', 'Item name', 'Item code', 'Qty', 'Full size', 'Housing size', 'Navigation code']);
    const rows = await page
      .locator('.report-items tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['1', 'LM-1', '1'],
      ['2', 'MM-1', '2'],
      ['3', 'BD-1', '1'],
    ]);
    // Each placed item's label is its row's number: the two mirrors are both 2.
    const codeOf = ['LM-1', 'MM-1', 'MM-1', 'BD-1'];
    placed.forEach((p, i) => {
      const row = rows.find((r) => r[2] === codeOf[i]);
      expect(labels[p.id], `label of ${codeOf[i]}`).toBe(row?.[0]);
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Parts list (CSV)' }).click();
    const file = join(ARTIFACTS, 'parts.csv');
    await (await download).saveAs(file);
    const csv = readFileSync(file, 'utf8').split('\r\n');
    expect(csv[0]).toBe('#,Item code,Name,Quantity');
    expect(csv[2]).toBe('2,MM-1,"1"" mirror mount",2');
    expect(csv).toHaveLength(5); // header, three rows, and the empty string after the last CRLF
    expect(errors).toEqual([]);
    await page.close();
  });
});
