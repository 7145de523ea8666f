/**
 * Layout settings (docs/product.md "Planner"): title, author, email, comments and the table size,
 * including custom sizes (metric 50-500 cm, imperial 1-16 ft, docs/product.md §5). On a new plan
 * it also offers the presets to start from.
 */
import {
  CUSTOM_IMPERIAL_MAX_FT,
  CUSTOM_IMPERIAL_MIN_FT,
  CUSTOM_METRIC_MAX_CM,
  CUSTOM_METRIC_MIN_CM,
  type LayoutSettings,
  TABLE_SIZE_NAMES,
} from '@optics-toolbox/planner-engine';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/dialog.js';
import type { PresetSummary } from './planner-api.js';

const SIZE_LABELS: Record<string, string> = {
  '200x120cm': '200 x 120 cm',
  '300x150cm': '300 x 150 cm',
  '200x80cm': '200 x 80 cm',
  custom_cm: 'Custom size (cm)',
  '7x4ft': '7 x 4 ft',
  '10x5ft': '10 x 5 ft',
  '7x3ft': '7 x 3 ft',
  custom_ft: 'Custom size (ft)',
};

/** The scheme format's e-mail rule (planner-engine parseScheme). */
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const CUSTOM = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(cm|ft)$/;

/** The select's choice and the custom sides for a stored size string. */
function splitSize(size: string): { choice: string; w: string; h: string } {
  if ((TABLE_SIZE_NAMES as readonly string[]).includes(size)) return { choice: size, w: '', h: '' };
  const m = CUSTOM.exec(size);
  if (m) return { choice: m[3] === 'cm' ? 'custom_cm' : 'custom_ft', w: m[1], h: m[2] };
  return { choice: '200x120cm', w: '', h: '' };
}

/** The size string of the form, or an error message for custom sides out of range. */
export function customSize(choice: string, w: string, h: string): { size: string } | { error: string } {
  if (choice !== 'custom_cm' && choice !== 'custom_ft') return { size: choice };
  const cm = choice === 'custom_cm';
  const [min, max, unit] = cm
    ? [CUSTOM_METRIC_MIN_CM, CUSTOM_METRIC_MAX_CM, 'cm']
    : [CUSTOM_IMPERIAL_MIN_FT, CUSTOM_IMPERIAL_MAX_FT, 'ft'];
  const a = Number(w);
  const b = Number(h);
  if (w.trim() === '' || h.trim() === '' || !(a >= min && a <= max && b >= min && b <= max))
    return { error: `Each side of a custom table must be ${min} to ${max} ${unit}.` };
  return { size: `${a}x${b}${unit}` };
}

export interface SettingsDialogProps {
  open: boolean;
  /** A new plan offers presets and says "Create"; otherwise the current layout's settings. */
  isNew: boolean;
  initial: LayoutSettings;
  presets: readonly PresetSummary[];
  onApply(settings: LayoutSettings, preset: PresetSummary | undefined): void;
  onClose(): void;
}

export function SettingsDialog(props: SettingsDialogProps) {
  return (
    <Dialog title={props.isNew ? 'New layout' : 'Layout settings'} open={props.open} onClose={props.onClose}>
      <SettingsForm {...props} />
    </Dialog>
  );
}

function SettingsForm({ isNew, initial, presets, onApply, onClose }: SettingsDialogProps) {
  const id = useId();
  const split = splitSize(initial.size);
  const [form, setForm] = useState({ ...initial, ...split, preset: '' });
  const [error, setError] = useState('');
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const custom = form.choice === 'custom_cm' || form.choice === 'custom_ft';
  const unit = form.choice === 'custom_ft' ? 'ft' : 'cm';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = customSize(form.choice, form.w, form.h);
    if ('error' in r) return setError(r.error);
    if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) return setError('The email address is not valid.');
    const preset = presets.find((p) => String(p.id) === form.preset);
    const { title, author, email, comments } = form;
    onApply(
      {
        ...initial,
        title: title.trim(),
        author: author.trim(),
        email: email.trim(),
        comments,
        size: r.size,
        presetName: preset ? preset.title : isNew ? '' : initial.presetName,
      },
      preset,
    );
  };
  const categories = [...new Set(presets.map((p) => p.category))];
  return (
    <form className="planner-settings" onSubmit={submit} noValidate>
      {isNew && presets.length > 0 && (
        <label htmlFor={`${id}-preset`}>
          Start from
          <select id={`${id}-preset`} value={form.preset} onChange={set('preset')}>
            <option value="">Empty layout</option>
            {categories.map((c) => (
              <optgroup key={c} label={c}>
                {presets
                  .filter((p) => p.category === c)
                  .map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={`${id}-title`}>
        Title
        <input id={`${id}-title`} value={form.title} onChange={set('title')} maxLength={200} />
      </label>
      <label htmlFor={`${id}-author`}>
        Author
        <input id={`${id}-author`} value={form.author} onChange={set('author')} maxLength={200} autoComplete="name" />
      </label>
      <label htmlFor={`${id}-email`}>
        Email
        <input
          id={`${id}-email`}
          type="email"
          value={form.email}
          onChange={set('email')}
          maxLength={200}
          autoComplete="email"
        />
      </label>
      <label htmlFor={`${id}-comments`}>
        Comments
        <textarea id={`${id}-comments`} value={form.comments} onChange={set('comments')} rows={3} maxLength={5000} />
      </label>
      <label htmlFor={`${id}-size`}>
        Table size
        <select id={`${id}-size`} value={form.choice} onChange={set('choice')}>
          {TABLE_SIZE_NAMES.map((s) => (
            <option key={s} value={s}>
              {SIZE_LABELS[s] ?? s}
            </option>
          ))}
        </select>
      </label>
      {custom && (
        <div className="planner-settings-row">
          <label htmlFor={`${id}-w`}>
            {`Table length (${unit})`}
            <input
              id={`${id}-w`}
              type="number"
              inputMode="decimal"
              min={unit === 'cm' ? CUSTOM_METRIC_MIN_CM : CUSTOM_IMPERIAL_MIN_FT}
              max={unit === 'cm' ? CUSTOM_METRIC_MAX_CM : CUSTOM_IMPERIAL_MAX_FT}
              value={form.w}
              onChange={set('w')}
            />
          </label>
          <label htmlFor={`${id}-h`}>
            {`Table width (${unit})`}
            <input
              id={`${id}-h`}
              type="number"
              inputMode="decimal"
              min={unit === 'cm' ? CUSTOM_METRIC_MIN_CM : CUSTOM_IMPERIAL_MIN_FT}
              max={unit === 'cm' ? CUSTOM_METRIC_MAX_CM : CUSTOM_IMPERIAL_MAX_FT}
              value={form.h}
              onChange={set('h')}
            />
          </label>
        </div>
      )}
      {error && (
        <p className="planner-error" role="alert">
          {error}
        </p>
      )}
      <div className="planner-settings-actions">
        <button type="button" className="ot-button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="ot-button planner-primary">
          Apply
        </button>
      </div>
    </form>
  );
}
