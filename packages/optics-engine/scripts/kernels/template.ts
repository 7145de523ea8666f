/**
 * The template of scripts/generate-kernels.ts: the kernel loop (constants into locals, then per point a
 * formula's n^2 or n and its derivatives f0..f3, then a last step) and the pieces every formula shares.
 */
export type Lines = string[];
export const range = (count: number) => Array.from({ length: count }, (_, k) => k);

/**
 * The derivatives 1..3 of a pole term, scale u with u = 1/(x^2 - P): u' = -2x u^2, u'' = u^2 (-2 + 8 x^2 u),
 * u''' = u^3 (24 x - 48 x^3 u), given w = scale u^2 (math/jet.ts addInverseQuadratic's operations).
 */
export const pole = (u: string, w: string): [string, string, string] => [
  `m2x * ${w}`,
  `${w} * (-2 + x8 * ${u})`,
  `${w} * ${u} * (x24 - x48 * ${u})`,
];
/** The x factors of those derivatives, once per point (the reference's products: 8 x x, 48 x x x). */
export const X_FACTORS = [
  'const m2x = -2 * x;',
  'const x8 = 8 * x * x;',
  'const x24 = 24 * x;',
  'const x48 = 48 * x * x * x;',
];

/** c x^p and its derivatives added to f0..f3 with math/jet.ts powVar's operations (x ** p, p x^p / x, ...). */
export const powerTerm = (c: string, p: number): Lines => [
  `const v${p} = x ** ${p};`,
  `f0 += ${c} * v${p};`,
  `f1 += ${c} * (${p} * v${p} * inv);`,
  `f2 += ${c} * (${p * (p - 1)} * v${p} * inv * inv);`,
  `f3 += ${c} * (${p * (p - 1) * (p - 2)} * v${p} * inv * inv * inv);`,
];

/** GVD and TOD of point i from n'' and n''' (materials/dispersion.ts states the model). */
export const STORE_GVD_TOD = [
  'const x3 = x * x * x;',
  'V[i] = G * x3 * n2;',
  'T[i] = -K * x3 * x * (3 * n2 + x * n3);',
];

/**
 * n_T = n + g(n) b(x) of SCHOTT formula A and its derivatives n2, n3 (n0, n1 below) from n^2's jet f0..f3
 * (kernel.ts SchottTerm states the grouping), S, E, TK2 the term's s/2, e/2 and lambdaTK^2.
 */
export const SCHOTT_JET = [
  'const a0 = Math.sqrt(f0);',
  'const h = 0.5 / a0;',
  'const a1 = f1 * h;',
  'const a2 = (f2 - 2 * a1 * a1) * h;',
  'const a3 = (f3 - 6 * a1 * a2) * h;',
  'const r = 2 * h;',
  'const ut = 1 / (x2 - TK2);',
  'const ew = E * (ut * ut);',
  'const c0 = S + E * ut;',
  ...pole('ut', 'ew').map((d, k) => `const c${k + 1} = ${d};`),
  'const r2 = r * r;',
  'const gp = 1 + r2;',
  'const g0 = a0 - r;',
  'const ra = r * a1;',
  'const ra2 = ra * a1;',
  'const rr = r2 + r2;',
  'const c1a1 = c1 * a1;',
  'const c0a2 = c0 * a2;',
  'const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);',
  'const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);',
];

/** The last steps of a kernel loop, after f0..f3 (n^2 and its derivatives, or n and its derivatives for 'direct'). */
export const LAST = {
  square: ['finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);'],
  direct: ['finish(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);'],
  // SCHOTT formula A: the store-only path inline (as a call, V8's inlining budget did not always take it, and
  // the GVD+TOD loop slowed), the others in finishSquareSchott (the same lines).
  schott: [
    'if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);',
    'else {',
    ...SCHOTT_JET,
    ...STORE_GVD_TOD,
    '}',
  ],
  // GVD and TOD of n + Delta, Delta'' = (P2 . y) y^2 and Delta''' = (P3 . y) y^3 by Horner's rule in y = 1/x
  // (inv), in the operations of materials/compiled/dndt-batch.ts's GVD+TOD loop (the same values).
  plus: [
    'const a0 = Math.sqrt(f0);',
    'const h = 0.5 / a0;',
    'const a1 = f1 * h;',
    'const a2 = (f2 - 2 * a1 * a1) * h;',
    'const s2 = ((P23 * inv + P22) * inv + P21) * inv + P20;',
    'const s3 = ((P33 * inv + P32) * inv + P31) * inv + P30;',
    'const n2 = a2 + 1 * (s2 * inv * inv);',
    'const n3 = (f3 - 6 * a1 * a2) * h + 1 * (s3 * inv * inv * inv);',
    ...STORE_GVD_TOD,
  ],
};
export type Last = keyof typeof LAST;

/** The kernel template: constants into locals once per call, then per point `body` (f0..f3) and a last step. */
export function kernel(name: string, last: Last, locals: Lines, body: Lines): Lines {
  const gvdTodOnly = last === 'plus';
  return [
    `const ${name}: Kernel = (xs, start, end, ${gvdTodOnly ? '_jet, _nO, _gO' : 'jet, nO, gO'}, vO, tO) => {`,
    ...(gvdTodOnly ? [] : ['const fast = gvdTodOnly(jet, nO, gO, vO, tO);']),
    'const V = vO ?? EMPTY;',
    'const T = tO ?? EMPTY;',
    'const G = GVD_FACTOR;',
    'const K = TOD_FACTOR;',
    ...locals,
    'for (let i = start; i < end; i++) {',
    'const x = xs[i];',
    ...body,
    ...LAST[last],
    '}',
    '};',
  ];
}

/** An index loop over xs: `value` computes f at x (x2 = x^2), `store` writes out[i]. */
export const indexLoop = (value: Lines, store: Lines): Lines => [
  'for (let i = 0; i < xs.length; i++) {',
  'const x = xs[i];',
  'const x2 = x * x;',
  ...value,
  ...store,
  '}',
];

/** The x factors with x^2 (x2). */
export const SELLMEIER_X = [...X_FACTORS, 'const x2 = x * x;'];
