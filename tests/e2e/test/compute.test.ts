/**
 * For each calculator page: typing an input changes a computed output to the value of an independent
 * formula (written here) or of a scaling law the physics guarantees. Tolerances are the display rounding
 * (docs/product.md §1: 3 decimals, 0 for the converter's wavelength, 5 for the bandwidth converter) unless
 * stated.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from '../support/harness.js';
import { field, outputText, pickMaterial, setField, until, waitForTool } from '../support/page-helpers.js';
import { C_M_PER_S, deg, fusedSilicaGroupIndex, fusedSilicaN, rad, shown } from '../support/reference.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Opens a tool page, runs the body, checks that the console stayed clean. */
async function onPage(path: string, body: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors } = await openPage(h, path);
  try {
    expect(await waitForTool(page)).toBe('ready');
    await body(page);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Waits for an output (data-output id) or a field (label) to show a number within tol of want. */
async function expectOutput(page: Page, id: string, want: number, tol = 1.5e-3): Promise<void> {
  const got = await until(
    async () => shown(await outputText(page, id)),
    (v) => Math.abs(v - want) <= tol,
  );
  expect(got).toBeCloseTo(want, -Math.log10(tol) - 0.2);
  expect(Math.abs(got - want)).toBeLessThanOrEqual(tol);
}
async function expectField(page: Page, label: string, want: number, tol = 1.5e-3): Promise<void> {
  const got = await until(
    async () => shown(await field(page, label).inputValue()),
    (v) => Math.abs(v - want) <= tol,
  );
  expect(Math.abs(got - want)).toBeLessThanOrEqual(tol);
}

describe('converters', () => {
  it('unit converter: 800 nm gives 12500 cm-1 (1e7/800), and back', async () => {
    await onPage('/tools/unitconverter', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectField(page, 'Wavenumber (cm⁻¹)', 12500);
      await expectField(page, 'Frequency (THz)', C_M_PER_S / 800e-9 / 1e12);
      await setField(page, 'Wavenumber (cm⁻¹)', '10000');
      await expectField(page, 'Wavelength (nm)', 1000, 0.5);
    });
  });

  it('unit converter rejects letters only', async () => {
    await onPage('/tools/unitconverter', async (page) => {
      await setField(page, 'Wavelength (nm)', 'abc');
      await page.getByRole('alert').first().waitFor();
      expect(await field(page, 'Wavelength (nm)').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('bandwidth converter: 10 nm at 800 nm is 1e7 dl/(l^2 - dl^2/4) cm-1', async () => {
    await onPage('/tools/bandwidthconverter', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectField(page, 'Bandwidth (cm⁻¹)', (1e7 * 10) / (800 ** 2 - 25), 1e-5);
    });
  });

  it('bandwidth converter: a type change converts the width (sigma = FWHM / 2.35482)', async () => {
    await onPage('/tools/bandwidthconverter', async (page) => {
      await field(page, 'Bandwidth type (nm)').selectOption('sigma');
      await expectField(page, 'Bandwidth (nm)', 10 / 2.35482, 2e-5);
    });
  });

  it('pulse length-bandwidth: Gaussian product over the bandwidth in Hz; sech2 preset', async () => {
    await onPage('/tools/tbconverter', async (page) => {
      await setField(page, 'Bandwidth FWHM (nm)', '20');
      const dnuHz = ((1e7 * 20) / (1030 ** 2 - 100)) * 100 * C_M_PER_S;
      await expectField(page, 'Pulse length FWHM (fs)', (0.4412712003053032 / dnuHz) * 1e15);
      await page.getByRole('button', { name: 'sech²' }).click();
      await expectField(page, 'Pulse length FWHM (fs)', (0.314833 / dnuHz) * 1e15, 2e-3);
    });
  });

  it('OPA/SFG: editing l1 recomputes l3 = l1 l2 / (l1 + l2)', async () => {
    await onPage('/tools/SFconverter', async (page) => {
      await setField(page, 'Wavelength λ₁ (nm)', '800');
      await expectField(page, 'Sum-frequency wavelength λ₃ (nm)', (800 * 1030) / 1830);
    });
  });
});

describe('beam and pulse', () => {
  it('peak power: 1 mJ in 100 fs gives 0.9394 E/t (Gaussian)', async () => {
    await onPage('/tools/pulsepower', async (page) => {
      await setField(page, 'Pulse energy (mJ)', '1');
      await setField(page, 'Pulse length FWHM (fs)', '100');
      await expectOutput(page, 'powerGw.gaussian', (0.9394 * 1e-3) / 100e-15 / 1e9, 2e-3);
    });
  });

  it('peak fluence: Gaussian beam E / (pi w^2 / 2)', async () => {
    await onPage('/tools/pulseintensity', async (page) => {
      await setField(page, 'Pulse energy (µJ)', '80');
      await expectOutput(page, 'fluenceUjPerCm2', 80 / ((Math.PI * 3 ** 2) / 2));
    });
  });

  it('Gaussian beam: Rayleigh length pi w0^2 / (M2 lambda)', async () => {
    await onPage('/tools/gaussianbeampropagation', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'rayleighLengthMm', (Math.PI * 2.5 ** 2) / 800e-6, 2e-3);
    });
  });

  it('pulse broadening: t sqrt(1 + (4 ln2 GDD / t^2)^2)', async () => {
    await onPage('/tools/pulsebroadening', async (page) => {
      await setField(page, 'GDD (fs²)', '2000');
      await expectOutput(page, 'dispersedDurationFs', 50 * Math.sqrt(1 + ((4 * Math.LN2 * 2000) / 2500) ** 2));
    });
  });
});

describe('material pages', () => {
  it('refractive index: switching to fused silica gives Malitson n at 800 nm', async () => {
    await onPage('/tools/refractiveindex', async (page) => {
      expect(await page.locator('[data-output="byRay.e.n"]').count()).toBe(1); // BeO is uniaxial
      await pickMaterial(page, 'Material', 'fused_silica');
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'byRay.o.n', fusedSilicaN(0.8));
      expect(await page.locator('[data-output="byRay.e.n"]').count()).toBe(0);
    });
  });

  it('a material change never changes a typed wavelength: out of the new range it stays, marked', async () => {
    // Ranges from the material data: fused silica 210-6700 nm, BeO 440-7000 nm (refractiveindex.info).
    await onPage('/tools/refractiveindex?material=fused_silica&wavelengthNm=300', async (page) => {
      await pickMaterial(page, 'Material', 'BeO');
      await expect.poll(() => page.getByLabel('Wavelength (nm) slider').getAttribute('max')).toBe('7000');
      // What the user typed is never replaced: it stays, marked, with the allowed range in words.
      expect(await field(page, 'Wavelength (nm)').inputValue()).toBe('300');
      await expect.poll(() => field(page, 'Wavelength (nm)').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('.ot-error').first().textContent()).toMatch(/440 to 7000/);
      await setField(page, 'Wavelength (nm)', '9000');
      await field(page, 'Wavelength (nm)').press('Tab');
      expect(await field(page, 'Wavelength (nm)').inputValue()).toBe('9000');
      expect(await field(page, 'Wavelength (nm)').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('.ot-error').first().textContent()).toMatch(/440 to 7000/);
    });
  });

  it('dispersion: group index of fused silica at 800 nm; CaF2 switch changes it', async () => {
    await onPage('/tools/dispersionparameters', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'byRay.o.groupIndex', fusedSilicaGroupIndex(0.8));
      // refractiveindex.info (Malitson 1965) lists GVD 36.163 fs²/mm at 0.8 um.
      await expectOutput(page, 'byRay.o.gvdFs2PerMm', 36.163, 0.01);
      await pickMaterial(page, 'Material', 'CaF2');
      // I. H. Malitson, Appl. Opt. 2, 1103 (1963): n^2 - 1 = sum B l^2 / (l^2 - C^2), l in um. The page shows
      // 3 decimals, so the shown value is within 5e-4 of the formula's.
      const l2 = 0.8 ** 2;
      const caF2N = Math.sqrt(
        1 +
          (0.5675888 * l2) / (l2 - 0.050263605 ** 2) +
          (0.4710914 * l2) / (l2 - 0.1003909 ** 2) +
          (3.8484723 * l2) / (l2 - 34.64904 ** 2),
      );
      await expectOutput(page, 'byRay.o.n', caF2N, 5e-4);
    });
  });

  it('Fresnel: normal incidence on fused silica ((n-1)/(n+1))^2', async () => {
    await onPage('/tools/fresnelreflection?material=fused_silica&wavelengthNm=800', async (page) => {
      await setField(page, 'Angle of incidence (deg)', '0');
      const n = fusedSilicaN(0.8);
      await expectOutput(page, 'reflectanceSPercent', 100 * ((n - 1) / (n + 1)) ** 2);
    });
  });

  it('beam displacement: t sin(a - r) / cos r for fused silica', async () => {
    await onPage('/tools/beamdisplacement?material=fused_silica&wavelengthNm=800', async (page) => {
      await setField(page, 'Angle of incidence (deg)', '45');
      const n = fusedSilicaN(0.8);
      const r = Math.asin(Math.sin(rad(45)) / n);
      await expectOutput(page, 'byRay.o.displacementUm', (1000 * Math.sin(rad(45) - r)) / Math.cos(r));
    });
  });

  it('lens radius: f = R / (n - 1) for fused silica', async () => {
    await onPage('/tools/lensradius?material=fused_silica&wavelengthNm=800', async (page) => {
      await setField(page, 'Radius (mm)', '50');
      await expectOutput(page, 'byRay.o.focalLengthMm', 50 / (fusedSilicaN(0.8) - 1), 2e-3);
    });
  });

  it('prism refraction: exit angle by Snell at both faces; TIR alert', async () => {
    await onPage('/tools/prismrefraction?material=fused_silica&wavelengthNm=800', async (page) => {
      const n = fusedSilicaN(0.8);
      const r1 = Math.asin(Math.sin(rad(50)) / n);
      await setField(page, 'Angle of incidence (deg)', '50');
      await expectOutput(page, 'byRay.o.exitAngleDeg', deg(Math.asin(n * Math.sin(rad(60) - r1))), 2e-3);
      await setField(page, 'Apex angle (deg)', '89');
      await page.getByRole('alert').filter({ hasText: 'Internal reflection!' }).first().waitFor();
    });
  });

  it('heterostructure: group delay t n_g / c; non-overlapping layers alert', async () => {
    await onPage('/tools/beamdisplacementsandwich', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'byRay.o.groupDelayPs', (1e-3 * fusedSilicaGroupIndex(0.8)) / C_M_PER_S / 1e-12);
      await pickMaterial(page, 'Layer 1 material', 'water');
      await page.getByRole('button', { name: '+ Add layer' }).click();
      await pickMaterial(page, 'Layer 2 material', 'Ge');
      await page.getByRole('alert').filter({ hasText: 'Material wavelength ranges do not overlap!' }).first().waitFor();
    });
  });

  it('pulse elongation: transform-limited Gaussian 0.441271 / (c dnu)', async () => {
    await onPage('/tools/gaussianbeamelongation', async (page) => {
      await setField(page, 'Spectral width (FWHM)', '250');
      await expectOutput(page, 'byRay.o.incidentDurationFs', (0.441271 / (250 * 100 * C_M_PER_S)) * 1e15, 5e-3);
    });
  });

  it('B-integral is proportional to the distance', async () => {
    await onPage('/tools/Bintegral', async (page) => {
      const b33 = shown(await outputText(page, 'bIntegralRad.o'));
      await setField(page, 'Distance (mm)', '66');
      await expectOutput(page, 'bIntegralRad.o', 2 * b33, 2e-3);
    });
  });

  it('slab pair: displacement is proportional to the thickness', async () => {
    await onPage('/tools/beamdisplacementslabpair?angleDeg=30', async (page) => {
      const d1 = shown(await outputText(page, 'byRay.o.displacementUm'));
      expect(d1).toBeGreaterThan(0);
      await setField(page, 'Thickness (mm)', '2');
      await expectOutput(page, 'byRay.o.displacementUm', 2 * d1, 3e-3);
    });
  });

  it('comparison: extraordinary reverts to ordinary when no material has an axis', async () => {
    await onPage('/tools/comparematerials?materials=%5B%22fused_silica%22%2C%22BK7%22%5D', async (page) => {
      await field(page, 'Ray').selectOption('e');
      await until(
        () => outputText(page, 'noExtraordinaryAxis'),
        (t) => t === 'yes',
      );
      expect(await outputText(page, 'noExtraordinaryAxis')).toBe('yes');
      expect(await field(page, 'Ray').inputValue()).toBe('o');
    });
  });
});

describe('gratings and compressors', () => {
  it('grating calculator: Littrow angle asin(lambda N / 2)', async () => {
    await onPage('/tools/gratingcalculator', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'littrowDeg', deg(Math.asin((800e-6 * 800) / 2)));
    });
  });

  it('diffraction angles: Littrow angle asin(lambda N / 2)', async () => {
    await onPage('/tools/diffractionangles', async (page) => {
      await setField(page, 'Wavelength (nm)', '800');
      await expectOutput(page, 'littrowDeg', deg(Math.asin((800e-6 * 800) / 2)));
    });
  });

  it('grating pair: GDD is proportional to the distance (Treacy)', async () => {
    await onPage('/tools/gratingpair', async (page) => {
      const g10 = shown(await outputText(page, 'gddFs2'));
      expect(g10).toBeLessThan(0);
      await setField(page, 'Distance L (mm)', '20');
      await expectOutput(page, 'gddFs2', 2 * g10, Math.abs(g10) * 1e-6 + 2e-3);
    });
  });

  it('prism pair: more separation gives more negative GDD', async () => {
    await onPage('/tools/prismpair', async (page) => {
      const g = shown(await outputText(page, 'gddFs2'));
      await setField(page, 'Separation L (mm)', '600');
      const g2 = await until(
        async () => shown(await outputText(page, 'gddFs2')),
        (v) => v !== g,
      );
      expect(g2).toBeLessThan(g);
    });
  });
});

describe('nonlinear optics', () => {
  it('SFG: phase-matching panels for BBO; the documented alerts for quartz and an out-of-range wavelength', async () => {
    await onPage('/tools/SFG', async (page) => {
      // One row (or card) per phase-matching panel: its θ among the values.
      expect(await page.locator('[data-output^="interactions."][data-output$=".thetaDeg"]').count()).toBeGreaterThan(0);
      await pickMaterial(page, 'Material', 'quartz');
      await page.getByRole('alert').filter({ hasText: 'No phase match found!' }).first().waitFor();
      await pickMaterial(page, 'Material', 'BaB2O4');
      await setField(page, 'Wavelength λ1 (nm)', '6000');
      await page.getByRole('alert').filter({ hasText: 'Wavelength out of bounds!' }).first().waitFor();
    });
  });

  it('SFG: editing l1 recomputes l3 = l1 l2 / (l1 + l2) in the wavelength fields', async () => {
    await onPage('/tools/SFG', async (page) => {
      await setField(page, 'Wavelength λ1 (nm)', '800');
      await expectField(page, 'Wavelength λ3 (nm)', (800 * 1030) / 1830);
    });
  });

  it('noncollinear SFG: equal wavelengths give equal internal angles; a smaller alpha makes them smaller', async () => {
    await onPage('/tools/SFGinternalangles', async (page) => {
      // The beams sit on opposite sides of the normal: phi2 = -phi1 for equal wavelengths at theta0 = 0.
      const phi1 = Math.abs(shown(await outputText(page, 'phi1Deg')));
      expect(Math.abs(shown(await outputText(page, 'phi2Deg')))).toBeCloseTo(phi1, 3);
      await setField(page, 'External angle between beams α (deg)', '20');
      const smaller = await until(
        async () => Math.abs(shown(await outputText(page, 'phi1Deg'))),
        (v) => v < phi1,
      );
      expect(smaller).toBeLessThan(phi1);
    });
  });

  it('nonlinear interactions: the documented errors for unequal lists and equal specifiers', async () => {
    await onPage('/tools/PMangles', async (page) => {
      await setField(page, 'Wavelengths B (nm), one per line', '1030\n1064');
      await page.getByRole('alert').filter({ hasText: 'ERROR: Data input sizes differ' }).first().waitFor();
      await setField(page, 'Wavelengths B (nm), one per line', '1030\n1064\n800');
      await field(page, 'List B is').selectOption('l1');
      await page.getByRole('alert').filter({ hasText: 'ERROR: Same wavelength specifiers' }).first().waitFor();
    });
  });
});
