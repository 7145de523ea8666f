/**
 * One element of the beam path: its fields inline (the engine's ELEMENT_FIELDS with their labels and ranges),
 * buttons to move it up or down and to remove it (reachable by Tab, named for screen readers), its GDD, TOD,
 * FOD and B-integral from the last computation, and the problems the engine names it in, beside their field.
 */
import { ELEMENT_FIELDS, type InputSpec } from '@optics-toolbox/optics-engine';
import { formatNumber } from '@optics-toolbox/ui';
import { memo } from 'react';
import { FieldInput, type MaterialPicker, Messages } from './field-input.js';
import { KIND_NAMES, type ElementRow as Row } from './path-state.js';

/** The row's outputs (outputs.elements[i]). */
export interface RowMetrics {
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
  bIntegralRad: number | null;
}

export interface ElementRowProps {
  row: Row;
  index: number;
  count: number;
  /** The fields that apply (others keep their texts, hidden or disabled). */
  active: readonly InputSpec[];
  metrics: RowMetrics | null;
  /** Sentences by field name ('' for the element as a whole), errors and warnings apart. */
  errors: ReadonlyMap<string, string[]>;
  notes: ReadonlyMap<string, string[]>;
  /** A short description of the element for its heading (its material's name). */
  what?: string;
  materials: MaterialPicker;
  onChange(name: string, text: string): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

const RAY_LABELS: Readonly<Record<string, string>> = {
  o: 'o (ordinary)',
  e: 'e (extraordinary)',
  x: 'x',
  y: 'y',
  z: 'z',
  slow: 'slow',
  fast: 'fast',
};

/** Id of a row's control (the page moves focus to it after a reorder). */
export const rowControlId = (rowId: number, control: string): string => `pp-${rowId}-${control}`;

const joined = (m: ReadonlyMap<string, string[]>, key: string): string | undefined => m.get(key)?.join(' ');

function RowEditor(p: ElementRowProps) {
  const { row, index } = p;
  const active = new Set(p.active.map((f) => f.name));
  const heading = `Element ${index + 1} · ${KIND_NAMES[row.kind]}${p.what ? ` · ${p.what}` : ''}`;
  const m = p.metrics;
  const fs = (x: number | undefined) => formatNumber(x, { decimals: 1 });
  return (
    <li className={`pp-element${p.errors.size > 0 ? ' has-error' : ''}`} data-element={index}>
      <fieldset className="pp-element-box" aria-describedby={rowControlId(row.id, 'metrics')}>
        <legend>{heading}</legend>
        <div className="pp-element-tools">
          <button
            type="button"
            id={rowControlId(row.id, 'up')}
            className="ot-button"
            aria-label={`Move element ${index + 1} up`}
            title="Move up"
            disabled={index === 0}
            onClick={() => p.onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            id={rowControlId(row.id, 'down')}
            className="ot-button"
            aria-label={`Move element ${index + 1} down`}
            title="Move down"
            disabled={index === p.count - 1}
            onClick={() => p.onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            id={rowControlId(row.id, 'remove')}
            className="ot-button"
            aria-label={`Remove element ${index + 1}`}
            title="Remove"
            onClick={p.onRemove}
          >
            ✕
          </button>
        </div>
        <div className="pp-fields">
          {ELEMENT_FIELDS[row.kind].map((f) => {
            const on = active.has(f.name);
            // A glass has no ray or direction: those boxes are left out. The prism pair's angles in the Brewster
            // configuration are shown disabled (they follow from the index).
            if (!on && row.kind === 'material') return null;
            return (
              <FieldInput
                key={f.name}
                id={rowControlId(row.id, f.name)}
                spec={f}
                text={row.texts[f.name] ?? ''}
                onChange={(t) => p.onChange(f.name, t)}
                error={joined(p.errors, f.name)}
                note={joined(p.notes, f.name)}
                disabled={!on}
                placeholder={
                  !on
                    ? 'Brewster'
                    : f.name === 'ray'
                      ? 'first principal'
                      : f.name === 'temperatureC'
                        ? 'reference'
                        : undefined
                }
                optionLabels={f.name === 'ray' ? RAY_LABELS : undefined}
                materials={p.materials}
              />
            );
          })}
        </div>
        <Messages id={rowControlId(row.id, 'all')} error={joined(p.errors, '')} note={joined(p.notes, '')} />
        <p className="pp-metrics" id={rowControlId(row.id, 'metrics')}>
          <Metric label="GDD" unit="fs²" value={m ? fs(m.gddFs2) : '—'} id={`elements.${index}.gddFs2`} />
          <Metric label="TOD" unit="fs³" value={m ? fs(m.todFs3) : '—'} id={`elements.${index}.todFs3`} />
          <Metric label="FOD" unit="fs⁴" value={m ? fs(m.fodFs4) : '—'} id={`elements.${index}.fodFs4`} />
          <Metric
            label="B"
            unit="rad"
            value={m ? formatNumber(m.bIntegralRad, { decimals: 3, significant: 3 }) : '—'}
            id={`elements.${index}.bIntegralRad`}
          />
        </p>
      </fieldset>
    </li>
  );
}

function Metric({ label, unit, value, id }: { label: string; unit: string; value: string; id: string }) {
  return (
    <span className="pp-metric">
      {label}{' '}
      <output data-output={id} aria-label={`${label} (${unit})`}>
        {value}
      </output>{' '}
      <span className="ot-unit">{unit}</span>
    </span>
  );
}

const sameSentences = (a: ReadonlyMap<string, string[]>, b: ReadonlyMap<string, string[]>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k)?.join('\n') === v.join('\n'));

const sameMetrics = (a: RowMetrics | null, b: RowMetrics | null): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.gddFs2 === b.gddFs2 &&
    a.todFs3 === b.todFs3 &&
    a.fodFs4 === b.fodFs4 &&
    a.bIntegralRad === b.bIntegralRad);

/**
 * An element redraws only when what it shows changed: typing in one element leaves the others alone. Its
 * callbacks act on the page's latest state (they only carry the index, compared here), so they are not compared.
 */
export const ElementRowEditor = memo(
  RowEditor,
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.count === b.count &&
    a.what === b.what &&
    a.materials === b.materials &&
    a.active.map((f) => f.name).join() === b.active.map((f) => f.name).join() &&
    sameMetrics(a.metrics, b.metrics) &&
    sameSentences(a.errors, b.errors) &&
    sameSentences(a.notes, b.notes),
);

export { sameSentences };
