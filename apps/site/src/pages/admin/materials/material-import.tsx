/**
 * Import from refractiveindex.info YAML (optics-engine importMaterial): 1 file (isotropic), 2 (o, e)
 * or 3 (x, y, z), a key and a type; the result goes into the editor to review before Save As.
 */
import { importMaterial, type Material } from '@optics-toolbox/optics-engine';
import { useId, useState } from 'react';

export function MaterialImport({ onImported }: { onImported(m: Material): void }) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [key, setKey] = useState('');
  const [type, setType] = useState('crystal');
  const [error, setError] = useState('');
  const run = async () => {
    setError('');
    if (!key.trim()) {
      setError('Give the new material a key.');
      return;
    }
    try {
      const texts = await Promise.all(files.map(async (f) => ({ text: await f.text(), source: f.name })));
      onImported(importMaterial(texts, { key: key.trim(), type: type.trim() || 'crystal' }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <details className="admin-import">
      <summary>Import from refractiveindex.info YAML</summary>
      <div className="ot-field">
        <label htmlFor={`${id}-f`}>YAML files (1 isotropic; 2: o, e; 3: x, y, z — in that order)</label>
        <input
          id={`${id}-f`}
          type="file"
          accept=".yml,.yaml,text/yaml,application/x-yaml"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </div>
      <div className="admin-grid-2">
        <div className="ot-field">
          <label htmlFor={`${id}-k`}>Key of the imported material</label>
          <input id={`${id}-k`} className="ot-input" value={key} onChange={(e) => setKey(e.target.value)} />
        </div>
        <div className="ot-field">
          <label htmlFor={`${id}-t`}>Type of the imported material</label>
          <input id={`${id}-t`} className="ot-input" value={type} onChange={(e) => setType(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="ot-button" disabled={files.length === 0} onClick={() => void run()}>
        Import into the editor
      </button>
    </details>
  );
}
