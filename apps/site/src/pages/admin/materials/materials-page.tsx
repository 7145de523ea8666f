/**
 * /admin/dashboard/materials: the materials grouped by type, each group a collapsible table with
 * the columns Name, Info, Type, N2 Defined and Birefringence Type (the data field keeps the spelling birefrigerence_type).
 * The nonlinear crystals are grouped once more by compound: the variants of one crystal (BBO and SNLO's BBO_1..3,
 * the KTP growths, the LiNbO3 dopings) sit under one heading that names the compound and SNLO's names.
 */
import { hasN2, type Material, type MaterialGroup, type MaterialListRow } from '@optics-toolbox/optics-engine';
import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../page-title.js';
import { listMaterialGroups } from '../admin-api.js';

/** A row of the list (docs/product.md §3: name, info, type, n2_defined, birefrigerence_type). */
export const materialRow = (m: Material): MaterialListRow => ({
  name: m.name || m.key,
  info: m.info ?? '',
  type: m.type,
  n2_defined: hasN2(m),
  birefrigerence_type: m.NumberOfAxis === 0 ? '' : (m.birefrigerence_type ?? ''),
});

/** Rows per page of a group's table: a long group is paged, never rendered whole. */
export const PAGE_ROWS = 50;

/** The compound of a crystal: its key before the source suffix (`LiNbO3_MgO` → `LiNbO3`). */
export const compoundOf = (m: Material): string => m.key.split('_')[0];

/**
 * The crystals in compound order (compounds alphabetically, case-insensitive; within one, the key
 * without a suffix first), with a heading per compound naming its SNLO names.
 */
export function byCompound(materials: readonly Material[]): { sorted: Material[]; headings: Map<string, string> } {
  const sorted = [...materials].sort(
    (a, b) =>
      compoundOf(a).localeCompare(compoundOf(b), 'en', { sensitivity: 'base' }) ||
      a.key.length - b.key.length ||
      a.key.localeCompare(b.key),
  );
  const snlo = new Map<string, string[]>();
  for (const m of sorted) {
    const names = snlo.get(compoundOf(m)) ?? [];
    if (m.snlo) names.push(m.snlo);
    snlo.set(compoundOf(m), names);
  }
  const headings = new Map<string, string>();
  for (const [c, names] of snlo) headings.set(c, names.length ? `${c} (SNLO: ${names.join(', ')})` : c);
  return { sorted, headings };
}

function GroupTable({ materials, crystals }: { materials: readonly Material[]; crystals: boolean }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(materials.length / PAGE_ROWS));
  const grouped = crystals ? byCompound(materials) : undefined;
  const list = grouped ? grouped.sorted : materials;
  const shown = list.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Info</th>
            <th scope="col">Type</th>
            <th scope="col">N2 Defined</th>
            <th scope="col">Birefringence Type</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((m, i) => {
            const r = materialRow(m);
            const row = (
              <tr key={m.key}>
                <td>{r.name}</td>
                <td>{r.info}</td>
                <td>{r.type}</td>
                <td>{r.n2_defined ? 'Yes' : 'No'}</td>
                <td>{r.birefrigerence_type}</td>
              </tr>
            );
            // A heading where a compound starts, and again at the top of a page that continues one.
            if (!grouped || (i > 0 && compoundOf(shown[i - 1]) === compoundOf(m))) return row;
            return [
              <tr key={`compound:${m.key}`} className="admin-subgroup">
                <th scope="rowgroup" colSpan={5}>
                  {grouped.headings.get(compoundOf(m))}
                </th>
              </tr>,
              row,
            ];
          })}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="admin-pager" aria-label="Pages">
          <button type="button" className="ot-button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            {page + 1} / {pages}
          </span>
          <button type="button" className="ot-button" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}

export default function MaterialsPage() {
  usePageTitle('Admin: materials');
  const [groups, setGroups] = useState<MaterialGroup[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    listMaterialGroups()
      .then(setGroups)
      .catch(() => setError('The materials could not be loaded.'));
  }, []);
  return (
    <section className="admin-page">
      <h1>Materials</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      {!groups && !error && <BusyIndicator label="Loading materials…" />}
      {groups?.map((g) => (
        <details key={g.type} className="admin-group" open>
          <summary>
            {g.type} <span className="ot-hint">({g.materials.length})</span>
          </summary>
          <GroupTable materials={g.materials} crystals={g.type === 'nonlinear crystal'} />
        </details>
      ))}
    </section>
  );
}
