/**
 * The layout planner in chromium against the real API: a new layout with settings, three products
 * and a tube, arrow moves, a drag, rotation, a drawn line, a measurement, undo/redo, save, reload
 * by code, the edit-token rule (another browser saves a copy), the PDF report printed to a PDF,
 * and /planner/png/{code}. Canvas objects are read through Konva's global stage registry.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, type Harness, openPage, startHarness } from '../support/harness.js';
import { ensureProducts } from './planner-fixtures.js';

let h: Harness;
const adminPassword = randomBytes(12).toString('hex');
/** A layout of the previous planner (fabric.js canvas dump) in the legacy store. */
const legacyDir = mkdtempSync(join(tmpdir(), 'e2e-legacy-'));
const LEGACY_NAME = 'OLDLAYOUT1';
beforeAll(async () => {
  mkdirSync(join(legacyDir, 'old_schemes'));
  writeFileSync(
    join(legacyDir, 'old_schemes', `${LEGACY_NAME}.json`),
    JSON.stringify({
      name: LEGACY_NAME,
      layoutSettings: { title: 'Old layout', size: '200x120cm' },
      canvas: {
        objects: [
          { type: 'image', name: 'MirrorMount1', left: 400, top: 300, width: 40, height: 40, angle: 0 },
          {
            type: 'line',
            name: 'TUBE25',
            originX: 'center',
            originY: 'center',
            left: 700,
            top: 500,
            x1: -60,
            y1: 0,
            x2: 60,
            y2: 0,
          },
        ],
      },
    }),
  );
  // The harness hands its environment to the API server; restored afterwards for other test files.
  const saved = { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, LEGACY_SCHEMES_DIR: process.env.LEGACY_SCHEMES_DIR };
  process.env.ADMIN_PASSWORD = adminPassword;
  process.env.LEGACY_SCHEMES_DIR = legacyDir;
  try {
    h = await startHarness();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});
afterAll(async () => {
  await h?.close();
  rmSync(legacyDir, { recursive: true, force: true });
});

/** The few Konva node methods the test reads in the page. */
interface KNode {
  id(): string;
  width(): number;
  stroke(): string;
  name(): string;
  x(): number;
  y(): number;
  rotation(): number;
  text(): string;
  find(selector: string): KNode[];
  findOne(selector: string): KNode;
  getChildren(): KNode[];
  getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } };
  getClientRect(): { x: number; y: number; width: number; height: number };
  container(): HTMLElement;
}
declare global {
  interface Window {
    Konva: { stages: KNode[] };
  }
}

interface Shown {
  id: string;
  kind: string;
  x: number;
  y: number;
  rotation: number;
}

/** The drawn objects: id, kind (from the node name), position (table mm) and rotation. */
const objects = (page: Page): Promise<Shown[]> =>
  page.evaluate(() => {
    const stage = window.Konva.stages[0];
    return stage.find('.planner-object').map((n) => ({
      id: n.id(),
      kind: n.name().split(' ')[1].replace('planner-', ''),
      x: Math.round(n.x() * 1000) / 1000,
      y: Math.round(n.y() * 1000) / 1000,
      rotation: n.rotation(),
    }));
  });

/** Page coordinates of a table point (mm), through the objects group's transform. */
const tableToPage = (page: Page, xMm: number, yMm: number): Promise<{ x: number; y: number }> =>
  page.evaluate(
    ([x, y]) => {
      const stage = window.Konva.stages[0];
      const group = stage.findOne('.planner-objects').getChildren()[0];
      const p = group.getAbsoluteTransform().point({ x, y });
      const r = stage.container().getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    [xMm, yMm] as const,
  );

/** Page coordinates of an object's centre on screen. */
const centreOf = (page: Page, id: string): Promise<{ x: number; y: number }> =>
  page.evaluate((oid) => {
    const stage = window.Konva.stages[0];
    const r = stage.findOne(`#${oid}`).getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
  }, id);

const clickTable = async (page: Page, xMm: number, yMm: number, button: 'left' | 'right' = 'left') => {
  const p = await tableToPage(page, xMm, yMm);
  await page.mouse.click(p.x, p.y, { button });
};

describe('planner', () => {
  it('builds, saves, reloads and reports a layout', async () => {
    const products = await ensureProducts(h.url, adminPassword);
    const { page, errors } = await openPage(h, '/planner', 1400);

    // A new plan opens the settings dialog.
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.waitFor();
    await dialog.getByLabel('Title').fill('E2E beam line');
    await dialog.getByLabel('Author').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.org');
    await dialog.getByLabel('Comments').fill('Pump path for the OPA');
    await dialog.getByLabel('Table size').selectOption('custom_cm');
    await dialog.getByLabel('Table length (cm)').fill('600');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('alert').waitFor(); // 600 cm is over the 500 cm limit
    await dialog.getByLabel('Table length (cm)').fill('240');
    await dialog.getByLabel('Table width (cm)').fill('120');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('New layout set.').waitFor();
    // (Checked once the modal is closed: a modal dialog makes the rest of the page inert.)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Optical Layout Planner');
    expect(await page.getByLabel('Layout title').inputValue()).toBe('E2E beam line');

    // Three products and a tube out of the last one's terminal.
    const select = page.getByLabel('Product', { exact: true });
    for (const p of products) {
      await select.selectOption(p.name);
      await page.getByRole('button', { name: 'Add to table' }).click();
    }
    await page.getByRole('heading', { name: products[2].longName }).waitFor();
    const link = (products[2] as { descriptionLink?: string }).descriptionLink;
    expect(await page.getByRole('link', { name: 'More...' }).count()).toBe(link ? 1 : 0);
    await select.selectOption('TUBE-25');
    await page.getByRole('button', { name: 'Add to table' }).click();
    let shown = await objects(page);
    expect(shown.map((o) => o.kind)).toEqual(['product', 'product', 'product', 'tube']);
    await page.getByText(/attached to 1 terminal/).waitFor();

    // Select the first product, move it two holes right and one down with the arrows.
    const first = shown[0];
    const c0 = await centreOf(page, first.id);
    await page.mouse.click(c0.x, c0.y);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    shown = await objects(page);
    expect(shown[0].x - first.x).toBeCloseTo(50, 6); // 2 x 25 mm grid
    expect(shown[0].y - first.y).toBeCloseTo(25, 6);
    await page.keyboard.press('Shift+ArrowLeft'); // a tenth of a hole
    expect((await objects(page))[0].x - first.x).toBeCloseTo(47.5, 6);

    // Rotate it clockwise, then drag it 200 mm left with the mouse (snapped to the holes).
    await page.getByRole('button', { name: 'Rotate clockwise' }).click();
    expect((await objects(page))[0].rotation).toBe(90);
    const before = (await objects(page))[0];
    const c1 = await centreOf(page, first.id);
    const perMm = (await tableToPage(page, 100, 0)).x - (await tableToPage(page, 0, 0)).x;
    await page.mouse.move(c1.x, c1.y);
    await page.mouse.down();
    await page.mouse.move(c1.x - 100 * (perMm / 100), c1.y, { steps: 5 });
    await page.mouse.move(c1.x - 200 * (perMm / 100), c1.y, { steps: 5 });
    await page.mouse.up();
    const dragged = (await objects(page))[0];
    expect(dragged.x).toBeLessThan(before.x - 150);
    expect(dragged.rotation).toBe(90);

    // Draw a red polyline with Shift right angles, finished by a right click.
    await page.getByRole('button', { name: 'Draw polygon line' }).click();
    await clickTable(page, 200, 1000);
    await page.keyboard.down('Shift');
    await clickTable(page, 600, 1010);
    await clickTable(page, 610, 1100);
    await page.keyboard.up('Shift');
    await clickTable(page, 610, 1100, 'right');
    // Measure: the two ends, then where the dimension line runs.
    await page.getByRole('button', { name: 'Measure' }).click();
    await clickTable(page, 1500, 200);
    await clickTable(page, 2000, 220);
    await clickTable(page, 1700, 120);
    shown = await objects(page);
    expect(shown.map((o) => o.kind)).toEqual(['product', 'product', 'product', 'tube', 'line', 'ruler']);
    expect(await page.evaluate(() => window.Konva.stages[0].findOne('.planner-ruler').findOne('Text').text())).toBe(
      '500.0 mm',
    );
    // Undo removes the ruler, redo brings it back.
    await page.keyboard.press('Control+z');
    expect((await objects(page)).map((o) => o.kind)).not.toContain('ruler');
    await page.keyboard.press('Control+y');
    expect((await objects(page)).map((o) => o.kind)).toContain('ruler');

    // Save: a new code; the link and the URL follow.
    await page.getByRole('button', { name: 'Save layout' }).click();
    const code = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await page.getByRole('status').filter({ hasText: 'Layout saved' }).count()).toBe(1);
    await page.waitForURL(`**/planner/${code}`);
    const saved = await objects(page);
    // The next canvas press hides the indicator.
    await clickTable(page, 1200, 1150);
    expect(await page.locator('[data-layout-code]').count()).toBe(0);
    // Saving again from this browser updates the same layout.
    await page.getByRole('button', { name: 'Save layout' }).click();
    expect(await page.locator('[data-layout-code]').textContent()).toBe(code);

    // Reload by code in another browser: the same objects; its save makes a copy.
    const other = await h.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page2 = await other.newPage();
    await page2.goto(`${h.url}/planner/${code}`, { waitUntil: 'networkidle' });
    await page2.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 6);
    expect(await objects(page2)).toEqual(saved);
    expect(await page2.getByLabel('Layout title').inputValue()).toBe('E2E beam line');
    await page2.getByRole('button', { name: 'Save layout' }).click();
    await page2.getByText('Copy saved').waitFor();
    expect(await page2.locator('[data-layout-code]').textContent()).not.toBe(code);
    await other.close();

    // Save as PDF: saves, then opens the report.
    await page.getByRole('button', { name: 'Print / export PDF' }).click();
    await page.waitForURL(`**/planner/pdf/${code}`);
    await page.locator('main.report[data-ready]').waitFor();
    const text = (await page.locator('main.report').textContent()) ?? '';
    for (const s of [
      'E2E beam line',
      'Pump path for the OPA',
      'Ada Lovelace',
      'ada@example.org',
      code,
      '2400 x 1200 mm',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const qr = page.getByRole('img', { name: /QR code/ });
    expect(await qr.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([150, 150]);
    const image = page.getByRole('img', { name: `Layout ${code}` });
    // The thumbnail: the table and a 16 px margin at 1x of the 1800 px canvas (2400 mm table: 1600 px + 32).
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeCloseTo(1632, -1);
    const heads = await page.locator('.report-items th').allTextContents();
    expect(heads).toEqual(['#', 'Item name', 'Item code', 'Qty', 'Full size', 'Housing size', 'Navigation code']);
    const rows = await page.locator('.report-items tbody tr').allTextContents();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(products[0].longName);
    expect(rows[3]).toContain('TUBE-25');
    const pdfPath = join(ARTIFACTS, 'planner-report.pdf');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.pdf({ path: pdfPath, format: 'A4', printBackground: true });
    const pdf = readFileSync(pdfPath);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000); // holds the layout image and the QR code

    // /planner/png/{code} ends on the stored PNG.
    const png = await h.browser.newPage();
    const resp = png.waitForResponse((r) => r.url().includes(`/api/images/scheme/${code}`));
    await png.goto(`${h.url}/planner/png/${code}`);
    expect((await resp).headers()['content-type']).toBe('image/png');
    await png.close();

    expect(errors).toEqual([]);
    await page.close();
  });

  it('BLACK-BOX size, text, copy/paste/delete, z-order, toggles, line colour and the 3x PNG export', async () => {
    const { page, errors } = await openPage(h, '/planner', 1400);
    await page.getByRole('dialog', { name: 'New layout' }).getByRole('button', { name: 'Apply' }).click();
    const select = page.getByLabel('Product', { exact: true });
    await select.selectOption('BLACK-BOX');
    await page.getByRole('button', { name: 'Add to table' }).click();
    const width = page.getByLabel('Width (mm)');
    await width.fill('250');
    await page.getByLabel('Height (mm)').fill('40');
    const boxWidth = () =>
      page.evaluate(() => window.Konva.stages[0].findOne('.planner-product').findOne('Rect').width());
    expect(await boxWidth()).toBe(250);
    await width.fill('-5'); // docs/product.md §2 Planner: at least 0
    expect(await boxWidth()).toBe(0);
    expect(await width.inputValue()).toBe('0');

    // Text: added at the table centre, edited in the side panel.
    await page.getByRole('button', { name: 'Add text' }).click();
    const textField = page.getByLabel('Text', { exact: true });
    await textField.fill('Pump in');
    await textField.press('Enter');
    const texts = () =>
      page.evaluate(() => window.Konva.stages[0].find('.planner-text').map((n) => n.findOne('Text').text()));
    expect(await texts()).toEqual(['Pump in']);

    // Ctrl+C / Ctrl+V copies the selected text; Del removes the copy; PageDown sends to the back.
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // leave the text field
    const kinds = async () => (await objects(page)).map((o) => o.kind);
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    expect(await kinds()).toEqual(['product', 'text', 'text', 'text']);
    await page.keyboard.press('Delete');
    expect(await kinds()).toEqual(['product', 'text', 'text']);
    const top = (await objects(page))[2].id;
    const c = await centreOf(page, top);
    await page.mouse.click(c.x, c.y);
    await page.keyboard.press('PageDown');
    expect((await objects(page))[0].id).toBe(top);
    await page.keyboard.press('PageUp');
    expect((await objects(page))[2].id).toBe(top);

    // Terminals and table hide and show.
    const count = (sel: string) => page.evaluate((q) => window.Konva.stages[0].find(q).length, sel);
    expect(await count('.planner-table')).toBe(1);
    await page.getByRole('button', { name: 'Show table' }).click();
    expect(await count('.planner-table')).toBe(0);
    expect(await page.getByRole('button', { name: 'Show table' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Show table' }).click();
    expect(await count('.planner-table')).toBe(1);
    expect(await count('.planner-terminals')).toBe(1);
    await page.getByRole('button', { name: 'Show terminals' }).click();
    expect(await count('.planner-terminals')).toBe(0);

    // A blue line finished with Esc.
    await page.getByLabel('Line colour').selectOption('blue');
    await page.getByRole('button', { name: 'Draw polygon line' }).click();
    await clickTable(page, 100, 100);
    await clickTable(page, 400, 300);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.Konva.stages[0].findOne('.planner-line').findOne('Line').stroke())).toBe(
      '#1f5fd6',
    );

    // A tube's end handle drags that end (the tube grows from 100 mm).
    await select.selectOption('TUBE-16');
    await page.getByRole('button', { name: 'Add to table' }).click();
    await page.getByText('Length 100 mm').waitFor();
    const tubes = (await objects(page)).filter((o) => o.kind === 'tube');
    expect(tubes, 'one tube on the table before the drag').toHaveLength(1);
    const handle = await page.evaluate(() => {
      const stage = window.Konva.stages[0];
      const r = stage.find('.planner-tube-handle')[1].getClientRect();
      const c = stage.container().getBoundingClientRect();
      return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
    });
    const perMm = (await tableToPage(page, 100, 0)).x - (await tableToPage(page, 0, 0)).x;
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x + perMm, handle.y, { steps: 4 });
    await page.mouse.up();
    await page.getByText('Length 200 mm').waitFor();
    // The drag lengthened that same tube (no second tube, same id), it did not add or replace one.
    expect((await objects(page)).filter((o) => o.kind === 'tube').map((o) => o.id)).toEqual([tubes[0].id]);

    // PNG export: 3 x the 1800 x 1112 canvas.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const file = join(ARTIFACTS, 'planner-export.png');
    await (await download).saveAs(file);
    const png = readFileSync(file);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([5400, 3336]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a legacy layout by its old code and saves it as a new layout', async () => {
    const { page, errors } = await openPage(h, `/planner/${LEGACY_NAME}`, 1400);
    await page.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 2);
    expect((await objects(page)).map((o) => o.kind)).toEqual(['product', 'tube']);
    expect(await page.getByLabel('Layout title').inputValue()).toBe('Old layout');
    await page.getByRole('button', { name: 'Save layout' }).click();
    const code = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(code).not.toBe(LEGACY_NAME);
    expect(await page.getByText('Layout saved').count()).toBe(1);
    await page.waitForURL(`**/planner/${code}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts a new layout from a preset with the dialog settings; saving registers a new layout', async () => {
    const presets = (await (await fetch(`${h.url}/api/presets`)).json()) as {
      id: number;
      title: string;
      schemeId: string;
    }[];
    expect(presets.length).toBeGreaterThan(0);
    const preset = presets[0];
    const presetScheme = (await (await fetch(`${h.url}/api/schemes/name/${preset.schemeId}`)).json()) as {
      canvas: { objects: unknown[] };
    };
    const { page, errors } = await openPage(h, '/planner', 1400);
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByLabel('Start from').selectOption(String(preset.id));
    await dialog.getByLabel('Title').fill('From a preset');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForFunction(
      (n) => window.Konva?.stages[0]?.find('.planner-object').length === n,
      presetScheme.canvas.objects.length,
    );
    expect(await page.getByLabel('Layout title').inputValue()).toBe('From a preset');
    await page.getByRole('button', { name: 'Save layout' }).click();
    const code = (await page.locator('[data-layout-code]').textContent()) ?? '';
    expect(code).not.toBe(preset.schemeId);
    expect(await page.getByText('Layout saved').count()).toBe(1);
    // The preset's own layout is untouched.
    const after = (await (await fetch(`${h.url}/api/schemes/name/${preset.schemeId}`)).json()) as {
      layoutSettings: { title: string };
    };
    expect(after.layoutSettings.title).not.toBe('From a preset');
    expect(errors).toEqual([]);
    await page.close();
  });
});
