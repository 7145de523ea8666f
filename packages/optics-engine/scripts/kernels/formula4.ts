/**
 * The formula-4 shapes of generated/formula4.ts (materials/compiled/formula4.ts chooses them): two poles with
 * power terms x^2, x^4, x^6, and n^2 = c1 + a/(x^2 - e) + d x^2 without the general shape's tests. Each has a
 * second GVD+TOD kernel that adds a dn/dT term in 1/x (materials/compiled/dndt-batch.ts calls it).
 */
import { indexLoop, kernel, type Lines, pole, powerTerm, range, X_FACTORS } from './template.js';

/** The dn/dT term's Horner coefficients, into locals once per call. */
const PLUS_LOCALS = range(8).map((k) => `const P${k < 4 ? 20 + k : 26 + k} = plus[${k}];`);
/** (x^2)' and (x^2)'' as the reference's powVar forms them, 2 x^2 / x and 2 x^2 / x^2. */
const X2_DERIVATIVES = ['const inv = 1 / x;', 'const t1 = 2 * x2 * inv;'];

/** The methods both formula-4 shapes share around their kernels: `value` computes f at x (x2 = x^2). */
function formula4Methods(value: Lines): Lines {
  return [
    'return {',
    'n(x) {',
    'const x2 = x * x;',
    ...value,
    'return Math.sqrt(f);',
    '},',
    'indexBatch(xs, out) {',
    ...indexLoop(value, ['out[i] = Math.sqrt(f);']),
    '},',
    'indexBatchPlusInverseCubic(xs, out, k0, k1, k2, k3) {',
    ...indexLoop(value, ['const y = 1 / x;', 'out[i] = Math.sqrt(f) + (((k3 * y + k2) * y + k1) * y + k0);']),
    '},',
    '/** GVD and TOD of n + Delta, Delta = a dn/dT term in 1/x (dndt-batch.ts: p2, p3 its Horner coefficients). */',
    'gvdTodPlusInverseCubic(xs: Float64Array, V: Float64Array, T: Float64Array, p2: readonly number[], p3: readonly number[]) {',
    'plus.set([p2[0], p2[1], p2[2], p2[3], p3[0], p3[1], p3[2], p3[3]]);',
    'for (let start = 0; start < xs.length; start += BLOCK)',
    'plusKernel(xs, start, Math.min(xs.length, start + BLOCK), null, null, null, V, T);',
    '},',
    '...kernelMethods(kernel),',
    '};',
  ];
}

/** A formula-4 shape: its reference kernel and the GVD+TOD kernel with a dn/dT term, then its methods. */
const formula4Shape = (signature: string, pre: Lines, locals: Lines, body: Lines, value: Lines): Lines => [
  `${signature}: IndexFunction {`,
  ...pre,
  '// The Horner coefficients of the dn/dT term that gvdTodPlusInverseCubic adds (p2 then p3, set at each call).',
  'const plus = new Float64Array(8);',
  ...kernel('kernel', 'square', locals, body),
  '// The GVD+TOD loop of gvdTodPlusInverseCubic: this loop with a dn/dT term added, a closure of its own so',
  '// that the reference loop stays as it was.',
  ...kernel('plusKernel', 'plus', [...locals, ...PLUS_LOCALS], body),
  ...formula4Methods(value),
  '}',
];

/** Pole k (1 or 2) of the general shape: A_k/(x^2 - E_k) or, with S_k, A_k x^2/(x^2 - E_k) (Leibniz rule). */
const formula4Pole = (k: number): Lines => [
  `if (H${k}) {`,
  `const u = 1 / (x2 - E${k});`,
  'const uu = u * u;',
  ...pole('u', 'uu').map((d, j) => `const v${j + 1} = ${d};`),
  `if (S${k}) {`,
  `f0 += A${k} * (x2 * u);`,
  `f1 += A${k} * (t1 * u + x2 * v1);`,
  `f2 += A${k} * (t2 * u + 2 * t1 * v1 + x2 * v2);`,
  `f3 += A${k} * (3 * t2 * v1 + 3 * t1 * v2 + x2 * v3);`,
  '} else {',
  ...range(4).map((j) => `f${j} += A${k} * ${j === 0 ? 'u' : `v${j}`};`),
  '}',
  '}',
];

const FORMULA4_GENERAL = formula4Shape(
  'export function formula4Shape(c1: number, a1: number, square1: boolean, e1: number, a2: number, square2: boolean, e2: number, degree: number, d2: number, d4: number, d6: number)',
  ['const has1 = a1 !== 0;', 'const has2 = a2 !== 0;'],
  [
    '// Constants into locals once per batch.',
    ...['C1 = c1', 'A1 = a1', 'E1 = e1', 'A2 = a2', 'E2 = e2', 'D2 = d2', 'D4 = d4', 'D6 = d6'].map(
      (c) => `const ${c};`,
    ),
    ...['H1 = has1', 'H2 = has2', 'S1 = square1', 'S2 = square2', 'DEG = degree'].map((c) => `const ${c};`),
  ],
  [
    'const x2 = x * x;',
    'let f0 = C1;',
    'let f1 = 0;',
    'let f2 = 0;',
    'let f3 = 0;',
    "// The sums are then the reference's to the bit (GVD of KDP, BiBO and BBO-Zhang passes through zero in",
    "// range, where n'' is a difference of nearly equal terms and an ulp more would show).",
    ...X2_DERIVATIVES,
    'const t2 = t1 * inv;',
    'if (H1 || H2) {',
    ...X_FACTORS,
    ...formula4Pole(1),
    ...formula4Pole(2),
    '}',
    'if (DEG > 0) {',
    'f0 += D2 * x2;',
    'f1 += D2 * t1;',
    'f2 += D2 * t2;',
    'if (DEG > 1) {',
    ...powerTerm('D4', 4),
    'if (DEG > 2) {',
    ...powerTerm('D6', 6),
    '}',
    '}',
    '}',
  ],
  [
    'let f = c1;',
    'if (has1) f += (square1 ? a1 * x2 : a1) / (x2 - e1);',
    'if (has2) f += (square2 ? a2 * x2 : a2) / (x2 - e2);',
    'if (degree > 0) {',
    'f += d2 * x2;',
    'if (degree > 1) {',
    'const x4 = x2 * x2;',
    'f += d4 * x4;',
    'if (degree > 2) f += d6 * (x4 * x2);',
    '}',
    '}',
  ],
);

const [ONE_POLE_1, ONE_POLE_2, ONE_POLE_3] = pole('u', 'uu');
const FORMULA4_ONE_POLE = formula4Shape(
  "/** n^2 = c1 + a / (x^2 - e) + d x^2: the shape of most crystals' formula-4 data (BBO Eimerl, LBO, BiBO, YVO4). */\nexport function onePoleQuadratic(c1: number, a: number, e: number, d: number)",
  [],
  ['const C1 = c1;', 'const A = a;', 'const E = e;', 'const D = d;'],
  [
    'const x2 = x * x;',
    ...X_FACTORS,
    'const u = 1 / (x2 - E);',
    'const uu = u * u;',
    ...X2_DERIVATIVES,
    'const f0 = C1 + A * u + D * x2;',
    `const f1 = A * (${ONE_POLE_1}) + D * t1;`,
    `const f2 = A * (${ONE_POLE_2}) + D * (t1 * inv);`,
    `const f3 = A * (${ONE_POLE_3});`,
  ],
  ['const f = c1 + a / (x2 - e) + d * x2;'],
);

export function formula4File(): Lines {
  return [
    "import type { IndexFunction } from '../../index-function.js';",
    'import { BLOCK, EMPTY, finishSquare, GVD_FACTOR, gvdTodOnly, type Kernel, kernelMethods, TOD_FACTOR }',
    "from '../kernel.js';",
    '',
    '/** The two-pole shape with power terms (formula4.ts states the arguments). */',
    ...FORMULA4_GENERAL,
    '',
    ...FORMULA4_ONE_POLE,
  ];
}
