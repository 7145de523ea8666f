/**
 * Display rounding (docs/product.md §1): results are shown with a fixed number of decimals, 3 unless a
 * page says otherwise. Only for display: values stay at full precision everywhere else. Magnitudes that
 * the decimals would erase (n2 in m²/W, say) are shown in exponent notation instead of as zero.
 */
export interface FormatOptions {
  /** Decimals after the point (default 3). */
  decimals?: number;
  /** Drop trailing zeros but keep at least this many decimals (default: keep all `decimals`). */
  minDecimals?: number;
  /** Keep at least this many significant digits for values below 1 (0.0053 -> 0.005300 with 4). */
  significant?: number;
}

/** Decimals that show `significant` digits of x (at least `decimals`). */
const decimalsFor = (ax: number, decimals: number, significant?: number): number => {
  if (!significant || ax === 0 || ax >= 1) return decimals;
  return Math.min(20, Math.max(decimals, significant - 1 - Math.floor(Math.log10(ax))));
};

export function formatNumber(x: number | null | undefined, opts: FormatOptions = {}): string {
  if (x === null || x === undefined) return '—';
  if (!Number.isFinite(x)) return '-';
  const ax = Math.abs(x);
  const d = decimalsFor(ax, opts.decimals ?? 3, opts.significant);
  if (ax !== 0 && (ax < 0.5 * 10 ** -Math.max(d, 3) || ax >= 1e12)) return x.toExponential(3);
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
