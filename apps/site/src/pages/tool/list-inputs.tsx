/** The list inputs: materials (comparison) and layers (heterostructure), both kept as JSON text. */

import { type MaterialOption, MaterialSelect, NumberField } from '@optics-toolbox/ui';
import type { ReactNode } from 'react';

type LayerRow = { material: string; thicknessMm: number | string };

const parseList = <T,>(text: string, fallback: T[]): T[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v : fallback;
  } catch {
    return fallback;
  }
};

interface ListProps {
  label: string;
  text: string;
  onChange(text: string): void;
  options: readonly MaterialOption[];
  addKey: string;
  error?: string;
}

/**
 * One positional list kept as JSON text: a row per item with a remove button, an add button, and the
 * field's error. Rows are positional (an item may repeat), so their index is their key.
 */
function JsonList<T>(props: {
  label: string;
  text: string;
  onChange(text: string): void;
  error?: string;
  /** The remove button's accessible name for row i (0-based). */
  removeLabel(i: number): string;
  /** The fewest rows the list keeps: remove is disabled at that count. */
  minRows: number;
  rowClassName: string;
  addLabel: string;
  newItem(): T;
  row(item: T, i: number, update: (next: T) => void): ReactNode;
}) {
  const list = parseList<T>(props.text, []);
  const set = (next: T[]) => props.onChange(JSON.stringify(next));
  return (
    <fieldset className="list-input">
      <legend>{props.label}</legend>
      {list.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; an item may repeat.
        <div className={props.rowClassName} key={i}>
          {props.row(item, i, (next) => set(list.map((x, j) => (j === i ? next : x))))}
          <button
            type="button"
            className="ot-button"
            aria-label={props.removeLabel(i)}
            disabled={list.length <= props.minRows}
            onClick={() => set(list.filter((_, j) => j !== i))}
          >
            −
          </button>
        </div>
      ))}
      <button type="button" className="ot-button" onClick={() => set([...list, props.newItem()])}>
        {props.addLabel}
      </button>
      {props.error && <p className="ot-error">{props.error}</p>}
    </fieldset>
  );
}

export function MaterialsList(props: ListProps) {
  return (
    <JsonList<string>
      {...props}
      removeLabel={(i) => `Remove material ${i + 1}`}
      minRows={0}
      rowClassName="list-row"
      addLabel="+ Add material"
      newItem={() => props.addKey}
      row={(key, i, update) => (
        <MaterialSelect label={`Material ${i + 1}`} options={props.options} value={key} onChange={update} />
      )}
    />
  );
}

export function LayersList(props: ListProps) {
  return (
    <JsonList<LayerRow>
      {...props}
      removeLabel={(i) => `Remove layer ${i + 1}`}
      minRows={1}
      rowClassName="list-row layer-row"
      addLabel="+ Add layer"
      newItem={() => ({ material: props.addKey, thicknessMm: 1 })}
      row={(layer, i, update) => (
        <>
          <MaterialSelect
            label={`Layer ${i + 1} material`}
            options={props.options}
            value={layer.material}
            onChange={(k) => update({ ...layer, material: k })}
          />
          <NumberField
            label={`Layer ${i + 1} thickness (mm)`}
            value={String(layer.thicknessMm)}
            min={0.1}
            step={0.1}
            onChange={(t) => update({ ...layer, thicknessMm: t })}
          />
        </>
      )}
    />
  );
}
