/**
 * The admin's material editor in chromium against the real API: Save As (empty name, 409, other
 * errors as text), a coefficient edit seen in the live preview before saving, Save, the new index on
 * /tools/refractiveindex, bad JSON refused naming the field in the editor and by the API, the update
 * failure popup, Delete (confirm, 'Deleted', 404) and the refractiveindex.info YAML import.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/page-helpers.js';
import { shown } from '../support/reference.js';
import { adminSession, api, go, logIn, popup } from './admin-session.js';

const s = adminSession();
beforeAll(() => logIn(s));

/** Replaces the CodeMirror editor's text (select all, then insert, as a paste would). */
async function setEditor(text: string) {
  await s.page.locator('.cm-content').click();
  await s.page.keyboard.press('Control+A');
  await s.page.keyboard.press('Delete');
  await s.page.keyboard.insertText(text);
}
const previewN = async () => shown(await s.page.locator('[data-preview-n="o"]').textContent());

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
    await go(s, '/admin/dashboard/materials/editor');
    await s.page.getByLabel('Material', { exact: true }).selectOption('fused_silica');
    await s.page.locator('.cm-content').getByText('"fused_silica"').first().waitFor();
    await setEditor(JSON.stringify(glass(KEY, B[0]), null, 2));
    // 1e-6: the preview prints 6 decimals.
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, B[0])) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, B[0]))).toBeLessThan(1e-6);
    await s.page.getByRole('button', { name: 'Save As' }).click();
    expect(await s.page.getByRole('alert').filter({ hasText: 'Name cannot be empty' }).count()).toBe(1);
    await s.page.getByPlaceholder('Type new name here').fill(KEY);
    await s.page.getByRole('button', { name: 'Save As' }).click();
    const d = await popup(s, `Saved as ${KEY}`, undefined);
    expect(await d.getAttribute('role')).toBe('dialog');
    await d.waitFor({ state: 'detached', timeout: 5000 }); // closes itself after 2.5 s
    expect((await api(s, 'GET', `/api/materials/${KEY}`)).status).toBe(200);
    await s.page.getByPlaceholder('Type new name here').fill(KEY);
    await s.page.getByRole('button', { name: 'Save As' }).click();
    await popup(s, 'Oops... this material already exist', undefined, 'OK');
    await s.page.getByPlaceholder('Type new name here').fill('bad name!');
    await s.page.getByRole('button', { name: 'Save As' }).click();
    await s.page.locator('.admin-save-as-errors').waitFor();
    expect(await s.page.locator('.admin-save-as-errors').textContent()).toContain('key');
  });

  it('edits the coefficients: the preview changes before saving; Save; the tool page shows the new index', async () => {
    expect(await s.page.getByLabel('Material', { exact: true }).inputValue()).toBe(KEY);
    const b1 = 0.75;
    await setEditor(JSON.stringify(glass(KEY, b1), null, 2));
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, b1)) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, b1))).toBeLessThan(1e-6);
    expect(Math.abs(sellmeierN(1.03, b1) - sellmeierN(1.03, B[0]))).toBeGreaterThan(0.01);
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    const d = await popup(s, 'Saved', undefined);
    await d.waitFor({ state: 'detached', timeout: 5000 }); // closes itself after 1.5 s
    await go(s, `/tools/refractiveindex?material=${KEY}&wavelengthNm=1030`);
    const out = s.page.locator('[data-output="byRay.o.n"]').first();
    await out.waitFor({ timeout: 20_000 });
    // The page rounds to 3 decimals (docs/product.md §1).
    expect(
      await until(
        async () => shown(await out.textContent()),
        (n) => Math.abs(n - sellmeierN(1.03, b1)) < 6e-4,
      ),
    ).toBeCloseTo(sellmeierN(1.03, b1), 3);
  });

  it('refuses bad JSON naming the field, in the editor and by the API', async () => {
    await go(s, '/admin/dashboard/materials/editor');
    await s.page.getByLabel('Material', { exact: true }).selectOption(KEY);
    await s.page.locator('.cm-content').getByText(`"${KEY}"`).first().waitFor();
    const good = glass(KEY, 0.75);
    const { type: _dropped, ...noType } = good;
    const badFormula = { ...good, parameters: [{ ...good.parameters[0], formula: 12 }] };
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
      const issues = s.page.getByRole('alert', { name: 'Problems in the material' });
      await issues.locator('code', { hasText: field }).first().waitFor();
      expect(await s.page.locator('.cm-issue-line').count()).toBeGreaterThan(0);
      await s.page.getByRole('button', { name: 'Save', exact: true }).click();
      const refused = s.page.locator('p[role=alert]', { hasText: 'Not saved' });
      await refused.waitFor();
      expect(await refused.textContent()).toContain(field);
      const r = await api(s, 'PUT', `/api/materials/${KEY}`, bad);
      expect(r.status).toBe(400);
      expect(String(r.body?.message)).toContain(field);
    }
    // The stored material is unchanged.
    const stored = (await api(s, 'GET', `/api/materials/${KEY}`)).body as { value: { type: string } };
    expect(stored.value.type).toBe('glass');
  });

  it("a failed update shows 'Oops...' / 'Something went wrong!'", async () => {
    // A valid material whose key differs from the selected one: the API answers 400.
    await setEditor(JSON.stringify(glass(`${KEY}_other`, 0.75), null, 2));
    await s.page.locator('[data-preview-n="o"]').waitFor();
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    await popup(s, 'Oops...', 'Something went wrong!', 'OK');
  });

  it("delete confirms 'Realy want delete ...?', then 'Deleted'; a second delete is 'not found'", async () => {
    await s.page.getByRole('button', { name: 'Delete' }).click();
    let d = await popup(s, `Realy want delete ${KEY}?`, 'This will work irreversibly!');
    await d.getByRole('button', { name: 'Delete' }).click();
    d = await popup(s, 'Deleted', undefined);
    expect(await d.locator('.admin-popup-text').textContent()).toContain('Save As');
    await d.getByRole('button', { name: 'OK' }).click();
    expect((await api(s, 'GET', `/api/materials/${KEY}`)).status).toBe(404);
    await s.page.getByRole('button', { name: 'Delete' }).click();
    await popup(s, `Realy want delete ${KEY}?`, 'This will work irreversibly!', 'Delete');
    await popup(s, `${KEY} material not found`, undefined, 'OK');
  });

  it('imports a refractiveindex.info YAML into the editor', async () => {
    const yaml = [
      'REFERENCES: "I. H. Malitson. J. Opt. Soc. Am. 55, 1205-1208 (1965)"',
      'DATA:',
      '  - type: formula 1',
      '    wavelength_range: 0.21 6.7',
      `    coefficients: 0 ${B[0]} ${C[0]} ${B[1]} ${C[1]} ${B[2]} ${C[2]}`,
    ].join('\n');
    await s.page.getByText('Import from refractiveindex.info YAML').click();
    await s.page
      .getByLabel(/^YAML files/)
      .setInputFiles({ name: 'Malitson.yml', mimeType: 'text/yaml', buffer: Buffer.from(yaml) });
    await s.page.getByLabel('Key of the imported material').fill('imported_silica');
    await s.page.getByRole('button', { name: 'Import into the editor' }).click();
    await until(previewN, (n) => Math.abs(n - sellmeierN(1.03, B[0])) < 1e-6);
    expect(Math.abs((await previewN()) - sellmeierN(1.03, B[0]))).toBeLessThan(1e-6);
    expect(await s.page.getByPlaceholder('Type new name here').inputValue()).toBe('imported_silica');
  });
});
