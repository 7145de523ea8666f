/** /admin/dashboard/products: the product selector; choosing one opens its detail page. */
import { categorizeProducts, type Product } from '@optics-toolbox/planner-engine';
import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../page-title.js';
import { listProducts } from '../admin-api.js';

export default function ProductsPage() {
  usePageTitle('Admin: products');
  const id = useId();
  const navigate = useNavigate();
  const [products, setProducts] = useState<Product[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    listProducts()
      .then(setProducts)
      .catch(() => setError('The products could not be loaded.'));
  }, []);
  return (
    <section className="admin-page">
      <h1>Products</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      {!products && !error && <BusyIndicator label="Loading products…" />}
      {products && (
        <div className="ot-field admin-selector">
          <label htmlFor={id}>Product</label>
          <select
            id={id}
            className="ot-select"
            value=""
            onChange={(e) => e.target.value && navigate(`/admin/dashboard/products/${e.target.value}`)}
          >
            <option value="">Choose a product…</option>
            {categorizeProducts(products).map((c) => (
              <optgroup key={c.category} label={c.category}>
                {c.list.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.longName ? `${p.name} — ${p.longName}` : p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <p>
        <Link to="/admin/dashboard/products/register">Register a new product</Link>
      </p>
    </section>
  );
}
