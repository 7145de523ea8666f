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
