/**
 * Pages a scientist trusts: every input of the harmonic page moves its curve; typed values out of
 * range stay in their field, marked with the allowed range in words and the visible label; a material change
 * never changes a typed wavelength (outside the new range it is marked); a bad value in one field blanks no other field;
 * impossible inputs (lens focal length 0, M² below 1) get a clear message.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field, pickMaterial, waitForTool } from '../support/page-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const chartSvg = (page: Page) => page.locator('.light-chart-plot svg').first().innerHTML();
const errorOf = (page: Page, label: string) =>
  page.evaluate((l) => {
    const input = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === l);
    const id = input?.getAttribute('for');
    const el = id ? document.getElementById(`${id}-err`) : null;
    return el?.textContent ?? '';
  }, label);

describe('harmonic optimization drives the model from every input', () => {
  it('power, energy max, pump energies and the product each move the curve', async () => {
    const { page, errors } = await openPage(h, '/tools/HarmonicModuleOptimization');
    await page.waitForSelector('.light-chart-plot svg');
    // Power 20 -> 40 W, energy max 2000 -> 150 uJ, pump 1 100 -> 50 uJ, pump 2 200 -> 120 uJ: each changes
    // the pulse energy or the relative energy E/E_pump at plotted rates (see the engine's model).
    for (const [name, value] of [
      ['powerW', '40'],
      ['energyMaxUj', '150'],
      ['pumpEnergy1Uj', '50'],
      ['pumpEnergy2Uj', '120'],
    ]) {
      const before = await chartSvg(page);
      await page.locator(`input[name=${name}]`).fill(value);
      await expect.poll(() => chartSvg(page), { timeout: 5000 }).not.toBe(before);
    }
    // The legend names the pump energy in use, in µJ.
    await expect.poll(() => page.locator('.light-chart').first().textContent()).toContain('@ 50 µJ');
    // Another product brings its own laser power and maximum pulse energy.
    const select = page.getByLabel('Product');
    const options = await select.locator('option').allTextContents();
    const before = await chartSvg(page);
    await select.selectOption(options[1]);
    await expect.poll(() => chartSvg(page)).not.toBe(before);
    expect(await page.locator('input[name=powerW]').inputValue()).not.toBe('40');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('no silent substitution', () => {
  it('keeps 300 nm on beam displacement, marks it with the material range, and keeps the other fields', async () => {
    const { page } = await openPage(h, '/tools/beamdisplacement');
    await waitForTool(page);
    const box = field(page, 'Wavelength (nm)');
    await box.fill('300');
    await box.blur();
    expect(await box.inputValue()).toBe('300');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    const err = await errorOf(page, 'Wavelength (nm)');
    expect(err).toMatch(/Wavelength \(nm\)/);
    expect(err).toMatch(/\d+ to \d+/);
    expect(err).not.toMatch(/wavelengthNm/);
    expect(await field(page, 'Angle of incidence (deg)').inputValue()).not.toBe('');
    await page.close();
  });

  it('keeps −1 nm on the Gaussian beam page and a negative pulse length, naming the visible label', async () => {
    const { page } = await openPage(h, '/tools/gaussianbeampropagation');
    await waitForTool(page);
    const box = field(page, 'Wavelength (nm)');
    await box.fill('-1');
    await box.blur();
    expect(await box.inputValue()).toBe('-1');
    expect(await errorOf(page, 'Wavelength (nm)')).toMatch(/Wavelength \(nm\).*(at least|more than|to)/);
    await page.close();
    const p2 = (await openPage(h, '/tools/pulsepower')).page;
    await waitForTool(p2);
    const len = p2.locator('input[id^="in-duration"]').first();
    await len.fill('-5');
    await len.blur();
    expect(await len.inputValue()).toBe('-5');
    const text = await p2.locator('.ot-error').first().textContent();
    expect(text).not.toMatch(/durationFs|Fs\b/);
    expect(text).toMatch(/Pulse length/);
    await p2.close();
  });

  it('keeps 0.01 mm in a layer, naming "Layer 1 thickness (mm)"', async () => {
    const { page } = await openPage(h, '/tools/beamdisplacementsandwich');
    await waitForTool(page);
    const box = field(page, 'Layer 1 thickness (mm)');
    await box.fill('0.01');
    await box.blur();
    expect(await box.inputValue()).toBe('0.01');
    const text = await page.locator('.ot-error').first().textContent();
    expect(text).toMatch(/Layer 1 thickness \(mm\)/);
    expect(text).not.toMatch(/layers\[0\]|thicknessMm/);
    await page.close();
  });

  it('a bad crystal length on SFG blanks none of the three wavelengths', async () => {
    const { page } = await openPage(h, '/tools/SFG');
    await waitForTool(page);
    const lengths = page.locator('input[id="in-lengthMm"]');
    const waves = ['in-wavelength1Nm', 'in-wavelength2Nm', 'in-wavelength3Nm'];
    const before = await Promise.all(waves.map((id) => page.locator(`#${id}`).inputValue()));
    expect(before.every((v) => v !== '')).toBe(true);
    await lengths.fill('-3');
    await expect.poll(() => page.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
    const after = await Promise.all(waves.map((id) => page.locator(`#${id}`).inputValue()));
    expect(after).toEqual(before);
    await page.close();
  });

  it('a negative separation on the prism pair marks the separation, not l2', async () => {
    const { page } = await openPage(h, '/tools/prismpair');
    await waitForTool(page);
    await field(page, 'Separation L (mm)').fill('-5');
    await expect.poll(() => field(page, 'Separation L (mm)').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Separation L (mm)').inputValue()).toBe('-5');
    expect(await field(page, 'Insertion l2 (mm)').getAttribute('aria-invalid')).toBeNull();
    expect(await errorOf(page, 'Separation L (mm)')).toMatch(/Separation L \(mm\) -5 .*at least 0 mm/);
    await page.close();
  });

  it('a material change keeps the typed wavelength; outside the new range it is marked with the range', async () => {
    const { page } = await openPage(h, '/tools/dispersionparameters?wavelengthNm=800');
    await waitForTool(page);
    // Silicon's data start above 1 µm (Li 1980: 1.2–14 µm; Salzberg & Villa from 1.36 µm): 800 nm is outside.
    await pickMaterial(page, 'Material', 'Si');
    const box = field(page, 'Wavelength (nm)');
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(await box.inputValue()).toBe('800');
    expect(await errorOf(page, 'Wavelength (nm)')).toMatch(/Wavelength \(nm\) 800 nm is outside .*\d+ to \d+/);
    await page.close();
  });
});

describe('physically impossible input', () => {
  it('lens focal length 0 is an error at its field; M² below 1 is a warning', async () => {
    const { page } = await openPage(h, '/tools/gaussianbeampropagation');
    await waitForTool(page);
    await page.getByText('Beam focusing').click();
    await field(page, 'Distance from waist to lens (mm)').fill('100');
    const f = field(page, 'Lens focal length (mm)');
    await f.fill('0');
    await expect.poll(() => f.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(page, 'Lens focal length (mm)')).toMatch(/Lens focal length \(mm\) 0 is not a lens/);
    await f.fill('100');
    await field(page, 'M²').fill('0.5');
    await expect
      .poll(() => page.locator('.ot-note, .ot-alert').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/M² below 1/)]));
    await page.close();
  });
});
