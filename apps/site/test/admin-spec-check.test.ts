/**
 * The specs editors' checks: the engine's issues with the field prefixed as the API names it
 * (`[k]...` in the product list, `<module>....` in the harmonic map), JSON syntax errors, empty documents.
 */
import { SAMPLE_HARMONIC_SPECS, SAMPLE_PRODUCT_SPECS } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { checkHarmonicSpecsText, checkProductSpecsText } from '../src/pages/admin/specs/spec-check.js';

const clone = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('product specs text', () => {
  it('accepts the engine samples', () => {
    const c = checkProductSpecsText(JSON.stringify(SAMPLE_PRODUCT_SPECS));
    expect(c.issues).toEqual([]);
    expect(c.value).toHaveLength(SAMPLE_PRODUCT_SPECS.length);
  });

  it('names the field of a bad value, prefixed by the spec index', () => {
    const list = clone(SAMPLE_PRODUCT_SPECS) as { interactions: { points: { maxPower: number }[] }[] }[];
    list[1].interactions[0].points[0].maxPower = 120;
    const c = checkProductSpecsText(JSON.stringify(list));
    expect(c.value).toBeUndefined();
    expect(c.issues[0].field).toBe('[1].interactions[0].points[0].maxPower');
    expect(c.issues[0].message).toMatch(/^\[1\]\.interactions\[0\]\.points\[0\]\.maxPower: /);
  });

  it('refuses a repeated model name, bad JSON and an empty list', () => {
    const list = [SAMPLE_PRODUCT_SPECS[0], SAMPLE_PRODUCT_SPECS[0]];
    expect(checkProductSpecsText(JSON.stringify(list)).issues[0].field).toBe('[1].friendlyModelName');
    expect(checkProductSpecsText('[{').issues[0].field).toBe('JSON');
    expect(checkProductSpecsText('[]').issues).toHaveLength(1);
  });
});

describe('harmonic spec text', () => {
  it('accepts the engine samples and names a bad coefficient by module', () => {
    expect(checkHarmonicSpecsText(JSON.stringify(SAMPLE_HARMONIC_SPECS)).issues).toEqual([]);
    const map = clone(SAMPLE_HARMONIC_SPECS) as Record<string, { harmonics: Record<string, { a1: unknown }> }>;
    const [name] = Object.keys(map);
    const [harmonic] = Object.keys(map[name].harmonics);
    map[name].harmonics[harmonic].a1 = null;
    const c = checkHarmonicSpecsText(JSON.stringify(map));
    expect(c.issues.map((i) => i.field)).toEqual([`${name}.harmonics.${harmonic}.a1`]);
    expect(checkHarmonicSpecsText('[]').issues).toHaveLength(1);
  });
});
