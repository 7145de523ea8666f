/**
 * /admin/dashboard/specs (docs/product.md §3, §7 and §8): the light-source specs as JSON — the product
 * (tuning-curve) spec list and the harmonic module map, each in the shape its GET returns — with
 * optics-engine's validation inline (every issue names its field), and Save (PUT of the whole
 * document; 'Saved' 1.5 s; failures 'Oops...' / 'Something went wrong!'). A text with issues is not
 * sent: the first issue is shown naming its field. After a save the chart pages load the specs again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePageTitle } from '../../../page-title.js';
import { forgetLightSpecs } from '../../charts/light-specs.js';
import { ApiError, getHarmonicSpecs, getProductSpecs, putHarmonicSpecs, putProductSpecs } from '../admin-api.js';
import { MaterialJsonEditor } from '../materials/material-json-editor.js';
import { usePopup } from '../popup.js';
import { checkHarmonicSpecsText, checkProductSpecsText, type SpecCheck } from './spec-check.js';

/** The success popup lasts 1.5 s (docs/product.md §8). */
const SAVED_MS = 1500;

const pretty = (x: unknown) => JSON.stringify(x, null, 2);

interface SpecEditorProps {
  title: string;
  /** Accessible names: the editor's, and the issue list's. */
  label: string;
  issuesLabel: string;
  load(): Promise<unknown>;
  check(text: string): SpecCheck<unknown>;
  save(value: unknown): Promise<void>;
}

function SpecEditor({ title, label, issuesLabel, load, check: checkText, save }: SpecEditorProps) {
  const popup = usePopup();
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState('');
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);
  const check = useMemo(() => checkText(text), [checkText, text]);

  const reload = useCallback(
    () =>
      load()
        .then((v) => setText(pretty(v)))
        .catch(() => setLoadError(`${title} could not be loaded.`)),
    [load, title],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const onSave = async () => {
    if (check.value === undefined) {
      setRefused(`Not saved: ${check.issues[0]?.message ?? 'the JSON is not valid'}`);
      return;
    }
    setRefused('');
    setBusy(true);
    try {
      await save(check.value);
      forgetLightSpecs();
      await popup.success('Saved', SAVED_MS);
      void reload();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.body.message) setRefused(`Not saved: ${e.body.message}`);
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-spec-editor" aria-label={title}>
      <div className="admin-toolbar">
        <h2>{title}</h2>
        <button type="button" className="ot-button ot-primary" disabled={busy || !text} onClick={() => void onSave()}>
          Save {title.toLowerCase()}
        </button>
      </div>
      {loadError && (
        <p className="ot-error" role="alert">
          {loadError}
        </p>
      )}
      {refused && (
        <p className="ot-error" role="alert">
          {refused}
        </p>
      )}
      <MaterialJsonEditor
        value={text}
        onChange={setText}
        issues={text ? check.issues : []}
        label={label}
        issuesLabel={issuesLabel}
        height="420px"
      />
    </section>
  );
}

export default function SpecsPage() {
  usePageTitle('Admin: light-source specs');
  return (
    <section className="admin-page admin-specs">
      <h1>Light-source specs</h1>
      <p className="ot-hint">
        Each document is saved as a whole, in the shape the API serves it (GET /api/products/specs and GET
        /api/products/harmonicOptimizationSpec).
      </p>
      <SpecEditor
        title="Product specs"
        label="Product specs JSON"
        issuesLabel="Problems in the product specs"
        load={getProductSpecs}
        check={checkProductSpecsText}
        save={putProductSpecs}
      />
      <SpecEditor
        title="Harmonic spec"
        label="Harmonic spec JSON"
        issuesLabel="Problems in the harmonic spec"
        load={getHarmonicSpecs}
        check={checkHarmonicSpecsText}
        save={putHarmonicSpecs}
      />
    </section>
  );
}
