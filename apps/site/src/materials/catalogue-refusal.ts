/**
 * The site's material library, refusing catalogue pages without a refractive index the way the engine's
 * catalogue library does: a page with the extinction coefficient k only (listed in the selector, marked
 * "k only") gives the engine's message naming the field and the address, not "unknown material".
 */
import { type CatalogueEntry, catalogueRefusal, type MaterialLibrary } from '@optics-toolbox/optics-engine';

export function refusingLibrary(library: MaterialLibrary, entries: readonly CatalogueEntry[] | null): MaterialLibrary {
  if (!entries) return library;
  let byAddress: Map<string, CatalogueEntry> | undefined;
  const entry = (address: string) => {
    if (!byAddress) {
      byAddress = new Map();
      for (const e of entries) {
        if (!byAddress.has(e.address)) byAddress.set(e.address, e);
        if (!byAddress.has(e.address.toLowerCase())) byAddress.set(e.address.toLowerCase(), e);
      }
    }
    return byAddress.get(address) ?? byAddress.get(address.toLowerCase());
  };
  return {
    ...library,
    material(ref, field = 'material') {
      if (typeof ref === 'string' && !library.find(ref)) {
        const e = entry(ref);
        const refusal = e && catalogueRefusal(e, (e.same ? entry(e.same) : undefined) ?? e, field);
        if (refusal) throw refusal;
      }
      return library.material(ref, field);
    },
  };
}
