/**
 * Numbers a scientist can defend, on the pages: a temperature outside a crystal's stated range is computed and the
 * warning stands beside the temperature field (in the page's words); a catalogue page in the far infrared answers
 * at a wavelength of 166.7 µm (1.8 THz) typed into the wavelength field.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The text that the labelled field points to with aria-describedby (its error or its note), or ''. */
async function describedBy(page: Page, label: string): Promise<string> {
  const id = await field(page, label).getAttribute('aria-describedby');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

describe('data a scientist can defend, on the pages', () => {
  it('LBO at 19.85 °C answers, and the extrapolation warning with Kato’s 20–200 °C stands beside the temperature field', async () => {
    const { page, errors } = await openPage(h, '/tools/refractiveindex?material=LBO&wavelengthNm=1064');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Temperature (°C)', '19.85');
    const note = await until(
      () => describedBy(page, 'Temperature (°C)'),
      (t) => t.includes('extrapolation'),
      10_000,
    );
    expect(note).toContain('outside the stated temperature range');
    expect(note).toContain('20 to 200 °C');
    // In the page's words: the field's label, not the input's contract name.
    expect(note).toContain('Temperature (°C): 19.85 °C');
    expect(note).not.toContain('temperatureC');
    // The result is there, not an error: Kato's n_z at 1064 nm and about 20 °C is 1.6053 (5 decimals shown).
    expect(shown(await outputText(page, 'byRay.z.n'))).toBeCloseTo(1.6053, 3);
    expect(errors).toEqual([]);
  });

  it('water in the far infrared: main/H2O/Asfar-H2O at 166 700 nm (1.8 THz) gives Afsar and Hasted’s n = 2.00', async () => {
    const { page, errors } = await openPage(h, '/tools/refractiveindex?material=main%2FH2O%2FAsfar-H2O');
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength (nm)', '166700');
    const n = await until(
      async () => shown(await outputText(page, 'byRay.o.n')),
      (v) => v === 2,
      15_000,
    );
    // refractiveindex.info's table point at 166.7 um (Afsar and Hasted 1977).
    expect(n).toBe(2);
    expect(await field(page, 'Wavelength (nm)').inputValue()).toBe('166700');
    expect(errors).toEqual([]);
  });
});
