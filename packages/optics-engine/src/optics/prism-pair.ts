/**
 * Prism-pair compressor by exact 2-D ray tracing through the four surfaces (R. L. Fork, O. E. Martinez and
 * J. P. Gordon, Opt. Lett. 9, 150 (1984), geometry; the phase by Malus's theorem).
 *
 * Geometry (mm). Prism 1 has its apex at the origin pointing up (+y), apex angle A, half angle h = A/2; its
 * base is parallel to x. Prism 2 is identical and anti-parallel (apex down): its entry face is parallel to
 * prism 1's exit face and its exit face parallel to prism 1's entry face. The conventions are those of the
 * Light Conversion toolbox (as reconstructed and checked in Luna.jl's Fields module):
 * - insertion l1: distance along prism 1's entry face from its apex to the point A where the beam enters;
 * - insertion l2: distance along prism 2's entry face from its apex to the point C where the reference ray
 *   (at the reference wavelength) enters;
 * - separation L: perpendicular distance between prism 1's entry face and prism 2's exit face (parallel);
 * - width and height: the position of prism 2's apex relative to prism 1's apex, along the base direction
 *   and downwards.
 * Every frequency enters at the same point A with the same direction, so the input wavefront is common;
 * the output rays are all parallel to the input (identical anti-parallel prisms), and the optical path is
 * closed on the plane through the reference exit point D_ref normal to them:
 *   P(omega) = n (|AB| + |CD|) + |BC| + (D_ref - D) . d_in,   phi(omega) = 2 omega P / c  (double pass),
 * GDD = d2phi/domega2 = 2 (2 P' + omega P'') / c, TOD = d3phi/domega3 = 2 (3 P'' + omega P''') / c, with P'
 * to P''' from 7-point central differences of step 0.5 % of omega (truncation O(h^4), below 1e-3 fs^2).
 */
import type { CompiledAxis } from '../materials/compile.js';
import { degToRad, SPEED_OF_LIGHT_MM_PER_FS } from '../units.js';
import { brewsterAngleRad, minimumDeviationApexRad } from './refraction.js';

/** Trigonometric constants of a pair, so the per-frequency trace needs square roots only. */
export interface PrismPairFrame {
  sinIncidence: number;
  sinApex: number;
  cosApex: number;
  /** sin and cos of the half apex h. */
  sh: number;
  ch: number;
  /** Direction of the input (and output) rays, angle theta0 - h from +x. */
  inX: number;
  inY: number;
}

const frameOf = (incidenceRad: number, apexRad: number): PrismPairFrame => ({
  sinIncidence: Math.sin(incidenceRad),
  sinApex: Math.sin(apexRad),
  cosApex: Math.cos(apexRad),
  sh: Math.sin(apexRad / 2),
  ch: Math.cos(apexRad / 2),
  inX: Math.cos(incidenceRad - apexRad / 2),
  inY: Math.sin(incidenceRad - apexRad / 2),
});

/** A prism pair fixed by its reference ray. */
export interface PrismPairGeometry {
  incidenceRad: number;
  apexRad: number;
  insertion1Mm: number;
  insertion2Mm: number;
  separationMm: number;
  /** Prism 2 apex position (mm), x along the bases, y up. */
  apex2X: number;
  apex2Y: number;
  /** Reference ray's exit point from prism 2 (mm). */
  exitRefX: number;
  exitRefY: number;
  /** Reference ray's paths (mm): glass in prism 1, air between the prisms, glass in prism 2. */
  glassPath1Mm: number;
  airPathMm: number;
  glassPath2Mm: number;
  /** Trigonometric constants of the angles (internal). */
  readonly frame: PrismPairFrame;
}

/** One traced ray: optical path to the common output plane and where it meets the faces. */
interface Trace {
  /** Optical path P (mm) from the entry point to the output reference plane. */
  pathMm: number;
  /** Distances (mm) from the apexes along the faces of the exit of prism 1, entry and exit of prism 2. */
  exit1FromApexMm: number;
  entry2FromApexMm: number;
  exit2FromApexMm: number;
  glass1: number;
  air: number;
  glass2: number;
  /** Exit point (of prism 1 after throughPrism1, of prism 2 after trace). */
  exitX: number;
  exitY: number;
  /** Direction of the ray between the prisms (unit vector). */
  dirX: number;
  dirY: number;
  /** Sine and cosine of the internal angle of incidence on prism 1's exit face, A - r1. */
  sinInner: number;
  cosInner: number;
  /** False when a surface reflects totally or the air path is not positive. */
  ok: boolean;
}

const T: Trace = {
  pathMm: 0,
  exit1FromApexMm: 0,
  entry2FromApexMm: 0,
  exit2FromApexMm: 0,
  glass1: 0,
  air: 0,
  glass2: 0,
  exitX: 0,
  exitY: 0,
  dirX: 0,
  dirY: 0,
  sinInner: 0,
  cosInner: 0,
  ok: false,
};

/**
 * Traces index n through prism 1 (entry point l1 from the apex): writes the exit point B, the direction of
 * the ray towards prism 2 and the internal angle into T. False on total internal reflection.
 * In the prism frame the entry face's inward normal is (cos h, -sin h) and its tangent towards the apex
 * (sin h, cos h); a direction at angle r from that normal is (cos(r - h), sin(r - h)).
 */
function throughPrism1(n: number, f: PrismPairFrame, l1: number): boolean {
  const s1 = f.sinIncidence / n;
  const c1 = Math.sqrt(1 - s1 * s1);
  // Internal incidence on the exit face: A - r1.
  const s2 = f.sinApex * c1 - f.cosApex * s1;
  const c2 = f.cosApex * c1 + f.sinApex * s1;
  const s3 = n * s2;
  if (!(Math.abs(s3) <= 1)) return false;
  const c3 = Math.sqrt(1 - s3 * s3);
  // Triangle apex-A-B: |AB| = l1 sin A / cos(r1 - A) (law of sines).
  const ab = (l1 * f.sinApex) / c2;
  // cos(r1 - h), sin(r1 - h)
  const dx = c1 * f.ch + s1 * f.sh;
  const dy = s1 * f.ch - c1 * f.sh;
  const bx = -l1 * f.sh + ab * dx;
  const by = -l1 * f.ch + ab * dy;
  T.glass1 = ab;
  T.exitX = bx;
  T.exitY = by;
  T.exit1FromApexMm = bx * f.sh - by * f.ch;
  // Exit direction at angle h - theta3 from +x.
  T.dirX = f.ch * c3 + f.sh * s3;
  T.dirY = f.sh * c3 - f.ch * s3;
  T.sinInner = s2;
  T.cosInner = c2;
  return true;
}

/**
 * Places prism 2 for the reference index: the reference ray enters prism 2 at l2 from its apex, and the
 * entry face of prism 1 and exit face of prism 2 are L apart. Null when the geometry fails (total internal
 * reflection, or the prisms would overlap: a non-positive air path).
 */
export function placePrismPair(
  nRef: number,
  incidenceRad: number,
  apexRad: number,
  separationMm: number,
  insertion1Mm: number,
  insertion2Mm: number,
): PrismPairGeometry | null {
  const f = frameOf(incidenceRad, apexRad);
  if (!throughPrism1(nRef, f, insertion1Mm)) return null;
  const bx = T.exitX;
  const by = T.exitY;
  // Unit normal of prism 1's entry face pointing into the pair: (cos h, -sin h).
  const bn = bx * f.ch - by * f.sh;
  const dn = T.dirX * f.ch - T.dirY * f.sh;
  const air = (separationMm - bn - insertion2Mm * f.sinApex) / dn;
  if (!(air > 0)) return null;
  const cx = bx + air * T.dirX;
  const cy = by + air * T.dirY;
  const geometry: PrismPairGeometry = {
    incidenceRad,
    apexRad,
    insertion1Mm,
    insertion2Mm,
    separationMm,
    apex2X: cx + insertion2Mm * f.sh,
    apex2Y: cy - insertion2Mm * f.ch,
    exitRefX: 0,
    exitRefY: 0,
    glassPath1Mm: 0,
    airPathMm: 0,
    glassPath2Mm: 0,
    frame: f,
  };
  trace(geometry, nRef);
  if (!T.ok) return null;
  geometry.exitRefX = T.exitX;
  geometry.exitRefY = T.exitY;
  geometry.glassPath1Mm = T.glass1;
  geometry.airPathMm = T.air;
  // The reference ray's path in prism 2 by the law of sines, l2 sin A / cos(A - r2) (as |AB| in prism 1),
  // so the path at zero insertion is exactly 0 (the intersection of the two faces leaves a residue).
  geometry.glassPath2Mm = (insertion2Mm * f.sinApex) / (f.cosApex * T.cosInner + f.sinApex * T.sinInner);
  return geometry;
}

/** Traces index n through the pair into T (the optical path needs exitRef, zero before placement). */
function trace(g: PrismPairGeometry, n: number): void {
  T.ok = false;
  const f = g.frame;
  if (!throughPrism1(n, f, g.insertion1Mm)) return;
  const { sh, ch } = f;
  const bx = T.exitX;
  const by = T.exitY;
  const dx = T.dirX;
  const dy = T.dirY;
  // Entry face of prism 2: apex2 + s (-sin h, cos h). Solve B + t d = apex2 + s e by Cramer's rule.
  const rx = g.apex2X - bx;
  const ry = g.apex2Y - by;
  const air = (-rx * ch - ry * sh) / (-dx * ch - dy * sh);
  const cx = bx + air * dx;
  const cy = by + air * dy;
  const sC = -(cx - g.apex2X) * sh + (cy - g.apex2Y) * ch;
  // Prism 2 is prism 1 turned by 180 deg: the ray leaves prism 1 at theta3 and so refracts into prism 2
  // at r2 with sin r2 = sin(theta3) / n = sin(A - r1); inside it runs at angle h - r2 from +x.
  const sr2 = T.sinInner;
  const cr2 = T.cosInner;
  // Exit face of prism 2: incidence A - r2; total reflection if n sin(A - r2) > 1.
  if (!(Math.abs(n * (f.sinApex * cr2 - f.cosApex * sr2)) <= 1)) return;
  const ex = ch * cr2 + sh * sr2;
  const ey = sh * cr2 - ch * sr2;
  // Exit face of prism 2: apex2 + s (sin h, cos h).
  const qx = g.apex2X - cx;
  const qy = g.apex2Y - cy;
  const cd = (-qx * ch + qy * sh) / (-ex * ch + ey * sh);
  const ox = cx + cd * ex;
  const oy = cy + cd * ey;
  // Output rays are parallel to the input direction.
  const ix = f.inX;
  const iy = f.inY;
  T.air = air;
  T.glass2 = cd;
  T.entry2FromApexMm = sC;
  T.exit2FromApexMm = (ox - g.apex2X) * sh + (oy - g.apex2Y) * ch;
  T.pathMm = n * (T.glass1 + cd) + air + (g.exitRefX - ox) * ix + (g.exitRefY - oy) * iy;
  T.exitX = ox;
  T.exitY = oy;
  T.ok = air > 0;
}

/** Whether the ray of index n passes through both prisms (no total reflection, inside every face). */
export function rayInBounds(g: PrismPairGeometry, n: number): boolean {
  trace(g, n);
  const tol = -1e-9;
  return T.ok && T.exit1FromApexMm >= tol && T.entry2FromApexMm >= tol && T.exit2FromApexMm >= tol;
}

/** The reference ray's entry point on prism 2 measured from its apex (mm) for index n (NaN if lost). */
export function entry2FromApexMm(g: PrismPairGeometry, n: number): number {
  trace(g, n);
  return T.ok ? T.entry2FromApexMm : Number.NaN;
}

/**
 * The angles of a pair at the reference index n (rad): Brewster incidence, and the apex of minimum deviation
 * there, when `brewster` (or no angle is given); else the given incidence and the given apex, or the apex of
 * minimum deviation for that incidence.
 */
export function prismPairAngles(
  n: number,
  brewster: boolean,
  angleDeg?: number,
  apexDeg?: number,
): { brewsterRad: number; incidenceRad: number; apexRad: number } {
  const brewsterRad = brewsterAngleRad(n);
  const incidenceRad = !brewster && angleDeg !== undefined ? degToRad(angleDeg) : brewsterRad;
  const apexRad = !brewster && apexDeg !== undefined ? degToRad(apexDeg) : minimumDeviationApexRad(n, incidenceRad);
  return { brewsterRad, incidenceRad, apexRad };
}

/** The optical path P (mm) of the ray of index n through a placed pair to the output plane; NaN when it is lost. */
export function prismPairPathMm(g: PrismPairGeometry, n: number): number {
  trace(g, n);
  return T.ok ? T.pathMm : Number.NaN;
}

export interface PrismPairDispersion {
  gddFs2: number;
  todFs3: number;
  /** Fourth derivative of the double-pass phase (fs^4), from the same samples. */
  fodFs4: number;
  /** The reference ray's optical path P(omega0) (mm) and the phase's first derivative 2 (P + omega P') / c (fs). */
  pathMm: number;
  groupDelayFs: number;
}

const SAMPLES = new Float64Array(7);

/**
 * Double-pass GDD (fs^2), TOD (fs^3) and FOD (fs^4) of the pair at wavelength x um for one axis of the prism
 * material, with the path and first derivative of the phase. NaN when a ray near x is lost (total internal
 * reflection). FOD = 2 (4 P''' + omega P'''') / c, P'''' from the 7-point stencil of the same samples (truncation
 * O(h^4); rounding 27 x 1e-16 P / h^4, of order 1 fs^4 for a 300 mm pair at 800 nm).
 */
export function prismPairDispersion(g: PrismPairGeometry, axis: CompiledAxis, xUm: number): PrismPairDispersion {
  const c = SPEED_OF_LIGHT_MM_PER_FS;
  const twoPiC = 2 * Math.PI * SPEED_OF_LIGHT_MM_PER_FS * 1000; // um/fs * 2 pi
  const w0 = twoPiC / xUm;
  const hw = 5e-3 * w0;
  for (let k = -3; k <= 3; k++) {
    trace(g, axis.n(twoPiC / (w0 + k * hw)));
    if (!T.ok)
      return {
        gddFs2: Number.NaN,
        todFs3: Number.NaN,
        fodFs4: Number.NaN,
        pathMm: Number.NaN,
        groupDelayFs: Number.NaN,
      };
    SAMPLES[k + 3] = T.pathMm;
  }
  const m3 = SAMPLES[0];
  const m2 = SAMPLES[1];
  const m1 = SAMPLES[2];
  const p0 = SAMPLES[3];
  const p1 = SAMPLES[4];
  const p2 = SAMPLES[5];
  const p3 = SAMPLES[6];
  const d1 = (-m3 + 9 * m2 - 45 * m1 + 45 * p1 - 9 * p2 + p3) / (60 * hw);
  const d2 = (2 * m3 - 27 * m2 + 270 * m1 - 490 * p0 + 270 * p1 - 27 * p2 + 2 * p3) / (180 * hw * hw);
  const d3 = (m3 - 8 * m2 + 13 * m1 - 13 * p1 + 8 * p2 - p3) / (8 * hw * hw * hw);
  const d4 = (-m3 + 12 * m2 - 39 * m1 + 56 * p0 - 39 * p1 + 12 * p2 - p3) / (6 * hw * hw * hw * hw);
  return {
    gddFs2: (2 * (2 * d1 + w0 * d2)) / c,
    todFs3: (2 * (3 * d2 + w0 * d3)) / c,
    fodFs4: (2 * (4 * d3 + w0 * d4)) / c,
    pathMm: p0,
    groupDelayFs: (2 * (p0 + w0 * d1)) / c,
  };
}
