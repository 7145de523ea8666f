/**
 * Admin products in chromium against the real API: register with an SVG and two terminals (after the
 * required fields, the snap rule and the SVG are refused), the product in the planner's selector,
 * edit (starts disabled, disabled again after a save; description image with its preview, removed
 * again), the update and register failure popups, delete with the confirmation texts of docs/product.md §8.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/page-helpers.js';
import { adminSession, api, go, logIn, pathname, popup } from './admin-session.js';

const s = adminSession();
beforeAll(() => logIn(s));

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
    await go(s, '/admin/dashboard/products/register');
    await s.page.getByRole('button', { name: 'Register product' }).click();
    for (const label of ['Name (code)', 'Category', 'Long name', 'Navigation code', 'Width (mm)', 'Height (mm)'])
      expect(await s.page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await s.page.getByText('The SVG image is required').count()).toBe(1);
    await s.page.getByLabel('Snap X').check();
    await s.page.getByRole('button', { name: 'Register product' }).click();
    expect(await s.page.getByText(/^Snap error/).count()).toBe(2);
    expect(await s.page.getByLabel('Width (mm)', { exact: true }).getAttribute('step')).toBe('0.01');
    expect(await s.page.getByLabel('SVG image').getAttribute('accept')).toBe('image/svg+xml');
    expect(await s.page.getByLabel('Description image (PNG or JPEG)').getAttribute('accept')).toBe(
      'image/png,image/jpeg',
    );
  });

  it('registers a product with an SVG and two terminals', async () => {
    await s.page.getByLabel('Name (code)', { exact: true }).fill(PRODUCT);
    await s.page.getByLabel('Category', { exact: true }).fill('E2E mounts');
    await s.page.getByLabel('Long name', { exact: true }).fill('End-to-end test mount');
    await s.page.getByLabel('Navigation code', { exact: true }).fill('NAV-E2E');
    await s.page.getByLabel('Width (mm)', { exact: true }).fill('50');
    await s.page.getByLabel('Height (mm)', { exact: true }).fill('30');
    await s.page.getByLabel('Snap position X (mm)').fill('25');
    await s.page.getByLabel('Snap position Y (mm)').fill('15');
    await s.page.getByLabel('SVG image').setInputFiles({ name: 'mount.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await s.page.getByRole('button', { name: 'Add terminal' }).click();
    await s.page.getByRole('button', { name: 'Add terminal' }).click();
    await s.page.getByLabel('Terminal 1 left (mm)').fill('0');
    await s.page.getByLabel('Terminal 1 top (mm)').fill('15');
    await s.page.getByLabel('Terminal 2 left (mm)').fill('50');
    await s.page.getByLabel('Terminal 2 top (mm)').fill('15');
    expect(await s.page.locator('.admin-svg-preview').getAttribute('data-terminals')).toBe('2');
    await s.page.getByRole('button', { name: 'Register product' }).click();
    await s.page.waitForURL(/\/admin\/dashboard\/products\/\d+$/);
    productId = Number(pathname(s).split('/').pop());
    const stored = (await api(s, 'GET', `/api/products/${productId}`)).body as Record<string, unknown>;
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
    await s.page.locator('.admin-svg-preview[data-terminals="2"]').waitFor();
    expect(await s.page.getByLabel('Long name', { exact: true }).isDisabled()).toBe(true);
    expect(await s.page.locator('.admin-svg-preview image').count()).toBe(1);
  });

  it('the new product is in the planner product selector', async () => {
    await go(s, '/planner');
    await s.page.keyboard.press('Escape');
    const option = s.page.locator(`select.planner-product-select option[value="${PRODUCT}"]`);
    await option.waitFor({ state: 'attached', timeout: 20_000 });
    expect(await option.textContent()).toContain('End-to-end test mount');
  });

  it('edit: enabling, saving, and disabled again after a successful save', async () => {
    await go(s, `/admin/dashboard/products/${productId}`);
    const longName = s.page.getByLabel('Long name', { exact: true });
    await longName.waitFor();
    await s.page.getByRole('switch', { name: 'Enable editing' }).check();
    expect(await longName.isDisabled()).toBe(false);
    await longName.fill('Edited test mount');
    await s.page.getByLabel('Terminal 2 top (mm)').fill('20');
    await s.page
      .getByLabel('Description image (PNG or JPEG)')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await s.page.getByRole('img', { name: 'Description preview' }).waitFor();
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    const toggle = s.page.getByRole('switch', { name: 'Enable editing' });
    await until(
      () => toggle.isChecked(),
      (c) => !c,
      15_000,
    );
    expect(await toggle.isChecked()).toBe(false);
    expect(await longName.isDisabled()).toBe(true);
    expect(await longName.inputValue()).toBe('Edited test mount');
    const stored = (await api(s, 'GET', `/api/products/${productId}`)).body as Record<string, unknown>;
    expect(stored.longName).toBe('Edited test mount');
    expect(stored.terminals).toEqual([
      { left: 0, top: 15 },
      { left: 50, top: 20 },
    ]);
    expect(String(stored.descriptionImage)).toContain('/api/images/description/');
    // The stored description image can be removed again.
    await toggle.check();
    await s.page.getByRole('button', { name: 'Remove description image' }).click();
    await popup(s, 'Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    await popup(s, 'Deleted!', 'Your file has been deleted.', 'OK');
    expect(
      ((await api(s, 'GET', `/api/products/${productId}`)).body as Record<string, unknown>).descriptionImage,
    ).toBeNull();
    await toggle.uncheck();
  });

  it('a refused upload shows the server reason beside its field: the size limit in words, and not valid SVG', async () => {
    await go(s, `/admin/dashboard/products/${productId}`);
    await s.page.getByRole('switch', { name: 'Enable editing' }).check();
    /** The message the input names as its description (aria-describedby). */
    const reasonOf = async (label: string) => {
      const input = s.page.getByLabel(label, { exact: true });
      await until(
        () => input.getAttribute('aria-describedby'),
        (v) => v !== null,
        15_000,
      );
      const id = (await input.getAttribute('aria-describedby')) ?? '';
      return s.page.locator(`[id="${id}"]`).textContent();
    };
    // A 9 MB PNG (a PNG signature and header, then 9 MiB of zeros): over the server's 5 MiB upload limit.
    const big = Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024)]);
    await s.page
      .getByLabel('Description image (PNG or JPEG)')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    await popup(s, 'Oops...', 'Something went wrong!', 'OK');
    expect(await reasonOf('Description image (PNG or JPEG)')).toBe(
      'This file is larger than 5 MiB, the largest file the server accepts.',
    );
    expect(await s.page.getByLabel('Description image (PNG or JPEG)').getAttribute('aria-invalid')).toBe('true');
    // A text file named .svg is no SVG drawing.
    await s.page.getByLabel('Description image (PNG or JPEG)').setInputFiles([]);
    await s.page
      .getByLabel('SVG image')
      .setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('not a drawing') });
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    await popup(s, 'Oops...', 'Something went wrong!', 'OK');
    expect(await reasonOf('SVG image')).toBe('This file is not a valid SVG: it is not well-formed XML.');
    await s.page.getByRole('switch', { name: 'Enable editing' }).uncheck();
  });

  it("an update failure shows 'Oops...' / 'Something went wrong!'", async () => {
    const other = ((await api(s, 'GET', '/api/products')).body as unknown as { name: string }[]).find(
      (p) => p.name !== PRODUCT,
    );
    expect(other).toBeDefined();
    await s.page.getByRole('switch', { name: 'Enable editing' }).check();
    await s.page.getByLabel('Name (code)', { exact: true }).fill(other?.name ?? ''); // 409: the name is taken
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    const d = await popup(s, 'Oops...', 'Something went wrong!');
    expect(await d.getAttribute('role')).toBe('alertdialog');
    await d.getByRole('button', { name: 'OK' }).click();
    // The server's reason is beside the field it names.
    expect(await s.page.getByText(`Another product is named ${other?.name}.`).count()).toBe(1);
    await s.page.getByRole('switch', { name: 'Enable editing' }).uncheck();
  });

  it('a register failure shows the same popup', async () => {
    await go(s, '/admin/dashboard/products/register');
    await s.page.getByLabel('Name (code)', { exact: true }).fill(PRODUCT); // already registered: 409
    await s.page.getByLabel('Category', { exact: true }).fill('E2E mounts');
    await s.page.getByLabel('Long name', { exact: true }).fill('Duplicate');
    await s.page.getByLabel('Navigation code', { exact: true }).fill('NAV-E2E');
    await s.page.getByLabel('Width (mm)', { exact: true }).fill('10');
    await s.page.getByLabel('Height (mm)', { exact: true }).fill('10');
    await s.page.getByLabel('SVG image').setInputFiles({ name: 'mount.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await s.page.getByRole('button', { name: 'Register product' }).click();
    await popup(s, 'Oops...', 'Something went wrong!', 'OK');
  });

  it("delete asks 'Are you sure?' and reports 'Deleted!'", async () => {
    await go(s, `/admin/dashboard/products/${productId}`);
    // Delete follows the editing toggle (admin-trust.test.ts checks that it is disabled until then).
    await s.page.getByRole('switch', { name: 'Enable editing' }).check();
    await s.page.getByRole('button', { name: 'Delete', exact: true }).click();
    let d = await popup(s, 'Are you sure?', "You won't be able to revert this!");
    await d.getByRole('button', { name: 'Cancel' }).click();
    expect((await api(s, 'GET', `/api/products/${productId}`)).status).toBe(200);
    await s.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await popup(s, 'Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    d = await popup(s, 'Deleted!', 'Your file has been deleted.', 'OK');
    await s.page.waitForURL(/\/admin\/dashboard\/products$/);
    expect((await api(s, 'GET', `/api/products/${productId}`)).status).toBe(404);
  });
});
