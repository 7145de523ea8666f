/**
 * The admin's light-source specs page in chromium against the real API: SPECS in the admin navigation
 * bar, a product spec's friendlyModelName edited and saved ('Saved'), the new name in the product
 * selector of /tools/tuningcurves; a bad spec marked inline naming its field, refused on Save and by
 * the API (400 naming the field); the harmonic spec edited and saved, the failure popup on a 500. The harness's API has a data
 * directory of its own, so the edits touch no other test's data.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, api, go, logIn, popup } from './admin-session.js';

const s = adminSession();
beforeAll(() => logIn(s));

type Spec = {
  id?: number;
  friendlyModelName: string;
  pumpRepRateRange: { min: number; max: number };
};

/**
 * Replaces the text of the CodeMirror editor named `label`: select all, then a paste event carrying
 * the text (one edit, as a user's paste; keyboard.insertText of the ~55 kB product list takes ~30 s).
 */
async function setEditor(label: string, text: string) {
  const editor = s.page.getByLabel(label, { exact: true });
  await editor.click();
  await s.page.keyboard.press('Control+A');
  await editor.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const NEW_NAME = `E2E OPA ${randomBytes(3).toString('hex')}`;

describe('light-source specs', () => {
  it('is in the admin navigation bar and shows both documents', async () => {
    await go(s, '/admin/dashboard/products');
    await s.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'SPECS', exact: true }).click();
    await s.page.waitForURL(/\/admin\/dashboard\/specs$/);
    await s.page.getByRole('heading', { name: 'Light-source specs' }).waitFor();
    await s.page.getByLabel('Product specs JSON', { exact: true }).getByText('"interactions"').first().waitFor();
    await s.page.getByLabel('Harmonic spec JSON', { exact: true }).getByText('"harmonics"').first().waitFor();
  });

  it('saves an edited friendlyModelName, which the tuning-curves product selector then offers', async () => {
    const specs = (await api(s, 'GET', '/api/products/specs')).body as unknown as Spec[];
    const edited = specs.map((x, k) => (k === 0 ? { ...x, friendlyModelName: NEW_NAME } : x));
    await setEditor('Product specs JSON', JSON.stringify(edited, null, 2));
    expect(await s.page.getByRole('alert', { name: 'Problems in the product specs' }).count()).toBe(0);
    await s.page.getByRole('button', { name: 'Save product specs' }).click();
    const d = await popup(s, 'Saved', undefined);
    expect(await d.getAttribute('role')).toBe('dialog');
    await d.waitFor({ state: 'detached', timeout: 5000 }); // closes itself after 1.5 s
    const after = (await api(s, 'GET', '/api/products/specs')).body as unknown as Spec[];
    expect(after.map((x) => x.friendlyModelName)).toContain(NEW_NAME);
    expect(after.find((x) => x.friendlyModelName === NEW_NAME)?.id).toBe(specs[0].id);

    await go(s, '/tools/tuningcurves');
    // The label wraps the select, so its accessible name includes the chosen option: found by its text.
    const selector = s.page.locator('label', { hasText: /^Product/ }).locator('select');
    await selector.locator('option', { hasText: NEW_NAME }).waitFor({ state: 'attached' });
    await selector.selectOption(NEW_NAME);
    expect(await selector.inputValue()).toBe(NEW_NAME);
  });

  it('marks a bad spec inline naming its field, refuses to save it, and the API refuses it too', async () => {
    await go(s, '/admin/dashboard/specs');
    await s.page.getByLabel('Product specs JSON', { exact: true }).getByText('"interactions"').first().waitFor();
    const specs = (await api(s, 'GET', '/api/products/specs')).body as unknown as Spec[];
    // The last spec's pump range: its line is at the end of the text, in view after the paste.
    const bad = structuredClone(specs);
    const last = bad.length - 1;
    bad[last].pumpRepRateRange.min = -5;
    const field = `[${last}].pumpRepRateRange.min`;
    await setEditor('Product specs JSON', JSON.stringify(bad, null, 2));
    const issues = s.page.getByRole('alert', { name: 'Problems in the product specs' });
    await issues.waitFor();
    expect(await issues.textContent()).toContain(field);
    expect(await s.page.locator('.cm-issue-line').count()).toBeGreaterThan(0);
    await s.page.getByRole('button', { name: 'Save product specs' }).click();
    const refused = s.page.locator('p.ot-error[role="alert"]', { hasText: 'Not saved' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(field);
    expect(await s.page.locator('.admin-popup').count()).toBe(0);
    // Nothing was sent: the stored value is unchanged.
    const stored = (await api(s, 'GET', '/api/products/specs')).body as unknown as Spec[];
    expect(stored[last].pumpRepRateRange.min).toBe(specs[last].pumpRepRateRange.min);
    const r = await api(s, 'PUT', '/api/products/specs', bad);
    expect(r.status).toBe(400);
    expect(r.body?.field).toBe(field);
    expect(String(r.body?.message)).toContain(field);
  });

  it('edits and saves the harmonic spec; a bad coefficient is named; a failed save shows Oops...', async () => {
    const map = (await api(s, 'GET', '/api/products/harmonicOptimizationSpec')).body as Record<
      string,
      { info: { specialNotes?: string }; harmonics: Record<string, { a1: unknown }> }
    >;
    const [module] = Object.keys(map);
    const [harmonic] = Object.keys(map[module].harmonics);
    const bad = structuredClone(map);
    bad[module].harmonics[harmonic].a1 = 'x';
    await setEditor('Harmonic spec JSON', JSON.stringify(bad, null, 2));
    const issues = s.page.getByRole('alert', { name: 'Problems in the harmonic spec' });
    await issues.waitFor();
    expect(await issues.textContent()).toContain(`${module}.harmonics.${harmonic}.a1`);

    const notes = `E2E notes ${NEW_NAME}`;
    const good = structuredClone(map);
    good[module].info.specialNotes = notes;
    await setEditor('Harmonic spec JSON', JSON.stringify(good, null, 2));
    await issues.waitFor({ state: 'detached' });
    // A failing API (500 on the PUT): the failure popup of docs/product.md §8.
    const url = '**/api/products/harmonicOptimizationSpec';
    await s.page.route(url, (r) =>
      r.request().method() === 'PUT' ? r.fulfill({ status: 500, body: '{}' }) : r.continue(),
    );
    await s.page.getByRole('button', { name: 'Save harmonic spec' }).click();
    const failed = await popup(s, 'Oops...', 'Something went wrong!', 'OK');
    await failed.waitFor({ state: 'detached' });
    await s.page.unroute(url);
    await s.page.getByRole('button', { name: 'Save harmonic spec' }).click();
    await popup(s, 'Saved', undefined);
    const after = (await api(s, 'GET', '/api/products/harmonicOptimizationSpec')).body as typeof map;
    expect(after[module].info.specialNotes).toBe(notes);
  });
});
