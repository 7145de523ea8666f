/**
 * The smooth model behind the group index, GVD and TOD of a tabulated index (docs/formulas.md, "Tables").
 * The interpolant passes through every printed value, rounding included, so its second and third
 * derivatives carry the rounding divided by the square and the cube of the spacing (Crystran's CaF2 page
 * of refractiveindex.info, 4 decimals every 0.3 um: GVD of the wrong sign at 2.8 um). The derivatives
 * come instead from a penalised smoothing spline (math/smoothing-spline.ts) fitted to the table:
 *
 * - variable u = ln(lambda): tables span decades, and in ln(lambda) their points and their dispersion are
 *   spread far more evenly than in lambda or 1/lambda, so one smoothing parameter serves the whole page;
 * - degree 7, penalty on d4n/du4 (m = 4): C6, so GVD and TOD are smooth, and a cubic in u is left
 *   unpenalised, which keeps the third derivative (TOD) free at the ends of the table;
 * - weights 1/q_i^2, q_i the printed resolution of value i (materials/printed-resolution.ts);
 * - smoothing by generalised cross-validation, never closer to the data than their rounding (weighted mean
 *   square residual at least 1/12, the variance of a value rounded to q);
 * - fitted either to n or to the residuals of a least-squares Cauchy series with an infrared term
 *   (n_b = c0 + c1 s^-2 + c2 s^-4 + c3 s^2, s = lambda / geometric mean of the span), whichever has the
 *   lower GCV score. The baseline carries the shape of a transparent material's dispersion to the ends of
 *   the table, where the penalty would otherwise flatten the fourth derivative.
 *
 * These choices were compared on tables made from the catalogue's formula pages (sampled, rounded to 4-6
 * decimals, fitted, and differentiated against the formula's exact derivatives); docs/formulas.md gives
 * the figures. The index itself stays the interpolant's (it passes through the table); n', n'', n''' come
 * from the fit by the chain rule from u: n' = f_u / lambda, n'' = (f_uu - f_u) / lambda^2,
 * n''' = (f_uuu - 3 f_uu + 2 f_u) / lambda^3.
 */
import { leastSquares } from '../math/least-squares.js';
import { fitOnDesign, smoothingDesign } from '../math/smoothing-spline.js';
import { printedResolution } from './printed-resolution.js';

/**
 * How the derivatives (group index, GVD, TOD) of a tabulated axis were obtained, for the faces to show
 * beside the numbers ("derived from a table", with the fit's residual).
 */
export interface TableDerivatives {
  readonly from: 'table-fit';
  /** The model, in words. */
  readonly model: string;
  /** Root-mean-square of (tabulated n - fitted n) over the table's points. */
  readonly residualRms: number;
  /** The largest |tabulated n - fitted n| and its wavelength (um). */
  readonly worstResidual: { readonly wavelengthUm: number; readonly residual: number };
  /** The table's printed resolution (median over its values of the unit of the last printed digit). */
  readonly resolution: number;
  /**
   * How the smoothing was set: the GCV minimum; the rounding floor; 'polynomial' when too few points are
   * left to cross-validate (the least-squares cubic in ln(lambda)); 'none' for 2 or 3 points (the
   * interpolant's own derivatives: a straight line, a parabola).
   */
  readonly smoothing: 'gcv' | 'rounding-floor' | 'polynomial' | 'none';
  /** The tabulated wavelengths (um): the fit covers exactly this span. */
  readonly span: { readonly minUm: number; readonly maxUm: number };
  /** Number of tabulated points. */
  readonly points: number;
  /**
   * Intervals between consecutive points wider than 10 times the table's median spacing and than 10 % in
   * wavelength (0.1 in ln(lambda)): inside them the derivatives bridge the gap, measured by no point.
   */
  readonly gaps: readonly { readonly minUm: number; readonly maxUm: number }[];
}

interface Baseline {
  /** lambda_ref, um. */
  readonly ref: number;
  /** c_k for BASELINE_EXPONENTS. */
  readonly coefficients: readonly number[];
}

/**
 * The fitted model n_fit = f(ln lambda) + baseline. On [breaks[j], breaks[j+1]] of u = ln(lambda), with
 * h = u - breaks[j] and D = degree: f = values[j] + sum_i d1[j D + i] h^(i+1) / (i + 1), and its derivatives
 * f_u = sum_i d1[j D + i] h^i, f_uu = sum_i d2[j D + i] h^i, f_uuu = sum_i d3[j D + i] h^i (polynomials of
 * degree D - 1, D - 2, D - 3; the higher entries are zero).
 */
export interface TableFit {
  readonly breaks: Float64Array;
  /** The spline's degree (2m - 1). */
  readonly degree: number;
  readonly values: Float64Array;
  readonly d1: Float64Array;
  readonly d2: Float64Array;
  readonly d3: Float64Array;
  readonly baseline: Baseline | null;
  /**
   * The baseline's derivatives as [B1, B2, B3] (zeros without a baseline): with y = 1/lambda,
   * n_b' = B1 y^3 + B2 y^5 + B3 lambda, n_b'' = -3 B1 y^4 - 5 B2 y^6 + B3, n_b''' = 12 B1 y^5 + 30 B2 y^7
   * (B1 = -2 c1 ref^2, B2 = -4 c2 ref^4, B3 = 2 c3 / ref^2).
   */
  readonly baselineTerms: readonly [number, number, number];
  readonly descriptor: TableDerivatives;
}

/** Penalised derivative m of the fit (degree 2m - 1). */
export const TABLE_FIT_ORDER = 4;
/** Exponents of the baseline n_b = sum c_k (lambda / lambda_ref)^e_k (c0 first). */
const BASELINE_EXPONENTS = [0, -2, -4, 2];

const modelWords = (degree: number, baseline: boolean): string =>
  `smoothing spline of degree ${degree} in ln(wavelength) (penalty on the ${degree === 7 ? 'fourth' : `order-${(degree + 1) / 2}`} derivative; smoothing by generalised cross-validation, residual at least the rounding of the printed digits)` +
  (baseline
    ? ' fitted to the residuals of a least-squares Cauchy series with an infrared term, c0 + c1 s^-2 + c2 s^-4 + c3 s^2 (s = wavelength / geometric mean of the span)'
    : '');

function fitBaseline(wl: readonly number[], n: readonly number[], w: Float64Array): Baseline {
  const ref = Math.sqrt(wl[0] * wl[wl.length - 1]);
  const sw = w.map(Math.sqrt);
  const columns = BASELINE_EXPONENTS.map((e) => Float64Array.from(wl, (x, i) => sw[i] * (x / ref) ** e));
  return {
    ref,
    coefficients: leastSquares(
      columns,
      Float64Array.from(n, (v, i) => sw[i] * v),
    ),
  };
}

function baselineAt(b: Baseline, x: number): number {
  const [c0, c1, c2, c3] = b.coefficients;
  const s2 = (x / b.ref) ** 2;
  return c0 + c1 / s2 + c2 / (s2 * s2) + c3 * s2;
}

/** Intervals of a table wider than 10 median spacings and 0.1 in ln(lambda) (TableDerivatives.gaps). */
function findGaps(wl: readonly number[]): { minUm: number; maxUm: number }[] {
  const du = wl.slice(1).map((x, i) => Math.log(x / wl[i]));
  const median = [...du].sort((a, b) => a - b)[du.length >> 1];
  const gaps: { minUm: number; maxUm: number }[] = [];
  du.forEach((d, i) => {
    if (d > 10 * median && d > 0.1) gaps.push({ minUm: wl[i], maxUm: wl[i + 1] });
  });
  return gaps;
}

/** The descriptor of a table too short to fit (2 or 3 points): its derivatives are the interpolant's. */
export function interpolantDescriptor(wl: readonly number[], n: readonly number[]): TableDerivatives {
  const q = printedResolution(n);
  return {
    from: 'table-fit',
    model: `too few points (${wl.length}) for a fit: the derivatives of the interpolant (${wl.length < 3 ? 'a straight line' : 'the parabola through the points'})`,
    residualRms: 0,
    worstResidual: { wavelengthUm: wl[0], residual: 0 },
    resolution: [...q].sort((a, b) => a - b)[q.length >> 1],
    smoothing: 'none',
    span: { minUm: wl[0], maxUm: wl[wl.length - 1] },
    points: wl.length,
    gaps: findGaps(wl),
  };
}

/**
 * Fits the model to a table (wavelengths in um, strictly increasing): the smoothing spline alone and on the
 * residuals of the baseline (tables of 7 points or more: 3 more than the baseline's terms), the one with the
 * lower GCV score kept.
 * Returns null for fewer than m points, whose derivatives stay the interpolant's. `order` and `baseline`
 * exist for the comparison of models; the engine uses the defaults.
 */
export function fitTable(
  wl: readonly number[],
  n: readonly number[],
  { order = TABLE_FIT_ORDER, baseline: tryBaseline = true }: { order?: number; baseline?: boolean } = {},
): TableFit | null {
  if (wl.length < order) return null;
  const u = Float64Array.from(wl, Math.log);
  const q = printedResolution(n);
  const w = Float64Array.from(q, (v) => 1 / (v * v));
  const options = { order, meanSquareFloor: 1 / 12 };
  const dsg = smoothingDesign(u, w, options);
  let spline = fitOnDesign(dsg, Float64Array.from(n), options);
  let baseline: Baseline | null = null;
  if (tryBaseline && wl.length > BASELINE_EXPONENTS.length + 2) {
    const b = fitBaseline(wl, n, w);
    const rest = Float64Array.from(n, (v, i) => v - baselineAt(b, wl[i]));
    // The baseline's terms are smooth, so the spline alone could nearly reproduce them: both candidates are
    // scored with the spline's own tr H (the combined fit's exceeds it by 4 - tr(S P), close to zero).
    const withBaseline = fitOnDesign(dsg, rest, options);
    if (withBaseline.gcvScore < spline.gcvScore) {
      spline = withBaseline;
      baseline = b;
    }
  }
  const { degree, breaks, taylor, residuals } = spline;
  const values = new Float64Array(breaks.length);
  const d1 = new Float64Array(breaks.length * degree);
  const d2 = new Float64Array(breaks.length * degree);
  const d3 = new Float64Array(breaks.length * degree);
  for (let j = 0; j < breaks.length; j++) {
    const o = j * degree;
    values[j] = taylor[j * (degree + 1)];
    // From the Taylor coefficients a_k = f^(k) / k!: f_u = sum_i (i + 1) a_{i+1} h^i, and so on.
    for (let i = 0; i < degree; i++) d1[o + i] = (i + 1) * taylor[j * (degree + 1) + i + 1];
    for (let i = 0; i + 1 < degree; i++) d2[o + i] = (i + 1) * d1[o + i + 1];
    for (let i = 0; i + 2 < degree; i++) d3[o + i] = (i + 1) * d2[o + i + 1];
  }
  const [, c1, c2, c3] = baseline?.coefficients ?? [0, 0, 0, 0];
  const ref = baseline?.ref ?? 1;
  let ss = 0;
  let worst = 0;
  residuals.forEach((r, i) => {
    ss += r * r;
    if (Math.abs(r) > Math.abs(residuals[worst])) worst = i;
  });
  return {
    breaks,
    degree,
    values,
    d1,
    d2,
    d3,
    baseline,
    baselineTerms: [-2 * c1 * ref ** 2, -4 * c2 * ref ** 4, (2 * c3) / ref ** 2],
    descriptor: {
      from: 'table-fit',
      model: modelWords(degree, baseline !== null),
      residualRms: Math.sqrt(ss / n.length),
      worstResidual: { wavelengthUm: wl[worst], residual: residuals[worst] },
      resolution: [...q].sort((a, b) => a - b)[q.length >> 1],
      smoothing: spline.rule === 'floor' ? 'rounding-floor' : spline.rule,
      span: { minUm: wl[0], maxUm: wl[wl.length - 1] },
      points: wl.length,
      gaps: findGaps(wl),
    },
  };
}

/** The interval of u among the breaks (the end pieces extend outwards), by bisection. */
export function breakInterval(breaks: Float64Array, u: number): number {
  let j = 0;
  let hi = breaks.length - 1;
  if (u >= breaks[hi - 1]) return hi - 1;
  if (u <= breaks[0]) return 0;
  while (hi - j > 1) {
    const mid = (j + hi) >> 1;
    if (breaks[mid] <= u) j = mid;
    else hi = mid;
  }
  return j;
}

/**
 * n', n'', n''' (lambda in um) of the fit at x into out[1..3]; out[0] is left alone (the index is the
 * interpolant's). Beyond the span the end pieces extend. compiled/tabulated.ts performs the same operations
 * in the same order (unrolled for degree 7), so the two agree to the bit.
 */
export function tableFitDerivatives(fit: TableFit, x: number, out: Float64Array): void {
  const { breaks, degree, d1, d2, d3 } = fit;
  const [b1, b2, b3] = fit.baselineTerms;
  const u = Math.log(x);
  const j = breakInterval(breaks, u);
  const h = u - breaks[j];
  const o = j * degree;
  let fu = d1[o + degree - 1];
  for (let i = degree - 2; i >= 0; i--) fu = d1[o + i] + h * fu;
  let fuu = d2[o + degree - 2];
  for (let i = degree - 3; i >= 0; i--) fuu = d2[o + i] + h * fuu;
  let fuuu = d3[o + degree - 3];
  for (let i = degree - 4; i >= 0; i--) fuuu = d3[o + i] + h * fuuu;
  const y = 1 / x;
  const y2 = y * y;
  const y3 = y2 * y;
  out[1] = fu * y + (b1 * y3 + b2 * y3 * y2 + b3 * x);
  out[2] = (fuu - fu) * y2 + (b3 - y2 * y2 * (3 * b1 + 5 * b2 * y2));
  out[3] = (fuuu - 3 * fuu + 2 * fu) * y3 + y3 * y2 * (12 * b1 + 30 * b2 * y2);
}

/** The fit's own index n_fit at x (um): the smooth curve whose derivatives tableFitDerivatives gives. */
export function tableFitIndex(fit: TableFit, x: number): number {
  const { breaks, degree, values, d1, baseline } = fit;
  const j = breakInterval(breaks, Math.log(x));
  const h = Math.log(x) - breaks[j];
  let f = 0;
  for (let i = degree - 1; i >= 0; i--) f = f * h + d1[j * degree + i] / (i + 1);
  return values[j] + f * h + (baseline ? baselineAt(baseline, x) : 0);
}
