/**
 * /admin/dashboard/materials: the materials grouped by type, each group a collapsible table with
 * the columns of docs/product.md (Name, Info, Type, N2 Defined, Birefrigerence Type).
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
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Info</th>
                <th scope="col">Type</th>
                <th scope="col">N2 Defined</th>
                <th scope="col">Birefrigerence Type</th>
              </tr>
            </thead>
            <tbody>
              {g.materials.map((m) => {
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
        </details>
      ))}
    </section>
  );
}
