/**
 * The edit-order rule of linked fields (docs/product.md §4): of fields bound by one relation, editing one
 * recomputes the one edited least recently. `order` lists the fields least recently edited first. The
 * engine's wavelength-triple reducer and the site's linked inputs both keep their edit order with this.
 */
export function recordEdit<F>(order: readonly F[], edited: F): { order: F[]; recompute: F } {
  const next = [...order.filter((f) => f !== edited), edited];
  return { order: next, recompute: next[0] };
}
