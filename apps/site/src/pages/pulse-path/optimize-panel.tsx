/**
 * The compressor optimiser: which element and which of its numeric fields to vary, over what range, for the
 * shortest pulse or the highest Strehl ratio; the Optimise button, the result line ("Element 3 (grating pair)
 * normal separation 231.4 mm → 31.2 fs, Strehl 0.93") and a button that writes the optimum into the element.
 * Once asked for, the optimum follows every change of the path. Loaded once the path has an element to vary.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import { formatNumber, NumberField } from '@optics-toolbox/ui';
import { unitText } from './field-input.js';
import { elementName, fieldWords, OPTIMIZE_LABELS, shortLabel } from './labels.js';
import { KIND_NAMES, type OptimizeState, optimizableFields, type PathState } from './path-state.js';

export interface OptimumResult {
  value: number;
  durationFs: number;
  strehl: number;
}

export interface OptimizePanelProps {
  state: PathState;
  /** The optimiser's request as the page holds it (null when there is nothing to vary). */
  request: OptimizeState | null;
  optimum: OptimumResult | null;
  /** The output duration of the path as it is (to say what the optimum gains). */
  currentDurationFs?: number;
  materialName(key: string): string | undefined;
  onChange(next: OptimizeState): void;
  onRun(): void;
  onStop(): void;
  onApply(text: string): void;
  errors: ReadonlyMap<string, string[]>;
}

/** True when the optimum sits at an end of the range (within a millionth of its span). */
function atEdge(value: number, o: OptimizeState): boolean {
  const from = parseDecimal(o.from);
  const to = parseDecimal(o.to);
  const tol = 1e-6 * Math.abs(to - from);
  return Math.abs(value - from) <= tol || Math.abs(value - to) <= tol;
}

/** The optimum as the element's box takes it: six significant digits (a whole number for a count). */
export function optimumText(value: number, integer: boolean): string {
  return integer ? String(Math.round(value)) : String(Number(value.toPrecision(6)));
}

export default function OptimizePanel(p: OptimizePanelProps) {
  const { state, request: o } = p;
  const candidates = state.elements.map((r, i) => ({ r, i })).filter(({ r }) => optimizableFields(r.kind).length > 0);
  if (!o || candidates.length === 0) return null;
  const index = state.elements.findIndex((r) => r.id === o.row);
  const row = state.elements[index];
  const fields = row ? optimizableFields(row.kind) : [];
  const field = fields.find((f) => f.name === o.parameter);
  const unit = unitText(field?.unit);
  const name = row ? elementName(index, row.kind, p.materialName(row.texts.material ?? '')) : '';
  const what = field ? `${name} ${fieldWords(field.label).replace(/\s*\([^)]*\)$/, '')}` : name;
  const err = (k: string) => p.errors.get(k)?.join(' ');
  const integer = field?.kind === 'integer';
  const applied =
    p.optimum &&
    row &&
    parseDecimal(row.texts[o.parameter] ?? '') === parseDecimal(optimumText(p.optimum.value, integer));
  return (
    <div className="pp-optimize">
      <div className="pp-optimize-fields">
        <div className="ot-field">
          <label htmlFor="pp-opt-element">{OPTIMIZE_LABELS.element}</label>
          <select
            id="pp-opt-element"
            className="ot-select"
            value={String(o.row)}
            aria-invalid={err('element') ? true : undefined}
            onChange={(e) => {
              const r = state.elements.find((x) => x.id === Number(e.target.value));
              if (r) p.onChange({ ...o, row: r.id, parameter: optimizableFields(r.kind)[0]?.name ?? '' });
            }}
          >
            {candidates.map(({ r, i }) => (
              <option key={r.id} value={r.id}>
                {`${i + 1} · ${KIND_NAMES[r.kind]}`}
              </option>
            ))}
          </select>
          {err('element') && <span className="ot-error">{err('element')}</span>}
        </div>
        <div className="ot-field">
          <label htmlFor="pp-opt-parameter">{OPTIMIZE_LABELS.parameter}</label>
          <select
            id="pp-opt-parameter"
            className="ot-select"
            value={o.parameter}
            aria-invalid={err('parameter') ? true : undefined}
            onChange={(e) => p.onChange({ ...o, parameter: e.target.value })}
          >
            {fields.map((f) => (
              <option key={f.name} value={f.name}>
                {shortLabel(f.label)}
              </option>
            ))}
          </select>
          {err('parameter') && <span className="ot-error">{err('parameter')}</span>}
        </div>
        <NumberField
          id="pp-opt-from"
          label={`${OPTIMIZE_LABELS.from}${unit ? ` (${unit})` : ''}`}
          value={o.from}
          onChange={(t) => p.onChange({ ...o, from: t })}
          min={field?.min}
          max={field?.max}
          rangeUnit={unit}
          error={err('from')}
        />
        <NumberField
          id="pp-opt-to"
          label={`${OPTIMIZE_LABELS.to}${unit ? ` (${unit})` : ''}`}
          value={o.to}
          onChange={(t) => p.onChange({ ...o, to: t })}
          min={field?.min}
          max={field?.max}
          rangeUnit={unit}
          error={err('to')}
        />
        <div className="ot-field">
          <label htmlFor="pp-opt-target">{OPTIMIZE_LABELS.target}</label>
          <select
            id="pp-opt-target"
            className="ot-select"
            value={o.target}
            onChange={(e) => p.onChange({ ...o, target: e.target.value === 'strehl' ? 'strehl' : 'duration' })}
          >
            <option value="duration">Shortest pulse</option>
            <option value="strehl">Highest Strehl ratio</option>
          </select>
        </div>
      </div>
      <div className="pp-optimize-actions">
        <button type="button" className="ot-button ot-primary" onClick={p.onRun} aria-pressed={o.on}>
          Optimise
        </button>
        {o.on && (
          <button type="button" className="ot-button" onClick={p.onStop}>
            Stop following
          </button>
        )}
        {o.on && p.optimum && row && field && (
          <button
            type="button"
            className="ot-button"
            disabled={!!applied}
            onClick={() => p.onApply(optimumText(p.optimum?.value ?? 0, integer))}
          >
            {applied
              ? 'Applied'
              : `Set element ${index + 1} to ${optimumText(p.optimum.value, integer)}${unit ? ` ${unit}` : ''}`}
          </button>
        )}
      </div>
      {o.on && p.optimum && field && (
        <p className="pp-optimum" role="status" data-testid="optimum">
          {what} {formatNumber(p.optimum.value, { decimals: integer ? 0 : 2, minDecimals: integer ? 0 : 1 })}
          {unit ? ` ${unit}` : ''} → {formatNumber(p.optimum.durationFs, { decimals: 1 })} fs, Strehl{' '}
          {formatNumber(p.optimum.strehl, { decimals: 3 })}
          {p.currentDurationFs !== undefined && !applied && (
            <span className="ot-hint"> (now {formatNumber(p.currentDurationFs, { decimals: 1 })} fs)</span>
          )}
        </p>
      )}
      {o.on && p.optimum && atEdge(p.optimum.value, o) && (
        <p className="ot-note" role="status">
          The optimum is at an end of the range From–To: the shortest pulse may lie beyond it. Widen the range.
        </p>
      )}
      {!o.on && (
        <p className="ot-hint">
          Optimise finds the value in the range that gives the{' '}
          {o.target === 'strehl' ? 'highest Strehl ratio' : 'shortest pulse'}, and follows the path as you edit it.
        </p>
      )}
    </div>
  );
}
