/**
 * /tools/PulsePath as a user works it: an oscillator (800 nm, 30 fs) through 10 mm of fused silica and a grating
 * compressor built by clicking and typing, the optimiser finding the separation that recompresses the pulse, and
 * a reload from the copied link showing the same numbers; a material whose data miss the spectrum named beside
 * its element with both ranges and every typed value kept; the path reordered and edited from the keyboard; a
 * measured spectrum loaded from a CSV file and carried by the link.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../support/harness.js';
import { until } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A page of width 1400 px that may use the clipboard and records console errors (a tool page: once it shows its inputs). */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await h.browser.newPage({
    viewport: { width: 1400, height: 900 },
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(h.url + path, { waitUntil: 'networkidle' });
  if (path.startsWith('/tools/')) await page.locator('.tool-inputs').waitFor({ timeout: 45_000 });
  return { page, errors };
}

const row = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Element ${n} · `) });
const out = async (page: Page, id: string) => (await page.locator(`[data-output="${id}"]`).first().textContent()) ?? '';
const num = (text: string) => Number(text.replace('−', '-'));
const optimumLine = (page: Page) => page.getByTestId('optimum');

/** The numbers of the optimiser's line: value, duration (fs), Strehl ratio. */
async function optimum(page: Page): Promise<{ value: number; durationFs: number; strehl: number; text: string }> {
  const text = await until(
    async () => ((await optimumLine(page).count()) > 0 ? ((await optimumLine(page).textContent()) ?? '') : ''),
    (t) => t.includes('→'),
    20_000,
  );
  const m = /separation ([\d.]+) mm → ([\d.]+) fs, Strehl ([\d.]+)/.exec(text);
  if (!m) throw new Error(`no optimum in "${text}"`);
  return { value: Number(m[1]), durationFs: Number(m[2]), strehl: Number(m[3]), text };
}

/** Treacy's GDD of a double-passed grating pair per mm of normal separation (fs²/mm), written out. */
function treacyGddFs2PerMm(wavelengthNm: number, linesPerMm: number, angleDeg: number): number {
  const c = 299792458;
  const l = wavelengthNm * 1e-9;
  const n = linesPerMm * 1e3;
  const sinB = l * n - Math.sin((angleDeg * Math.PI) / 180);
  const cosB = Math.sqrt(1 - sinB * sinB);
  // GDD = -passes λ³ N² L / (2π c² cos³β), passes 2, L = 1 mm; s² to fs².
  return ((-2 * l ** 3 * n * n * 1e-3) / (2 * Math.PI * c * c * cosB ** 3)) * 1e30;
}

async function buildPath(page: Page): Promise<void> {
  await page.getByLabel('Centre wavelength (nm)', { exact: true }).fill('800');
  await page.getByLabel('Transform-limited duration, FWHM (fs)', { exact: true }).fill('30');
  await page.getByRole('button', { name: '+ Material' }).click();
  const silica = row(page, 1).getByLabel('Material', { exact: true });
  await silica.click();
  await silica.fill('fused silica');
  await silica.press('Enter');
  await row(page, 1).getByLabel('Thickness (mm)', { exact: true }).fill('10');
  await page.getByRole('button', { name: '+ Grating pair' }).click();
  const gratings = row(page, 2);
  await gratings.getByLabel('Grating frequency (lines/mm)', { exact: true }).fill('300');
  await gratings.getByLabel('Angle of incidence (deg)', { exact: true }).fill('10');
  await gratings.getByLabel('Normal separation (mm; negative: a stretcher)', { exact: true }).fill('1');
}

describe('/tools/PulsePath', () => {
  it('is reached from its home card and from the Dispersion menu; its info modal shows the formulas and references', async () => {
    const { page, errors } = await open('/');
    try {
      await page.locator('a.card[href="/tools/PulsePath"]').click();
      await page.locator('.tool-inputs').waitFor();
      await page.getByRole('button', { name: 'Dispersion', exact: false }).first().click();
      await page.getByRole('link', { name: 'Pulse through a beam path' }).first().click();
      expect(new URL(page.url()).pathname).toBe('/tools/PulsePath');
      await page.getByRole('button', { name: 'Formulas and model' }).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      // The page's part (element kinds and their fields) loads with the modal; KaTeX draws the formulas.
      await modal.getByRole('heading', { name: 'Elements' }).waitFor();
      await modal.locator('.katex').first().waitFor();
      const text = (await modal.textContent()) ?? '';
      expect(text).toContain('Treacy');
      expect(text).toContain('Ciddor');
      expect(text).toContain('Normal separation (mm; negative: a stretcher) distanceMm');
      expect(await modal.locator('.katex').count()).toBeGreaterThan(3);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('oscillator → 10 mm fused silica → grating compressor: optimise, apply, and the copied link reopens the same', async () => {
    const { page, errors } = await open('/tools/PulsePath');
    try {
      await buildPath(page);
      expect(await row(page, 1).getByLabel('Material', { exact: true }).inputValue()).toMatch(/^Fused silica/);
      // 10 mm of fused silica at 800 nm: GDD 361.6 fs² (Malitson), shown on its row.
      const gdd = await until(
        async () => num(await out(page, 'elements.0.gddFs2')),
        (v) => Math.abs(v - 361.6) < 0.15,
      );
      expect(Math.abs(gdd - 361.6)).toBeLessThan(0.15);
      const tl = num(await out(page, 'output.transformLimitedFs'));
      expect(Math.abs(tl - 30)).toBeLessThan(1e-3);
      const before = num(await out(page, 'output.durationFs'));

      // The optimiser starts on the grating pair's separation, from 0 to four times the 1 mm typed.
      expect(await page.getByLabel('Element to vary', { exact: true }).locator('option:checked').textContent()).toBe(
        '2 · Grating pair',
      );
      expect(await page.getByLabel('Field to vary', { exact: true }).inputValue()).toBe('distanceMm');
      expect(await page.getByLabel('From (mm)', { exact: true }).inputValue()).toBe('0');
      expect(await page.getByLabel('To (mm)', { exact: true }).inputValue()).toBe('4');
      await page.getByRole('button', { name: 'Optimise', exact: true }).click();
      const best = await optimum(page);
      // The separation where the pair's GDD cancels the silica's, by Treacy's formula written out; the path's
      // residual TOD (about 490 fs³, 0.018 T³) moves the shortest pulse by under 3 % from it.
      const zero = 361.6 / -treacyGddFs2PerMm(800, 300, 10);
      expect(Math.abs(best.value - zero) / zero).toBeLessThan(0.03);
      // The shortest pulse: shorter than before, within 2 % of the transform limit (what the residual TOD allows).
      expect(best.durationFs).toBeLessThan(before);
      expect(best.durationFs).toBeGreaterThanOrEqual(tl - 0.05);
      expect(best.durationFs).toBeLessThan(1.02 * tl);
      await page
        .getByRole('figure', { name: /^Duration against Element 2 \(grating pair\) normal separation/ })
        .locator('svg')
        .first()
        .waitFor();
      await page.getByRole('figure', { name: 'Intensity against time' }).locator('svg').first().waitFor();

      // Apply: the separation box takes the optimum, and the output is the shortest pulse.
      await page.getByRole('button', { name: /^Set element 2 to / }).click();
      const applied = await row(page, 2)
        .getByLabel('Normal separation (mm; negative: a stretcher)', { exact: true })
        .inputValue();
      expect(Math.abs(Number(applied) - best.value)).toBeLessThan(0.006);
      const now = await until(
        async () => num(await out(page, 'output.durationFs')),
        (v) => Math.abs(v - best.durationFs) < 0.06,
      );
      expect(Math.abs(now - best.durationFs)).toBeLessThan(0.06);

      // With an energy and a beam the silica has a B-integral (fused silica has n2 data); the gratings have none.
      await page.getByLabel('Energy (µJ)', { exact: true }).fill('10');
      await page.getByLabel('Beam diameter, 1/e² (mm)', { exact: true }).fill('1');
      const b = await until(
        async () => num(await out(page, 'elements.0.bIntegralRad')),
        (v) => v > 0,
      );
      expect(b).toBeGreaterThan(0);
      expect(await out(page, 'elements.1.bIntegralRad')).toBe('—');
      await page.getByRole('figure', { name: 'B-integral along the path' }).locator('svg').first().waitFor();

      const shown = async (p: Page) => ({
        duration: await out(p, 'output.durationFs'),
        strehl: await out(p, 'output.strehl'),
        rows: [
          await out(p, 'elements.0.gddFs2'),
          await out(p, 'elements.1.gddFs2'),
          await out(p, 'elements.1.todFs3'),
          await out(p, 'elements.0.bIntegralRad'),
        ],
        peak: await out(p, 'output.peakPowerGw'),
        optimum: (await optimumLine(p).textContent()) ?? '',
        separation: await row(p, 2)
          .getByLabel('Normal separation (mm; negative: a stretcher)', { exact: true })
          .inputValue(),
        thickness: await row(p, 1).getByLabel('Thickness (mm)', { exact: true }).inputValue(),
      });
      const here = await shown(page);
      await page.getByRole('button', { name: 'Copy link' }).click();
      const link = await until(
        () => page.evaluate(() => navigator.clipboard.readText()),
        (t) => t.includes('elements='),
      );
      expect(link).toContain('elements=material(material:fused_silica,thicknessMm:10);grating-pair(');
      const again = await open(link.slice(h.url.length));
      try {
        await again.page.getByTestId('optimum').waitFor();
        expect(await shown(again.page)).toEqual(here);
        expect(again.errors).toEqual([]);
      } finally {
        await again.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a material whose data miss the spectrum: the message beside that element names it and both ranges; nothing typed is lost', async () => {
    const { page, errors } = await open('/tools/PulsePath');
    try {
      await buildPath(page);
      await row(page, 1).getByLabel('Thickness (mm)', { exact: true }).waitFor();
      const si = row(page, 1).getByLabel('Material', { exact: true });
      await si.click();
      await si.fill('Si');
      await si.press('Enter');
      const message = row(page, 1).locator('.ot-error');
      await message.first().waitFor();
      const text = (await message.first().textContent()) ?? '';
      expect(text).toMatch(/^Element 1 \(Si/);
      // The pulse's band (a 30 fs Gaussian at 800 nm: about 753 to 853 nm above 1e-3 of its peak) and silicon's data.
      expect(text).toMatch(/spectrum, 7\d\d(\.\d)? to 8\d\d(\.\d)? nm/);
      expect(text).toMatch(/range of Si: 1\d{3} to \d+ nm/);
      expect(text).not.toContain('elements[');
      expect(await si.getAttribute('aria-invalid')).toBe('true');
      // Every typed value stays in its box; the charts stay, marked as the last valid inputs'.
      expect(await row(page, 1).getByLabel('Thickness (mm)', { exact: true }).inputValue()).toBe('10');
      expect(await row(page, 2).getByLabel('Grating frequency (lines/mm)', { exact: true }).inputValue()).toBe('300');
      expect(await page.getByLabel('Centre wavelength (nm)', { exact: true }).inputValue()).toBe('800');
      expect(await page.getByText('Plots of the last valid inputs').count()).toBe(1);
      expect(await page.getByRole('figure', { name: 'Intensity against time' }).count()).toBe(1);
      // A bad number is kept in its box and marked there.
      await si.click();
      await si.fill('fused silica');
      await si.press('Enter');
      const thickness = row(page, 1).getByLabel('Thickness (mm)', { exact: true });
      await thickness.fill('-3');
      await until(
        async () => await thickness.getAttribute('aria-invalid'),
        (v) => v === 'true',
      );
      expect(await thickness.inputValue()).toBe('-3');
      expect(await row(page, 1).locator('.ot-error').first().textContent()).toMatch(
        /Element 1 \(Fused silica.*\) thickness \(mm\) -3/,
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('works from the keyboard: add by Tab and Enter, move up (focus follows the element), remove', async () => {
    const { page, errors } = await open('/tools/PulsePath');
    try {
      const tabTo = async (name: string) => {
        for (let i = 0; i < 200; i++) {
          await page.keyboard.press('Tab');
          const at = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            return el?.getAttribute('aria-label') ?? el?.textContent ?? '';
          });
          if (at === name) return;
        }
        throw new Error(`Tab never reached "${name}"`);
      };
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await tabTo('+ Air');
      await page.keyboard.press('Enter');
      await tabTo('+ Chirped mirrors');
      await page.keyboard.press('Enter');
      await row(page, 2).waitFor();
      expect(await row(page, 1).getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.getByRole('group', { name: /^Element 2 · Chirped mirrors/ }).count()).toBe(1);
      // Visible focus: the focused button has an outline.
      await tabTo('Move element 2 up');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: /^Element 1 · Chirped mirrors/ }).waitFor();
      // The mirrors are first now; focus stays on them (its up button is disabled, so on its down button).
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused).toBe('Move element 1 down');
      await tabTo('Remove element 1');
      await page.keyboard.press('Enter');
      await until(
        () => page.locator('li.pp-element').count(),
        (n) => n === 1,
      );
      expect(await page.getByRole('group', { name: /^Element 1 · Air/ }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a measured spectrum loaded from a CSV file: its width is measured, and the copied link carries it', async () => {
    const { page, errors } = await open('/tools/PulsePath');
    try {
      // A Gaussian of 20 nm FWHM in wavelength around 800 nm, 1 nm steps, with a header line.
      const rows = Array.from({ length: 121 }, (_, i) => {
        const nm = 740 + i;
        return `${nm},${Math.exp((-4 * Math.LN2 * (nm - 800) ** 2) / 400).toPrecision(6)}`;
      });
      const csv = `wavelength (nm),intensity\n${rows.join('\n')}\n`;
      await page.getByLabel('Measured spectrum', { exact: true }).check();
      await page
        .getByLabel('Load a CSV file…')
        .setInputFiles({ name: 'spectrum.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      // The FWHM of the spectrum per unit wavelength: 20 nm, to the linear interpolation between 1 nm samples
      // (0.05 nm) and the display's rounding.
      const width = await until(
        async () => num(await out(page, 'output.spectralWidthNm')),
        (v) => Math.abs(v - 20) < 0.05,
      );
      expect(Math.abs(width - 20)).toBeLessThan(0.05);
      await page.getByRole('button', { name: 'Copy link' }).click();
      const link = await until(
        () => page.evaluate(() => navigator.clipboard.readText()),
        (t) => t.includes('spectrum'),
      );
      const again = await open(link.slice(h.url.length));
      try {
        const w2 = await until(
          async () =>
            (await again.page.locator('[data-output="output.spectralWidthNm"]').count())
              ? await out(again.page, 'output.spectralWidthNm')
              : '',
          (t) => t !== '',
        );
        expect(w2).toBe(await out(page, 'output.spectralWidthNm'));
        expect(await again.page.getByLabel('Measured spectrum (nm, intensity per nm)').inputValue()).toContain(
          '800\t1',
        );
        expect(again.errors).toEqual([]);
      } finally {
        await again.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
