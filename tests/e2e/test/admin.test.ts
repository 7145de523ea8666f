/**
 * The admin area in chromium against the real API (started with ADMIN_USERNAME/ADMIN_PASSWORD, so the
 * test has an admin): the guard and login, expired-token removal, the product register / edit /
 * delete with an SVG and two terminals (seen in the planner's selector), presets from a saved layout
 * (then loaded as a new layout), the material editor (Save As, coefficient edit with the preview, Save,
 * the new index on /tools/refractiveindex, bad JSON refused naming the field, Delete), schemes,
 * materials, feedback, logout; every SPEC popup text for its trigger.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, SCREENSHOTS, startHarness } from '../support/harness.js';
import { until } from '../support/page-helpers.js';
import { shown } from '../support/reference.js';

let h: Harness;
let page: Page;
let errors: string[];
const USER = 'e2e-admin';
const PASSWORD = randomBytes(12).toString('hex');

beforeAll(async () => {
  process.env.ADMIN_USERNAME = USER;
  process.env.ADMIN_PASSWORD = PASSWORD;
  h = await startHarness();
  ({ page, errors } = await openPage(h, '/', 1400));
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await h?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
  await page.screenshot({ path: join(SCREENSHOTS, `admin-failed-${name}.png`), fullPage: true });
  console.error(`failed at ${page.url()}; page errors: ${errors.join(' | ')}`);
});

const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `admin-${name}.png`), fullPage: true });
const go = (path: string) => page.goto(h.url + path, { waitUntil: 'networkidle' });
const pathname = () => new URL(page.url()).pathname;

/** Waits for the popup titled `title`, checks its text, then presses `button` (or waits for its timer). */
async function popup(title: string, text: string | undefined, button?: string) {
  const d = page.locator('.admin-popup');
  await d.waitFor({ timeout: 15_000 });
  expect(await d.locator('h2').textContent()).toBe(title);
  if (text !== undefined) expect(await d.locator('.admin-popup-text').textContent()).toBe(text);
  if (button) await d.getByRole('button', { name: button, exact: true }).click();
  return d;
}

/** The stored user's token (for direct API calls as the admin). */
const token = () =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '');

const api = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(h.url + path, {
    method,
    headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: r.status === 204 ? undefined : ((await r.json()) as Record<string, unknown>) };
};

describe('login and guard', () => {
  it('a logged-out visit to a guarded route lands on /admin', async () => {
    await go('/admin/dashboard/materials/editor');
    await page.getByLabel('Username').waitFor();
    expect(pathname()).toBe('/admin');
  });

  it('a wrong password keeps the visitor logged out; the right one stores the token object', async () => {
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Wrong username or password');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Back to the guarded page that sent the visitor to the login.
    await page.getByRole('heading', { name: 'Material editor' }).waitFor();
    expect(pathname()).toBe('/admin/dashboard/materials/editor');
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user).toMatchObject({ username: USER, role: 'admin' });
    expect(user.exp * 1000).toBeGreaterThan(Date.now());
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['PRODUCTS', 'NEW PRODUCT', 'PRESETS', 'NEW PRESET', 'SCHEMES', 'MATERIALS', 'MATERIAL EDITOR'])
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  });

  it('an expired stored token is removed at start', async () => {
    const saved = await page.evaluate(() => localStorage.getItem('user'));
    await page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ token: 'x.y.z', username: 'a', role: 'admin', exp: 1000 })),
    );
    await go('/admin/dashboard/products');
    await page.getByLabel('Username').waitFor();
    expect(pathname()).toBe('/admin');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.evaluate((u) => localStorage.setItem('user', u ?? ''), saved);
  });
});

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="30" viewBox="0 0 50 30">' +
    '<rect x="1" y="1" width="48" height="28" fill="#9ab" stroke="#234"/></svg>',
);
/** A 1 x 1 px PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PRODUCT = `E2E-MOUNT-${randomBytes(3).toString('hex')}`;
let productId = 0;

describe('products', () => {
  it('register refuses missing fields, the snap rule and a missing SVG, marking the fields', async () => {
    await go('/admin/dashboard/products/register');
    await page.getByRole('button', { name: 'Register product' }).click();
    for (const label of ['Name (code)', 'Category', 'Long name', 'Navigation code', 'Width (mm)', 'Height (mm)'])
      expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('The SVG image is required').count()).toBe(1);
    await page.getByLabel('Snap X').check();
    await page.getByRole('button', { name: 'Register product' }).click();
    expect(await page.getByText(/^Snap error/).count()).toBe(2);
    expect(await page.getByLabel('Width (mm)', { exact: true }).getAttribute('step')).toBe('0.01');
    expect(await page.getByLabel('SVG image').getAttribute('accept')).toBe('image/svg+xml');
    expect(await page.getByLabel('Description image (PNG or JPEG)').getAttribute('accept')).toBe(
      'image/png,image/jpeg',
    );
  });

  it('registers a product with an SVG and two terminals', async () => {
    await page.getByLabel('Name (code)', { exact: true }).fill(PRODUCT);
    await page.getByLabel('Category', { exact: true }).fill('E2E mounts');
    await page.getByLabel('Long name', { exact: true }).fill('End-to-end test mount');
    await page.getByLabel('Navigation code', { exact: true }).fill('NAV-E2E');
    await page.getByLabel('Width (mm)', { exact: true }).fill('50');
    await page.getByLabel('Height (mm)', { exact: true }).fill('30');
    await page.getByLabel('Snap position X (mm)').fill('25');
    await page.getByLabel('Snap position Y (mm)').fill('15');
    await page.getByLabel('SVG image').setInputFiles({ name: 'mount.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await page.getByRole('button', { name: 'Add terminal' }).click();
    await page.getByRole('button', { name: 'Add terminal' }).click();
    await page.getByLabel('Terminal 1 left (mm)').fill('0');
    await page.getByLabel('Terminal 1 top (mm)').fill('15');
    await page.getByLabel('Terminal 2 left (mm)').fill('50');
    await page.getByLabel('Terminal 2 top (mm)').fill('15');
    expect(await page.locator('.admin-svg-preview').getAttribute('data-terminals')).toBe('2');
    await shot('product-register');
    await page.getByRole('button', { name: 'Register product' }).click();
    await page.waitForURL(/\/admin\/dashboard\/products\/\d+$/);
    productId = Number(pathname().split('/').pop());
    const stored = (await api('GET', `/api/products/${productId}`)).body as Record<string, unknown>;
    expect(stored).toMatchObject({
      name: PRODUCT,
      longName: 'End-to-end test mount',
      width: 50,
      height: 30,
      snapX: true,
      snapPositionX: 25,
      terminals: [
        { left: 0, top: 15 },
        { left: 50, top: 15 },
      ],
    });
    expect(String(stored.svgImage)).toContain('/api/images/svg/');
    // The detail page: the form starts disabled, the terminals are drawn on the SVG.
    await page.locator('.admin-svg-preview[data-terminals="2"]').waitFor();
    expect(await page.getByLabel('Long name', { exact: true }).isDisabled()).toBe(true);
    expect(await page.locator('.admin-svg-preview image').count()).toBe(1);
    await shot('product-detail');
  });

  it('the new product is in the planner product selector', async () => {
    await go('/planner');
    await page.keyboard.press('Escape');
    const option = page.locator(`select.planner-product-select option[value="${PRODUCT}"]`);
    await option.waitFor({ state: 'attached', timeout: 20_000 });
    expect(await option.textContent()).toContain('End-to-end test mount');
  });

  it('edit: enabling, saving, and disabled again after a successful save', async () => {
    await go(`/admin/dashboard/products/${productId}`);
    const longName = page.getByLabel('Long name', { exact: true });
    await longName.waitFor();
    await page.getByRole('switch', { name: 'Enable editing' }).check();
    expect(await longName.isDisabled()).toBe(false);
    await longName.fill('Edited test mount');
    await page.getByLabel('Terminal 2 top (mm)').fill('20');
    await page
      .getByLabel('Description image (PNG or JPEG)')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Description preview' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const toggle = page.getByRole('switch', { name: 'Enable editing' });
    await until(
      () => toggle.isChecked(),
      (c) => !c,
      15_000,
    );
    expect(await toggle.isChecked()).toBe(false);
    expect(await longName.isDisabled()).toBe(true);
    expect(await longName.inputValue()).toBe('Edited test mount');
    const stored = (await api('GET', `/api/products/${productId}`)).body as Record<string, unknown>;
    expect(stored.longName).toBe('Edited test mount');
    expect(stored.terminals).toEqual([
      { left: 0, top: 15 },
      { left: 50, top: 20 },
    ]);
    expect(String(stored.descriptionImage)).toContain('/api/images/description/');
    // The stored description image can be removed again.
    await toggle.check();
    await page.getByRole('button', { name: 'Remove description image' }).click();
    await popup('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    await popup('Deleted!', 'Your file has been deleted.', 'OK');
    expect(
      ((await api('GET', `/api/products/${productId}`)).body as Record<string, unknown>).descriptionImage,
    ).toBeNull();
    await toggle.uncheck();
  });

  it("an update failure shows 'Oops...' / 'Something went wrong!'", async () => {
    const other = ((await api('GET', '/api/products')).body as unknown as { name: string }[]).find(
      (p) => p.name !== PRODUCT,
    );
    expect(other).toBeDefined();
    await page.getByRole('switch', { name: 'Enable editing' }).check();
    await page.getByLabel('Name (code)', { exact: true }).fill(other?.name ?? ''); // 409: the name is taken
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const d = await popup('Oops...', 'Something went wrong!');
    expect(await d.getAttribute('role')).toBe('alertdialog');
    await shot('product-update-failure');
    await d.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('switch', { name: 'Enable editing' }).uncheck();
  });

  it('a register failure shows the same popup', async () => {
    await go('/admin/dashboard/products/register');
    await page.getByLabel('Name (code)', { exact: true }).fill(PRODUCT); // already registered: 409
    await page.getByLabel('Category', { exact: true }).fill('E2E mounts');
    await page.getByLabel('Long name', { exact: true }).fill('Duplicate');
    await page.getByLabel('Navigation code', { exact: true }).fill('NAV-E2E');
    await page.getByLabel('Width (mm)', { exact: true }).fill('10');
    await page.getByLabel('Height (mm)', { exact: true }).fill('10');
    await page.getByLabel('SVG image').setInputFiles({ name: 'mount.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await page.getByRole('button', { name: 'Register product' }).click();
    await popup('Oops...', 'Something went wrong!', 'OK');
  });

  it("delete asks 'Are you sure?' and reports 'Deleted!'", async () => {
    await go(`/admin/dashboard/products/${productId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    let d = await popup('Are you sure?', "You won't be able to revert this!");
    await shot('product-delete-confirm');
    await d.getByRole('button', { name: 'Cancel' }).click();
    expect((await api('GET', `/api/products/${productId}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    await popup('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    d = await popup('Deleted!', 'Your file has been deleted.', 'OK');
    await page.waitForURL(/\/admin\/dashboard\/products$/);
    expect((await api('GET', `/api/products/${productId}`)).status).toBe(404);
  });
});

/** Replaces the CodeMirror editor's text (select all, then insert, as a paste would). */
async function setEditor(text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}
const previewN = async () => shown(await page.locator('[data-preview-n="o"]').textContent());

/**
 * Fused silica, Malitson (1965) as refractiveindex.info lists it: formula 1,
 * n^2 - 1 = sum B_i lambda^2 / (lambda^2 - C_i^2), lambda in um, 0.21-6.7 um.
 */
const B = [0.6961663, 0.4079426, 0.8974794];
const C = [0.0684043, 0.1162414, 9.896161];
const glass = (key: string, b1: number) => ({
  key,
  name: key,
  type: 'glass',
  info: 'E2E copy of Malitson fused silica',
  NumberOfAxis: 0,
  parameters: [
    { wl_n_range: { min: 0.21, max: 6.7 }, formula: 1, sellmeier_coeffs: [0, b1, C[0], B[1], C[1], B[2], C[2]] },
  ],
});
/** The same formula written out independently of the engine. */
const sellmeierN = (um: number, b1: number) => {
  const l2 = um * um;
  const bs = [b1, B[1], B[2]];
  return Math.sqrt(1 + bs.reduce((s, b, i) => s + (b * l2) / (l2 - C[i] * C[i]), 0));
};
const KEY = `e2e_glass_${randomBytes(2).toString('hex')}`;

describe('material editor', () => {
  it('previews an edited material, refuses an empty Save As name, saves as a new material, 409 on a second', async () => {
    await go('/admin/dashboard/materials/editor');
    await page.getByLabel('Material', { exact: true }).selectOption('fused_silica');
    await page.locator('.cm-content').getByText('"fused_silica"').first().waitFor();
    await setEditor(JSON.stringify(glass(KEY, B[0]), null, 2));
    // 1e-6: the preview prints 6 decimals.
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, B[0])) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, B[0]))).toBeLessThan(1e-6);
    await page.getByRole('button', { name: 'Save As' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Name cannot be empty' }).count()).toBe(1);
    await page.getByPlaceholder('Type new name here').fill(KEY);
    await page.getByRole('button', { name: 'Save As' }).click();
    const d = await popup(`Saved as ${KEY}`, undefined);
    expect(await d.getAttribute('role')).toBe('dialog');
    await d.waitFor({ state: 'detached', timeout: 5000 }); // closes itself after 2.5 s
    expect((await api('GET', `/api/materials/${KEY}`)).status).toBe(200);
    await page.getByPlaceholder('Type new name here').fill(KEY);
    await page.getByRole('button', { name: 'Save As' }).click();
    await popup('Oops... this material already exist', undefined, 'OK');
    await page.getByPlaceholder('Type new name here').fill('bad name!');
    await page.getByRole('button', { name: 'Save As' }).click();
    await page.locator('.admin-save-as-errors').waitFor();
    expect(await page.locator('.admin-save-as-errors').textContent()).toContain('key');
  });

  it('edits the coefficients: the preview changes before saving; Save; the tool page shows the new index', async () => {
    expect(await page.getByLabel('Material', { exact: true }).inputValue()).toBe(KEY);
    const b1 = 0.75;
    await setEditor(JSON.stringify(glass(KEY, b1), null, 2));
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, b1)) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, b1))).toBeLessThan(1e-6);
    expect(Math.abs(sellmeierN(1.03, b1) - sellmeierN(1.03, B[0]))).toBeGreaterThan(0.01);
    await shot('material-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const d = await popup('Saved', undefined);
    await d.waitFor({ state: 'detached', timeout: 5000 }); // closes itself after 1.5 s
    await go(`/tools/refractiveindex?material=${KEY}&wavelengthNm=1030`);
    const out = page.locator('[data-output="byRay.o.n"]').first();
    await out.waitFor({ timeout: 20_000 });
    // The page rounds to 3 decimals (SPEC.md section 1).
    expect(
      await until(
        async () => shown(await out.textContent()),
        (n) => Math.abs(n - sellmeierN(1.03, b1)) < 6e-4,
      ),
    ).toBeCloseTo(sellmeierN(1.03, b1), 3);
    await shot('material-on-tool-page');
  });

  it('refuses bad JSON naming the field, in the editor and by the API', async () => {
    await go('/admin/dashboard/materials/editor');
    await page.getByLabel('Material', { exact: true }).selectOption(KEY);
    await page.locator('.cm-content').getByText(`"${KEY}"`).first().waitFor();
    const good = glass(KEY, 0.75);
    const { type: _dropped, ...noType } = good;
    const badFormula = { ...good, parameters: [{ ...good.parameters[0], formula: 11 }] };
    // A Sellmeier pole at 1 um (C1 = 1) inside 0.21-6.7 um: the index is not finite there.
    const pole = {
      ...good,
      parameters: [{ ...good.parameters[0], sellmeier_coeffs: [0, 0.7, 1, 0.4, 0.1, 0.9, 9.9] }],
    };
    const cases: [unknown, string][] = [
      [noType, 'type'],
      [badFormula, 'parameters[0].formula'],
      [pole, 'parameters[0]'],
    ];
    for (const [bad, field] of cases) {
      await setEditor(JSON.stringify(bad, null, 2));
      const issues = page.getByRole('alert', { name: 'Problems in the material' });
      await issues.locator('code', { hasText: field }).first().waitFor();
      expect(await page.locator('.cm-issue-line').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const refused = page.locator('p[role=alert]', { hasText: 'Not saved' });
      await refused.waitFor();
      expect(await refused.textContent()).toContain(field);
      const r = await api('PUT', `/api/materials/${KEY}`, bad);
      expect(r.status).toBe(400);
      expect(String(r.body?.message)).toContain(field);
    }
    await shot('material-bad-json');
    // The stored material is unchanged.
    const stored = (await api('GET', `/api/materials/${KEY}`)).body as { value: { type: string } };
    expect(stored.value.type).toBe('glass');
  });

  it("a failed update shows 'Oops...' / 'Something went wrong!'", async () => {
    // A valid material whose key differs from the selected one: the API answers 400.
    await setEditor(JSON.stringify(glass(`${KEY}_other`, 0.75), null, 2));
    await page.locator('[data-preview-n="o"]').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await popup('Oops...', 'Something went wrong!', 'OK');
  });

  it("delete confirms 'Realy want delete ...?', then 'Deleted'; a second delete is 'not found'", async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    let d = await popup(`Realy want delete ${KEY}?`, 'This will work irreversibly!');
    await shot('material-delete-confirm');
    await d.getByRole('button', { name: 'Delete' }).click();
    d = await popup('Deleted', undefined);
    expect(await d.locator('.admin-popup-text').textContent()).toContain('Save As');
    await d.getByRole('button', { name: 'OK' }).click();
    expect((await api('GET', `/api/materials/${KEY}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Delete' }).click();
    await popup(`Realy want delete ${KEY}?`, 'This will work irreversibly!', 'Delete');
    await popup(`${KEY} material not found`, undefined, 'OK');
  });

  it('imports a refractiveindex.info YAML into the editor', async () => {
    const yaml = [
      'REFERENCES: "I. H. Malitson. J. Opt. Soc. Am. 55, 1205-1208 (1965)"',
      'DATA:',
      '  - type: formula 1',
      '    wavelength_range: 0.21 6.7',
      `    coefficients: 0 ${B[0]} ${C[0]} ${B[1]} ${C[1]} ${B[2]} ${C[2]}`,
    ].join('\n');
    await page.getByText('Import from refractiveindex.info YAML').click();
    await page
      .getByLabel(/^YAML files/)
      .setInputFiles({ name: 'Malitson.yml', mimeType: 'text/yaml', buffer: Buffer.from(yaml) });
    await page.getByLabel('Key of the imported material').fill('imported_silica');
    await page.getByRole('button', { name: 'Import into the editor' }).click();
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, B[0])) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, B[0]))).toBeLessThan(1e-6);
    expect(await page.getByPlaceholder('Type new name here').inputValue()).toBe('imported_silica');
  });
});

describe('materials list, schemes, presets, feedback, logout', () => {
  it('materials: groups by type, each a collapsible table with the SPEC columns', async () => {
    await go('/admin/dashboard/materials');
    const group = page.locator('details.admin-group').first();
    await group.waitFor();
    const headers = await group.locator('thead th').allTextContents();
    expect(headers).toEqual(['Name', 'Info', 'Type', 'N2 Defined', 'Birefrigerence Type']);
    expect(await group.getAttribute('open')).not.toBeNull();
    await group.locator('summary').click();
    expect(await group.getAttribute('open')).toBeNull();
    await shot('materials');
  });

  it('schemes: the selector shows once loaded; choosing one opens the planner', async () => {
    // A saved layout: a copy of the first preset's scheme, registered anonymously.
    const presets = (await (await fetch(`${h.url}/api/presets`)).json()) as { schemeId: string }[];
    const scheme = (await (await fetch(`${h.url}/api/schemes/name/${presets[0].schemeId}`)).json()) as Record<
      string,
      unknown
    >;
    const r = await fetch(`${h.url}/api/schemes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...scheme, name: '', id: '', created: '' }),
    });
    expect(r.status).toBe(201);
    const layout = ((await r.json()) as { name: string }).name;
    await go('/admin/dashboard/schemes');
    await page.getByLabel('Scheme', { exact: true }).selectOption(layout);
    await page.waitForURL(new RegExp(`/admin/dashboard/schemes/${layout}$`));
    await page.getByRole('heading', { name: 'Optical Layout Planner' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length);
    await shot('scheme-detail');
  });

  const TITLE = `E2E preset ${randomBytes(2).toString('hex')}`;
  it("new preset: the planner in preset mode; title and category required; 'Your work has been saved'", async () => {
    await go('/admin/dashboard/presets/register');
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Add to table' }).click();
    await page.getByRole('button', { name: 'Save preset' }).click();
    await page.getByText('A preset needs a title and a category.').waitFor();
    await page.getByLabel('Preset title').fill(TITLE);
    await page.getByLabel('Category', { exact: true }).fill('E2E');
    await page.getByRole('button', { name: 'Save preset' }).click();
    const saved = page.getByText('Your work has been saved');
    await saved.waitFor();
    await shot('preset-saved');
    await saved.waitFor({ state: 'detached', timeout: 5000 }); // shown for 1.5 s
    const presets = (await (await fetch(`${h.url}/api/presets`)).json()) as { title: string; schemeId: string }[];
    expect(presets.some((p) => p.title === TITLE)).toBe(true);
  });

  it('the new preset starts a new layout in the planner', async () => {
    const presets = (await (await fetch(`${h.url}/api/presets`)).json()) as {
      id: number;
      title: string;
      schemeId: string;
    }[];
    const preset = presets.find((p) => p.title === TITLE);
    const scheme = (await (await fetch(`${h.url}/api/schemes/name/${preset?.schemeId}`)).json()) as {
      canvas: { objects: unknown[] };
    };
    expect(scheme.canvas.objects.length).toBe(1);
    await go('/planner');
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByLabel('Start from').selectOption(String(preset?.id));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForFunction(
      () =>
        (window as unknown as { Konva?: { stages: { find(s: string): unknown[] }[] } }).Konva?.stages[0]?.find(
          '.planner-object',
        ).length === 1,
    );
  });

  it('presets: selector, Edit toggles the planner in preset mode; update and delete', async () => {
    const presets = (await (await fetch(`${h.url}/api/presets`)).json()) as { title: string; schemeId: string }[];
    const schemeId = presets.find((p) => p.title === TITLE)?.schemeId ?? '';
    await go('/admin/dashboard/presets');
    await page.getByLabel('Preset', { exact: true }).selectOption(schemeId);
    const edit = page.getByRole('button', { name: 'Edit' });
    await edit.click();
    const title = page.getByLabel('Preset title');
    await until(
      () => title.inputValue(),
      (v) => v === TITLE,
      15_000,
    );
    expect(await title.inputValue()).toBe(TITLE);
    await page.getByLabel('Category', { exact: true }).fill('E2E edited');
    await page.getByRole('button', { name: 'Save preset' }).click();
    await page.getByText('Your work has been saved').waitFor();
    await shot('preset-edit');
    const after = (await (await fetch(`${h.url}/api/presets`)).json()) as { title: string; category: string }[];
    expect(after.find((p) => p.title === TITLE)?.category).toBe('E2E edited');
    await edit.click();
    expect(await page.getByLabel('Preset title').count()).toBe(0);
    await edit.click();
    await page.getByRole('button', { name: 'Delete preset' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete preset' }).click();
    await until(
      async () =>
        ((await (await fetch(`${h.url}/api/presets`)).json()) as { title: string }[]).some((p) => p.title === TITLE),
      (present) => !present,
      10_000,
    );
    const left = (await (await fetch(`${h.url}/api/presets`)).json()) as { title: string }[];
    expect(left.some((p) => p.title === TITLE)).toBe(false);
  });

  it('feedback: what visitors sent is listed for admins', async () => {
    const r = await fetch(`${h.url}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'E2E feedback message', page: '/tools/SFG' }),
    });
    expect(r.status).toBe(201);
    await go('/admin/dashboard/feedback');
    await page.getByText('E2E feedback message').waitFor();
  });

  it('the logout icon clears the user and returns to /admin; guarded routes then land on /admin', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Username').waitFor();
    expect(pathname()).toBe('/admin');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await go('/admin/dashboard/presets/register');
    await page.getByLabel('Username').waitFor();
    expect(pathname()).toBe('/admin');
  });
});
