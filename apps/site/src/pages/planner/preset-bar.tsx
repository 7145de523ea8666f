/**
 * Preset mode (docs/product.md "Planner", sections 5 and 8): title and category inputs, Save preset and
 * Delete preset. A save needs both fields, else the preset error flag; success shows 'Your work
 * has been saved' for 1.5 s. A new preset is made from a copy of the layout
 * (POST /api/presets/fromScheme); an existing one has its layout updated in place and its
 * title, category and preview image replaced.
 */
import { productListOf, type Scheme } from '@optics-toolbox/planner-engine';
import { useEffect, useId, useState } from 'react';
import { HttpStatusError } from '../../api.js';
import { deletePreset, type PresetSummary, presetFromScheme, updatePreset, updateScheme } from './planner-api.js';
import { forRegistration } from './save-rules.js';
import type { PlannerStore } from './use-planner.js';

/** How long the success message stays, ms (docs/product.md §8: 1.5 s). */
export const PRESET_SAVED_MS = 1500;

export interface PresetBarProps {
  store: PlannerStore;
  /** The preset being edited; undefined registers a new one. */
  preset: PresetSummary | undefined;
  thumbnail(): Promise<Blob | null>;
  onSaved(preset: PresetSummary): void;
  onDeleted(): void;
}

/** Registers or updates a preset from the layout on the canvas; resolves to the preset. */
export async function savePreset(
  scheme: Scheme,
  preset: PresetSummary | undefined,
  title: string,
  category: string,
  image: Blob | null,
): Promise<PresetSummary> {
  let target = preset;
  if (target && scheme.id) await updateScheme(scheme);
  else target = await presetFromScheme(forRegistration(scheme), title, category);
  await updatePreset(target.id, title, category, image);
  return { ...target, title, category };
}

export function PresetBar({ store, preset, thumbnail, onSaved, onDeleted }: PresetBarProps) {
  const id = useId();
  const [title, setTitle] = useState(preset?.title ?? '');
  const [category, setCategory] = useState(preset?.category ?? '');
  const [flag, setFlag] = useState<'' | 'missing' | 'failed' | 'saved' | 'deleted'>('');
  // The server's reason for a refused save or delete, shown with the failure.
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTitle(preset?.title ?? '');
    setCategory(preset?.category ?? '');
  }, [preset]);
  useEffect(() => {
    if (flag !== 'saved') return;
    const t = setTimeout(() => setFlag(''), PRESET_SAVED_MS);
    return () => clearTimeout(t);
  }, [flag]);

  const save = async () => {
    if (!title.trim() || !category.trim()) return setFlag('missing');
    setBusy(true);
    try {
      const image = await thumbnail();
      const st = store.current();
      const scheme = { ...st.scheme, products: productListOf(st.scheme, store.catalogue) };
      onSaved(await savePreset(scheme, preset, title.trim(), category.trim(), image));
      setFlag('saved');
    } catch (e) {
      setReason(e instanceof HttpStatusError && e.reason ? e.reason : '');
      setFlag('failed');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!preset || !window.confirm(`Delete the preset ${preset.title}? This will work irreversibly!`)) return;
    setBusy(true);
    try {
      await deletePreset(preset.id);
      setFlag('deleted');
      onDeleted();
    } catch (e) {
      setReason(e instanceof HttpStatusError && e.reason ? e.reason : '');
      setFlag('failed');
    } finally {
      setBusy(false);
    }
  };
  const error = flag === 'missing' || flag === 'failed';
  return (
    <div className="planner-preset-bar">
      <label htmlFor={`${id}-t`}>Preset title</label>
      <input
        id={`${id}-t`}
        value={title}
        maxLength={200}
        aria-invalid={flag === 'missing' && !title.trim()}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor={`${id}-c`}>Category</label>
      <input
        id={`${id}-c`}
        value={category}
        maxLength={200}
        aria-invalid={flag === 'missing' && !category.trim()}
        onChange={(e) => setCategory(e.target.value)}
      />
      <button type="button" className="ot-button planner-primary" disabled={busy} onClick={() => void save()}>
        Save preset
      </button>
      {preset && (
        <button type="button" className="ot-button" disabled={busy} onClick={() => void remove()}>
          Delete preset
        </button>
      )}
      <span role="status" className={error ? 'planner-error' : 'planner-indicator-ok'}>
        {flag === 'missing' && 'A preset needs a title and a category.'}
        {flag === 'failed' && `The preset could not be saved${reason ? `: ${reason}` : '.'}`}
        {flag === 'saved' && 'Your work has been saved'}
        {flag === 'deleted' && 'Preset deleted'}
      </span>
    </div>
  );
}
