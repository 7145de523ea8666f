import { describe, expect, it } from 'vitest';
import { colourOf, mapCsv, niceTicks, valueExtent } from '../src/heat-map-data.js';

describe('heat map helpers', () => {
  it('the colour scale ends at viridis #440154 and #fde725 (matplotlib _cm_listed.py, first and last entry)', () => {
    expect(colourOf(0)).toBe('#440154');
    expect(colourOf(1)).toBe('#fde725');
    // clamped outside [0, 1]
    expect(colourOf(-3)).toBe('#440154');
    expect(colourOf(7)).toBe('#fde725');
  });

  it('gaps are left out of the extent and are empty CSV cells, not zeros', () => {
    const values = [
      [1, null],
      [null, 3],
    ];
    expect(valueExtent(values)).toEqual([1, 3]);
    expect(valueExtent([[null]])).toBeNull();
    const csv = mapCsv(
      { label: 'λ1', unit: 'nm', values: [800, 900] },
      { label: 'T', unit: '°C', values: [20, 40] },
      { label: 'θ', unit: 'deg' },
      values,
    ).split('\n');
    expect(csv[0].endsWith(',800,900')).toBe(true);
    expect(csv[1]).toBe('20,1,');
    expect(csv[2]).toBe('40,,3');
  });

  it('ticks are round steps inside the range', () => {
    expect(niceTicks(824, 1287.5, 5)).toEqual([900, 1000, 1100, 1200]);
    expect(niceTicks(-20, 200, 5)).toEqual([0, 50, 100, 150, 200]);
  });
});
