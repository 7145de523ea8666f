import type { Material } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { byCompound, compoundOf } from '../src/pages/admin/materials/materials-page.js';

const crystal = (key: string, snlo?: string): Material =>
  ({
    key,
    name: key,
    type: 'nonlinear crystal',
    NumberOfAxis: 1,
    parameters: [],
    ...(snlo ? { snlo } : {}),
  }) as Material;

describe('the admin list groups the nonlinear crystals by compound', () => {
  it('the compound is the key before its source suffix', () => {
    expect(compoundOf(crystal('LiNbO3_MgO'))).toBe('LiNbO3');
    expect(compoundOf(crystal('BaB2O4'))).toBe('BaB2O4');
  });

  it('variants of one compound follow each other, the plain key first, under a heading with SNLO names', () => {
    const { sorted, headings } = byCompound([
      crystal('LiNbO3_MgO', 'LNB_M'),
      crystal('BaB2O4_SNLO1', 'BBO_1'),
      crystal('KTiOPO4'),
      crystal('BaB2O4', 'BBO'),
      crystal('LiNbO3_congruent', 'LNB_C'),
    ]);
    expect(sorted.map((m) => m.key)).toEqual(['BaB2O4', 'BaB2O4_SNLO1', 'KTiOPO4', 'LiNbO3_MgO', 'LiNbO3_congruent']);
    expect(headings.get('BaB2O4')).toBe('BaB2O4 (SNLO: BBO, BBO_1)');
    expect(headings.get('KTiOPO4')).toBe('KTiOPO4');
    expect(headings.get('LiNbO3')).toBe('LiNbO3 (SNLO: LNB_M, LNB_C)');
  });
});
