/**
 * "Simulate pulses": a phase-matching solution opened on /tools/Mixing with its crystal, plane, type, direction,
 * temperature, length and wavelengths. Type I SHG (λ1 = λ2, equal polarizations) is wave1 alone; any other
 * solution gets wave2 at λ2 with wave1's default energy, so that both inputs carry light (SFG, type II SHG).
 * Solutions of a general biaxial direction (s/f waves) are not offered: the mixing engine works in the
 * principal planes.
 */
import type { RowLink, RowLinkContext } from '../../catalogue/presentation.js';
import { waveParam, waveTextsOf } from './mixing-query.js';

const MIXING_SLUG = 'Mixing';
/** Angles to 1e-4 degree (1.7 µrad, far inside the angular acceptance of any crystal the page can hold). */
const angleText = (deg: number) => String(Number(deg.toFixed(4)));
const nmText = (nm: number) => String(Number(nm.toPrecision(10)));

function field(obj: unknown, name: string): unknown {
  return obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[name] : undefined;
}

/** Loaded with the home page (the catalogue's presentations): no engine code here, the defaults come from `page`. */
export function simulatePulsesHref(row: unknown, page: RowLinkContext): string | undefined {
  const type = field(row, 'type');
  const theta = field(row, 'thetaDeg');
  const phi = field(row, 'phiDeg');
  const nm = field(page.outputs, 'wavelengthsNm');
  if (typeof type !== 'string' || !/^[oe]{3}$/.test(type)) return undefined;
  if (typeof theta !== 'number' || typeof phi !== 'number') return undefined;
  if (!Array.isArray(nm) || nm.length < 2 || !nm.every((x) => typeof x === 'number')) return undefined;
  const defaults = page.defaults('mixing');
  const q = new URLSearchParams();
  const given = (name: string) => page.inputs[name]?.trim() ?? '';
  if (given('material')) q.set('material', given('material'));
  const plane = defaults.plane;
  if (given('plane') && given('plane') !== plane) q.set('plane', given('plane'));
  q.set('type', type);
  q.set('thetaDeg', angleText(theta));
  q.set('phiDeg', angleText(phi));
  if (given('temperatureC')) q.set('temperatureC', given('temperatureC'));
  if (given('lengthMm')) q.set('lengthMm', given('lengthMm'));
  q.set(waveParam('wave1', 'wavelengthNm'), nmText(nm[0]));
  const typeIShg = nm[0] === nm[1] && type[0] === type[1];
  if (!typeIShg) {
    q.set(waveParam('wave2', 'wavelengthNm'), nmText(nm[1]));
    q.set(waveParam('wave2', 'energyUj'), waveTextsOf(defaults.waves).wave1.energyUj);
  }
  return `/tools/${MIXING_SLUG}?${q}`;
}

export const SIMULATE_PULSES: RowLink = { head: 'Pulses', label: 'Simulate pulses', href: simulatePulsesHref };
