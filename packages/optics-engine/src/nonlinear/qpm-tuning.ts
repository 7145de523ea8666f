/**
 * Tuning of a quasi-phase-matched interaction as a designer reads it: which wave is held while λ1 tunes (λ2 for
 * difference- and sum-frequency mixing, the pump λ3 for an OPO, both inputs together for SHG), λ1 and the wave that
 * follows against the poling period and against temperature, the phase-matching curve sinc²(Δk_Q L/2) against
 * temperature for a given length (the "SHG output against temperature" of the vendors' QPM calculators, e.g.
 * Covesion's), and the phase-matching temperature against the period (the map read for multi-grating and fan-out
 * chips). Δk_Q = 2π(n3/λ3 − n1/λ1 − n2/λ2 − m/Λ(T)) with the period written at 20 °C and expanded to T (qpm.ts).
 */

import { formatNumber } from '../format-number.js';
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { bisect, closestTo, scanRoots } from '../math/roots.js';
import { linspace } from '../math/spacing.js';
import type { Series } from '../plot-data.js';
import { umToNm } from '../units.js';
import { expansionFactor, firstOrderPeriodUm, materialMismatchPerUm, qpmResidual } from './qpm.js';

/** The wave held while λ1 tunes: λ2 (λ3 follows) or the pump λ3 (λ2 follows, an OPO's idler). */
export type HeldWave = 'l2' | 'l3';

/** The triple (µm) at λ1 = x with the held wave of `l` kept; SHG tunes both inputs together. */
export function tunedTriple(x: number, l: readonly number[], shg: boolean, held: HeldWave): [number, number, number] {
  if (shg) return [x, x, x / 2];
  if (held === 'l2') return [x, l[1], 1 / (1 / x + 1 / l[1])];
  return [x, 1 / (1 / l[2] - 1 / x), l[2]];
}

const inRange = (m: CompiledMaterial, tr: readonly number[]) => tr.every((w) => w >= m.minUm && w <= m.maxUm);

/**
 * λ1 (µm) that the period (written at 20 °C) phase-matches at temperature t, the held wave kept; the root nearest
 * the design λ1 among sign changes of the residual on 90 points over 0.8–1.25 λ1, refined by bisection; null when
 * none.
 */
export function tunedLambda1(
  base: CompiledMaterial,
  l: readonly number[],
  shg: boolean,
  held: HeldWave,
  type: string,
  order: number,
  period20Um: number,
  t: number,
): number | null {
  const ok = (x: number) => {
    const tr = tunedTriple(x, l, shg, held);
    return tr.every((w) => w > 0) && inRange(base, tr);
  };
  const f = (x: number) => qpmResidual(base, tunedTriple(x, l, shg, held), type, order, period20Um, t);
  const xs = linspace(l[0] * 0.8, l[0] * 1.25, 90).filter(ok);
  return closestTo(
    scanRoots(f, xs, (a, b, fa) => bisect(f, a, b, fa, 60)),
    l[0],
  );
}

/** A round step for about `count` points over a span (1, 2, 2.5 or 5 times a power of ten). */
function roundStep(span: number, count: number): number {
  const raw = span / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((k) => k * p >= raw) ?? 10) * p;
}

/**
 * Temperatures (°C) on round multiples of a step over [lo, hi] (about 100 points), with lo, hi and `include` (the
 * temperature asked for) among them, so a chart's point sits exactly at a temperature a user reads off.
 */
export function temperatureGridC(lo: number, hi: number, include: number): number[] {
  const step = roundStep(hi - lo, 100);
  const out = new Set<number>([lo, hi]);
  for (let k = Math.ceil(lo / step); k * step <= hi; k++) out.add(Number((k * step).toPrecision(12)));
  if (include >= lo && include <= hi) out.add(include);
  return [...out].sort((a, b) => a - b);
}

const nm = (x: number) => formatNumber(umToNm(x), { decimals: 3, minDecimals: 0 });
const um = (x: number) => formatNumber(x, { decimals: 3, minDecimals: 0 });

export interface QpmTuningOptions {
  type: string;
  order: number;
  held: HeldWave;
  shg: boolean;
  /** The crystal's temperature range (°C). */
  rangeC: readonly [number, number];
  /** The temperature asked for (°C). */
  temperatureC: number;
  /** The period written at 20 °C used for the temperature curves: the given one, else the design period. */
  period20Um: number;
  lengthMm: number;
}

/** Labels of the waves of a triple: the OPO's signal and idler when the pump is held. */
const waveLabel = (j: 0 | 1, held: HeldWave, l: readonly number[]) =>
  held === 'l3' ? `λ${j + 1} (${l[j] <= l[1 - j] ? 'signal' : 'idler'})` : `λ${j + 1}`;

/**
 * λ1 and λ2 against the period (at 20 °C) at the crystal's temperature with the pump λ3 held (an OPO): λ1 over its
 * side of degeneracy (the other wave on the other side), as far as both stay in the data.
 */
export function opoPeriodSeries(m: CompiledMaterial, l: readonly number[], o: QpmTuningOptions): Series {
  const l3 = l[2];
  const degenerate = 2 * l3;
  // λ2 = λ3 λ1 / (λ1 − λ3) stays below the data's end for λ1 above λ3 maxUm / (maxUm − λ3).
  const lo = Math.max(m.minUm, (l3 * m.maxUm) / (m.maxUm - l3));
  const [from, to] = l[0] <= degenerate ? [lo, degenerate] : [degenerate, Math.min(m.maxUm, l[0] * 1.5)];
  const lines = [0, 1].map((j) => ({ label: waveLabel(j as 0 | 1, 'l3', l), x: [] as number[], y: [] as number[] }));
  const pts: [number, number, number][] = [];
  for (let i = 0; i <= 160; i++) {
    const x = from + ((to - from) * i) / 160;
    const tr = tunedTriple(x, l, false, 'l3');
    if (!(tr[1] > 0) || !inRange(m, tr)) continue;
    const p = (o.order * firstOrderPeriodUm(m, tr, o.type)) / expansionFactor(m, m.temperatureC);
    if (p > 0 && Number.isFinite(p)) pts.push([p, tr[0], tr[1]]);
  }
  pts.sort((a, b) => a[0] - b[0]);
  for (const [p, a, b] of pts) {
    lines[0].x.push(p);
    lines[0].y.push(umToNm(a));
    lines[1].x.push(p);
    lines[1].y.push(umToNm(b));
  }
  return {
    id: 'period',
    title: `λ1 and λ2 against the poling period (at 20 °C), pump λ3 = ${nm(l3)} nm held, ${formatNumber(o.temperatureC, { decimals: 2, minDecimals: 0 })} °C, ${o.type}`,
    x: { label: 'Λ', unit: 'µm' },
    y: { label: 'Wavelength', unit: 'nm' },
    lines: lines.filter((x) => x.x.length > 0),
  };
}

/**
 * λ1 (and the wave that follows) against temperature for a period written at 20 °C, the held wave kept: with the pump
 * held both the signal and the idler, with λ2 held λ1 and λ3. On round temperatures with the asked one among them.
 */
export function tuningSeries(base: CompiledMaterial, l: readonly number[], o: QpmTuningOptions): Series {
  const follower = o.shg ? null : o.held === 'l3' ? 1 : 2;
  const lines = [{ label: o.held === 'l3' ? waveLabel(0, 'l3', l) : 'λ1', x: [] as number[], y: [] as number[] }];
  if (follower !== null)
    lines.push({ label: follower === 1 ? waveLabel(1, 'l3', l) : 'λ3', x: [] as number[], y: [] as number[] });
  for (const t of temperatureGridC(o.rangeC[0], o.rangeC[1], o.temperatureC)) {
    const x = tunedLambda1(base, l, o.shg, o.held, o.type, o.order, o.period20Um, t);
    if (x === null) continue;
    const tr = tunedTriple(x, l, o.shg, o.held);
    lines[0].x.push(t);
    lines[0].y.push(umToNm(x));
    if (follower !== null) {
      lines[1].x.push(t);
      lines[1].y.push(umToNm(tr[follower]));
    }
  }
  const heldText = o.shg
    ? ' (SHG)'
    : o.held === 'l3'
      ? `, pump λ3 = ${nm(l[2])} nm held`
      : `, λ2 = ${nm(l[1])} nm held`;
  return {
    id: 'tuning',
    title: `Wavelengths against temperature for Λ = ${um(o.period20Um)} µm (at 20 °C)${heldText}`,
    x: { label: 'Temperature', unit: '°C' },
    y: { label: 'Wavelength', unit: 'nm' },
    lines: lines.filter((x) => x.x.length > 0),
  };
}

/**
 * The phase-matching curve against temperature at the given wavelengths: sinc²(Δk_Q L/2), 1 at the phase-matching
 * temperature, for a crystal of length L (the normalised SHG or SFG output of a plane-wave, undepleted model). Centred
 * on `centreC` (the phase-matching temperature) over ±4 temperature-acceptance widths, within the crystal's range.
 */
export function temperatureCurveSeries(
  base: CompiledMaterial,
  l: readonly number[],
  o: QpmTuningOptions,
  centreC: number,
  acceptanceKCm: number | null,
): Series | null {
  const widthK = acceptanceKCm === null ? null : acceptanceKCm / (o.lengthMm / 10);
  if (widthK === null || !Number.isFinite(widthK)) return null;
  const lo = Math.max(o.rangeC[0], centreC - 4 * widthK);
  const hi = Math.min(o.rangeC[1], centreC + 4 * widthK);
  if (!(hi > lo)) return null;
  const lengthUm = o.lengthMm * 1000; // mm to um
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 0; i <= 240; i++) {
    const t = lo + ((hi - lo) * i) / 240;
    const half = Math.PI * qpmResidual(base, l, o.type, o.order, o.period20Um, t) * lengthUm;
    x.push(t);
    y.push(half === 0 ? 1 : (Math.sin(half) / half) ** 2);
  }
  return {
    id: 'temperature-curve',
    title: `Output against temperature, Λ = ${um(o.period20Um)} µm (at 20 °C), L = ${formatNumber(o.lengthMm, { decimals: 2, minDecimals: 0 })} mm: sinc²(Δk_Q L/2)`,
    x: { label: 'Temperature', unit: '°C' },
    y: { label: 'sinc²(Δk_Q L/2)' },
    lines: [{ label: o.type, x, y }],
  };
}

/**
 * The phase-matching temperature against the period (written at 20 °C) at the given wavelengths: the period that
 * phase-matches at each temperature of the crystal's range, as the (period, temperature) curve.
 */
export function periodTemperatureSeries(base: CompiledMaterial, l: readonly number[], o: QpmTuningOptions): Series {
  const pts: [number, number][] = [];
  for (const t of temperatureGridC(o.rangeC[0], o.rangeC[1], o.temperatureC)) {
    const mt = atTemperatureUnchecked(base, t);
    const p = o.order / materialMismatchPerUm(mt, l, o.type) / expansionFactor(base, t);
    if (p > 0 && Number.isFinite(p)) pts.push([p, t]);
  }
  pts.sort((a, b) => a[0] - b[0]);
  return {
    id: 'period-temperature',
    title: `Phase-matching temperature against the poling period (at 20 °C), λ = ${nm(l[0])}, ${nm(l[1])}, ${nm(l[2])} nm, ${o.type}`,
    x: { label: 'Λ', unit: 'µm' },
    y: { label: 'Temperature', unit: '°C' },
    lines: [{ label: o.type, x: pts.map((p) => p[0]), y: pts.map((p) => p[1]) }],
  };
}
