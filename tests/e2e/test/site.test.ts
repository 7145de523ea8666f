/**
 * Site-wide behaviour: home dashboard and meta description, navbar menus, about dialog with versions,
 * feedback posted to the API, unknown paths to /, shareable links that reopen the same inputs, the info
 * modal with KaTeX formulas, chart export buttons, custom materials kept in the browser.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, SCREENSHOTS, startHarness } from '../support/harness.js';
import { field, outputText, pickMaterial, setField, until, waitForTool } from '../support/page-helpers.js';
import { fusedSilicaN, shown } from '../support/reference.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('site', () => {
  it('home shows the grouped tool cards, title and meta description', async () => {
    const { page, errors } = await openPage(h, '/');
    const groups = await page.locator('.home-group h2').allTextContents();
    expect(groups).toEqual([
      'Converters',
      'Nonlinear optics',
      'Refraction',
      'Reflection and diffraction',
      'Dispersion',
      'Beam properties',
      'Other tools',
    ]);
    expect(await page.locator('.card').count()).toBe(33); // 28 SPEC tools + phase matching, qpm, ncpm, opa-tuning + the planner
    expect(await page.title()).toBe('Optics Toolbox');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/calculators/i);
    await page.screenshot({ path: join(SCREENSHOTS, 'home.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: join(SCREENSHOTS, 'home-phone.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('navbar dropdown leads to a tool; unknown paths redirect to /', async () => {
    const { page, errors } = await openPage(h, '/no/such/page');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /Converters/ }).click();
    await page.getByRole('link', { name: 'Unit converter' }).first().click();
    await waitForTool(page);
    expect(new URL(page.url()).pathname).toBe('/tools/unitconverter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('in-wavelengthNm');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('about dialog shows app and API versions; feedback is posted', async () => {
    const { page, errors } = await openPage(h, '/');
    await page.getByRole('button', { name: 'About' }).click();
    await page.getByTestId('api-version').waitFor();
    expect(await page.getByTestId('app-version').textContent()).toBe('2.3.32');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Feedback' }).click();
    await setField(page, 'Your feedback', 'The dispersion page is handy.');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect((await posted).status()).toBeLessThan(300);
    await page.getByText('Thank you, your feedback was sent.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a shared link reopens the same inputs and results', async () => {
    const { page, errors } = await openPage(h, '/tools/dispersionparameters');
    await waitForTool(page);
    await pickMaterial(page, 'Material', 'fused_silica');
    await setField(page, 'Wavelength (nm)', '800');
    const n = await until(
      async () => shown(await outputText(page, 'byRay.o.n')),
      (v) => Math.abs(v - fusedSilicaN(0.8)) < 1e-3,
    );
    // The address bar is written once typing pauses (about 120 ms), off the redraw path.
    const link = await until(
      async () => page.url(),
      (u) => u.includes('wavelengthNm=800'),
    );
    expect(link).toContain('wavelengthNm=800');
    const other = await openPage(h, new URL(link).pathname + new URL(link).search);
    await waitForTool(other.page);
    expect(await field(other.page, 'Wavelength (nm)').inputValue()).toBe('800');
    expect(await field(other.page, 'Material').inputValue()).toBe('Fused silica (SiO2)');
    expect(shown(await outputText(other.page, 'byRay.o.n'))).toBe(n);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });

  it('info modal renders the formulas with KaTeX; charts zoom and export CSV and PNG', async () => {
    const { page, errors } = await openPage(h, '/tools/dispersionparameters');
    await waitForTool(page);
    await page.locator('[data-testid=chart] svg').first().waitFor();
    for (const name of ['CSV', 'PNG', 'SVG'])
      expect(await page.getByRole('button', { name }).count()).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG' }).first().click();
    expect((await png).suggestedFilename()).toMatch(/\.png$/);
    const chart = page.getByTestId('chart').first();
    const reset = chart.getByRole('button', { name: 'Reset zoom' });
    expect(await reset.isDisabled()).toBe(true);
    await chart.getByRole('button', { name: 'Zoom in' }).click();
    await until(
      () => reset.isDisabled(),
      (d) => !d,
    );
    await reset.click();
    await page.getByRole('button', { name: 'Formulas and model' }).click();
    await page.locator('.katex').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'info-modal.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a custom material (Material JSON) is kept and usable', async () => {
    const { page, errors } = await openPage(h, '/tools/refractiveindex');
    await waitForTool(page);
    await page.getByRole('button', { name: 'Custom material…' }).click();
    // A Cauchy-like formula-2 glass with made-up coefficients: n^2 = 1 + 1.2 l^2 / (l^2 - 0.01).
    const glass = {
      key: 'my_glass',
      name: 'My glass',
      type: 'custom',
      NumberOfAxis: 0,
      parameters: [{ wl_n_range: { min: 0.3, max: 2 }, formula: 2, sellmeier_coeffs: [0, 1.2, 0.01] }],
    };
    await setField(page, 'Material JSON or YAML', JSON.stringify(glass));
    await page.getByRole('button', { name: 'Add material' }).click();
    await setField(page, 'Wavelength (nm)', '1000');
    const want = Math.sqrt(1 + (1.2 * 1) / (1 - 0.01));
    const got = await until(
      async () => shown(await outputText(page, 'byRay.o.n')),
      (v) => Math.abs(v - want) < 1e-3,
    );
    expect(got).toBeCloseTo(want, 3);
    // The address bar follows the inputs once typing pauses; reload then reopens the same state.
    await until(
      async () => page.url(),
      (u) => u.includes('my_glass'),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await waitForTool(page);
    expect(await field(page, 'Material').inputValue()).toBe('My glass');
    expect(errors).toEqual([]);
    await page.close();
  });
});

it('a custom material from refractiveindex.info YAML is imported by the engine and used', async () => {
  const { page, errors } = await openPage(h, '/tools/refractiveindex');
  await waitForTool(page);
  await page.getByRole('button', { name: 'Custom material…' }).click();
  // Malitson (1965) fused silica in the refractiveindex.info YAML layout (formula 1, um).
  const yaml = [
    'REFERENCES: "I. H. Malitson, J. Opt. Soc. Am. 55, 1205 (1965)"',
    'DATA:',
    '  - type: formula 1',
    '    wavelength_range: 0.21 6.7',
    '    coefficients: 0 0.6961663 0.0684043 0.4079426 0.1162414 0.8974794 9.896161',
  ].join('\n');
  await setField(page, 'Material JSON or YAML', yaml);
  await setField(page, 'Key', 'my_fs');
  await setField(page, 'Name', 'My fused silica');
  await page.getByRole('button', { name: 'Add material' }).click();
  await setField(page, 'Wavelength (nm)', '800');
  const got = await until(
    async () => shown(await outputText(page, 'byRay.o.n')),
    (v) => Math.abs(v - fusedSilicaN(0.8)) < 1e-3,
  );
  expect(Math.abs(got - fusedSilicaN(0.8))).toBeLessThan(1e-3);
  expect(await field(page, 'Material').inputValue()).toBe('My fused silica');
  expect(errors).toEqual([]);
  await page.close();
});
