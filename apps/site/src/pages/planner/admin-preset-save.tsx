/**
 * "Save as preset" on the admin's layout route (logged in): a copy of the layout, with its product list and a
 * thumbnail, becomes a new preset in the category General (docs/product.md §6).
 */
import { type Catalogue, productListOf } from '@optics-toolbox/planner-engine';
import { useState } from 'react';
import { HttpStatusError } from '../../api.js';
import { presetFromScheme, updatePreset } from './planner-api.js';
import { forRegistration } from './save-rules.js';
import type { PlannerStore } from './use-planner.js';

export function AdminPresetSave(props: {
  store: PlannerStore;
  catalogue: Catalogue;
  thumbnail(): Promise<Blob | null>;
}) {
  const [note, setNote] = useState('');
  const save = async () => {
    setNote('');
    try {
      const image = await props.thumbnail();
      const st = props.store.current();
      const scheme = { ...forRegistration(st.scheme), products: productListOf(st.scheme, props.catalogue) };
      const title = st.scheme.layoutSettings.title || st.scheme.name || 'Untitled layout';
      const p = await presetFromScheme(scheme, title, 'General');
      await updatePreset(p.id, title, 'General', image);
      setNote(`Your work has been saved (preset ${title}).`);
    } catch (e) {
      setNote(`The preset could not be saved${e instanceof HttpStatusError && e.reason ? `: ${e.reason}` : '.'}`);
    }
  };
  return (
    <p className="planner-preset-bar">
      <button type="button" className="ot-button" onClick={() => void save()}>
        Save as preset
      </button>
      <span role="status">{note}</span>
    </p>
  );
}
