/**
 * The admin area in chromium against the real API: the guard and login, expired-token removal, the
 * navigation bar, materials list, schemes, presets in the planner's preset mode (then loaded as a
 * new layout), feedback, and logout. Products and the material editor have their own files.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerPresetCopy, until, waitForPlannerStage } from '../support/page-helpers.js';
import { adminSession, go, PASSWORD, pathname, USER } from './admin-session.js';

const s = adminSession();

describe('login and guard', () => {
  it('a logged-out visit to a guarded route lands on /admin', async () => {
    await go(s, '/admin/dashboard/materials/editor');
    await s.page.getByLabel('Username').waitFor();
    expect(pathname(s)).toBe('/admin');
  });

  it('a wrong password keeps the visitor logged out; the right one stores the token object', async () => {
    await s.page.getByLabel('Username').fill(USER);
    await s.page.getByLabel('Password').fill('wrong-password');
    await s.page.getByRole('button', { name: 'Log in' }).click();
    await s.page.getByRole('alert').waitFor();
    expect(await s.page.getByRole('alert').textContent()).toContain('Wrong username or password');
    expect(await s.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await s.page.getByLabel('Password').fill(PASSWORD);
    await s.page.getByRole('button', { name: 'Log in' }).click();
    // Back to the guarded page that sent the visitor to the login.
    await s.page.getByRole('heading', { name: 'Material editor' }).waitFor();
    expect(pathname(s)).toBe('/admin/dashboard/materials/editor');
    const user = await s.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user).toMatchObject({ username: USER, role: 'admin' });
    expect(user.exp * 1000).toBeGreaterThan(Date.now());
    const nav = s.page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['PRODUCTS', 'NEW PRODUCT', 'PRESETS', 'NEW PRESET', 'SCHEMES', 'MATERIALS', 'MATERIAL EDITOR'])
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  });

  it('an expired stored token is removed at start', async () => {
    const saved = await s.page.evaluate(() => localStorage.getItem('user'));
    await s.page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ token: 'x.y.z', username: 'a', role: 'admin', exp: 1000 })),
    );
    await go(s, '/admin/dashboard/products');
    await s.page.getByLabel('Username').waitFor();
    expect(pathname(s)).toBe('/admin');
    expect(await s.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await s.page.evaluate((u) => localStorage.setItem('user', u ?? ''), saved);
  });
});

describe('materials list, schemes, presets, feedback, logout', () => {
  it('materials: groups by type, each a collapsible table with the documented columns (docs/product.md §2)', async () => {
    await go(s, '/admin/dashboard/materials');
    const group = s.page.locator('details.admin-group').first();
    await group.waitFor();
    const headers = await group.locator('thead th').allTextContents();
    expect(headers).toEqual(['Name', 'Info', 'Type', 'N2 Defined', 'Birefringence Type']);
    expect(await group.getAttribute('open')).not.toBeNull();
    await group.locator('summary').click();
    expect(await group.getAttribute('open')).toBeNull();
    // The nonlinear crystals: one heading per compound, naming SNLO's names of its variants.
    const crystals = s.page.locator('details.admin-group', { hasText: 'nonlinear crystal' }).first();
    const headings = await crystals.locator('tr.admin-subgroup th').allTextContents();
    expect(headings.find((h) => h.startsWith('BaB2O4 '))).toMatch(/SNLO: BBO, .*BBO_1/);
  });

  it('schemes: the selector shows once loaded; choosing one opens the planner', async () => {
    // A saved layout: a copy of the first preset's scheme, registered anonymously.
    const r = await registerPresetCopy(s.h.url);
    expect(r.status).toBe(201);
    const layout = r.name;
    await go(s, '/admin/dashboard/schemes');
    await s.page.getByLabel('Scheme', { exact: true }).selectOption(layout);
    await s.page.waitForURL(new RegExp(`/admin/dashboard/schemes/${layout}$`));
    await s.page.getByRole('heading', { name: 'Optical Layout Planner' }).waitFor();
    await waitForPlannerStage(s.page);
    // The embedded planner sits inside the admin's content column at every width, also after a save.
    const inside = () =>
      s.page.evaluate(() => {
        const col = document.querySelector('.admin-page')?.getBoundingClientRect();
        if (!col) return ['no .admin-page'];
        const out: string[] = [];
        for (const q of ['.planner-page', '.planner-page h1', '.planner-toolbar', '.konvajs-content']) {
          const r = document.querySelector(q)?.getBoundingClientRect();
          // Half a pixel: layout rounds edges to device pixels.
          if (!r || r.left < col.left - 0.5 || r.right > col.right + 0.5) out.push(q);
        }
        return out;
      });
    for (const width of [1400, 1000, 760]) {
      await s.page.setViewportSize({ width, height: 900 });
      await until(inside, (v) => v.length === 0, 2000);
      expect(await inside(), `outside the column at ${width} px`).toEqual([]);
    }
    await s.page.getByRole('button', { name: 'Save layout' }).click();
    await s.page.getByText('Layout saved').waitFor();
    expect(await inside(), 'outside the column after a save').toEqual([]);
    await s.page.setViewportSize({ width: 1400, height: 900 });
  });

  const TITLE = `E2E preset ${randomBytes(2).toString('hex')}`;
  it("new preset: the planner in preset mode; title and category required; 'Your work has been saved'", async () => {
    await go(s, '/admin/dashboard/presets/register');
    const dialog = s.page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await s.page.getByRole('button', { name: 'Add to table' }).click();
    await s.page.getByRole('button', { name: 'Save preset' }).click();
    await s.page.getByText('A preset needs a title and a category.').waitFor();
    await s.page.getByLabel('Preset title').fill(TITLE);
    await s.page.getByLabel('Category', { exact: true }).fill('E2E');
    await s.page.getByRole('button', { name: 'Save preset' }).click();
    const saved = s.page.getByText('Your work has been saved');
    await saved.waitFor();
    await saved.waitFor({ state: 'detached', timeout: 5000 }); // shown for 1.5 s
    const presets = (await (await fetch(`${s.h.url}/api/presets`)).json()) as { title: string; schemeId: string }[];
    expect(presets.some((p) => p.title === TITLE)).toBe(true);
  });

  it('the new preset starts a new layout in the planner', async () => {
    const presets = (await (await fetch(`${s.h.url}/api/presets`)).json()) as {
      id: number;
      title: string;
      schemeId: string;
    }[];
    const preset = presets.find((p) => p.title === TITLE);
    const scheme = (await (await fetch(`${s.h.url}/api/schemes/name/${preset?.schemeId}`)).json()) as {
      canvas: { objects: unknown[] };
    };
    expect(scheme.canvas.objects.length).toBe(1);
    await go(s, '/planner');
    const dialog = s.page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByLabel('Start from').selectOption(String(preset?.id));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await s.page.waitForFunction(
      () =>
        (window as unknown as { Konva?: { stages: { find(s: string): unknown[] }[] } }).Konva?.stages[0]?.find(
          '.planner-object',
        ).length === 1,
    );
  });

  it('presets: selector, Edit toggles the planner in preset mode; update and delete', async () => {
    const presets = (await (await fetch(`${s.h.url}/api/presets`)).json()) as { title: string; schemeId: string }[];
    const schemeId = presets.find((p) => p.title === TITLE)?.schemeId ?? '';
    await go(s, '/admin/dashboard/presets');
    await s.page.getByLabel('Preset', { exact: true }).selectOption(schemeId);
    const edit = s.page.getByRole('button', { name: 'Edit' });
    await edit.click();
    const title = s.page.getByLabel('Preset title');
    await until(
      () => title.inputValue(),
      (v) => v === TITLE,
      15_000,
    );
    expect(await title.inputValue()).toBe(TITLE);
    await s.page.getByLabel('Category', { exact: true }).fill('E2E edited');
    await s.page.getByRole('button', { name: 'Save preset' }).click();
    await s.page.getByText('Your work has been saved').waitFor();
    const after = (await (await fetch(`${s.h.url}/api/presets`)).json()) as { title: string; category: string }[];
    expect(after.find((p) => p.title === TITLE)?.category).toBe('E2E edited');
    await edit.click();
    expect(await s.page.getByLabel('Preset title').count()).toBe(0);
    await edit.click();
    await s.page.getByRole('button', { name: 'Delete preset' }).waitFor();
    s.page.once('dialog', (d) => void d.accept());
    await s.page.getByRole('button', { name: 'Delete preset' }).click();
    await until(
      async () =>
        ((await (await fetch(`${s.h.url}/api/presets`)).json()) as { title: string }[]).some((p) => p.title === TITLE),
      (present) => !present,
      10_000,
    );
    const left = (await (await fetch(`${s.h.url}/api/presets`)).json()) as { title: string }[];
    expect(left.some((p) => p.title === TITLE)).toBe(false);
  });

  it('feedback: what visitors sent is listed for admins', async () => {
    const r = await fetch(`${s.h.url}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'E2E feedback message', page: '/tools/SFG' }),
    });
    expect(r.status).toBe(201);
    await go(s, '/admin/dashboard/feedback');
    await s.page.getByText('E2E feedback message').waitFor();
  });

  it('an unknown admin path goes to the products', async () => {
    await go(s, '/admin/dashboard/no-such-screen');
    await s.page.getByRole('heading', { name: 'Products' }).waitFor();
    expect(pathname(s)).toBe('/admin/dashboard/products');
  });

  it('the logout icon clears the user and returns to /admin; guarded routes then land on /admin', async () => {
    await s.page.getByRole('button', { name: 'Log out' }).click();
    await s.page.getByLabel('Username').waitFor();
    expect(pathname(s)).toBe('/admin');
    expect(await s.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await go(s, '/admin/dashboard/presets/register');
    await s.page.getByLabel('Username').waitFor();
    expect(pathname(s)).toBe('/admin');
  });
});
