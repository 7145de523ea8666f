/**
 * Admin screens a scientist trusts: product Delete is disabled while editing is off, presets
 * are listed without pressing Edit, a duplicated scheme can be deleted, the embedded planner stays in the
 * content column, and the navbar names the logged-in admin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPresetCopy, waitForPlannerStage } from '../support/page-helpers.js';
import { adminSession, api, go, logIn, popup, USER } from './admin-session.js';

const s = adminSession();
beforeAll(() => logIn(s));

describe('admin', () => {
  it('the navbar says who is logged in', async () => {
    await go(s, '/');
    expect(await s.page.locator('.site-header').textContent()).toContain(`Logged in: ${USER}`);
  });

  it('product Delete is disabled until editing is enabled', async () => {
    const list = (await api(s, 'GET', '/api/products')).body as unknown as { id: number }[];
    await go(s, `/admin/dashboard/products/${list[0].id}`);
    const del = s.page.getByRole('button', { name: 'Delete', exact: true });
    expect(await del.isDisabled()).toBe(true);
    expect(await s.page.getByLabel('Description text').isDisabled()).toBe(true);
    await s.page.getByRole('switch', { name: 'Enable editing' }).check();
    expect(await del.isDisabled()).toBe(false);
    expect(await s.page.getByLabel('Description text').isDisabled()).toBe(false);
    await s.page.getByRole('switch', { name: 'Enable editing' }).uncheck();
    expect(await del.isDisabled()).toBe(true);
  });

  it('presets are listed at once', async () => {
    const presets = (await (await fetch(`${s.h.url}/api/presets`)).json()) as unknown[];
    await go(s, '/admin/dashboard/presets');
    await expect.poll(() => s.page.locator('.admin-preset-list li').count()).toBe(Math.max(1, presets.length));
  });

  it('a duplicated scheme can be deleted; the embedded planner stays inside the content column', async () => {
    const { name: copy } = await registerPresetCopy(s.h.url);
    await go(s, `/admin/dashboard/schemes/${copy}`);
    await waitForPlannerStage(s.page);
    const [area, planner] = await Promise.all(
      ['.admin-area', '.admin-planner'].map((sel) =>
        s.page
          .locator(sel)
          .first()
          .evaluate((e) => e.getBoundingClientRect().right),
      ),
    );
    expect(planner).toBeLessThanOrEqual(area + 1);
    await s.page.getByRole('button', { name: 'Delete scheme' }).click();
    await popup(s, 'Delete this scheme?', undefined, 'Yes, delete it!');
    await s.page.waitForURL(/\/admin\/dashboard\/schemes$/);
    expect((await fetch(`${s.h.url}/api/schemes/name/${copy}`)).status).toBe(404);
  });
});
