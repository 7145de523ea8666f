/**
 * What a scientist types and reads: wavelengths in µm, cm⁻¹, THz and eV; a typed wavelength that a material change
 * never replaces (the CRYSTRAN CaF2 case); the QPM OPO with the pump held, checked against Gayer's MgO:LiNbO3 equation
 * written out in the engine's test fixture; messages beside their field, never stale or garbled; dashes with a reason;
 * symmetry-forbidden rows marked; result tables exported at full precision under the command line's names; a value
 * copied at full precision; chosen columns kept in the link.
 */
import { readFileSync } from 'node:fs';
import { parseCsvLine } from '@optics-toolbox/conventions';
import { builtinLibrary, runCalculator } from '@optics-toolbox/optics-engine';
import type { Download, Page } from 'playwright-core';
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

const lib = builtinLibrary();
const C_M_PER_S = 299_792_458;

/** The text of a download started by `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [d] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, undefined];
  return { name: d.suggestedFilename(), text: readFileSync(await d.path(), 'utf8') };
}

describe('wavelengths in the units people type', () => {
  it('"0.8 µm", "12500 cm-1", "374.7 THz" and "1.55 eV" give the result of the same wavelength typed in nm', async () => {
    const { page, errors } = await openPage(h, '/tools/dispersionparameters?material=fused_silica', 1400);
    expect(await waitForTool(page)).toBe('ready');
    const box = field(page, 'Wavelength (nm)');
    // The nm each one means, by the photon relations written here (docs/product.md §9 constants).
    const cases: [string, number][] = [
      ['0.8 µm', 800],
      ['12500 cm-1', 1e7 / 12500],
      ['374.7 THz', (C_M_PER_S / 374.7e12) * 1e9],
      ['1.55 eV', 1e7 / (8065.54429 * 1.55)],
    ];
    for (const [typed, nm] of cases) {
      await box.fill(String(Number(nm.toPrecision(12))));
      const want = await until(
        () => outputText(page, 'byRay.o.groupIndex'),
        (t) => t !== '',
      );
      const wantN = await outputText(page, 'byRay.o.n');
      await box.fill(typed);
      // What it understood, under the box; what was typed stays in it.
      await page
        .getByText(/= \d+(\.\d+)? nm/)
        .first()
        .waitFor();
      expect(await box.inputValue()).toBe(typed);
      expect(
        await until(
          () => outputText(page, 'byRay.o.groupIndex'),
          (t) => t === want,
        ),
      ).toBe(want);
      expect(await outputText(page, 'byRay.o.n')).toBe(wantN);
      // The URL keeps the canonical wavelengthNm.
      const inUrl = await until(
        async () => Number(new URL(page.url()).searchParams.get('wavelengthNm')),
        (v) => Math.abs(v - nm) < 1e-6,
      );
      // 12 significant digits in the URL: far below any wavelength's meaning
      expect(Math.abs(inUrl - nm)).toBeLessThan(1e-6);
    }
    // The unit menu: 0.8 in µm is 800 nm.
    await page.getByLabel('Wavelength (nm): unit').selectOption('µm');
    await box.fill('0.8');
    await until(
      async () => new URL(page.url()).searchParams.get('wavelengthNm'),
      (v) => v === '800',
    );
    expect(new URL(page.url()).searchParams.get('wavelengthNm')).toBe('800');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a material never changes a typed wavelength', () => {
  it('CRYSTRAN CaF2 at 2800 nm: the value stays, the result and the chart cover it; out of a range it is marked', async () => {
    const { page, errors } = await openPage(h, '/tools/dispersionparameters?material=fused_silica', 1400);
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength (nm)', '2800');
    const box = field(page, 'Material');
    await box.click();
    await box.fill('crystran caf2');
    const option = page.getByRole('option', { name: /^CRYSTRAN-optical CaF2/ });
    await option.first().waitFor({ timeout: 20_000 });
    await option.first().click();
    await until(
      () => page.url(),
      (u) => u.includes('CRYSTRAN'),
      20_000,
    );
    expect(await field(page, 'Wavelength (nm)').inputValue()).toBe('2800');
    expect(await page.locator('.ot-note, .ot-error').allTextContents()).not.toContainEqual(
      expect.stringMatching(/clamp/i),
    );
    // CaF2's index near 1.42 at 2.8 µm (Malitson 1963: 1.4203 at 2.7 µm; Crystran's table agrees within 1e-3).
    const n = shown(
      await until(
        () => outputText(page, 'byRay.o.n'),
        (t) => shown(t) > 1,
      ),
    );
    expect(Math.abs(n - 1.42)).toBeLessThan(0.01);
    // The GVD chart (default 100–1773 nm, widened to take in the working wavelength) reaches 2800 nm.
    const gvd = page.locator('[data-testid=chart]', { hasText: 'GVD' }).first();
    const csv = await downloaded(page, () => gvd.getByRole('button', { name: 'CSV' }).click());
    const xs = csv.text
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => Number(parseCsvLine(l)[1]));
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(2800);
    // BK7 ends before 2800 nm (SCHOTT: 0.3–2.5 µm): the wavelength stays as typed and its field says why.
    await box.click();
    await box.fill('N-BK7');
    await box.press('Enter');
    const err = await until(
      async () => (await page.locator('.ot-wavelength .ot-error, .ot-field .ot-error').allTextContents()).join(' '),
      (t) => /2800/.test(t),
      20_000,
    );
    expect(err).toMatch(/outside|range/);
    expect(await field(page, 'Wavelength (nm)').inputValue()).toBe('2800');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('QPM for an OPO holds the pump', () => {
  it('pump 1064 nm, MgO:LN, Λ = 30.5 µm: at 200 °C the chart signal is the pump-fixed solution to 0.01 nm', async () => {
    const { page, errors } = await openPage(h, '/tools/QPM', 1400);
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'Wavelength λ3 (nm)', '1064');
    await setField(page, 'Wavelength λ1 (nm)', '1550');
    await setField(page, 'Given poling period at 20 °C (µm)', '30.5');
    await setField(page, 'Temperature (°C)', '200');
    const chart = page.locator('[data-testid=chart]', { hasText: 'pump λ3 = 1064 nm held' }).filter({
      hasText: 'against temperature',
    });
    await chart.first().waitFor({ timeout: 20_000 });
    const csv = await downloaded(page, () => chart.first().getByRole('button', { name: 'CSV' }).click());
    const rows = csv.text.trim().split('\n').slice(1).map(parseCsvLine);
    const signalAt200 = rows.find((r) => r[0].startsWith('λ1') && Number(r[1]) === 200);
    const idlerAt200 = rows.find((r) => r[0].startsWith('λ2') && Number(r[1]) === 200);
    expect(signalAt200 && idlerAt200).toBeTruthy();
    const signal = Number(signalAt200?.[2]);
    // The pump is held: 1/λ1 + 1/λ2 = 1/1064 nm.
    expect(Math.abs(1 / signal + 1 / Number(idlerAt200?.[2]) - 1 / 1064) * 1064).toBeLessThan(1e-12);
    // The engine's pump-fixed solution, shown as a key result (full precision in its data-full).
    const key = page.locator('[data-output="tunedWavelengthsNm"]');
    await key.waitFor();
    expect(Math.abs(signal - shown((await key.textContent())?.split(',')[0] ?? ''))).toBeLessThan(0.01);
    // Gayer's equation and Jundt's expansion, eee, solved here by bisection on the signal branch.
    const expansion = (t: number) => 1 + 1.54e-5 * (t - 20) + 5.3e-9 * (t - 20) ** 2;
    const f = (s: number) => {
      const i = 1 / (1 / 1.064 - 1 / s);
      return gayerE(1.064, 200) / 1.064 - gayerE(s, 200) / s - gayerE(i, 200) / i - 1 / (30.5 * expansion(200));
    };
    let [a, b] = [1.3, 2.128];
    for (let k = 0; k < 80; k++) {
      const m = (a + b) / 2;
      if (f(a) * f(m) <= 0) b = m;
      else a = m;
    }
    expect(Math.abs(signal - ((a + b) / 2) * 1000)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('PPKTP at 3.425 µm for 810 -> 405 nm: a note beside the material says its index fits disagree', async () => {
    const { page, errors } = await openPage(
      h,
      '/tools/QPM?material=KTiOPO4_Emanueli2003&wavelength1Nm=810&type=zzz&periodUm=3.425&temperatureC=25',
      1400,
    );
    expect(await waitForTool(page)).toBe('ready');
    const note = await until(
      async () => (await page.locator('.material-field, .ot-field').allTextContents()).join(' '),
      (t) => /disagree/.test(t),
      15_000,
    );
    expect(note).toMatch(/KTP_H at 75/);
    expect(note).toMatch(/KTP_F nowhere/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('messages and numbers a scientist reads', () => {
  it('a refused input leaves no stale value in a linked field; an error under its field names it once', async () => {
    const { page, errors } = await openPage(h, '/tools/PhaseMatching?material=KTP', 1400);
    expect(await waitForTool(page)).toBe('ready');
    // 405 nm SHG gives λ3 = 202.5 nm, below KTP's data: refused.
    await setField(page, 'Wavelength λ1 (nm)', '405');
    await page
      .getByText(/Wavelength out of bounds|outside/)
      .first()
      .waitFor({ timeout: 10_000 });
    const l3 = await field(page, 'Wavelength λ3 (nm)').inputValue();
    expect(l3).not.toBe('515.000');
    expect(l3).toBe('');
    await page.goto(`${h.url}/tools/QPM`);
    expect(await waitForTool(page)).toBe('ready');
    await setField(page, 'QPM order m', '2.5');
    const message = await until(
      async () =>
        (await page
          .locator('.ot-field', { has: page.getByLabel('QPM order m') })
          .locator('.ot-error')
          .textContent()) ?? '',
      (t) => t.length > 0,
    );
    // The label once, then the value and the rule: nothing doubled ("QPM QPM order m m 2.5" was the complaint).
    expect(message).toBe('QPM order m 2.5 must be a whole number; allowed 1 to 99');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('S₀L² in exponent form; the OPA bandwidth dash says why; d_eff = 0 by symmetry marked', async () => {
    const { page, errors } = await openPage(h, '/tools/PhaseMatching?material=LBO&wavelength1Nm=1064', 1400);
    expect(await waitForTool(page)).toBe('ready');
    await page.getByLabel('S₀·L² (W)').check();
    const s0 = await until(
      async () => page.locator('[data-output$=".s0L2W"]').allTextContents(),
      (c) => c.length > 0,
    );
    expect(s0.filter((x) => x !== '—').every((x) => /^\d\.\d{3}e\d+$/.test(x))).toBe(true);
    expect(await page.locator('.row-mark', { hasText: 'd_eff = 0 by symmetry' }).count()).toBeGreaterThan(0);
    // The dash of a forbidden row's S₀L² has its reason on hover.
    const dash = page.locator('[data-output$=".s0L2W"]', { hasText: '—' }).first();
    expect(await dash.getAttribute('title')).toMatch(/by symmetry/);
    await page.goto(`${h.url}/tools/OPAtuning?material=BaB2O4&pumpNm=800&signalNm=1400`);
    expect(await waitForTool(page)).toBe('ready');
    const bw = page.locator('[data-output="gainBandwidthNm"]');
    await bw.waitFor();
    expect(await bw.textContent()).toBe('—');
    expect(await bw.getAttribute('title')).toMatch(/No bandwidth/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('export, copy, columns in the link', () => {
  it('the solutions of phase matching as CSV and JSON: the command line’s names, full precision', async () => {
    const { page, errors } = await openPage(h, '/tools/PhaseMatching?material=BBO&wavelength1Nm=1030', 1400);
    expect(await waitForTool(page)).toBe('ready');
    const block = page.locator('[data-output-list="solutions"]');
    const csv = await downloaded(page, () => block.getByRole('button', { name: 'CSV' }).click());
    const json = await downloaded(page, () => block.getByRole('button', { name: 'JSON' }).click());
    const engine = runCalculator('phase-matching', { material: 'BBO', wavelength1Nm: 1030 }, lib).outputs.solutions;
    const lines = csv.text.trim().split('\n').map(parseCsvLine);
    const head = lines[0];
    for (const k of ['type', 'thetaDeg', 'deffPmV', 'walkoffMrad.3', 'gvmFsPerMm.13', 'warnings'])
      expect(head).toContain(k);
    expect(lines).toHaveLength(engine.length + 1);
    engine.forEach((s, i) => {
      expect(lines[i + 1][head.indexOf('thetaDeg')]).toBe(String(s.thetaDeg));
      expect(lines[i + 1][head.indexOf('walkoffMrad.3')]).toBe(String(s.walkoffMrad[3]));
    });
    const rows = JSON.parse(json.text) as Record<string, unknown>[];
    expect(rows.map((r) => r.deffPmV)).toEqual(engine.map((s) => s.deffPmV));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a key result copies at full precision; chosen columns survive in the copied link', async () => {
    const { page, errors } = await openPage(
      h,
      '/tools/QPM?material=LiNbO3_MgO&wavelength1Nm=1550&temperatureC=80',
      1400,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    expect(await waitForTool(page)).toBe('ready');
    await page.getByRole('button', { name: /^Copy Poling period/ }).click();
    const copied = await until(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (t) => t.length > 8,
    );
    const engine = runCalculator('qpm', { material: 'LiNbO3_MgO', wavelength1Nm: 1550, temperatureC: 80 }, lib);
    expect(copied).toBe(String(engine.outputs.periodUm));
    await page.goto(`${h.url}/tools/PhaseMatching?material=BBO`);
    expect(await waitForTool(page)).toBe('ready');
    await page.getByLabel('S₀·L² (W)').check();
    const url = await until(
      async () => page.url(),
      (u) => new URL(u).searchParams.has('cols.solutions'),
    );
    const other = await openPage(h, new URL(url).pathname + new URL(url).search, 1400);
    expect(await waitForTool(other.page)).toBe('ready');
    expect(await other.page.getByLabel('S₀·L² (W)').isChecked()).toBe(true);
    expect(await other.page.locator('[data-output$=".s0L2W"]').count()).toBeGreaterThan(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });
});

describe('a row without a result says why', () => {
  it('PMangles, KTP in XY: the 800 + 800 nm row names λ3 = 400 nm and the data range beside the first list', async () => {
    const { page, errors } = await openPage(h, '/tools/PMangles?material=KTP&plane=XY', 1400);
    expect(await waitForTool(page)).toBe('ready');
    // The range as the engine's data state it (the site must show the engine's numbers, not its own).
    const r = runCalculator(
      'nonlinear-interactions',
      { material: 'KTP', plane: 'XY', wavelengthsANm: '1030\n1064\n800', wavelengthsBNm: '1030\n1064\n800' },
      lib,
    );
    expect(r.outputs.rows[2]).toBe('-');
    const note = page.locator('.ot-field', { hasText: 'Wavelengths A' }).locator('.field-note');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('Row 3 has no result');
    expect(text).toContain('λ3 400');
    expect(text).toContain(r.warnings[0].message.split(': ').slice(-1)[0]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
