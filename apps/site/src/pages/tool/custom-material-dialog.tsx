import { useState } from 'react';
import { Dialog } from '../../components/dialog.js';
import { parseCustomMaterial } from '../../materials/custom-materials.js';
import { useMaterials } from '../../materials/materials-context.js';

/**
 * Adds a custom material (a Material JSON, or one refractiveindex.info YAML file for an isotropic
 * material) kept in this browser; `onAdded` selects it on the page.
 */
export function CustomMaterialDialog(props: { open: boolean; onClose(): void; onAdded(key: string): void }) {
  const { custom, addCustom, removeCustom } = useMaterials();
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isJson = text.trim().startsWith('{');
  return (
    <Dialog title="Custom materials" open={props.open} onClose={props.onClose}>
      <p className="ot-hint">
        Paste a Material JSON (fields of the material database) or a refractiveindex.info YAML file. Custom materials
        stay in this browser and appear in every material selector.
      </p>
      <div className="ot-field">
        <label htmlFor="custom-text">Material JSON or YAML</label>
        <textarea
          id="custom-text"
          className="ot-textarea"
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
      </div>
      {!isJson && (
        <div className="custom-names">
          <div className="ot-field">
            <label htmlFor="custom-key">Key</label>
            <input id="custom-key" className="ot-input" value={key} onChange={(e) => setKey(e.target.value)} />
          </div>
          <div className="ot-field">
            <label htmlFor="custom-name">Name</label>
            <input id="custom-name" className="ot-input" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
        </div>
      )}
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="ot-button ot-primary"
        disabled={!text.trim()}
        onClick={() => {
          try {
            const m = parseCustomMaterial(text, key, name);
            addCustom(m);
            setError(null);
            setText('');
            props.onAdded(m.key);
            props.onClose();
          } catch (e) {
            setError((e as Error).message);
          }
        }}
      >
        Add material
      </button>
      {custom.length > 0 && (
        <>
          <h3>Your materials</h3>
          <ul className="custom-list">
            {custom.map((m) => (
              <li key={m.key}>
                {m.name} <code>{m.key}</code>{' '}
                <button type="button" className="ot-button" onClick={() => removeCustom(m.key)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
