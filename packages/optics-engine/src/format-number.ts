/**
 * The one rule for writing a number for a reader (a page's cells and fields, a chart's title, a message): a fixed
 * number of decimals (3 unless the quantity asks for others), trailing zeros dropped down to `minDecimals`, and
 * exponent notation (4 significant digits, "2.152e8", "2.190e-20") for magnitudes of 1e6 and more, or so small
 * that the decimals would show them as zero. Display only: outputs, CSV and JSON keep full double precision.
 */
export interface FormatOptions {
  /** Decimals after the point (default 3). */
  decimals?: number;
  /** Drop trailing zeros but keep at least this many decimals (default: keep all `decimals`). */
  minDecimals?: number;
  /** Keep at least this many significant digits for values below 1 (0.0053 -> 0.005300 with 4); in exponent form, the digits shown (default 4). */
  significant?: number;
}

/** Magnitudes from which a number is written with an exponent: a fixed form would spell out noise digits. */
export const EXPONENT_FROM = 1e6;

/** Decimals that show `significant` digits of x (at least `decimals`). */
const decimalsFor = (ax: number, decimals: number, significant?: number): number => {
  if (!significant || ax === 0 || ax >= 1) return decimals;
  return Math.min(20, Math.max(decimals, significant - 1 - Math.floor(Math.log10(ax))));
};

/** x with an exponent: "2.152e8", "-1.000e-4" (no plus sign, no leading zeros in the exponent). */
const exponentForm = (x: number, digits: number): string => x.toExponential(Math.max(0, digits - 1)).replace('e+', 'e');

/**
 * A number as a reader sees it; null or undefined is a dash (no value), a non-finite number a hyphen.
 * @example formatNumber(215190793.187) // '2.152e8'
 * @example formatNumber(3393.415637860083, { decimals: 3, minDecimals: 0 }) // '3393.416'
 */
export function formatNumber(x: number | null | undefined, opts: FormatOptions = {}): string {
  if (x === null || x === undefined) return '—';
  if (!Number.isFinite(x)) return '-';
  const ax = Math.abs(x);
  const d = decimalsFor(ax, opts.decimals ?? 3, opts.significant);
  if (ax !== 0 && (ax < 0.5 * 10 ** -Math.max(d, 3) || ax >= EXPONENT_FROM))
    return exponentForm(x, opts.significant ?? 4);
  let s = x.toFixed(d);
  if (opts.minDecimals !== undefined && s.includes('.')) {
    const keep = s.indexOf('.') + 1 + opts.minDecimals;
    let end = s.length;
    while (end > keep && s[end - 1] === '0') end--;
    if (opts.minDecimals === 0 && s[end - 1] === '.') end--;
    s = s.slice(0, end);
  }
  if (/^-0(\.0*)?$/.test(s)) s = s.slice(1);
  return s;
}
