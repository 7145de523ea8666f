/**
 * `toolbox` with catalogue addresses: calc, materials ADDRESS, materials search. The curated keys keep
 * their meaning; an address gives the same numbers as the curated material built from the same page.
 */
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const run = runMain;

const nOf = async (material: string, wavelengthNm: number) => {
  const r = await run('calc', 'refractive-index', '--input', JSON.stringify({ material, wavelengthNm }));
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out).byRay.o.n as number;
};

describe('toolbox with catalogue addresses', () => {
  it('main/SiO2/Malitson gives the n of fused_silica, specs/SCHOTT-optical/N-BK7 the n of BK7', async () => {
    for (const nm of [400, 1030]) {
      expect(await nOf('main/SiO2/Malitson', nm)).toBe(await nOf('fused_silica', nm));
      expect(await nOf('specs/SCHOTT-optical/N-BK7', nm)).toBe(await nOf('BK7', nm));
    }
  });

  it('prints one material by its address, with its page', async () => {
    const r = await run('materials', 'specs/HIKARI-optical/J-SF6');
    expect(r.code, r.err).toBe(0);
    const m = JSON.parse(r.out);
    expect(m.key).toBe('specs/HIKARI-optical/J-SF6');
    expect(m.catalogue.book).toBe('HIKARI-optical');
    expect(m.parameters[0].thermal.model).toBe('schott');
  });

  it('searches, best first, and exits 2 with one line for an unusable page', async () => {
    const s = await run('materials', 'search', 'N-BK7', '--limit', '3');
    expect(s.code).toBe(0);
    expect(s.out.split('\n')[0]).toMatch(/^BK7 /);
    expect(s.out).toMatch(/specs\/SCHOTT-optical\/N-BK7 /);
    const bad = await run('calc', 'dispersion', '--input', '{"material":"main/SiO2/Nobody","wavelengthNm":800}');
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    const limit = await run('materials', 'search', 'BK7', '--limit', 'x');
    expect(limit.code).toBe(2);
  });
});
