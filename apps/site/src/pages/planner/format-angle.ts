/**
 * An angle as the planner shows it: degrees to 0.1° (display rounding is the page's, docs/product.md §1),
 * never '-0.0°' or '360.0°' (an angle just under 360° rounds to 0.0°).
 */
export function formatAngle(angleDeg: number): string {
  const tenths = Math.round(angleDeg * 10) % 3600;
  const t = tenths < 0 ? tenths + 3600 : tenths;
  return `${(t / 10).toFixed(1)}°`;
}
