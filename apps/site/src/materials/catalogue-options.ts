/**
 * The material selector's options over the whole catalogue: the engine's ranked search (curated and
 * custom materials, then catalogue pages), filtered by the input's materialFilter, grouped by shelf,
 * at most `limit` of them.
 */
import { type CatalogueEntry, type InputSpec, type Material, searchCatalogue } from '@optics-toolbox/optics-engine';
import type { MaterialOption } from '@optics-toolbox/ui';
import { acceptsMaterial } from '../pages/tool/material-filter.js';

function entryAccepted(filter: InputSpec['materialFilter'], e: CatalogueEntry): boolean {
  // Pages the import rejected have nothing to show. Pages with k only are listed (marked "k only") where
  // any material is accepted; choosing one gives the engine's refusal (catalogue-refusal.ts).
  if (e.kind === 'rejected') return false;
  if (e.kind === 'k-only') return filter === undefined;
  switch (filter) {
    case undefined:
      return true;
    case 'n2':
      return e.hasN2;
    case 'birefringent':
    case 'qpm':
      return e.kind === 'crystal';
    case 'uniaxial':
      return e.kind === 'crystal' && e.numberOfAxis === 1;
    case 'nonlinear':
      return false;
  }
}

const tags = (e: CatalogueEntry) =>
  [
    e.kind === 'k-only' ? 'k only' : '',
    e.address,
    e.glassCode ? `code ${e.glassCode.split('.')[0]}` : '',
    e.nd ? `nd ${e.nd}` : '',
    e.hasThermal ? 'thermal' : '',
    e.hasK && e.kind !== 'k-only' ? 'k' : '',
    e.hasN2 ? 'n2' : '',
  ]
    .filter(Boolean)
    .join(' · ');

export function catalogueOptions(
  query: string,
  entries: readonly CatalogueEntry[] | null,
  curated: readonly Material[],
  customKeys: ReadonlySet<string>,
  filter: InputSpec['materialFilter'],
  limit = 50,
): MaterialOption[] {
  const out: MaterialOption[] = [];
  for (const h of searchCatalogue(query, entries ?? [], curated, 400)) {
    if (h.material) {
      if (!acceptsMaterial(filter, h.material)) continue;
      const custom = customKeys.has(h.key);
      out.push({
        key: h.key,
        name: h.material.name,
        alias: h.material.alias,
        type: h.material.type,
        group: custom ? 'Custom materials' : 'Common materials',
        custom,
        detail: [h.key, ...(h.material.alias ?? [])].join(', '),
      });
    } else if (h.entry && entryAccepted(filter, h.entry)) {
      out.push({ key: h.key, name: h.label, group: h.entry.shelfName, detail: tags(h.entry) });
    }
    if (out.length >= limit) break;
  }
  return out;
}
