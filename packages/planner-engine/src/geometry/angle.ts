/**
 * Planner angles: degrees clockwise, canonical in [0, 360) and quantised to multiples of
 * 2^-32 degree. The quantum makes the 90 degree rotation exact in binary floating point: a
 * canonical angle is k * 2^-32 with k < 360 * 2^32 < 2^41, so adding or subtracting 90 or 360
 * needs at most 42 significant bits and never rounds. Four quarter turns are therefore exactly the
 * identity for every angle, including the arbitrary ones of tubes snapped between terminals.
 * The quantum (2.3e-10 degree) moves the end of a 5 m tube by 2e-8 mm.
 */

const QUANTUM_PER_DEG = 2 ** 32;

/** Canonical form of an angle in degrees: quantised, wrapped to [0, 360), never -0. */
export function normalizeAngleDeg(angleDeg: number): number {
  let a = Math.round(angleDeg * QUANTUM_PER_DEG) / QUANTUM_PER_DEG;
  a %= 360;
  if (a < 0) a += 360;
  if (a >= 360) a -= 360;
  return a === 0 ? 0 : a;
}

/** Exact quarter turn of a canonical angle: +90 (clockwise) or -90 degrees. */
export function quarterTurnDeg(angleDeg: number, direction: 1 | -1): number {
  let a = angleDeg + 90 * direction;
  if (a >= 360) a -= 360;
  if (a < 0) a += 360;
  return a === 0 ? 0 : a;
}

/**
 * Cosine and sine of a canonical angle, exact (0, 1, -1) at multiples of 90 degrees so that
 * right-angle rotations of terminals and footprints carry no rounding noise.
 */
const QUARTERS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

export function cosSinDeg(angleDeg: number): readonly [number, number] {
  switch (angleDeg) {
    case 0:
      return QUARTERS[0];
    case 90:
      return QUARTERS[1];
    case 180:
      return QUARTERS[2];
    case 270:
      return QUARTERS[3];
    default: {
      const r = (angleDeg * Math.PI) / 180;
      return [Math.cos(r), Math.sin(r)];
    }
  }
}
