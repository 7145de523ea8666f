/**
 * The product form shared by the detail and register pages (docs/product.md "Admin screens"): the fields of
 * the product, SVG and description image uploads with previews, and the terminals table, whose
 * points are drawn on the SVG. Number inputs step 0.01 mm.
 */
import { useId } from 'react';
import {
  DESCRIPTION_ACCEPT,
  type DraftErrors,
  type DraftField,
  FLAG_FIELDS,
  type ProductDraft,
  parseMm,
  REQUIRED,
  SVG_ACCEPT,
} from './product-draft.js';
import { TerminalsEditor } from './terminals-editor.js';

export interface ProductFormProps {
  draft: ProductDraft;
  onChange(d: ProductDraft): void;
  disabled: boolean;
  errors: DraftErrors;
  /** URL of the SVG to preview (a stored image or a chosen file). */
  svgUrl?: string;
  descriptionUrl?: string;
  register: boolean;
  onSvgFile(f: File | undefined): void;
  onDescriptionFile(f: File | undefined): void;
  /** Changes after a save, so the file inputs forget their chosen files. */
  resetKey?: number;
  /** Present when a stored description image may be removed. */
  onRemoveDescription?(): void;
}

const LABELS: Record<string, string> = {
  name: 'Name (code)',
  category: 'Category',
  longName: 'Long name',
  navCode: 'Navigation code',
  descriptionText: 'Description text',
  descriptionLink: 'Description link',
  width: 'Width (mm)',
  height: 'Height (mm)',
  boxWidth: 'Box width (mm)',
  boxHeight: 'Box height (mm)',
  snapPositionX: 'Snap position X (mm)',
  snapPositionY: 'Snap position Y (mm)',
  visibleFromOutside: 'Visible from outside',
  scalableX: 'Scalable X',
  scalableY: 'Scalable Y',
  freeRotate: 'Free rotate',
  snapX: 'Snap X',
  snapY: 'Snap Y',
};

export function ProductForm(props: ProductFormProps) {
  const { draft, onChange, disabled, errors } = props;
  const id = useId();
  const set = <K extends keyof ProductDraft>(k: K, v: ProductDraft[K]) => onChange({ ...draft, [k]: v });
  const input = (k: DraftField & keyof ProductDraft, type: 'text' | 'number' = 'text') => {
    const err = errors[k];
    return (
      <div className="ot-field" key={k}>
        <label htmlFor={`${id}-${k}`}>{LABELS[k]}</label>
        <input
          id={`${id}-${k}`}
          className="ot-input"
          type={type}
          step={type === 'number' ? 0.01 : undefined}
          required={REQUIRED.includes(k)}
          disabled={disabled}
          value={draft[k] as string}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-${k}-err` : undefined}
          onChange={(e) => set(k, e.target.value as never)}
        />
        {err && (
          <span id={`${id}-${k}-err`} className="ot-error">
            {err}
          </span>
        )}
      </div>
    );
  };
  return (
    <div className="admin-product-form">
      <fieldset className="admin-fields" disabled={disabled}>
        <legend>Product</legend>
        {input('name')}
        {input('category')}
        {input('longName')}
        {input('navCode')}
        <div className="ot-field">
          <label htmlFor={`${id}-descriptionText`}>{LABELS.descriptionText}</label>
          <textarea
            id={`${id}-descriptionText`}
            className="ot-textarea"
            rows={3}
            value={draft.descriptionText}
            onChange={(e) => set('descriptionText', e.target.value)}
          />
        </div>
        {input('descriptionLink')}
        <div className="admin-grid-2">
          {input('width', 'number')}
          {input('height', 'number')}
          {input('boxWidth', 'number')}
          {input('boxHeight', 'number')}
          {input('snapPositionX', 'number')}
          {input('snapPositionY', 'number')}
        </div>
        <div className="admin-flags">
          {FLAG_FIELDS.map((k) => (
            <label key={k} className="admin-check">
              <input type="checkbox" checked={draft[k]} onChange={(e) => set(k, e.target.checked)} />
              {LABELS[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="admin-media">
        <fieldset className="admin-fields" disabled={disabled}>
          <legend>Images</legend>
          <div className="ot-field">
            <label htmlFor={`${id}-svg`}>SVG image</label>
            <input
              key={`svg-${props.resetKey ?? 0}`}
              id={`${id}-svg`}
              type="file"
              accept={SVG_ACCEPT}
              required={props.register}
              aria-invalid={errors.svgImage ? true : undefined}
              aria-describedby={errors.svgImage ? `${id}-svg-err` : undefined}
              onChange={(e) => props.onSvgFile(e.target.files?.[0])}
            />
            {errors.svgImage && (
              <span id={`${id}-svg-err`} className="ot-error" role="alert">
                {errors.svgImage}
              </span>
            )}
          </div>
          <div className="ot-field">
            <label htmlFor={`${id}-desc`}>Description image (PNG or JPEG)</label>
            <input
              key={`desc-${props.resetKey ?? 0}`}
              id={`${id}-desc`}
              type="file"
              accept={DESCRIPTION_ACCEPT}
              aria-invalid={errors.descriptionImage ? true : undefined}
              aria-describedby={errors.descriptionImage ? `${id}-desc-err` : undefined}
              onChange={(e) => props.onDescriptionFile(e.target.files?.[0])}
            />
            {errors.descriptionImage && (
              <span id={`${id}-desc-err`} className="ot-error" role="alert">
                {errors.descriptionImage}
              </span>
            )}
          </div>
          {props.descriptionUrl && (
            <img className="admin-description-preview" src={props.descriptionUrl} alt="Description preview" />
          )}
          {props.onRemoveDescription && (
            <button type="button" className="ot-button admin-danger" onClick={props.onRemoveDescription}>
              Remove description image
            </button>
          )}
        </fieldset>
        <TerminalsEditor
          svgUrl={props.svgUrl}
          widthMm={parseMm(draft.width) ?? 0}
          heightMm={parseMm(draft.height) ?? 0}
          terminals={draft.terminals}
          disabled={disabled}
          onChange={(t) => set('terminals', t)}
        />
      </div>
    </div>
  );
}
