/** The list inputs: materials (comparison) and layers (heterostructure), both kept as JSON text. */
import { type MaterialOption, MaterialSelect, NumberField } from '@optics-toolbox/ui';

type LayerRow = { material: string; thicknessMm: number | string };

const parseList = <T,>(text: string, fallback: T[]): T[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v : fallback;
  } catch {
    return fallback;
  }
};

export function MaterialsList(props: {
  label: string;
  text: string;
  onChange(text: string): void;
  options: readonly MaterialOption[];
  addKey: string;
  error?: string;
}) {
  const list = parseList<string>(props.text, []);
  const set = (next: string[]) => props.onChange(JSON.stringify(next));
  return (
    <fieldset className="list-input">
      <legend>{props.label}</legend>
      {list.map((key, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; a material may repeat.
        <div className="list-row" key={i}>
          <MaterialSelect
            label={`Material ${i + 1}`}
            options={props.options}
            value={key}
            onChange={(k) => set(list.map((x, j) => (j === i ? k : x)))}
          />
          <button
            type="button"
            className="ot-button"
            aria-label={`Remove material ${i + 1}`}
            onClick={() => set(list.filter((_, j) => j !== i))}
          >
            −
          </button>
        </div>
      ))}
      <button type="button" className="ot-button" onClick={() => set([...list, props.addKey])}>
        + Add material
      </button>
      {props.error && <p className="ot-error">{props.error}</p>}
    </fieldset>
  );
}

export function LayersList(props: {
  label: string;
  text: string;
  onChange(text: string): void;
  options: readonly MaterialOption[];
  addKey: string;
  error?: string;
}) {
  const list = parseList<LayerRow>(props.text, []);
  const set = (next: LayerRow[]) => props.onChange(JSON.stringify(next));
  return (
    <fieldset className="list-input">
      <legend>{props.label}</legend>
      {list.map((layer, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: layers are positional.
        <div className="list-row layer-row" key={i}>
          <MaterialSelect
            label={`Layer ${i + 1} material`}
            options={props.options}
            value={layer.material}
            onChange={(k) => set(list.map((x, j) => (j === i ? { ...x, material: k } : x)))}
          />
          <NumberField
            label={`Layer ${i + 1} thickness (mm)`}
            value={String(layer.thicknessMm)}
            min={0.1}
            step={0.1}
            onChange={(t) => set(list.map((x, j) => (j === i ? { ...x, thicknessMm: t } : x)))}
          />
          <button
            type="button"
            className="ot-button"
            aria-label={`Remove layer ${i + 1}`}
            disabled={list.length <= 1}
            onClick={() => set(list.filter((_, j) => j !== i))}
          >
            −
          </button>
        </div>
      ))}
      <button
        type="button"
        className="ot-button"
        onClick={() => set([...list, { material: props.addKey, thicknessMm: 1 }])}
      >
        + Add layer
      </button>
      {props.error && <p className="ot-error">{props.error}</p>}
    </fieldset>
  );
}
