/**
 * Gauss–Legendre quadrature: the n nodes and weights that integrate every polynomial of degree up to 2n − 1
 * exactly over an interval (Abramowitz & Stegun 25.4.29). The nodes are the roots of the Legendre polynomial
 * P_n, found by Newton's method from Tricomi's estimate cos(π (k − 1/4) / (n + 1/2)); the weights are
 * 2 / ((1 − x²) P_n'(x)²) (Press et al., Numerical Recipes, 3rd ed., section 4.6).
 */

export interface Quadrature {
  /** Nodes, ascending. */
  readonly nodes: Float64Array;
  readonly weights: Float64Array;
}

/** The n-point Gauss–Legendre rule on [a, b] (n >= 1). */
export function gaussLegendre(n: number, a = -1, b = 1): Quadrature {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Gauss–Legendre needs n >= 1 points, got ${n}`);
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  const mid = (a + b) / 2;
  const half = (b - a) / 2;
  for (let k = 1; k <= Math.ceil(n / 2); k++) {
    let x = Math.cos((Math.PI * (k - 0.25)) / (n + 0.5));
    let dp = 1;
    for (let it = 0; it < 100; it++) {
      // P_n(x) and P_n'(x) by the three-term recurrence.
      let p0 = 1;
      let p1 = x;
      for (let j = 2; j <= n; j++) {
        const p2 = ((2 * j - 1) * x * p1 - (j - 1) * p0) / j;
        p0 = p1;
        p1 = p2;
      }
      const pn = n === 1 ? x : p1;
      const pm = n === 1 ? 1 : p0;
      dp = (n * (x * pn - pm)) / (x * x - 1);
      const dx = pn / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-16) break;
    }
    const w = 2 / ((1 - x * x) * dp * dp);
    // Roots come in pairs +-x (x = 0 once for odd n); ascending order from the negative one.
    nodes[k - 1] = mid - half * x;
    nodes[n - k] = mid + half * x;
    weights[k - 1] = half * w;
    weights[n - k] = half * w;
  }
  return { nodes, weights };
}
