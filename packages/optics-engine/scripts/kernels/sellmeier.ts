/**
 * The Sellmeier shapes (formulas 1 and 2) of generated/sellmeier.ts, n^2 = a + sum b_k x^2/(x^2 - p_k) with
 * f = c + sum q_k u_k (c = a + sum b, q = b p, materials/compiled/sellmeier.ts): one to four terms written out
 * with the coefficients closure constants, more terms looped over typed arrays.
 */
import { indexLoop, kernel, type Lines, pole, range, SCHOTT_JET, SELLMEIER_X } from './template.js';

function sellmeierShape(name: string, params: string, pre: Lines, value: Lines, body: Lines): Lines {
  return [
    `function ${name}(${params}, th: SchottTerm | null): IndexFunction {`,
    'const [sch, ts, te, ttk2, hs, he] = schottConstants(th);',
    ...pre,
    ...kernel('kernel', 'square', [], body),
    '// With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the',
    '// reference loop stays as it was.',
    ...kernel('schottKernel', 'schott', ['const S = hs;', 'const E = he;', 'const TK2 = ttk2;'], body),
    'return {',
    'n(x) {',
    'const x2 = x * x;',
    ...value,
    'const v = Math.sqrt(f);',
    'return sch ? schottIndex(v, x, ts, te, ttk2) : v;',
    '},',
    '// Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles',
    '// one loop per closure; a test of the term in a shared loop slowed the reference index batch).',
    'indexBatch: sch',
    '? (xs: Float64Array, out: Float64Array) => {',
    'const S = ts;',
    'const E = te;',
    'const TK2 = ttk2;',
    ...indexLoop(value, ['const v = Math.sqrt(f);', 'out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);']),
    '}',
    ': (xs: Float64Array, out: Float64Array) => {',
    ...indexLoop(value, ['out[i] = Math.sqrt(f);']),
    '},',
    '...kernelMethods(sch ? schottKernel : kernel),',
    '};',
    '}',
  ];
}

/** The shape with `count` terms written out (the coefficients closure constants). */
function sellmeierUnrolled(count: number): Lines {
  const ks = range(count);
  const sum = (first: string, term: (k: number) => string) => [first, ...ks.map(term)].filter(Boolean).join(' + ');
  const params = ['a: number', 'c: number', ...ks.map((k) => `b${k}: number, p${k}: number, q${k}: number`)];
  return sellmeierShape(
    `sellmeier${count}`,
    params.join(', '),
    [],
    [`const f = ${sum('a', (k) => `(b${k} * x2) / (x2 - p${k})`)};`],
    [
      ...SELLMEIER_X,
      ...ks.flatMap((k) => [`const u${k} = 1 / (x2 - p${k});`, `const w${k} = q${k} * (u${k} * u${k});`]),
      `const f0 = ${sum('c', (k) => `q${k} * u${k}`)};`,
      ...range(3).map((d) => `const f${d + 1} = ${sum('', (k) => pole(`u${k}`, `w${k}`)[d])};`),
    ],
  );
}

/** Any number of terms, looped over typed arrays. */
const SELLMEIER_N = sellmeierShape(
  'sellmeierN',
  'a: number, c: number, b: Float64Array, p: Float64Array, q: Float64Array',
  ['const terms = b.length;'],
  ['let f = a;', 'for (let k = 0; k < terms; k++) f += (b[k] * x2) / (x2 - p[k]);'],
  [
    ...SELLMEIER_X,
    'let f0 = c;',
    'let f1 = 0;',
    'let f2 = 0;',
    'let f3 = 0;',
    'for (let k = 0; k < terms; k++) {',
    'const u = 1 / (x2 - p[k]);',
    'const w = q[k] * (u * u);',
    'f0 += q[k] * u;',
    ...pole('u', 'w').map((d, k) => `f${k + 1} += ${d};`),
    '}',
  ],
);

const UNROLLED = [1, 2, 3, 4];

export function sellmeierFile(): Lines {
  const args = (count: number) => range(count).flatMap((k) => [`b[${k}]`, `p[${k}]`, `q[${k}]`]);
  return [
    "import type { IndexFunction } from '../../index-function.js';",
    'import { EMPTY, finish, finishSquare, GVD_FACTOR, gvdTodOnly, type Kernel, kernelMethods, type SchottTerm,',
    "type Sink, schottConstants, schottIndex, schottIndexFromSquare, TOD_FACTOR } from '../kernel.js';",
    '',
    '/** The closure for n^2 = a + sum b[k] x^2/(x^2 - p[k]) (c = a + sum b, q[k] = b[k] p[k]); with `th`, n_T of SCHOTT formula A. */',
    'export function sellmeierShape(a: number, c: number, b: readonly number[], p: readonly number[], q: readonly number[], th: SchottTerm | null): IndexFunction {',
    'switch (b.length) {',
    ...UNROLLED.flatMap((n) => [`case ${n}:`, `return sellmeier${n}(a, c, ${args(n).join(', ')}, th);`]),
    'default:',
    'return sellmeierN(a, c, Float64Array.from(b), Float64Array.from(p), Float64Array.from(q), th);',
    '}',
    '}',
    '',
    '/** As kernel.ts finish (not the store-only path) for n_T of SCHOTT formula A, from n^2 = f and its derivatives. */',
    'function finishSquareSchott(jet: Sink, nO: Sink, gO: Sink, vO: Sink, tO: Sink, i: number, x: number, f0: number, f1: number, f2: number, f3: number, S: number, E: number, TK2: number): void {',
    ...SELLMEIER_X,
    ...SCHOTT_JET,
    'finish(false, EMPTY, EMPTY, 0, 0, jet, nO, gO, vO, tO, i, x, a0 + g0 * c0, a1 + (gp * a1 * c0 + g0 * c1), n2, n3);',
    '}',
    '',
    ...UNROLLED.flatMap((n) => [...sellmeierUnrolled(n), '']),
    ...SELLMEIER_N,
  ];
}
