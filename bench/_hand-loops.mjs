// Hand-written loops the engine's batch evaluation is compared with in bench/engine.mjs: each is the
// plain V8 loop one would write for one material, coefficients typed in as literals, integer powers as
// products, no function calls. (The leading underscore keeps `npm run bench` from running this file.)
//
// Coefficients (refractiveindex.info database files, the same the engine's data/materials.json holds):
//   fused silica: I. H. Malitson, J. Opt. Soc. Am. 55, 1205 (1965), formula 1;
//   BBO o ray: G. Tamošauskas et al., Opt. Mater. Express 8, 1410 (2018), formula 2;
//   BBO o ray: D. Eimerl et al., J. Appl. Phys. 62, 1968 (1987), formula 4;
//   Si (tabulated): H. H. Li, J. Phys. Chem. Ref. Data 9, 561 (1980): the same monotone cubic spline for n,
//   the same smoothing-spline fit (its breaks and coefficients, as the engine computed them) for GVD and TOD.

const C = 299792458;
/** beta2 [fs^2/mm] = GVD * lambda[um]^3 * n''[um^-2] (Diels and Rudolph, ch. 1). */
const GVD = 1e21 / (2 * Math.PI * C * C);
/** beta3 [fs^3/mm] = -TOD * lambda[um]^4 * (3 n'' + lambda n'''). */
const TOD = 1e30 / (4 * Math.PI * Math.PI * C * C * C);

// Fused silica: n^2 - 1 = sum B x^2 / (x^2 - C^2).
const S1 = 0.0684043 * 0.0684043;
const S2 = 0.1162414 * 0.1162414;
const S3 = 9.896161 * 9.896161;
export function silicaIndex(xs, out) {
  for (let i = 0; i < xs.length; i++) {
    const x2 = xs[i] * xs[i];
    out[i] = Math.sqrt(1 + (0.6961663 * x2) / (x2 - S1) + (0.4079426 * x2) / (x2 - S2) + (0.8974794 * x2) / (x2 - S3));
  }
}

/**
 * n^2 = A + sum B x^2/(x^2 - P) = A + sum B + sum B P u with u = 1/(x^2 - P); derivatives of u by hand:
 * u' = -2x u^2, u'' = -2u^2 + 8x^2 u^3, u''' = 24x u^3 - 48x^3 u^4. Then n from n^2 (chain rule) and
 * beta2, beta3 from n'' and n'''.
 */
export function silicaGvdTod(xs, gvd, tod) {
  const a = 1 + 0.6961663 + 0.4079426 + 0.8974794;
  const bp1 = 0.6961663 * S1;
  const bp2 = 0.4079426 * S2;
  const bp3 = 0.8974794 * S3;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const x2 = x * x;
    const u1 = 1 / (x2 - S1);
    const u2 = 1 / (x2 - S2);
    const u3 = 1 / (x2 - S3);
    const q1 = bp1 * u1 * u1;
    const q2 = bp2 * u2 * u2;
    const q3 = bp3 * u3 * u3;
    const f0 = a + bp1 * u1 + bp2 * u2 + bp3 * u3;
    const f1 = -2 * x * (q1 + q2 + q3);
    const f2 = q1 * (-2 + 8 * x2 * u1) + q2 * (-2 + 8 * x2 * u2) + q3 * (-2 + 8 * x2 * u3);
    const f3 =
      q1 * u1 * (24 * x - 48 * x2 * x * u1) +
      q2 * u2 * (24 * x - 48 * x2 * x * u2) +
      q3 * u3 * (24 * x - 48 * x2 * x * u3);
    const n = Math.sqrt(f0);
    const h = 0.5 / n;
    const n1 = f1 * h;
    const n2 = (f2 - 2 * n1 * n1) * h;
    const n3 = (f3 - 6 * n1 * n2) * h;
    gvd[i] = GVD * x2 * x * n2;
    tod[i] = -TOD * x2 * x2 * (3 * n2 + x * n3);
  }
}

// BBO o ray, Tamosauskas: n^2 - 1 = sum B x^2 / (x^2 - C).
export function bboTamosauskasIndex(xs, out) {
  for (let i = 0; i < xs.length; i++) {
    const x2 = xs[i] * xs[i];
    out[i] = Math.sqrt(
      1 + (0.90291 * x2) / (x2 - 0.003926) + (0.83155 * x2) / (x2 - 0.018786) + (0.76536 * x2) / (x2 - 60.01),
    );
  }
}

export function bboTamosauskasGvdTod(xs, gvd, tod) {
  const a = 1 + 0.90291 + 0.83155 + 0.76536;
  const bp1 = 0.90291 * 0.003926;
  const bp2 = 0.83155 * 0.018786;
  const bp3 = 0.76536 * 60.01;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const x2 = x * x;
    const u1 = 1 / (x2 - 0.003926);
    const u2 = 1 / (x2 - 0.018786);
    const u3 = 1 / (x2 - 60.01);
    const q1 = bp1 * u1 * u1;
    const q2 = bp2 * u2 * u2;
    const q3 = bp3 * u3 * u3;
    const f0 = a + bp1 * u1 + bp2 * u2 + bp3 * u3;
    const f1 = -2 * x * (q1 + q2 + q3);
    const f2 = q1 * (-2 + 8 * x2 * u1) + q2 * (-2 + 8 * x2 * u2) + q3 * (-2 + 8 * x2 * u3);
    const f3 =
      q1 * u1 * (24 * x - 48 * x2 * x * u1) +
      q2 * u2 * (24 * x - 48 * x2 * x * u2) +
      q3 * u3 * (24 * x - 48 * x2 * x * u3);
    const n = Math.sqrt(f0);
    const h = 0.5 / n;
    const n1 = f1 * h;
    const n2 = (f2 - 2 * n1 * n1) * h;
    const n3 = (f3 - 6 * n1 * n2) * h;
    gvd[i] = GVD * x2 * x * n2;
    tod[i] = -TOD * x2 * x2 * (3 * n2 + x * n3);
  }
}

// BBO o ray, Eimerl (formula 4 with C3 = 0, C5 = 1, C11 = 2): n^2 = 2.7405 + 0.0184/(x^2 - 0.0179) - 0.0155 x^2.
export function bboEimerlIndex(xs, out) {
  for (let i = 0; i < xs.length; i++) {
    const x2 = xs[i] * xs[i];
    out[i] = Math.sqrt(2.7405 + 0.0184 / (x2 - 0.0179) - 0.0155 * x2);
  }
}

export function bboEimerlGvdTod(xs, gvd, tod) {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const x2 = x * x;
    const u = 1 / (x2 - 0.0179);
    const q = 0.0184 * u * u;
    const f0 = 2.7405 + 0.0184 * u - 0.0155 * x2;
    const f1 = -2 * x * q - 2 * 0.0155 * x;
    const f2 = q * (-2 + 8 * x2 * u) - 2 * 0.0155;
    const f3 = q * u * (24 * x - 48 * x2 * x * u);
    const n = Math.sqrt(f0);
    const h = 0.5 / n;
    const n1 = f1 * h;
    const n2 = (f2 - 2 * n1 * n1) * h;
    const n3 = (f3 - 6 * n1 * n2) * h;
    gvd[i] = GVD * x2 * x * n2;
    tod[i] = -TOD * x2 * x2 * (3 * n2 + x * n3);
  }
}

/**
 * A tabulated index: the piecewise cubic of knots xs, values ys and knot slopes s (Hermite form), its
 * polynomial coefficients per interval computed once; the interval by bisection, starting from the
 * previous point's interval (wavelength grids are sorted). GVD and TOD from the table's fit (the engine's
 * fitTable: breaks in u = ln(x), coefficients e_i of f_u = sum e_i h^i per interval, a degree-6 polynomial,
 * and the baseline c1 s^-2 + c2 s^-4 + c3 s^2 with s = x / ref, or none). Returns the index and GVD+TOD loops.
 */
export function tabulatedLoops(knots, values, slopes, fit) {
  const m = knots.length - 1;
  const c0 = Float64Array.from(values);
  const c1 = Float64Array.from(slopes);
  const c2 = new Float64Array(m);
  const c3 = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    const h = knots[i + 1] - knots[i];
    const d = (values[i + 1] - values[i]) / h;
    c2[i] = (3 * d - 2 * slopes[i] - slopes[i + 1]) / h;
    c3[i] = (slopes[i] + slopes[i + 1] - 2 * d) / (h * h);
  }
  const k = Float64Array.from(knots);
  const find = (arr, last, x, j) => {
    if (j < last && arr[j] <= x && x < arr[j + 1]) return j;
    let lo = 0;
    let hi = last;
    if (x <= arr[0]) return 0;
    if (x >= arr[hi]) return hi;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (arr[mid] <= x) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  if (fit.degree !== 7) throw new Error('the hand loop is written for a degree-7 fit');
  const b = fit.breaks;
  const e = fit.d1;
  const lastBreak = b.length - 2;
  const [, p1, p2, p3] = fit.baseline?.coefficients ?? [0, 0, 0, 0];
  const ref = fit.baseline?.ref ?? 1;
  // Baseline derivatives as powers of y = 1/x: d/dx c (x/ref)^e = c e ref^-e x^(e-1).
  const a2 = -2 * p1 * ref * ref;
  const a4 = -4 * p2 * ref ** 4;
  const a6 = (2 * p3) / (ref * ref);
  return {
    index(xs, out) {
      let j = 0;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        j = find(k, m - 1, x, j);
        const t = x - k[j];
        out[i] = c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
      }
    },
    gvdTod(xs, gvd, tod) {
      let j = 0;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const u = Math.log(x);
        j = find(b, lastBreak, u, j);
        const h = u - b[j];
        const o = 7 * j;
        // f_u and its two derivatives in h, by hand: f_u = sum_{i<7} e_i h^i.
        const fu =
          e[o] + h * (e[o + 1] + h * (e[o + 2] + h * (e[o + 3] + h * (e[o + 4] + h * (e[o + 5] + h * e[o + 6])))));
        const fuu =
          e[o + 1] +
          h * (2 * e[o + 2] + h * (3 * e[o + 3] + h * (4 * e[o + 4] + h * (5 * e[o + 5] + h * 6 * e[o + 6]))));
        const fuuu = 2 * e[o + 2] + h * (6 * e[o + 3] + h * (12 * e[o + 4] + h * (20 * e[o + 5] + h * 30 * e[o + 6])));
        const y = 1 / x;
        const y2 = y * y;
        // n'' and n''' of the baseline: a2 x^-3 + a4 x^-5 + a6 x differentiated once and twice more.
        const n2 = (fuu - fu) * y2 + (-3 * a2 * y2 * y2 - 5 * a4 * y2 * y2 * y2 + a6);
        const n3 = (fuuu - 3 * fuu + 2 * fu) * y2 * y + (12 * a2 * y2 * y2 * y + 30 * a4 * y2 * y2 * y2 * y);
        gvd[i] = GVD * x * x * x * n2;
        tod[i] = -TOD * x * x * x * x * (3 * n2 + x * n3);
      }
    },
  };
}

/**
 * The lower bound of any transform of a complex array of split parts: each element read and written once (a sign
 * flip, which the compiler cannot drop). What a 4,096-point FFT costs beyond this is its arithmetic.
 */
export function touchComplex(re, im) {
  for (let i = 0; i < re.length; i++) {
    re[i] = -re[i];
    im[i] = -im[i];
  }
}
