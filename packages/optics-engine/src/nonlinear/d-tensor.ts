/**
 * The second-order nonlinear tensor d_ijk (pm/V) from a material's contracted coefficients d_il (`d22`,
 * `d31`, ...) and point group (`class`). Contracted index l: 1 xx, 2 yy, 3 zz, 4 yz, 5 xz, 6 xy.
 * Missing coefficients are filled first from the point group's relations (IEEE standard settings, e.g.
 * 3m: d21 = d16 = -d22, d32 = d31, d24 = d15) and then from Kleinman symmetry (d_ijk fully symmetric in
 * i, j, k, valid far from absorption: d15 = d31, d24 = d32, d14 = d25 = d36, ...); coefficients given
 * explicitly are never overwritten (R. W. Boyd, Nonlinear Optics, 3rd ed., section 1.5; Dmitriev et al.,
 * Handbook of Nonlinear Optical Crystals, section 2.7).
 *
 * Frame: the coefficients must be given in the dielectric frame of the index ellipsoid (x, y, z with
 * n_x < n_y < n_z for biaxial crystals, z the optic axis of uniaxial ones). For crystals whose
 * crystallographic frame differs (LBO: x, y, z = a, c, b, so the two-fold axis is y) convert before
 * storing: LBO's d31, d32, d33 (2-fold axis c) become d21, d23, d22.
 *
 * d_eff = sum_ijk e3_i d_ijk e1_j e2_k with e_n the unit electric-field vectors of the three waves.
 */

/** Contracted index (1..6) to the pair (j, k). */
const PAIRS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 1],
  [2, 2],
  [1, 2],
  [0, 2],
  [0, 1],
];

type Relation = readonly [target: string, factor: number, source: string];

const R3M: Relation[] = [
  ['d21', -1, 'd22'],
  ['d16', -1, 'd22'],
  ['d12', -1, 'd11'],
  ['d26', -1, 'd11'],
  ['d32', 1, 'd31'],
  ['d24', 1, 'd15'],
];
const R32: Relation[] = [
  ['d12', -1, 'd11'],
  ['d26', -1, 'd11'],
  ['d25', -1, 'd14'],
];
const R6MM: Relation[] = [
  ['d32', 1, 'd31'],
  ['d24', 1, 'd15'],
];

/** Point-group relations among the contracted coefficients (standard settings). */
const RELATIONS: Record<string, readonly Relation[]> = {
  '3m': R3M,
  '3': [...R3M, ['d25', -1, 'd14']],
  '32': R32,
  '-6m2': R3M.slice(0, 4),
  '-6': R3M.slice(0, 4),
  '6mm': R6MM,
  '4mm': R6MM,
  '6': [...R6MM, ['d25', -1, 'd14']],
  '4': [...R6MM, ['d25', -1, 'd14']],
  '-42m': [
    ['d25', 1, 'd14'],
    ['d14', 1, 'd25'],
  ],
  '-4': [
    ['d25', 1, 'd14'],
    ['d24', -1, 'd15'],
    ['d32', -1, 'd31'],
  ],
  '-43m': [
    ['d25', 1, 'd14'],
    ['d36', 1, 'd14'],
  ],
  '23': [
    ['d25', 1, 'd14'],
    ['d36', 1, 'd14'],
  ],
  '422': [['d25', -1, 'd14']],
  '622': [['d25', -1, 'd14']],
};

const KEY = /^d([1-3])([1-6])$/;

/** Normalizes a point-group label: '-42m', '42m-bar' and unicode minus are accepted. */
const normalizeClass = (c: string): string => c.trim().replace('\u2212', '-').replace(/\s+/g, '');

/**
 * The full tensor d_ijk (pm/V) as 27 numbers, index 9 i + 3 j + k, or null when no coefficient is given.
 * @param d contracted coefficients in pm/V, dielectric frame
 * @param pointGroup point group such as '3m', 'mm2', '-42m'; unknown groups use Kleinman symmetry only
 */
export function dTensor(d: Readonly<Record<string, number>> | undefined, pointGroup = ''): Float64Array | null {
  if (!d) return null;
  const given = new Map<string, number>();
  for (const [k, v] of Object.entries(d)) if (KEY.test(k) && Number.isFinite(v)) given.set(k, v);
  if (given.size === 0) return null;
  for (const [target, factor, source] of RELATIONS[normalizeClass(pointGroup)] ?? []) {
    const v = given.get(source);
    if (!given.has(target) && v !== undefined) given.set(target, factor * v);
  }
  const t = new Float64Array(27);
  const set = new Uint8Array(27);
  for (const [k, v] of given) {
    const m = KEY.exec(k) as RegExpExecArray;
    const i = Number(m[1]) - 1;
    const [j, kk] = PAIRS[Number(m[2]) - 1];
    t[9 * i + 3 * j + kk] = v;
    t[9 * i + 3 * kk + j] = v;
    set[9 * i + 3 * j + kk] = 1;
    set[9 * i + 3 * kk + j] = 1;
  }
  // Kleinman: an unset element takes the value of any set element with the same multiset of indices.
  for (let idx = 0; idx < 27; idx++) {
    if (set[idx]) continue;
    const key = sortedKey(idx);
    for (let other = 0; other < 27; other++) {
      if (set[other] && sortedKey(other) === key) {
        t[idx] = t[other];
        break;
      }
    }
  }
  return t;
}

function sortedKey(idx: number): number {
  const a = [Math.floor(idx / 9), Math.floor(idx / 3) % 3, idx % 3].sort();
  return 9 * a[0] + 3 * a[1] + a[2];
}

/** d_eff = e3 . d : e1 e2 in pm/V for unit field vectors e1, e2 (inputs) and e3 (sum frequency). */
export function deffFromFields(
  t: Float64Array,
  e1: readonly number[],
  e2: readonly number[],
  e3: readonly number[],
): number {
  let s = 0;
  for (let i = 0; i < 3; i++) {
    if (e3[i] === 0) continue;
    let p = 0;
    for (let j = 0; j < 3; j++) for (let k = 0; k < 3; k++) p += t[9 * i + 3 * j + k] * e1[j] * e2[k];
    s += e3[i] * p;
  }
  return s;
}
