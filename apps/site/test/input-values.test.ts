import { getCalculator } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { editQuery, inputTexts, linkedFollowers, linkedSet, rawInputs } from '../src/pages/tool/input-values.js';

describe('linked fields', () => {
  const unit = getCalculator('unit-converter');
  it('an exclusive group sends only the member last edited', () => {
    let q = new URLSearchParams();
    expect([...linkedFollowers(unit, q)]).not.toContain('wavelengthNm');
    q = editQuery(unit, q, 'wavenumberPerCm', '12500');
    expect(rawInputs(unit, inputTexts(unit, q), q)).toEqual({ wavenumberPerCm: '12500' });
    expect(linkedFollowers(unit, q).has('wavelengthNm')).toBe(true);
  });

  const triple = getCalculator('sfg-wavelengths');
  it('the wavelength triple keeps the two most recent edits (docs/product.md §4)', () => {
    expect(linkedSet(triple)).toEqual(['wavelength1Nm', 'wavelength2Nm', 'wavelength3Nm']);
    const shown = { wavelength1Nm: '1030', wavelength2Nm: '1030', wavelength3Nm: '515' };
    let q = editQuery(triple, new URLSearchParams(), 'wavelength1Nm', '800', shown);
    expect([...q.keys()]).toEqual(['wavelength2Nm', 'wavelength1Nm']); // l3 recomputed
    q = editQuery(triple, q, 'wavelength3Nm', '400', shown);
    expect([...q.keys()]).toEqual(['wavelength1Nm', 'wavelength3Nm']); // l2, least recent, recomputed
    q = editQuery(triple, q, 'wavelength1Nm', '900', shown);
    expect([...q.keys()]).toEqual(['wavelength3Nm', 'wavelength1Nm']);
  });

  it("qpm's given period is never filled from the computed period of the same name", () => {
    const qpm = getCalculator('qpm');
    expect(linkedFollowers(qpm, new URLSearchParams()).has('periodUm')).toBe(false);
    const q = new URLSearchParams('periodUm=19.5');
    expect(rawInputs(qpm, inputTexts(qpm, q), q)).toMatchObject({ periodUm: '19.5' });
    expect(rawInputs(qpm, inputTexts(qpm, new URLSearchParams()), new URLSearchParams())).not.toHaveProperty(
      'periodUm',
    );
  });

  it('texts fall back to the defaults', () => {
    const t = inputTexts(getCalculator('dispersion'), new URLSearchParams('wavelengthNm=800'));
    expect(t).toMatchObject({ material: 'fused_silica', wavelengthNm: '800', fromNm: '' });
  });
});
