/**
 * /admin/dashboard/schemes (and /{name}): the scheme selector, shown once the schemes are loaded
 * (they load when the screen opens); choosing one opens it in the planner below the selector.
 */
import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { deleteScheme, listSchemes, type SchemeSummary } from './admin-api.js';
import { EmbeddedPlanner } from './embedded-planner.js';
import { usePopup } from './popup.js';

export const schemeLabel = (s: SchemeSummary): string =>
  [s.name, s.title, s.author && `by ${s.author}`].filter(Boolean).join(' — ');

export default function SchemesPage() {
  const { name } = useParams();
  usePageTitle(name ? `Admin: scheme ${name}` : 'Admin: schemes');
  const id = useId();
  const navigate = useNavigate();
  const [schemes, setSchemes] = useState<SchemeSummary[]>();
  const [error, setError] = useState('');
  const popup = usePopup();
  const chosen = schemes?.find((s) => s.name === name);
  /** Deletes the chosen scheme (a duplicate, say) after a confirmation, and goes back to the list. */
  const remove = async () => {
    if (!chosen) return;
    const ok = await popup.confirm(
      'Delete this scheme?',
      `Scheme ${chosen.name} and its image go for good.`,
      'Yes, delete it!',
    );
    if (!ok) return;
    try {
      await deleteScheme(chosen.id);
      setSchemes((list) => list?.filter((s) => s.id !== chosen.id));
      navigate('/admin/dashboard/schemes');
    } catch {
      setError(`Scheme ${chosen.name} could not be deleted.`);
    }
  };
  useEffect(() => {
    listSchemes()
      .then(setSchemes)
      .catch(() => setError('The schemes could not be loaded.'));
  }, []);
  return (
    <section className="admin-page">
      <h1>Schemes</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      {!schemes && !error && <BusyIndicator label="Loading schemes…" />}
      {schemes && (
        <div className="ot-field admin-selector">
          <label htmlFor={id}>Scheme</label>
          <select
            id={id}
            className="ot-select"
            value={name ?? ''}
            onChange={(e) =>
              e.target.value && navigate(`/admin/dashboard/schemes/${encodeURIComponent(e.target.value)}`)
            }
          >
            <option value="">Choose a scheme…</option>
            {schemes.map((s) => (
              <option key={s.id} value={s.name}>
                {schemeLabel(s)}
              </option>
            ))}
          </select>
          {chosen && (
            <button type="button" className="ot-button admin-danger" onClick={() => void remove()}>
              Delete scheme
            </button>
          )}
        </div>
      )}
      {name && <EmbeddedPlanner key={name} schemeName={name} />}
    </section>
  );
}
