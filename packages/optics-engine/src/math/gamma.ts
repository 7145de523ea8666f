/**
 * The Gamma function by the Lanczos approximation (g = 7, 9 coefficients), relative error about 1e-15
 * for real arguments (checked against DLMF values in the tests). C. Lanczos, SIAM J. Numer. Anal. B 1,
 * 86 (1964); the g = 7, n = 9 coefficient set of P. Godfrey, as printed in the Wikipedia article
 * "Lanczos approximation".
 */

const LANCZOS_G = 7;
// the published 17-digit coefficients, written as the doubles they round to
const LANCZOS_COEFFICIENTS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];
const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

/**
 * Gamma(x) for real x that is not a non-positive integer (reflection formula below 1/2).
 * @example gamma(1.5) // sqrt(pi)/2 = 0.886226925452758
 */
export function gamma(x: number): number {
  if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gamma(1 - x));
  const z = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) sum += LANCZOS_COEFFICIENTS[i] / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return SQRT_TWO_PI * t ** (z + 0.5) * Math.exp(-t) * sum;
}
