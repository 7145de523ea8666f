/**
 * The QPM, NCPM and OPA tuning pages: QPM computes a PPLN period, NCPM finds LBO's noncritical temperature, OPA tuning draws
 * its curves; each is reopened from its link with the same result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gayerE } from '../../../packages/optics-engine/test/fixtures/gayer-mgo-ln.js';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field, outputText, setField, until, waitForTool } from '../support/page-helpers.js';
import { shown } from '../support/reference.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function reopen(path: string) {
  const other = await openPage(h, path);
  await waitForTool(other.page);
  return other;
}

describe('QPM, NCPM and OPA tuning pages', () => {
  it('QPM: the MgO:PPLN period for 1550 nm SHG at 80 °C, and the same from its link', async () => {
    const { page, errors } = await openPage(h, '/tools/QPM');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength λ1 (nm)', '1550');
    await setField(page, 'Wavelength λ2 (nm)', '1550');
    await setField(page, 'Wavelength λ3 (nm)', '775');
    await setField(page, 'Temperature (°C)', '80');
    // The period at 80 °C from Gayer's equation, referred to 20 °C with Jundt's expansion (1.54e-5, 5.3e-9 /K).
    const at80 = 1 / (gayerE(0.775, 80) / 0.775 - (2 * gayerE(1.55, 80)) / 1.55);
    const want = at80 / (1 + 1.54e-5 * 60 + 5.3e-9 * 3600);
    // The computed period is a result (data-output periodUm); the input of the same name stays as typed (empty).
    const periodField = 'Given poling period at 20 °C (µm)';
    const got = await until(
      async () => shown(await outputText(page, 'periodUm')),
      (v) => Math.abs(v - want) < 1.5e-3,
      15_000,
    );
    // display rounding to 3 decimals
    expect(Math.abs(got - want)).toBeLessThan(1.5e-3);
    expect(await field(page, periodField).inputValue()).toBe('');
    const link = await until(
      async () => page.url(),
      (u) => u.includes('temperatureC=80'),
    );
    const other = await reopen(new URL(link).pathname + new URL(link).search);
    expect(await field(other.page, 'Temperature (°C)').inputValue()).toBe('80');
    expect(shown(await outputText(other.page, 'periodUm'))).toBe(got);
    // A typed period is kept as typed while the computed period stays a separate result.
    await setField(other.page, periodField, '19.5');
    await until(
      async () => (await other.page.locator('[data-output="phaseMatchTemperatureC"]').count()) > 0,
      (v) => v,
      15_000,
    );
    expect(await field(other.page, periodField).inputValue()).toBe('19.5');
    expect(shown(await outputText(other.page, 'periodUm'))).toBe(got);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });

  it('NCPM with no solution in the searched span says so in words, not as an empty table', async () => {
    // BBO (negative uniaxial, n_o - n_e about 0.11 at 1 µm) cannot phase-match SHG of 1064 nm along its axes
    // at any temperature of the default search (reference −50 K to +150 K).
    const { page, errors } = await openPage(h, '/tools/NCPM?material=BBO');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength λ1 (nm)', '1064');
    const text = await until(
      async () => (await page.locator('[data-output-empty="solutions"]').first().textContent()) ?? '',
      (t) => t.length > 0,
      15_000,
    );
    expect(text).toBe('None for these inputs.');
    expect(await page.locator('[data-output="solutions"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("NCPM: LBO's noncritical SHG of 1064 nm near 149 °C (Kato 1994), and the same from its link", async () => {
    const { page, errors } = await openPage(h, '/tools/NCPM');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength λ1 (nm)', '1064');
    const text = await until(
      async () => (await page.locator('[data-output="solutions"]').first().textContent()) ?? '',
      (t) => /zzy/.test(t),
      15_000,
    );
    const cells = await page.locator('[data-output^="solutions."]').allTextContents();
    const temps = cells.map((c) => Number(c)).filter((v) => Number.isFinite(v));
    // 2 °C: Kato's 149 °C and the spread between crystals
    expect(temps.some((t) => Math.abs(t - 149) < 2)).toBe(true);
    const link = await until(
      async () => page.url(),
      (u) => u.includes('wavelength1Nm=1064'),
    );
    const other = await reopen(new URL(link).pathname + new URL(link).search);
    const again = await until(
      async () => (await other.page.locator('[data-output="solutions"]').first().textContent()) ?? '',
      (t) => /zzy/.test(t),
      15_000,
    );
    expect(again).toBe(text);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });

  it('NCPM for a temperature: LBO at 149 °C lists the fundamental of about 1064 nm along x (Kato 1994)', async () => {
    const { page, errors } = await openPage(h, '/tools/NCPM');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Or: temperature (°C), find the wavelength', '149');
    // what was typed stays; λ1 is no longer sent (the two are exclusive) and its field is empty
    expect(await field(page, 'Or: temperature (°C), find the wavelength').inputValue()).toBe('149');
    const cells = await until(
      async () => page.locator('[data-output^="solutions."]').allTextContents(),
      (c) => c.some((t) => /zzy/.test(t)),
      15_000,
    );
    const values = cells.map((c) => shown(c)).filter((v) => Number.isFinite(v));
    // the 2 °C on Kato's 149 °C is ±1.6 nm of λ1 (tuning rate 0.8 nm/K, derived in the engine's ncpm test)
    expect(values.some((v) => Math.abs(v - 1064) < 2)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('OPA tuning: draws signal and idler against the angle, and again from its link', async () => {
    const { page, errors } = await openPage(h, '/tools/OPAtuning');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Pump wavelength (nm)', '400');
    await setField(page, 'Signal wavelength (nm)', '600');
    await page.locator('[data-testid=chart] svg').first().waitFor({ timeout: 15_000 });
    const link = await until(
      async () => page.url(),
      (u) => u.includes('pumpNm=400') && u.includes('signalNm=600'),
    );
    const other = await reopen(new URL(link).pathname + new URL(link).search);
    await other.page.locator('[data-testid=chart] svg').first().waitFor({ timeout: 15_000 });
    expect(await field(other.page, 'Signal wavelength (nm)').inputValue()).toBe('600');
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });
});
