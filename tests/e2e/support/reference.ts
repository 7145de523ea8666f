/**
 * Independent reference formulas for the browser tests (written here, not taken from the engine).
 * Fused silica: I. H. Malitson, "Interspecimen comparison of the refractive index of fused silica",
 * J. Opt. Soc. Am. 55, 1205 (1965), three-term Sellmeier, lambda in micrometres, 0.21-6.7 um.
 */
export const C_M_PER_S = 299792458;

export function fusedSilicaN(um: number): number {
  const l2 = um * um;
  const term = (b: number, c: number) => (b * l2) / (l2 - c * c);
  return Math.sqrt(1 + term(0.6961663, 0.0684043) + term(0.4079426, 0.1162414) + term(0.8974794, 9.896161));
}

/** Group index n - lambda dn/dlambda by a central difference (h = 1e-4 um; error ~ h^2 n''' ~ 1e-8). */
export function fusedSilicaGroupIndex(um: number): number {
  const h = 1e-4;
  const d = (fusedSilicaN(um + h) - fusedSilicaN(um - h)) / (2 * h);
  return fusedSilicaN(um) - um * d;
}

export const deg = (rad: number) => (rad * 180) / Math.PI;
export const rad = (d: number) => (d * Math.PI) / 180;

/** Number shown in a page field or output (display text, minus signs and exponents allowed). */
export const shown = (text: string | null): number => Number((text ?? '').trim().replace('−', '-'));
