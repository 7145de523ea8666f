/**
 * The product selector beside the canvas with its add-to-table button, and the chosen product's
 * info panel (long name, description text, image, 'More...' link), docs/product.md "Planner".
 */
import { BLACK_BOX_NAME, categorizeProducts, type Product, TUBE_DIAMETERS_MM } from '@optics-toolbox/planner-engine';
import { useId, useMemo } from 'react';

const SPECIAL = 'Tubes and boxes';

export interface ProductPanelProps {
  products: readonly Product[];
  chosen: string;
  onChoose(name: string): void;
  onAdd(name: string): void;
}

/** The catalogue's categories, plus the tubes and the BLACK-BOX when the catalogue lacks them. */
function groups(products: readonly Product[]) {
  const have = new Set(products.map((p) => p.name));
  const extra = [...Object.keys(TUBE_DIAMETERS_MM), BLACK_BOX_NAME].filter((n) => !have.has(n));
  const cats = categorizeProducts(products).map((c) => ({
    category: c.category,
    items: c.list.map((p) => ({ name: p.name, label: p.longName ? `${p.name} — ${p.longName}` : p.name })),
  }));
  if (extra.length) cats.push({ category: SPECIAL, items: extra.map((n) => ({ name: n, label: n })) });
  return cats;
}

export function ProductPanel({ products, chosen, onChoose, onAdd }: ProductPanelProps) {
  const id = useId();
  const cats = useMemo(() => groups(products), [products]);
  const product = products.find((p) => p.name === chosen);
  const image = product?.descriptionImage ?? product?.svgImage;
  return (
    <section className="planner-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Products</h2>
      <label htmlFor={`${id}-sel`} className="planner-label">
        Product
      </label>
      <select
        id={`${id}-sel`}
        className="planner-product-select"
        size={10}
        value={chosen}
        onChange={(e) => onChoose(e.target.value)}
        onDoubleClick={() => chosen && onAdd(chosen)}
      >
        {cats.map((c) => (
          <optgroup key={c.category} label={c.category}>
            {c.items.map((p) => (
              <option key={p.name} value={p.name}>
                {p.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="button" className="ot-button planner-primary" disabled={!chosen} onClick={() => onAdd(chosen)}>
        Add to table
      </button>
      {product && (
        <div className="planner-info" aria-live="polite">
          <h3>{product.longName || product.name}</h3>
          {image && <img src={image} alt={`${product.longName || product.name}`} className="planner-info-image" />}
          {product.descriptionText && <p>{product.descriptionText}</p>}
          {product.descriptionLink && (
            <a href={product.descriptionLink} target="_blank" rel="noopener noreferrer">
              More...
            </a>
          )}
        </div>
      )}
    </section>
  );
}
