/**
 * Maps where a curve is not enough: the phase-matching angle of each type against λ1 and temperature, and the
 * QPM period against λ1 and temperature. Each cell is the single-point calculation of the calculator at that
 * λ1 (λ2 held, or SHG) and temperature: the crystal specialised to the cell's temperature, the same solver.
 * Cells without a solution (no phase matching, a wavelength outside the data) are gaps.
 */
import { formatNumber } from '../format-number.js';
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { temperatureSearchRangeC } from '../materials/temperature-policy.js';
import { fillGrid } from '../math/fill-grid.js';
import { linspace } from '../math/spacing.js';
import { resolveTriple } from '../optics/wavelength-triple.js';
import type { GridMap } from '../plot-data.js';
import { nmToUm, umToNm } from '../units.js';
import { solveInteractions } from './interactions.js';
import { expansionFactor, firstOrderPeriodUm } from './qpm.js';
import type { PrincipalPlane } from './types.js';

/** Cells along λ1 and along temperature: fine enough to read a tuning map, cheap enough for every edit. */
export const MAP_COLUMNS = 36;
export const MAP_ROWS = 26;

/** λ1 (nm) across [0.8, 1.25]·λ1 within the data (SHG: λ1/2 too); cells whose triple leaves the data are gaps. */
function lambda1AxisNm(m: CompiledMaterial, nm: readonly [number, number, number], shg: boolean): number[] {
  const lo = Math.max(nm[0] * 0.8, umToNm(m.minUm) * (shg ? 2 : 1));
  const hi = Math.min(nm[0] * 1.25, umToNm(m.maxUm));
  return linspace(lo, Math.max(lo, hi), MAP_COLUMNS);
}

/** The triple (nm) of a cell: the calculator's own resolution from λ1 and λ2. */
const cellTriple = (x: number, nm: readonly number[], shg: boolean) =>
  resolveTriple(shg ? { wavelength1Nm: x, wavelength2Nm: x } : { wavelength1Nm: x, wavelength2Nm: nm[1] });

const inData = (m: CompiledMaterial, tr: readonly number[]) =>
  tr.every((w) => nmToUm(w) >= m.minUm && nmToUm(w) <= m.maxUm);

export interface PhaseMatchingMapOptions {
  plane: PrincipalPlane;
  phiRad?: number;
  lengthMm: number;
  /** Types to map (the solutions at the page's point); at most three maps. */
  types: readonly string[];
}

/**
 * The tuning angle of each type against λ1 and temperature: θ for uniaxial crystals and general directions, φ in
 * the XY plane of a biaxial crystal, θ in YZ and XZ. Empty without thermal data (no temperature axis).
 */
export function phaseMatchingMaps(
  m: CompiledMaterial,
  nm: readonly [number, number, number],
  opts: PhaseMatchingMapOptions,
): GridMap[] {
  const base = m.reference;
  if (!base.hasThermalData || opts.types.length === 0) return [];
  const shg = nm[0] === nm[1];
  const xs = lambda1AxisNm(base, nm, shg);
  const ys = linspace(...temperatureSearchRangeC(base), MAP_ROWS);
  const biaxial = base.axes.length === 3;
  const usesPhi = biaxial && opts.phiRad === undefined && opts.plane === 'XY';
  const angle = usesPhi ? 'φ' : 'θ';
  return opts.types.slice(0, 3).map((type) => ({
    id: `angle-map-${type}`,
    title: `${angle} of ${type} against λ1 and temperature${shg ? ' (SHG)' : `, λ2 = ${formatNumber(nm[1], { decimals: 3, minDecimals: 0 })} nm`}`,
    x: { label: 'λ1', unit: 'nm', values: xs },
    y: { label: 'Temperature', unit: '°C', values: ys },
    z: { label: `${angle} (${type})`, unit: 'deg' },
    values: fillGrid(xs, ys, (x, t) => {
      const tr = cellTriple(x, nm, shg);
      if (!inData(base, tr)) return null;
      const mt = atTemperatureUnchecked(base, t);
      const um = tr.map(nmToUm) as [number, number, number];
      const s = solveInteractions(mt, um, {
        plane: opts.plane,
        phiRad: opts.phiRad,
        lengthMm: opts.lengthMm,
        types: [type],
      }).find((q) => q.type === type);
      return s ? (usesPhi ? s.phiDeg : s.thetaDeg) : null;
    }),
  }));
}

/**
 * The QPM period (order m, as written at 20 °C) against λ1 and temperature, λ2 held (or SHG) or, with `pumpHeld`, the
 * pump λ3 held (an OPO: λ2 follows); empty without thermal data.
 */
export function qpmPeriodMap(
  m: CompiledMaterial,
  nm: readonly [number, number, number],
  type: string,
  order: number,
  temperatureRangeC: readonly [number, number],
  pumpHeld = false,
): GridMap[] {
  const base = m.reference;
  if (!base.hasThermalData) return [];
  const shg = nm[0] === nm[1];
  const held = pumpHeld && !shg;
  const triple = (x: number) =>
    held ? resolveTriple({ wavelength1Nm: x, wavelength3Nm: nm[2] }) : cellTriple(x, nm, shg);
  const heldText = shg
    ? ' (SHG)'
    : held
      ? `, pump λ3 = ${formatNumber(nm[2], { decimals: 3, minDecimals: 0 })} nm held`
      : `, λ2 = ${formatNumber(nm[1], { decimals: 3, minDecimals: 0 })} nm held`;
  const xs = lambda1AxisNm(base, nm, shg);
  const ys = linspace(temperatureRangeC[0], temperatureRangeC[1], MAP_ROWS);
  return [
    {
      id: 'period-map',
      title: `Poling period (at 20 °C) against λ1 and temperature${heldText}, ${type}`,
      x: { label: 'λ1', unit: 'nm', values: xs },
      y: { label: 'Temperature', unit: '°C', values: ys },
      z: { label: 'Λ', unit: 'µm' },
      values: fillGrid(xs, ys, (x, t) => {
        if (held && !(x > nm[2])) return null;
        const tr = triple(x);
        if (!inData(base, tr)) return null;
        const mt = atTemperatureUnchecked(base, t);
        const p = (order * firstOrderPeriodUm(mt, tr.map(nmToUm), type)) / expansionFactor(mt, t);
        return p > 0 && Number.isFinite(p) ? p : null;
      }),
    },
  ];
}
