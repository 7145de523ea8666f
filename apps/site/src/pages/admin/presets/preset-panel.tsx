/**
 * The planner's preset mode (SPEC.md "Planner" and sections 5 and 8): title and category inputs
 * (both required, else the error flag), save preset, and delete preset for a stored one. A save
 * answered 201 or 204 shows 'Your work has been saved' for 1.5 s; a 500 sets the error flag.
 */
import { useEffect, useId, useState } from 'react';
import { statusOf } from '../admin-api.js';
import { usePopup } from '../popup.js';

/** How long the saved note shows, ms (SPEC.md section 8). */
export const PRESET_SAVED_MS = 1500;

export interface PresetPanelProps {
  initialTitle?: string;
  initialCategory?: string;
  /** Saves the preset (POST or PUT); rejects with the API's error. */
  onSave(fields: { title: string; category: string; image?: File }): Promise<void>;
  /** Present for a stored preset. */
  onDelete?(): Promise<void>;
  disabled?: boolean;
}

export function PresetPanel({ initialTitle = '', initialCategory = '', onSave, onDelete, disabled }: PresetPanelProps) {
  const id = useId();
  const popup = usePopup();
  const [title, setTitle] = useState(initialTitle);
  const [category, setCategory] = useState(initialCategory);
  const [image, setImage] = useState<File>();
  const [errorFlag, setErrorFlag] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTitle(initialTitle);
    setCategory(initialCategory);
  }, [initialTitle, initialCategory]);
  const missing = { title: title.trim() === '', category: category.trim() === '' };

  const save = async () => {
    if (missing.title || missing.category) {
      setErrorFlag('A preset needs a title and a category.');
      return;
    }
    setErrorFlag('');
    setBusy(true);
    try {
      await onSave({ title: title.trim(), category: category.trim(), image });
      await popup.success('Your work has been saved', PRESET_SAVED_MS);
    } catch (e) {
      setErrorFlag(
        statusOf(e) === 500
          ? 'Error while saving the preset.'
          : `The preset was not saved${e instanceof Error && e.message ? `: ${e.message}` : '.'}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    const ok = await popup.confirm('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    if (!ok) return;
    setBusy(true);
    try {
      await onDelete();
      await popup.show({ title: 'Deleted!', text: 'Your file has been deleted.', kind: 'success' });
    } catch {
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="admin-fields admin-preset-panel" disabled={disabled || busy}>
      <legend>Preset</legend>
      <div className="ot-field">
        <label htmlFor={`${id}-t`}>Preset title</label>
        <input
          id={`${id}-t`}
          className="ot-input"
          value={title}
          aria-invalid={errorFlag && missing.title ? true : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="ot-field">
        <label htmlFor={`${id}-c`}>Preset category</label>
        <input
          id={`${id}-c`}
          className="ot-input"
          value={category}
          aria-invalid={errorFlag && missing.category ? true : undefined}
          onChange={(e) => setCategory(e.target.value)}
        />
      </div>
      <div className="ot-field">
        <label htmlFor={`${id}-i`}>Preset image (PNG or JPEG, optional)</label>
        <input
          id={`${id}-i`}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => setImage(e.target.files?.[0])}
        />
      </div>
      {errorFlag && (
        <p className="ot-error" role="alert">
          {errorFlag}
        </p>
      )}
      <div className="admin-toolbar">
        <button type="button" className="ot-button ot-primary" onClick={() => void save()}>
          Save preset
        </button>
        {onDelete && (
          <button type="button" className="ot-button admin-danger" onClick={() => void remove()}>
            Delete preset
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** The multipart form of POST/PUT /api/presets (SPEC.md section 7: Title, Category, SchemeId, Image). */
export function presetForm(f: { title: string; category: string; schemeId?: string; image?: File }): FormData {
  const form = new FormData();
  form.append('Title', f.title);
  form.append('Category', f.category);
  if (f.schemeId) form.append('SchemeId', f.schemeId);
  if (f.image) form.append('Image', f.image, f.image.name);
  return form;
}
