/**
 * The one parser of numbers typed by a person (page fields, CSV cells, form posts, the CLI): blanks around
 * the number are allowed and a comma is accepted as the decimal point (docs/product.md §5), so "1,5" is
 * 1.5. Only a plain decimal with an optional exponent is a number ("1e3", ".5", "-2,"); anything else —
 * letters, hex, "Infinity", a thousands separator, two decimal marks — is NaN, so the caller can name the
 * field and keep what the user typed.
 */
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i;

/** The number in `text`, or NaN when it is blank or not a plain decimal. */
export function parseDecimal(text: string): number {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}
