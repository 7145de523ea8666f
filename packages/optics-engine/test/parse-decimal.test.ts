import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../src/parse-decimal.js';

describe('parseDecimal', () => {
  it('reads a comma as the decimal point and allows blanks around the number', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal(' 1.5 ')).toBe(1.5);
    expect(parseDecimal('-2,')).toBe(-2);
    expect(parseDecimal(',25')).toBe(0.25);
    expect(parseDecimal('+1e3')).toBe(1000);
    expect(parseDecimal('2,5E-1')).toBe(0.25);
  });

  it('gives NaN for blank text and anything that is not a plain decimal', () => {
    for (const t of ['', '  ', 'abc', '1,5,0', '1.5.0', '0x10', 'Infinity', '1 000', '1,5 mm', 'e3', '.'])
      expect(parseDecimal(t), t).toBeNaN();
  });
});
