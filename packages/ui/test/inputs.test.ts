import { parseDecimal } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { filterMaterials } from '../src/material-select.js';
import { clampText } from '../src/number-field.js';

describe('number field helpers', () => {
  it('parses a comma as the decimal point', () => {
    expect(parseDecimal(' 1,5 ')).toBe(1.5);
    expect(parseDecimal('')).toBeNaN();
  });
  it('clamps to the range and leaves other text alone', () => {
    expect(clampText('120', 0, 90)).toBe('90');
    expect(clampText('-3', 0, 90)).toBe('0');
    expect(clampText('45', 0, 90)).toBe('45');
    expect(clampText('abc', 0, 90)).toBe('abc');
  });
});

describe('material live search', () => {
  const options = [
    { key: 'fused_silica', name: 'Fused silica', type: 'glass', alias: ['SiO2'] },
    { key: 'BaB2O4', name: 'beta-Barium borate', type: 'crystal', alias: ['BBO'] },
    { key: 'BBO_like', name: 'Another BBO glass', type: 'glass' },
  ];
  it('matches key, name, alias and type, every word', () => {
    expect(filterMaterials(options, 'sio2').map((o) => o.key)).toEqual(['fused_silica']);
    expect(filterMaterials(options, 'glass fused').map((o) => o.key)).toEqual(['fused_silica']);
    expect(filterMaterials(options, '').length).toBe(3);
  });
  it('puts an exact key or alias first', () => {
    expect(filterMaterials(options, 'BBO')[0].key).toBe('BaB2O4');
  });
});
