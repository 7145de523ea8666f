/**
 * /admin/dashboard/presets/register (and /{schemeName}): a new preset from a saved layout. The
 * layout selector opens the chosen layout in the planner; the preset panel registers it
 * (multipart Title, Category, SchemeId, Image; 201).
 */
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../page-title.js';
import { listSchemes, registerPreset, type SchemeSummary } from '../admin-api.js';
import { EmbeddedPlanner } from '../embedded-planner.js';
import { schemeLabel } from '../schemes-page.js';
import { PresetPanel, presetForm } from './preset-panel.js';

export default function PresetRegisterPage() {
  const { name } = useParams();
  usePageTitle('Admin: new preset');
  const id = useId();
  const navigate = useNavigate();
  const [schemes, setSchemes] = useState<SchemeSummary[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    listSchemes()
      .then(setSchemes)
      .catch(() => setError('The layouts could not be loaded.'));
  }, []);
  return (
    <section className="admin-page">
      <h1>New preset</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      <div className="ot-field admin-selector">
        <label htmlFor={id}>Layout</label>
        <select
          id={id}
          className="ot-select"
          value={name ?? ''}
          disabled={!schemes}
          onChange={(e) =>
            navigate(
              e.target.value
                ? `/admin/dashboard/presets/register/${encodeURIComponent(e.target.value)}`
                : '/admin/dashboard/presets/register',
            )
          }
        >
          <option value="">Choose a saved layout…</option>
          {schemes?.map((s) => (
            <option key={s.id} value={s.name}>
              {schemeLabel(s)}
            </option>
          ))}
        </select>
      </div>
      {name ? (
        <>
          <PresetPanel
            onSave={async (f) => {
              await registerPreset(presetForm({ ...f, schemeId: name }));
            }}
          />
          <EmbeddedPlanner key={name} />
        </>
      ) : (
        <p className="ot-hint">Choose a layout saved with the planner; it becomes the preset's layout.</p>
      )}
    </section>
  );
}
