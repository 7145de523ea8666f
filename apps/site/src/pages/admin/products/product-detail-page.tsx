/**
 * /admin/dashboard/products/{id}: the product's edit form (docs/product.md §4: starts disabled, the
 * toggle enables it, a successful save disables it again), save with the chosen images, and delete
 * after the confirmation of docs/product.md §8.
 */
import type { Product } from '@optics-toolbox/planner-engine';
import { BusyIndicator } from '@optics-toolbox/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../page-title.js';
import {
  deleteDescriptionImage,
  deleteProduct,
  getProduct,
  updateProduct,
  uploadDescriptionImage,
  uploadSvg,
} from '../admin-api.js';
import { usePopup } from '../popup.js';
import { type DraftErrors, draftErrors, draftOf, type ProductDraft, productBody } from './product-draft.js';
import { ProductForm } from './product-form.js';
import { type ProductRequest, refusalOf } from './refusal.js';
import { useFilePreview } from './use-file-preview.js';

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const popup = usePopup();
  const [product, setProduct] = useState<Product>();
  const [draft, setDraft] = useState<ProductDraft>();
  const [enabled, setEnabled] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState(0);
  const [problem, setProblem] = useState('');
  // A refusal of the server about the form as a whole (a field's refusal is marked beside the field).
  const [refused, setRefused] = useState('');
  const [svgFile, svgPreview, setSvgFile] = useFilePreview();
  const [descFile, descPreview, setDescFile] = useFilePreview();
  usePageTitle(product ? `Admin: ${product.name}` : 'Admin: product');

  const load = useCallback(async () => {
    const p = await getProduct(id);
    setProduct(p);
    setDraft(draftOf(p));
  }, [id]);

  useEffect(() => {
    setProblem('');
    load().catch(() => setProblem(`Product ${id} could not be loaded.`));
  }, [id, load]);

  if (problem)
    return (
      <p className="ot-error" role="alert">
        {problem}
      </p>
    );
  if (!product || !draft) return <BusyIndicator label="Loading product…" />;

  const save = async () => {
    const e = draftErrors(draft, { register: false, hasSvg: true });
    setErrors(e);
    setRefused('');
    if (Object.keys(e).length > 0) return;
    setBusy(true);
    let request: ProductRequest = 'update';
    try {
      await updateProduct(product.id, productBody(draft));
      request = 'svg';
      if (svgFile) await uploadSvg(product.id, svgFile);
      request = 'description';
      if (descFile) await uploadDescriptionImage(product.id, descFile);
      setSvgFile(undefined);
      setDescFile(undefined);
      setSaves((n) => n + 1);
      await load();
      setEnabled(false);
    } catch (err) {
      // The server's reason beside the field it names; what was saved before it stays saved.
      const r = refusalOf(err, request);
      if (r.field) setErrors((old) => ({ ...old, [r.field as string]: r.message }));
      else setRefused(r.message);
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await popup.confirm('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    if (!ok) return;
    setBusy(true);
    try {
      await deleteProduct(product.id);
      await popup.show({ title: 'Deleted!', text: 'Your file has been deleted.', kind: 'success' });
      navigate('/admin/dashboard/products');
    } catch {
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const removeDescription = async () => {
    const ok = await popup.confirm('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!');
    if (!ok) return;
    setBusy(true);
    try {
      await deleteDescriptionImage(product.id);
      await load();
      await popup.show({ title: 'Deleted!', text: 'Your file has been deleted.', kind: 'success' });
    } catch {
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const cancelEdit = () => {
    setEnabled(false);
    setDraft(draftOf(product));
    setErrors({});
    setRefused('');
    setSvgFile(undefined);
    setDescFile(undefined);
    setSaves((n) => n + 1);
  };

  return (
    <section className="admin-page">
      <h1>
        Product {product.name}
        {product.longName && <small> — {product.longName}</small>}
      </h1>
      <div className="admin-toolbar">
        <label className="admin-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            checked={enabled}
            onChange={(e) => (e.target.checked ? setEnabled(true) : cancelEdit())}
          />
          Enable editing
        </label>
        <button type="button" className="ot-button ot-primary" disabled={!enabled || busy} onClick={() => void save()}>
          Save
        </button>
        <button
          type="button"
          className="ot-button admin-danger"
          disabled={!enabled || busy}
          title={enabled ? undefined : 'Enable editing to delete the product'}
          onClick={() => void remove()}
        >
          Delete
        </button>
      </div>
      {refused && (
        <p className="ot-error" role="alert">
          Not saved: {refused}
        </p>
      )}
      <ProductForm
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          // After a refused save the marks follow the edits.
          if (Object.keys(errors).length > 0) setErrors(draftErrors(d, { register: false, hasSvg: true }));
        }}
        disabled={!enabled || busy}
        errors={errors}
        register={false}
        resetKey={saves}
        svgUrl={svgPreview ?? product.svgImage}
        descriptionUrl={descPreview ?? product.descriptionImage}
        onSvgFile={(f) => {
          setSvgFile(f);
          setErrors(({ svgImage: _, ...rest }) => rest);
        }}
        onDescriptionFile={(f) => {
          setDescFile(f);
          setErrors(({ descriptionImage: _, ...rest }) => rest);
        }}
        onRemoveDescription={product.descriptionImage && !descFile ? () => void removeDescription() : undefined}
      />
    </section>
  );
}
