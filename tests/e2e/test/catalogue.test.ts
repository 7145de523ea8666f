/**
 * The whole refractiveindex.info catalogue in the dispersion page (chromium): type part of a Hikari
 * glass's name and pick it, see its GVD; reload the URL and get the same glass; set 80 °C and see the
 * index move by SCHOTT's formula A; pick a material without thermal data at 80 °C and read the error
 * naming it. The glass's numbers are computed here from its coefficients, independently of the engine.
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

/**
 * HIKARI J-SF6 as refractiveindex.info gives it (specs/HIKARI-optical/J-SF6, NIKON Zemax catalog 2017-11):
 * formula 3, n^2 = C1 + sum C_i lambda^p_i; data at 296 K (23 °C); thermal_dispersion formula A
 * D0 D1 D2 E0 E1 lambda_TK.
 */
const C = [3.11993645, -0.0126679163, 2, 0.0421698355, -2, 0.00304768926, -4, -0.000420720196, -6, 0.000106770582, -8];
const C2 = [-1.09382035e-5, -10, 5.57077794e-7, -12];
const [D0, D1, D2, E0, E1, LTK] = [-5.4567e-6, 9.6564e-9, -1.396e-12, 1.0511e-6, 1.5502e-9, 0.2883];
const REF_C = 23;
const n0 = (l: number) => {
  const c = [...C, ...C2];
  let s = c[0];
  for (let i = 1; i < c.length; i += 2) s += c[i] * l ** c[i + 1];
  return Math.sqrt(s);
};
/** SCHOTT formula A (TIE-19): absolute index change from the reference temperature. */
const schottDn = (l: number, t: number) => {
  const dT = t - REF_C;
  const n = n0(l);
  return (
    ((n * n - 1) / (2 * n)) * (D0 * dT + D1 * dT ** 2 + D2 * dT ** 3 + (E0 * dT + E1 * dT ** 2) / (l * l - LTK * LTK))
  );
};
/** d(dn)/dT of formula A (its derivative written out). */
const schottDnDt = (l: number, t: number) => {
  const dT = t - REF_C;
  const n = n0(l);
  return ((n * n - 1) / (2 * n)) * (D0 + 2 * D1 * dT + 3 * D2 * dT ** 2 + (E0 + 2 * E1 * dT) / (l * l - LTK * LTK));
};
/** GVD in fs^2/mm: lambda^3/(2 pi c^2) d2n/dlambda2, the second derivative by a central difference (h = 1e-4 um). */
const gvd = (l: number) => {
  const h2 = 1e-4;
  const d2 = (n0(l + h2) - 2 * n0(l) + n0(l - h2)) / (h2 * h2); // per um^2
  const c = 299792458;
  return ((l * 1e-6) ** 3 / (2 * Math.PI * c * c)) * d2 * 1e12 * 1e30 * 1e-3; // s^2/m -> fs^2/mm
};
/** Half a unit of the last digit shown (display rounding) plus `extra`. */
const tolOf = (text: string, extra = 0) => {
  const t = text.trim();
  const exp = /e([+-]\d+)$/i.exec(t);
  const mantissa = t.replace(/e[+-]\d+$/i, '');
  const decimals = mantissa.includes('.') ? mantissa.split('.')[1].length : 0;
  return 0.5 * 10 ** (-decimals + (exp ? Number(exp[1]) : 0)) + extra;
};
async function expectNear(page: Page, id: string, want: number, extra = 0): Promise<void> {
  const text = await until(
    () => outputText(page, id),
    (t) => Math.abs(shown(t) - want) <= tolOf(t, extra),
    10_000,
  );
  expect(Math.abs(shown(text) - want), `${id}: shown ${text}, want ${want}`).toBeLessThanOrEqual(tolOf(text, extra));
}

describe('catalogue on the dispersion page', () => {
  it('search, pick, reload, 80 °C, and a material without thermal data', async () => {
    const { page, errors } = await openPage(h, '/tools/dispersionparameters?wavelengthNm=800');
    try {
      expect(await waitForTool(page)).toBe('ready');
      // 1. Type part of the glass's name; the list is grouped by shelf and never the whole catalogue.
      const box = field(page, 'Material');
      await box.click();
      await box.fill('hikari sf6');
      const option = page.getByRole('option', { name: /^J-SF6 \(HIKARI-optical\)/ });
      await option.waitFor({ timeout: 20_000 });
      expect(await page.getByRole('listbox').getByRole('option').count()).toBeLessThanOrEqual(50);
      await option.click();
      await until(
        () => page.url(),
        (u) => u.includes('J-SF6'),
      );
      // GVD within the display rounding (+1e-3 fs^2/mm for the central difference).
      await expectNear(page, 'byRay.o.n', n0(0.8));
      await expectNear(page, 'byRay.o.gvdFs2PerMm', gvd(0.8), 1e-3);
      await expect.poll(() => page.locator('.material-info').textContent()).toContain('specs/HIKARI-optical/J-SF6');

      // 2. Reload the URL: the same glass.
      const url = page.url();
      await page.reload({ waitUntil: 'networkidle' });
      expect(page.url()).toBe(url);
      expect(await waitForTool(page)).toBe('ready');
      await expectNear(page, 'byRay.o.gvdFs2PerMm', gvd(0.8), 1e-3);
      expect(await field(page, 'Material').inputValue()).toContain('J-SF6');

      // 3. 80 °C: n moves by formula A; dn/dT is formula A's derivative at 80 °C.
      await setField(page, 'Temperature (°C)', '80');
      await expectNear(page, 'byRay.o.n', n0(0.8) + schottDn(0.8, 80));
      await expectNear(page, 'byRay.o.dnDtPerK', schottDnDt(0.8, 80));

      // 4. A material without thermal data at 80 °C: the error names it.
      await box.click();
      await box.fill('SiO2 Malitson');
      const silica = page.getByRole('option', { name: /SiO2 Malitson:/ });
      await silica.waitFor({ timeout: 20_000 });
      await silica.click();
      await expect
        .poll(() => page.locator('.tool-inputs').textContent(), { timeout: 10_000 })
        .toMatch(/SiO2 Malitson has no thermal data.*80 °C/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
