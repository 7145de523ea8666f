/**
 * Temperature ranges that a maker states for its thermal formula but its catalogue pages don't carry.
 *
 * SCHOTT's technical information TIE-19 ("Temperature coefficient of the refractive index") states that
 * the thermal dispersion formula (formula A: D0, D1, D2, E0, E1, λTK) holds from −100 °C to +140 °C. The
 * refractiveindex.info pages of SCHOTT's optical glasses carry the coefficients without that range, so
 * the range is added here to every page of the book `specs/SCHOTT-optical` whose axes all use formula A.
 * Other makers (OHARA, HOYA, CDGM, HIKARI, SUMITA) use the same formula but state no range on their
 * pages; their pages are left without one (docs/temperature.md).
 */
import type { Material } from './types.js';

/** SCHOTT TIE-19: formula A's temperature range in degrees Celsius. */
export const SCHOTT_FORMULA_A_RANGE_C = { min_C: -100, max_C: 140 } as const;

/** The material with its maker's stated temperature range, when its page has none. */
export function withStatedTemperatureRange(m: Material): Material {
  const t = m.temperature;
  if (m.catalogue?.book !== 'SCHOTT-optical' || !t || t.min_C !== undefined || t.max_C !== undefined) return m;
  if (!m.parameters.every((p) => p.thermal?.model === 'schott')) return m;
  if (t.reference_C < SCHOTT_FORMULA_A_RANGE_C.min_C || t.reference_C > SCHOTT_FORMULA_A_RANGE_C.max_C) return m;
  return { ...m, temperature: { ...t, ...SCHOTT_FORMULA_A_RANGE_C } };
}
