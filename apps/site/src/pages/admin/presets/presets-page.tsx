/**
 * /admin/dashboard/presets (and /{schemeId}): the preset selector and, once one is chosen, an Edit
 * button that toggles the planner (docs/product.md "Admin screens"). The planner runs in preset mode on the
 * preset's layout: title, category, save preset (layout, title, category and image) and delete.
 */
import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../page-title.js';
import { listPresets, type Preset } from '../admin-api.js';
import { EmbeddedPlanner } from '../embedded-planner.js';

export default function PresetsPage() {
  const { name } = useParams();
  usePageTitle(name ? `Admin: preset ${name}` : 'Admin: presets');
  const id = useId();
  const navigate = useNavigate();
  const [presets, setPresets] = useState<Preset[]>();
  const [error, setError] = useState('');
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    listPresets()
      .then(setPresets)
      .catch(() => setError('The presets could not be loaded.'));
  }, []);
  const preset = presets?.find((p) => p.schemeId === name);
  return (
    <section className="admin-page">
      <h1>Presets</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      {!presets && !error && <BusyIndicator label="Loading presets…" />}
      {presets && (
        <div className="admin-toolbar">
          <div className="ot-field admin-selector">
            <label htmlFor={id}>Preset</label>
            <select
              id={id}
              className="ot-select"
              value={name ?? ''}
              onChange={(e) => {
                setEditing(false);
                navigate(
                  e.target.value
                    ? `/admin/dashboard/presets/${encodeURIComponent(e.target.value)}`
                    : '/admin/dashboard/presets',
                );
              }}
            >
              <option value="">Choose a preset…</option>
              {presets.map((p) => (
                <option key={p.id} value={p.schemeId}>
                  {p.category} — {p.title}
                </option>
              ))}
            </select>
          </div>
          {preset && (
            <button type="button" className="ot-button" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
              Edit
            </button>
          )}
        </div>
      )}
      {presets && !name && (
        // The presets are listed at once (no Edit press needed to see what there is).
        <ul className="admin-preset-list">
          {presets.map((p) => (
            <li key={p.id}>
              <Link to={`/admin/dashboard/presets/${encodeURIComponent(p.schemeId)}`}>
                {p.imageFilename && <img src={p.imageFilename} alt="" width={160} />}
                <span>
                  {p.category} — {p.title}
                </span>
              </Link>
            </li>
          ))}
          {presets.length === 0 && <li>No presets yet.</li>}
        </ul>
      )}
      {presets && name && !preset && <p role="alert">No preset uses the layout {name}.</p>}
      {preset?.imageFilename && !editing && (
        <img className="admin-preset-image" src={preset.imageFilename} alt={`Preset ${preset.title}`} />
      )}
      {preset && editing && <EmbeddedPlanner key={preset.id} presetMode presetId={String(preset.id)} />}
    </section>
  );
}
