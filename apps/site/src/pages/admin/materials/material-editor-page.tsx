/**
 * /admin/dashboard/materials/editor (docs/product.md §2, §5, §7 and §8): material selector, JSON editor
 * with the engine's validation inline, live n(lambda) preview, Save (PUT, 'Saved' 1.5 s), Save As
 * (name 'Type new name here'; 'Name cannot be empty'; 409 'Oops... this material already exist';
 * other errors as text; 'Saved as {name}' 2.5 s), Delete (confirm; 404; 'Deleted'), YAML import.
 */
import type { Material, MaterialGroup } from '@optics-toolbox/optics-engine';
import { MaterialSelect } from '@optics-toolbox/ui';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { catalogueOptions } from '../../../materials/catalogue-options.js';
import { useMaterials } from '../../../materials/materials-context.js';
import { usePageTitle } from '../../../page-title.js';
import {
  ApiError,
  getMaterial,
  listMaterialGroups,
  removeMaterial,
  restoreMaterial,
  saveMaterialAs,
  statusOf,
  updateMaterial,
} from '../admin-api.js';
import { usePopup } from '../popup.js';
import { checkMaterialText } from './material-check.js';
import { MaterialImport } from './material-import.js';
import { MaterialJsonEditor } from './material-json-editor.js';
import { MaterialPreview } from './material-preview.js';

export const SAVED_MS = 1500;
export const SAVED_AS_MS = 2500;

const pretty = (m: unknown) => JSON.stringify(m, null, 2);

/** The API's error list as text lines. */
const errorLines = (e: unknown): string[] => {
  if (!(e instanceof ApiError)) return [e instanceof Error ? e.message : String(e)];
  const list = e.body.errors?.map((x) => x.message) ?? [];
  return list.length ? list : [e.body.message ?? `HTTP ${e.status}`];
};

export default function MaterialEditorPage() {
  usePageTitle('Admin: material editor');
  const id = useId();
  const popup = usePopup();
  const [groups, setGroups] = useState<MaterialGroup[]>();
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState('');
  const [refused, setRefused] = useState('');
  const [newName, setNewName] = useState('');
  const [saveAsErrors, setSaveAsErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const check = useMemo(() => checkMaterialText(text), [text]);
  const deferred = useDeferredValue(check.material);

  // The calculators' shared materials are refreshed too, so a saved index shows without a page reload.
  const { reload: reloadShared, catalogue, catalogueStatus, loadCatalogue } = useMaterials();
  const inGroups = !!groups?.some((g) => g.materials.some((m) => m.key === key));
  const reloadList = useCallback(() => {
    reloadShared();
    return listMaterialGroups()
      .then(setGroups)
      .catch(() => setLoadError('The materials could not be loaded.'));
  }, [reloadShared]);
  useEffect(() => {
    void reloadList();
  }, [reloadList]);

  const choose = async (k: string) => {
    setKey(k);
    setRefused('');
    setSaveAsErrors([]);
    if (!k) {
      setText('');
      return;
    }
    try {
      setText(pretty((await getMaterial(k)).value));
    } catch {
      setLoadError(`Material ${k} could not be loaded.`);
    }
  };

  /** The material to send, or undefined (with the reason shown) when the editor holds a bad one. */
  const valid = (): Material | undefined => {
    if (check.material) {
      setRefused('');
      return check.material;
    }
    setRefused(`Not saved: ${check.issues[0]?.message ?? 'the JSON is not a valid material'}`);
    return undefined;
  };

  const save = async () => {
    const m = valid();
    if (!m || !key) return;
    setBusy(true);
    try {
      await updateMaterial(key, m);
      await popup.success('Saved', SAVED_MS);
      void reloadList();
    } catch (e) {
      // The server's reason beside the editor (docs/product.md §8 keeps the popup).
      setRefused(`Not saved: ${errorLines(e).join('; ')}`);
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const saveAs = async () => {
    setSaveAsErrors([]);
    const name = newName.trim();
    if (!name) {
      setSaveAsErrors(['Name cannot be empty']);
      return;
    }
    const m = valid();
    if (!m) return;
    setBusy(true);
    try {
      const r = await saveMaterialAs(name, { ...m, key: name, name });
      await reloadList();
      setKey(r.key);
      setText(pretty(r.value));
      setNewName('');
      await popup.success(`Saved as ${name}`, SAVED_AS_MS);
    } catch (e) {
      if (statusOf(e) === 409) await popup.error('Oops... this material already exist');
      else setSaveAsErrors(errorLines(e));
    } finally {
      setBusy(false);
    }
  };

  /** A seeded material back to the engine's original, or a catalogue page without the admin's edits. */
  const restore = async () => {
    if (!key) return;
    setBusy(true);
    try {
      await restoreMaterial(key);
      await reloadList();
      await choose(key);
      await popup.success('Restored', SAVED_MS);
    } catch (e) {
      if (statusOf(e) === 404) await popup.error(`${key} has no original to restore`);
      else await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!key) return;
    const ok = await popup.confirm(`Realy want delete ${key}?`, 'This will work irreversibly!', 'Delete');
    if (!ok) return;
    setBusy(true);
    try {
      await removeMaterial(key);
      await reloadList();
      await popup.show({
        title: 'Deleted',
        text: `${key} was deleted. The editor still shows it: use Save As to keep it.`,
        kind: 'success',
      });
    } catch (e) {
      if (statusOf(e) === 404) await popup.error(`${key} material not found`);
      else await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page admin-material-editor">
      <h1>Material editor</h1>
      {loadError && (
        <p className="ot-error" role="alert">
          {loadError}
        </p>
      )}
      <div className="admin-toolbar">
        <div className="ot-field admin-selector">
          <label htmlFor={`${id}-m`}>Material</label>
          <select id={`${id}-m`} className="ot-select" value={key} onChange={(e) => void choose(e.target.value)}>
            <option value="">Choose a material…</option>
            {key && !inGroups && <option value={key}>{key} (catalogue page)</option>}
            {groups?.map((g) => (
              <optgroup key={g.type} label={g.type}>
                {g.materials.map((m) => (
                  <option key={m.key} value={m.key}>
                    {m.name && m.name !== m.key ? `${m.key} — ${m.name}` : m.key}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="ot-button ot-primary" disabled={!key || busy} onClick={() => void save()}>
          Save
        </button>
        <button type="button" className="ot-button admin-danger" disabled={!key || busy} onClick={() => void remove()}>
          Delete
        </button>
        <button
          type="button"
          className="ot-button"
          disabled={!key || busy}
          onClick={() => void restore()}
          title="A seeded material back to its original; a catalogue page without your edits"
        >
          Restore original
        </button>
      </div>
      <div className="admin-toolbar">
        <MaterialSelect
          label="Catalogue page (refractiveindex.info)"
          options={[]}
          value={inGroups ? '' : key}
          onChange={(k) => void choose(k)}
          search={(q) => catalogueOptions(q, catalogue, [], new Set(), undefined)}
          onOpen={loadCatalogue}
          loading={catalogueStatus === 'loading'}
          valueLabel={inGroups ? '' : key}
        />
      </div>
      <div className="admin-toolbar">
        <div className="ot-field">
          <label htmlFor={`${id}-n`}>New material name</label>
          <input
            id={`${id}-n`}
            className="ot-input"
            placeholder="Type new name here"
            value={newName}
            aria-invalid={saveAsErrors.length > 0 ? true : undefined}
            onChange={(e) => setNewName(e.target.value)}
          />
        </div>
        <button type="button" className="ot-button" disabled={busy || text === ''} onClick={() => void saveAs()}>
          Save As
        </button>
      </div>
      {saveAsErrors.length > 0 && (
        <ul className="ot-error admin-save-as-errors" role="alert">
          {saveAsErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {refused && (
        <p className="ot-error" role="alert">
          {refused}
        </p>
      )}
      <MaterialImport
        onImported={(m) => {
          setText(pretty(m));
          setNewName(m.key);
        }}
      />
      <div className="admin-editor-grid">
        <MaterialJsonEditor value={text} onChange={setText} issues={text ? check.issues : []} label="Material JSON" />
        <MaterialPreview material={deferred} />
      </div>
    </section>
  );
}
