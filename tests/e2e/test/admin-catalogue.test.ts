/**
 * The admin's material editor on a refractiveindex.info catalogue page (chromium, real API): open the page
 * by searching the catalogue, Save an edit (stored as an override the API then serves), Restore the
 * original page; restore a seeded material after an edit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, api, go, logIn, popup } from './admin-session.js';

const s = adminSession();
beforeAll(() => logIn(s));
const ADDRESS = 'main/SiO2/Malitson';
const url = `/api/materials/${encodeURIComponent(ADDRESS)}`;
/** The name of a material as the API serves it. */
const nameOf = async (path: string) => ((await api(s, 'GET', path)).body?.value as { name?: string } | undefined)?.name;

async function setEditor(text: string) {
  await s.page.locator('.cm-content').click();
  await s.page.keyboard.press('Control+A');
  await s.page.keyboard.press('Delete');
  await s.page.keyboard.insertText(text);
}

describe('material editor on catalogue pages', () => {
  it('opens a page by search, saves an edit as an override, restores the page', async () => {
    const original = (await api(s, 'GET', url)).body?.value as { name: string };
    await go(s, '/admin/dashboard/materials/editor');
    const box = s.page.getByLabel('Catalogue page (refractiveindex.info)', { exact: true });
    await box.click();
    await box.fill('sio2 malitson');
    const option = s.page.getByRole('option', { name: /SiO2 Malitson:/ });
    await option.waitFor({ timeout: 20_000 });
    await option.click();
    await s.page.locator('.cm-content').getByText(`"${ADDRESS}"`).first().waitFor();
    await setEditor(JSON.stringify({ ...original, name: 'Edited by the e2e test' }, null, 2));
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    await popup(s, 'Saved', undefined);
    expect(await nameOf(url)).toBe('Edited by the e2e test');
    await s.page.getByRole('button', { name: 'Restore original' }).click();
    await popup(s, 'Restored', undefined);
    expect(await nameOf(url)).toBe(original.name);
  });

  it('restores a seeded material after an edit', async () => {
    const silica = (await api(s, 'GET', '/api/materials/fused_silica')).body?.value as { name: string };
    expect((await api(s, 'PUT', '/api/materials/fused_silica', { ...silica, name: 'X' })).status).toBe(204);
    await go(s, '/admin/dashboard/materials/editor');
    await s.page.getByLabel('Material', { exact: true }).selectOption('fused_silica');
    await s.page.locator('.cm-content').getByText('"fused_silica"').first().waitFor();
    await s.page.getByRole('button', { name: 'Restore original' }).click();
    await popup(s, 'Restored', undefined);
    expect(await nameOf('/api/materials/fused_silica')).toBe(silica.name);
  });
});
