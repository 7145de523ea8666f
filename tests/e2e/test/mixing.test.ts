/**
 * /tools/Mixing in the browser: opened from a BBO phase-matching solution, the 800 nm, 30 fs SHG in 1 mm runs in
 * the page's worker with a progress bar and shows the three charts and the energies the engine computes for the
 * same inputs (run here in Node as the reference); the copied link reopens the same result; a wavelength outside
 * the crystal is named beside its box with the typed value kept; Cancel stops a run and the page stays usable.
 */
import { builtinLibrary, runCalculator } from '@optics-toolbox/optics-engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const energies = async (page: Page) => ({
  wave1: await page.locator('[data-output="waves.wave1.energyUj"]').textContent(),
  wave3: await page.locator('[data-output="waves.wave3.energyUj"]').textContent(),
});

/** Waits for a finished run of the current inputs: three drawn charts and results not marked stale. */
async function waitForResult(page: Page): Promise<void> {
  await page.locator('.mixing-page .results:not(.stale) [data-output="waves.wave3.energyUj"]').waitFor({
    timeout: 60_000,
  });
  await expect.poll(() => page.locator('[data-testid=chart] svg').count(), { timeout: 20_000 }).toBe(3);
}

describe('/tools/Mixing', () => {
  it('has a home card and an entry in the Nonlinear optics menu', async () => {
    const { page, errors } = await openPage(h, '/');
    try {
      const card = page.locator('a.card[href="/tools/Mixing"]');
      expect(await card.count()).toBe(1);
      expect(await card.textContent()).toContain('Mixing in time');
      await page.getByRole('button', { name: /Nonlinear optics/ }).click();
      await page.getByRole('link', { name: 'Mixing in time' }).first().click();
      await page.waitForURL(/\/tools\/Mixing$/);
      await waitForResult(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('from a BBO phase-matching solution: 800 nm, 30 fs SHG in 1 mm, progress, charts, energies; the link reopens it', async () => {
    const { page, errors } = await openPage(
      h,
      '/tools/PhaseMatching?material=BaB2O4&wavelength1Nm=800&wavelength2Nm=800',
    );
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const ooe = page.locator('.list-table tr, .result-card', { hasText: 'ooe' }).first();
      await ooe.getByRole('link', { name: 'Simulate pulses' }).click();
      await page.waitForURL(/\/tools\/Mixing\?/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mixing in time');
      // Pre-filled from the solution: crystal, type, direction, length and wavelength.
      expect(await field(page, 'Material').inputValue()).toBe('β-BBO (BaB2O4)');
      expect(await field(page, 'Polarizations of wave1, wave2, wave3').inputValue()).toBe('ooe');
      expect(Number(await field(page, 'θ (deg)').inputValue())).toBeCloseTo(29.21, 2);
      expect(await field(page, 'Crystal length (mm)').inputValue()).toBe('1');
      expect(await field(page, 'Wave 1 wavelength (nm)').inputValue()).toBe('800');
      await waitForResult(page);
      // The duration typed: the run starts again and its progress bar shows until the result is in.
      await field(page, 'Wave 1 duration, FWHM (fs)').fill('30');
      await page.getByRole('progressbar', { name: 'Simulation progress' }).waitFor({ timeout: 5_000 });
      await waitForResult(page);
      expect(await page.getByRole('progressbar').count()).toBe(0);
      for (const title of ['Power at the exit', 'Spectrum at the exit', 'Energy along the crystal'])
        expect(await page.locator(`[data-testid=chart][aria-label="${title}"] svg`).count(), title).toBe(1);

      // The reference: the same inputs through the engine in this process.
      const ref = runCalculator(
        'mixing',
        {
          material: 'BaB2O4',
          type: 'ooe',
          thetaDeg: await field(page, 'θ (deg)').inputValue(),
          phiDeg: await field(page, 'φ (deg)').inputValue(),
          lengthMm: 1,
          waves: { wave1: { wavelengthNm: 800, durationFs: 30 } },
        },
        builtinLibrary(),
      ).outputs;
      const shown = await energies(page);
      // Shown to 3 decimals: within half a unit of the last digit.
      expect(Math.abs(Number(shown.wave1) - ref.waves.wave1.energyUj)).toBeLessThanOrEqual(5e-4);
      expect(Math.abs(Number(shown.wave3) - ref.waves.wave3.energyUj)).toBeLessThanOrEqual(5e-4);
      expect(ref.waves.wave3.energyUj).toBeGreaterThan(1);

      await page.getByRole('button', { name: 'Copy link' }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain('/tools/Mixing?');
      expect(link).toContain('waves.wave1.durationFs=30');
      const again = await openPage(h, link.replace(h.url, ''));
      try {
        await waitForResult(again.page);
        expect(await energies(again.page)).toEqual(shown);
        expect(again.errors).toEqual([]);
      } finally {
        await again.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a wavelength outside the crystal: the message beside its box in the page’s words, the typed value kept', async () => {
    const { page, errors } = await openPage(h, '/tools/Mixing');
    try {
      await waitForResult(page);
      const box = field(page, 'Wave 1 wavelength (nm)');
      await box.fill('7000');
      const message = page.locator('[data-field="waves.wave1.wavelengthNm"]');
      await expect
        .poll(() => message.textContent(), { timeout: 20_000 })
        .toBe('Wave 1 wavelength (nm) 7000 is outside the range of BaB2O4: 188 to 5200 nm');
      expect(await box.inputValue()).toBe('7000');
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      expect(await box.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
      // The last good result stays, marked as that of the previous inputs.
      expect(await page.locator('.mixing-page .results.stale').count()).toBe(1);
      expect(await page.locator('[data-testid=chart] svg').count()).toBe(3);
      expect(new URL(page.url()).searchParams.get('waves.wave1.wavelengthNm')).toBe('7000');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('from the keyboard: a preset, a pulse box, the info with the model in paragraphs', async () => {
    const { page, errors } = await openPage(h, '/tools/Mixing');
    try {
      await waitForResult(page);
      /** Presses Tab until the focused element has this accessible label or text (at most 60 times). */
      const tabTo = async (name: string) => {
        for (let i = 0; i < 60; i++) {
          await page.keyboard.press('Tab');
          const here = await page.evaluate(() => {
            const e = document.activeElement as HTMLElement | null;
            return e?.getAttribute('aria-label') ?? e?.textContent?.trim() ?? '';
          });
          if (here === name) return;
        }
        throw new Error(`Tab never reached ${name}`);
      };
      await page.locator('h1').click();
      await tabTo('SFG');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('waves.wave2.wavelengthNm')).toBe('400');
      await tabTo('Wave 1 energy (µJ)');
      await page.keyboard.type('5');
      expect(await field(page, 'Wave 1 energy (µJ)').inputValue()).toBe('5');
      await waitForResult(page);
      expect(await page.locator('[data-output="waves.wave2.energyUj"]').textContent()).not.toBe('—');
      await page.locator('h1').click();
      await tabTo('Formulas and model');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Integration: RK4 in the interaction picture', { exact: false }).waitFor();
      // The model's parts are paragraphs of their own.
      expect(await dialog.locator('p', { hasText: /^Beam: / }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Cancel stops a long run; the result before stays and the page answers the next input', async () => {
    const { page, errors } = await openPage(h, '/tools/Mixing');
    try {
      await waitForResult(page);
      const before = await energies(page);
      // 65536 points: several seconds of work, so the run is still going when Cancel is pressed.
      await field(page, 'Grid points').fill('65536');
      await page.getByRole('progressbar', { name: 'Simulation progress' }).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Cancelled.').waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect(await energies(page)).toEqual(before);
      await field(page, 'Grid points').fill('2048');
      await waitForResult(page);
      expect(await energies(page)).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
