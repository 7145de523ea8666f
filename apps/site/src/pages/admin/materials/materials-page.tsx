/**
 * /admin/dashboard/materials: the materials grouped by type, each group a collapsible table with
 * the columns Name, Info, Type, N2 Defined and Birefringence Type (the data field keeps the spelling birefrigerence_type).
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

function GroupTable({ materials }: { materials: readonly Material[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(materials.length / PAGE_ROWS));
  const shown = materials.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
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
          {shown.map((m) => {
            const r = materialRow(m);
            return (
              <tr key={m.key}>
                <td>{r.name}</td>
                <td>{r.info}</td>
                <td>{r.type}</td>
                <td>{r.n2_defined ? 'Yes' : 'No'}</td>
                <td>{r.birefrigerence_type}</td>
              </tr>
            );
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
          <GroupTable materials={g.materials} />
        </details>
      ))}
    </section>
  );
}
