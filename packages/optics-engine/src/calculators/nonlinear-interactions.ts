import { engineWarning, InputError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { type InteractionSolution, solveInteractions } from '../nonlinear/interactions.js';
import { NEGATIVE_TYPES, PLANAR_TYPES, POSITIVE_TYPES } from '../nonlinear/types.js';
import { differenceWavelength, sumWavelength } from '../optics/wavelength-triple.js';
import { nmToUm, umToNm } from '../units.js';
import { materialInput, temperatureInput } from './common.js';
import { crystalLengthInput } from './nonlinear-inputs.js';
import { PHASE_MATCHING_FORMULAS, PHASE_MATCHING_MODEL, PHASE_MATCHING_REFERENCES } from './phase-matching-text.js';
import { prose } from './prose.js';
import { defineCalculator, defineInputs, type ParsedInputs, type Series } from './spec.js';

type Spec = 'l1' | 'l2' | 'l3';
type Quantity = 'angles' | 'deff' | 'gvm' | 'walkoff';

export interface InteractionCell {
  angleDeg: number;
  thetaDeg: number;
  phiDeg: number;
  deffPmV: number | null;
  gvmFsPerMm: InteractionSolution['gvmFsPerMm'];
  walkoffMrad: InteractionSolution['walkoffMrad'];
}

export interface InteractionRow {
  wavelength1Nm: number;
  wavelength2Nm: number;
  wavelength3Nm: number;
  /** per type: the first phase-matching solution, or '-' */
  interactions: Record<string, InteractionCell | '-'>;
}

const typesOf = (m: CompiledMaterial) =>
  m.axes.length === 3 ? PLANAR_TYPES : m.material.birefrigerence_type === 'positive' ? POSITIVE_TYPES : NEGATIVE_TYPES;

/** l1, l2, l3 (nm) of a row from two members; NaN when they do not make a triple. */
function tripleOf(a: number, sa: Spec, b: number, sb: Spec): [number, number, number] {
  const v: Record<Spec, number> = { l1: Number.NaN, l2: Number.NaN, l3: Number.NaN };
  v[sa] = a;
  v[sb] = b;
  if (Number.isNaN(v.l3)) v.l3 = sumWavelength(v.l1, v.l2);
  else if (Number.isNaN(v.l1)) v.l1 = differenceWavelength(v.l3, v.l2);
  else v.l2 = differenceWavelength(v.l3, v.l1);
  return [v.l1, v.l2, v.l3];
}

const INPUTS = defineInputs([
  materialInput('BaB2O4', { materialFilter: 'birefringent' }),
  { name: 'plane', label: 'Principal plane (biaxial)', kind: 'enum', options: ['XY', 'YZ', 'XZ'], default: 'XY' },
  {
    name: 'wavelengthsANm',
    label: 'Wavelengths A (nm), one per line',
    kind: 'numberList',
    unit: 'nm',
    default: [1030, 1064, 800],
    description: 'Comma or point as decimal mark; a line that is not a number gives a row of -.',
  },
  {
    name: 'specifierA',
    label: 'List A is',
    kind: 'enum',
    options: ['l1', 'l2', 'l3'],
    default: 'l1',
  },
  {
    name: 'wavelengthsBNm',
    label: 'Wavelengths B (nm), one per line',
    kind: 'numberList',
    unit: 'nm',
    default: [1030, 1064, 800],
  },
  {
    name: 'specifierB',
    label: 'List B is',
    kind: 'enum',
    options: ['l1', 'l2', 'l3'],
    default: 'l2',
  },
  {
    name: 'quantity',
    label: 'Results',
    kind: 'enum',
    options: ['angles', 'deff', 'gvm', 'walkoff'],
    default: 'angles',
    description: 'What the results text lists: phase-matching angles, d_eff, GVM or walk-off.',
  },
  {
    name: 'xAxis',
    label: 'Plot X-axis',
    kind: 'enum',
    options: ['l1', 'l2', 'l3'],
    default: 'l1',
  },
  crystalLengthInput,
  temperatureInput(),
]);

type Inputs = ParsedInputs<typeof INPUTS>;

/**
 * Why a row has no result, in the user's words, or undefined when it has one to compute: a value that is not a
 * number, a triple with a wavelength that is not positive, or a wavelength outside the material's data.
 */
function rowProblem(inp: Inputs, a: number, b: number): string | undefined {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 'a value that is not a number';
  const nm = tripleOf(a, inp.specifierA, b, inp.specifierB);
  const names = ['λ1', 'λ2', 'λ3'];
  const triple = nm.map((x, i) => `${names[i]} ${fmtNm(x)}`).join(', ');
  if (!nm.every((x) => Number.isFinite(x) && x > 0))
    return `${triple}: no positive wavelength triple (1/λ1 + 1/λ2 = 1/λ3)`;
  const m = inp.material;
  const out = nm.findIndex((x) => nmToUm(x) < m.minUm || nmToUm(x) > m.maxUm);
  if (out >= 0)
    return `${triple}: ${names[out]} is outside the data of ${m.material.name}, ${fmtNm(umToNm(m.minUm))} to ${fmtNm(umToNm(m.maxUm))} nm`;
  return undefined;
}

const fmtNm = (x: number): string => (Number.isFinite(x) ? String(Number(x.toFixed(3))) : String(x));

/** Rows without a result named one by one in warnings, up to this many (then how many more). */
const NAMED_BAD_ROWS = 5;

/** One row, or '-' when the row is not finite (not a number, no positive triple, out of the material range). */
function computeRow(inp: Inputs, a: number, b: number): InteractionRow | '-' {
  const m = inp.material;
  if (rowProblem(inp, a, b) !== undefined) return '-';
  const nm = tripleOf(a, inp.specifierA, b, inp.specifierB);
  const um = nm.map(nmToUm) as [number, number, number];
  const types = typesOf(m);
  const sols = solveInteractions(m, um, { plane: inp.plane, types, lengthMm: inp.lengthMm });
  const interactions: Record<string, InteractionCell | '-'> = {};
  const xy = m.axes.length === 3 && inp.plane === 'XY';
  for (const t of types) {
    const s = sols.find((q) => q.type === t);
    interactions[t] = s
      ? {
          angleDeg: xy ? s.phiDeg : s.thetaDeg,
          thetaDeg: s.thetaDeg,
          phiDeg: s.phiDeg,
          deffPmV: s.deffPmV,
          gvmFsPerMm: s.gvmFsPerMm,
          walkoffMrad: s.walkoffMrad,
        }
      : '-';
  }
  return { wavelength1Nm: nm[0], wavelength2Nm: nm[1], wavelength3Nm: nm[2], interactions };
}

const num = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? '-' : String(x);

/** The columns of the results text for a quantity. */
function columns(
  types: readonly string[],
  q: Quantity,
): { head: string; cell: (c: InteractionCell | '-') => string }[] {
  const out: { head: string; cell: (c: InteractionCell | '-') => string }[] = [];
  for (const t of types) {
    const pick = (f: (c: InteractionCell) => number | null) => (c: InteractionCell | '-') =>
      c === '-' ? '-' : num(f(c));
    if (q === 'angles') out.push({ head: `${t} angle (deg)`, cell: pick((c) => c.angleDeg) });
    else if (q === 'deff') out.push({ head: `${t} d_eff (pm/V)`, cell: pick((c) => c.deffPmV) });
    else if (q === 'gvm')
      for (const p of ['12', '13', '23'] as const)
        out.push({ head: `${t} GVM${p} (fs/mm)`, cell: pick((c) => c.gvmFsPerMm[p]) });
    else
      for (const w of ['1', '2', '3'] as const)
        out.push({ head: `${t} walk-off ${w} (mrad)`, cell: pick((c) => c.walkoffMrad[w]) });
  }
  return out;
}

/** Nonlinear optical interactions, lists of wavelengths (docs/product.md tool 26, the PMangles tool). */
export const nonlinearInteractions = defineCalculator({
  id: 'nonlinear-interactions',
  title: 'Nonlinear optical interactions',
  category: 'nonlinear-optics',
  summary: 'Phase-matching angles, d_eff, GVM and walk-off for lists of wavelength pairs, row by row.',
  inputs: INPUTS,
  outputs: [
    {
      name: 'rows',
      label: 'Results per row',
      description: "l1, l2, l3 and per type angle, d_eff, GVM, walk-off; '-' for non-finite rows",
    },
    { name: 'text', label: 'Results as text (tab separated, full precision)' },
  ],
  formulas: PHASE_MATCHING_FORMULAS,
  model: prose`
    ${PHASE_MATCHING_MODEL} Each row takes one wavelength from each list; the specifiers say which of λ1, λ2, λ3 they
    are and the third follows from 1/λ1 + 1/λ2 = 1/λ3. Types: the three of the crystal sign (uniaxial) or all six in the
    chosen principal plane (biaxial); the first solution of each type is listed. A row that is not a number, does not
    give a positive triple or leaves the material range is '-'.
  `,
  references: PHASE_MATCHING_REFERENCES,
  compute(inp, ctx) {
    if (inp.wavelengthsANm.length !== inp.wavelengthsBNm.length)
      throw new InputError(
        'invalid-option',
        'wavelengthsBNm',
        `ERROR: Data input sizes differ: {{wavelengthsANm}} has ${inp.wavelengthsANm.length} values, {{wavelengthsBNm}} ${inp.wavelengthsBNm.length}`,
      );
    if (inp.specifierA === inp.specifierB)
      throw new InputError(
        'invalid-option',
        'specifierB',
        `ERROR: Same wavelength specifiers: {{specifierA}} and {{specifierB}} are both ${inp.specifierA}`,
      );
    const rows = inp.wavelengthsANm.map((a, i) => computeRow(inp, a, inp.wavelengthsBNm[i]));
    // Each row without a result says why, beside the first list (a '-' alone tells nothing).
    const bad = rows.flatMap((r, i) => (r === '-' ? [i] : []));
    for (const i of bad.slice(0, NAMED_BAD_ROWS))
      ctx.warn?.(
        engineWarning(
          'no-value',
          'wavelengthsANm',
          `Row ${i + 1} has no result: ${rowProblem(inp, inp.wavelengthsANm[i], inp.wavelengthsBNm[i])}`,
        ),
      );
    if (bad.length > NAMED_BAD_ROWS)
      ctx.warn?.(
        engineWarning(
          'no-value',
          'wavelengthsANm',
          `${bad.length - NAMED_BAD_ROWS} more rows have no result (rows ${bad
            .slice(NAMED_BAD_ROWS)
            .map((i) => i + 1)
            .join(', ')})`,
        ),
      );
    const cols = columns(typesOf(inp.material), inp.quantity);
    const lines = [['l1 (nm)', 'l2 (nm)', 'l3 (nm)', ...cols.map((c) => c.head)].join('\t')];
    for (const r of rows) {
      if (r === '-') lines.push('-');
      else
        lines.push(
          [r.wavelength1Nm, r.wavelength2Nm, r.wavelength3Nm]
            .map(num)
            .concat(cols.map((c) => c.cell(r.interactions[c.head.split(' ')[0]])))
            .join('\t'),
        );
    }
    return { rows, text: lines.join('\n') };
  },
  series(inp, _ctx, out: { rows: (InteractionRow | '-')[] }) {
    const types = typesOf(inp.material);
    const xKey = inp.xAxis === 'l1' ? 'wavelength1Nm' : inp.xAxis === 'l2' ? 'wavelength2Nm' : 'wavelength3Nm';
    const line = (label: string, f: (c: InteractionCell) => number | null) => {
      const x: number[] = [];
      const y: number[] = [];
      for (const r of out.rows) {
        if (r === '-') continue;
        const c = r.interactions[label.split(' ')[0]];
        const v = c === '-' || c === undefined ? null : f(c);
        if (v === null || !Number.isFinite(v)) continue;
        x.push(r[xKey]);
        y.push(v);
      }
      // Rows come in the user's order; a line is drawn along increasing x.
      const order = x.map((_, i) => i).sort((a, b) => x[a] - x[b]);
      return { label, x: order.map((i) => x[i]), y: order.map((i) => y[i]) };
    };
    const xAxis = { label: inp.xAxis.replace('l', 'λ'), unit: 'nm' };
    const q = inp.quantity === 'angles' ? 'deff' : inp.quantity;
    const second: Series =
      q === 'deff'
        ? {
            id: 'deff',
            title: 'd_eff',
            x: xAxis,
            y: { label: 'd_eff', unit: 'pm/V' },
            lines: types.map((t) => line(t, (c) => c.deffPmV)),
          }
        : q === 'gvm'
          ? {
              id: 'gvm',
              title: 'Group-velocity mismatch',
              x: xAxis,
              y: { label: 'GVM', unit: 'fs/mm' },
              lines: types.flatMap((t) =>
                (['13', '23'] as const).map((p) => line(`${t} GVM${p}`, (c) => c.gvmFsPerMm[p])),
              ),
            }
          : {
              id: 'walkoff',
              title: 'Walk-off',
              x: xAxis,
              y: { label: 'Walk-off', unit: 'mrad' },
              lines: types.flatMap((t) =>
                (['1', '2', '3'] as const)
                  .filter((w) => t[Number(w) - 1] !== 'o')
                  .map((w) => line(`${t} wave ${w}`, (c) => c.walkoffMrad[w])),
              ),
            };
    const first: Series = {
      id: 'angles',
      title: 'Phase-matching angle',
      x: xAxis,
      y: { label: 'Angle', unit: 'deg' },
      lines: types.map((t) => line(t, (c) => c.angleDeg)),
    };
    // A type that phase-matches in no row has no line (and no legend entry).
    const drawn = (s: Series): Series => ({ ...s, lines: s.lines.filter((l) => l.x.length > 0) });
    return [drawn(first), drawn(second)];
  },
});
