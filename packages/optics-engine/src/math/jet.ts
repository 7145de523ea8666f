/**
 * Third-order jets: a value with its first three derivatives with respect to one variable,
 * (f, f', f'', f'''). Arithmetic on jets is forward-mode automatic differentiation, so a formula
 * written once yields its exact analytic derivatives (to rounding), with no finite-difference step.
 * Functions write into a caller-owned `out` (which may alias an operand) to avoid allocation.
 */
export type Jet = Float64Array;

export const jet = (): Jet => new Float64Array(4);

export function setJet(out: Jet, v: number, d1 = 0, d2 = 0, d3 = 0): Jet {
  out[0] = v;
  out[1] = d1;
  out[2] = d2;
  out[3] = d3;
  return out;
}

/** out = a + s * b */
export function addScaled(out: Jet, a: Jet, b: Jet, s: number): Jet {
  out[0] = a[0] + s * b[0];
  out[1] = a[1] + s * b[1];
  out[2] = a[2] + s * b[2];
  out[3] = a[3] + s * b[3];
  return out;
}

/** out = a * b (Leibniz rule). */
export function mul(out: Jet, a: Jet, b: Jet): Jet {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3];
  const b0 = b[0],
    b1 = b[1],
    b2 = b[2],
    b3 = b[3];
  out[0] = a0 * b0;
  out[1] = a1 * b0 + a0 * b1;
  out[2] = a2 * b0 + 2 * a1 * b1 + a0 * b2;
  out[3] = a3 * b0 + 3 * a2 * b1 + 3 * a1 * b2 + a0 * b3;
  return out;
}

/** out = 1 / a. */
export function recip(out: Jet, a: Jet): Jet {
  const v = a[0],
    v1 = a[1],
    v2 = a[2],
    v3 = a[3];
  const r = 1 / v;
  const r2 = r * r;
  out[0] = r;
  out[1] = -v1 * r2;
  out[2] = (2 * v1 * v1 - v * v2) * r2 * r;
  out[3] = (-6 * v1 * v1 * v1 + 6 * v * v1 * v2 - v * v * v3) * r2 * r2;
  return out;
}

/** out = sqrt(a), from n^2 = f: 2 n n' = f', 2 n'^2 + 2 n n'' = f'', 6 n' n'' + 2 n n''' = f'''. */
export function sqrtJet(out: Jet, a: Jet): Jet {
  const n = Math.sqrt(a[0]);
  const h = 0.5 / n;
  const n1 = a[1] * h;
  const n2 = (a[2] - 2 * n1 * n1) * h;
  const n3 = (a[3] - 6 * n1 * n2) * h;
  out[0] = n;
  out[1] = n1;
  out[2] = n2;
  out[3] = n3;
  return out;
}

/** out = x^p for the independent variable x (x > 0 for non-integer p). */
export function powVar(out: Jet, x: number, p: number): Jet {
  if (p === 0) return setJet(out, 1);
  const v = x ** p;
  const inv = 1 / x;
  out[0] = v;
  out[1] = p * v * inv;
  out[2] = p * (p - 1) * v * inv * inv;
  out[3] = p * (p - 1) * (p - 2) * v * inv * inv * inv;
  return out;
}

/** out += c / (x^2 - e) for the independent variable x, with its exact derivatives. */
export function addInverseQuadratic(out: Jet, x: number, c: number, e: number): Jet {
  const u = 1 / (x * x - e);
  const u2 = u * u;
  const cu2 = c * u2;
  out[0] += c * u;
  out[1] += -2 * x * cu2;
  out[2] += cu2 * (-2 + 8 * x * x * u);
  out[3] += cu2 * u * (24 * x - 48 * x * x * x * u);
  return out;
}
