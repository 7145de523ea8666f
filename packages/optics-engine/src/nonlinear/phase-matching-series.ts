/**
 * The plot series of the phase-matching calculator: tuning curves (phase-matching angle of each type against
 * l1 with l2 held), phase-matching curves sinc²(ΔkL/2) against the internal angle detuning of each solution,
 * and spectral curves against l1 (l2 held, l3 following), with Δk evaluated exactly in each direction.
 */

import type { CompiledMaterial } from '../materials/compile.js';
import { linspace } from '../math/spacing.js';
import { differenceWavelength, sumWavelength } from '../optics/wavelength-triple.js';
import type { Series } from '../plot-data.js';
import { degToRad, nmToUm, umToNm } from '../units.js';
import { phaseMatchBiaxial, phaseMatchPrincipalPlane } from './biaxial.js';
import type { InteractionSolution } from './interactions.js';
import { mismatchRadPerMm, sinc2 } from './mismatch.js';
import { principalTriple } from './principal.js';
import type { PrincipalPlane } from './types.js';
import { phaseMatchUniaxial } from './uniaxial.js';

/** Tuning curves: the phase-matching angle of each type against l1 with l2 held (l3 follows). */
export function tuningSeries(
  m: CompiledMaterial,
  l2Nm: number,
  types: readonly string[],
  opts: { plane?: PrincipalPlane; phiRad?: number },
): Series[] {
  const lo = umToNm(m.minUm);
  const hi = umToNm(m.maxUm);
  const biaxial = m.axes.length === 3;
  const angles = (l1Um: number, type: string): number[] =>
    !biaxial
      ? phaseMatchUniaxial(m, l1Um, nmToUm(l2Nm), type)
      : opts.phiRad !== undefined
        ? phaseMatchBiaxial(m, l1Um, nmToUm(l2Nm), type, opts.phiRad)
        : phaseMatchPrincipalPlane(m, l1Um, nmToUm(l2Nm), type, opts.plane ?? 'XY');
  const lines = types.map((type) => ({ label: type, x: [] as number[], y: [] as number[] }));
  // Per line, the first x without a solution since its last point: a gap, marked (NaN angle) once a solution
  // follows, so the curve is not drawn across a range where nothing phase-matches.
  const gapAt: (number | undefined)[] = lines.map(() => undefined);
  if (l2Nm >= lo && l2Nm <= hi) {
    for (const x of linspace(lo, hi, 200)) {
      if (sumWavelength(x, l2Nm) < lo) continue;
      lines.forEach((line, k) => {
        const a = angles(nmToUm(x), line.label);
        if (a.length === 0) {
          if (line.x.length > 0) gapAt[k] ??= x;
          return;
        }
        const gap = gapAt[k];
        if (gap !== undefined) {
          line.x.push(gap);
          line.y.push(Number.NaN);
          gapAt[k] = undefined;
        }
        line.x.push(x);
        line.y.push((a[0] * 180) / Math.PI);
      });
    }
  }
  return [
    {
      id: 'tuning',
      title: `Phase-matching angle against λ1 (λ2 = ${l2Nm} nm)`,
      x: { label: 'λ1', unit: 'nm' },
      y: { label: biaxial && opts.phiRad === undefined && opts.plane === 'XY' ? 'φ' : 'θ', unit: 'deg' },
      lines: lines.filter((l) => l.x.length > 0),
    },
  ];
}

/** Every series of the phase-matching calculator for its solutions. */
export function phaseMatchingSeries(
  m: CompiledMaterial,
  nm: readonly [number, number, number] | number[],
  solutions: readonly InteractionSolution[],
  inp: { plane: PrincipalPlane; phiDeg?: number; lengthMm: number },
): Series[] {
  const out = { solutions };
  const biaxial = m.axes.length === 3;
  const general = biaxial && inp.phiDeg !== undefined;
  const tuning = tuningSeries(m, nm[1], general ? ['ssf', 'fsf', 'sff'] : ['ooe', 'eoe', 'oee', 'eeo', 'oeo', 'eoo'], {
    plane: biaxial ? inp.plane : undefined,
    phiRad: general ? degToRad(inp.phiDeg as number) : undefined,
  });
  // Phase-matching curves: sinc^2(Delta k L / 2) against the detuning of the solved angle.
  const um = nm.map(nmToUm) as [number, number, number];
  const principal = principalTriple(m, um);
  const plane = general ? 'general' : biaxial ? inp.plane : 'XZ';
  const alongPhi = plane === 'XY';
  const lines = out.solutions.map((s) => {
    const span = 2 * (s.angularAcceptanceMrad ?? 1);
    const xs = linspace(-span, span, 201);
    const t0 = degToRad(s.thetaDeg);
    const p0 = degToRad(s.phiDeg);
    return {
      label: `${s.type} (${(alongPhi ? s.phiDeg : s.thetaDeg).toFixed(2)}°)`,
      x: xs,
      y: xs.map((mrad) => {
        const d = mrad / 1000;
        const dk = mismatchRadPerMm(m, um, s.type, plane, alongPhi ? t0 : t0 + d, alongPhi ? p0 + d : p0, principal);
        return sinc2((dk * inp.lengthMm) / 2);
      }),
    };
  });
  const curve: Series = {
    id: 'angle-curve',
    title: `Phase-matching curve, L = ${inp.lengthMm} mm`,
    x: { label: alongPhi ? 'Δφ (internal)' : 'Δθ (internal)', unit: 'mrad' },
    y: { label: 'sinc²(ΔkL/2)' },
    lines,
  };
  // Spectral curves: l1 tuned, l2 held, l3 following, direction fixed.
  const spectral: Series = {
    id: 'spectral-curve',
    title: `Spectral curve (λ1 tuned, λ2 held), L = ${inp.lengthMm} mm`,
    x: { label: 'Δλ1', unit: 'nm' },
    y: { label: 'sinc²(ΔkL/2)' },
    lines: out.solutions.map((s) => {
      const span = 2 * ((s.spectralAcceptanceNmCm ?? 1) / (inp.lengthMm / 10));
      // The 201 points span only the detunings the data range allows (λ1 inside it and λ3 above its lower
      // end): a broad acceptance (a short crystal, group-velocity matching) would otherwise leave a handful
      // of points inside the range and draw the curve as a polygon.
      const l1Min = 1 / m.minUm > 1 / um[1] ? Math.max(m.minUm, differenceWavelength(m.minUm, um[1])) : m.maxUm;
      const lo = Math.max(-span, umToNm(l1Min - um[0]));
      const hi = Math.min(span, umToNm(m.maxUm - um[0]));
      const x: number[] = [];
      const y: number[] = [];
      for (const dnm of hi > lo ? linspace(lo, hi, 201) : []) {
        const l1 = um[0] + nmToUm(dnm);
        const l3 = sumWavelength(l1, um[1]);
        if (!(l1 >= m.minUm && l1 <= m.maxUm && l3 >= m.minUm)) continue;
        const dk = mismatchRadPerMm(m, [l1, um[1], l3], s.type, plane, degToRad(s.thetaDeg), degToRad(s.phiDeg));
        x.push(dnm);
        y.push(sinc2((dk * inp.lengthMm) / 2));
      }
      return { label: s.type, x, y };
    }),
  };
  return [...tuning, curve, spectral];
}
