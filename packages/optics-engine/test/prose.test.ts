import { describe, expect, it } from 'vitest';
import { prose } from '../src/calculators/prose.js';

describe('prose (long spec texts over several source lines)', () => {
  it('joins the lines of the literal with single spaces and trims the ends', () => {
    const text = prose`
      Plane waves,
      no absorption.
    `;
    expect(text).toBe('Plane waves, no absorption.');
  });

  it('keeps interpolated values as they are, line breaks included', () => {
    const diagram = 'a\n  b';
    expect(prose`
      See ${diagram} and
      ${1.5} mm.
    `).toBe('See a\n  b and 1.5 mm.');
  });
});
