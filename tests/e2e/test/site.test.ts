/**
 * Site-wide behaviour: home dashboard and meta description, navbar menus, about dialog with versions,
 * feedback posted to the API, unknown paths to /, shareable links that reopen the same inputs, the info
 * modal with KaTeX formulas, chart export buttons, custom materials kept in the browser.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field, outputText, pickMaterial, setField, until, waitForTool } from '../support/page-helpers.js';
import { fusedSilicaN, shown } from '../support/reference.js';

/** Three Schott glasses (thermal data, so a temperature moves their curves) for the comparison page. */
const THREE_GLASSES = encodeURIComponent(JSON.stringify(['BK7', 'SF10', 'SF11']));

/** Waits until the comparison page shows its three charts with their lines; returns their plot SVGs. */
async function chartsDrawn(page: Page): Promise<Locator> {
  const plots = page.locator('[data-testid=chart] .ot-chart-plot svg');
  await page.locator('[data-testid=chart] g[aria-label="line"]').first().waitFor();
  await until(
    () => plots.count(),
    (n) => n === 3,
  );
  return plots;
}

/** Marks each plot SVG, so a later check can tell a kept element from a new one. */
const markKept = (plots: Locator) =>
  plots.evaluateAll((ss) => {
    for (const s of ss) s.setAttribute('data-kept', 'yes');
  });
const stillKept = (plots: Locator) => plots.evaluateAll((ss) => ss.map((s) => s.getAttribute('data-kept')));

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
    // 28 SPEC tools + phase matching, qpm, ncpm, opa-tuning, mixing, the pulse through a beam path + the planner
    expect(await page.locator('.card').count()).toBe(35);
    // The pulse through a beam path is a dispersion tool: its card in that group, its entry in that menu.
    const dispersion = page.locator('.home-group', { has: page.getByRole('heading', { name: 'Dispersion' }) });
    expect(await dispersion.locator('a.card[href="/tools/PulsePath"]').count()).toBe(1);
    expect(await page.title()).toBe('Optics Toolbox');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/calculators/i);
    await page.setViewportSize({ width: 390, height: 800 });
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
    expect(errors).toEqual([]);
    await page.close();
  });

  it('comparison charts: one line path per material across the plot area, redrawn on a new range, in the SVG export', async () => {
    const materials = encodeURIComponent(JSON.stringify(['fused_silica', 'BK7']));
    const { page, errors } = await openPage(h, `/tools/comparematerials?materials=${materials}&fromNm=500&toNm=1500`);
    await waitForTool(page);
    const chart = page.getByTestId('chart').first();
    await chart.locator('g[aria-label="line"] path').first().waitFor();
    /** The lines' points in SVG pixels: path numbers through the group's translate(o, o) scale(s). */
    const linePoints = () =>
      chart.locator('.ot-chart-plot svg').evaluate((svg) => {
        const g = svg.querySelector('g[aria-label="line"]');
        const m = /translate\(([-\d.]+),([-\d.]+)\) scale\(([\d.e-]+)\)/.exec(g?.getAttribute('transform') ?? '');
        const [ox, oy, k] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 1];
        const paths = [...(g?.querySelectorAll('path') ?? [])].map((p) =>
          [...(p.getAttribute('d') ?? '').matchAll(/(-?\d+),(-?\d+)/g)].map((c) => [
            ox + k * Number(c[1]),
            oy + k * Number(c[2]),
          ]),
        );
        return { paths, width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')), ox, oy };
      });
    // The x scale spans the plotted range exactly and y a nice range around it, inside the chart's margins
    // (top 30, right 5, bottom 50, left 60 px, packages/ui/src/chart.tsx). Tolerance 0.1 px: the paths keep
    // 1/20 px (rounding up to 0.025 px) and the margins are whole pixels.
    const check = (r: Awaited<ReturnType<typeof linePoints>>) => {
      expect(r.paths).toHaveLength(2);
      for (const pts of r.paths) {
        expect(pts.length).toBeGreaterThan(10);
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        expect(Math.abs(Math.min(...xs) - (60 + r.ox))).toBeLessThan(0.1);
        expect(Math.abs(Math.max(...xs) - (r.width - 5 + r.ox))).toBeLessThan(0.1);
        expect(Math.min(...ys)).toBeGreaterThan(30 + r.oy - 0.1);
        expect(Math.max(...ys)).toBeLessThan(r.height - 50 + r.oy + 0.1);
        // Wavelengths increase along the path.
        for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1]);
      }
    };
    const first = await linePoints();
    check(first);
    await setField(page, 'From (nm)', '1000');
    const second = await until(linePoints, (r) => JSON.stringify(r.paths) !== JSON.stringify(first.paths));
    check(second);
    // 1000-1500 nm in 10 nm steps is 51 points (compare-materials: 10 nm steps); 500-1500 nm was 101.
    expect(first.paths.map((p) => p.length)).toEqual([101, 101]);
    expect(second.paths.map((p) => p.length)).toEqual([51, 51]);
    const download = page.waitForEvent('download');
    await chart.getByRole('button', { name: 'SVG' }).click();
    const file = await (await download).path();
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/<g aria-label="line"[^>]*>(<path [^>]*d="M[^"]+"[^>]*\/>){2}<\/g>/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a chart whose frame is unchanged redraws only its lines, as a fresh drawing would', async () => {
    // Schott glasses have thermal data: 120 °C moves the curves while every chart keeps its nice domains.
    const url = `/tools/comparematerials?materials=${THREE_GLASSES}&fromNm=400`;
    const { page, errors } = await openPage(h, url);
    await waitForTool(page);
    const plots = await chartsDrawn(page);
    const lines = () =>
      plots.evaluateAll((ss) => ss.map((s) => s.querySelector('g[aria-label="line"]')?.innerHTML ?? ''));
    await markKept(plots);
    const before = await lines();
    await setField(page, 'Temperature (°C)', '120');
    const after = await until(lines, (l) => l.every((v, i) => v !== before[i]));
    // The same SVG elements (only the lines were replaced) ...
    expect(await stillKept(plots)).toEqual(['yes', 'yes', 'yes']);
    // ... drawing what the page draws when opened at 120 °C.
    await page.goto(`${h.url}${url}&temperatureC=120`, { waitUntil: 'networkidle' });
    await chartsDrawn(page);
    expect(await lines()).toEqual(after);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a new range moves the axes of the same SVG, drawing what a fresh page draws', async () => {
    const url = `/tools/comparematerials?materials=${THREE_GLASSES}&fromNm=400`;
    const { page, errors } = await openPage(h, url);
    await waitForTool(page);
    const plots = await chartsDrawn(page);
    const drawings = () => plots.evaluateAll((ss) => ss.map((s) => s.innerHTML));
    const ticks = () =>
      plots.evaluateAll((ss) => ss.map((s) => s.querySelector('g[aria-label="x-axis tick label"]')?.textContent ?? ''));
    await markKept(plots);
    const before = await ticks();
    // 1000 nm instead of 400 nm: new x ticks (and new y extents) on every chart.
    await setField(page, 'From (nm)', '1000');
    await until(ticks, (t) => t.every((v, i) => v !== before[i]));
    const after = await until(drawings, (d) => d.length === 3);
    expect(await stillKept(plots)).toEqual(['yes', 'yes', 'yes']);
    // Axes, ticks, labels, grid and lines as Plot draws them when the page opens at 1000 nm.
    await page.goto(`${h.url}/tools/comparematerials?materials=${THREE_GLASSES}&fromNm=1000`, {
      waitUntil: 'networkidle',
    });
    await chartsDrawn(page);
    expect(await drawings()).toEqual(after);
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
