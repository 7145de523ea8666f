/**
 * The printed resolution of a table's values: the unit of each value's last digit, the size of its
 * rounding (a value printed to q is known to +-q/2, variance q^2/12 when the rounding error is uniform).
 * The catalogue stores numbers, not their text, so trailing zeros are gone (1.5000 reads 1.5): the
 * resolution is taken from the page's commonest count of decimals (a table of fixed decimals) or of
 * significant digits (a table of significant figures, as optical constants of metals often are),
 * whichever more values share.
 */

/** Digits after the decimal point of a number's shortest decimal form (1.5e-7 -> 8). */
function decimals(v: number): number {
  const [mantissa, exponent] = String(v).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent ?? 0));
}

/** Significant digits of a number's shortest decimal form (0.0123 -> 3, 1.4192 -> 5). */
function significant(v: number): number {
  const digits = String(Math.abs(v)).split('e')[0].replace('.', '').replace(/^0+/, '');
  return Math.max(1, digits.length);
}

/** The commonest value and how many share it (ties: the larger value, the finer resolution). */
function mode(values: readonly number[]): [value: number, count: number] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: [number, number] = [0, 0];
  for (const [v, c] of counts) if (c > best[1] || (c === best[1] && v > best[0])) best = [v, c];
  return best;
}

/**
 * The printed resolution of each value (same length as the values). The counts are read from at most 2000
 * values spread evenly over the table: the commonest count of a long table is as clear in that sample.
 */
export function printedResolution(values: readonly number[]): Float64Array {
  const step = Math.max(1, Math.ceil(values.length / 2000));
  const sample = values.filter((_, i) => i % step === 0);
  const [fixed, fixedCount] = mode(sample.map(decimals));
  const [figures, figuresCount] = mode(sample.map(significant));
  const q = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const magnitude = Math.floor(Math.log10(Math.abs(values[i]) || 1));
    q[i] = fixedCount >= figuresCount ? 10 ** -fixed : 10 ** (magnitude - figures + 1);
  }
  return q;
}
