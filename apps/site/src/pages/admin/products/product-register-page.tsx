/**
 * /admin/dashboard/products/register: the product form for a new product (docs/product.md sections 5 and
 * 7): the required fields, the snap rule and the SVG drawing are checked first; the multipart
 * register (201) is followed by an update carrying the terminals; then the product's page opens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../page-title.js';
import { registerProduct, updateProduct } from '../admin-api.js';
import { usePopup } from '../popup.js';
import {
  type DraftErrors,
  draftErrors,
  emptyDraft,
  type ProductDraft,
  productBody,
  registerForm,
} from './product-draft.js';
import { ProductForm } from './product-form.js';
import { type ProductRequest, refusalOf } from './refusal.js';
import { useFilePreview } from './use-file-preview.js';

export default function ProductRegisterPage() {
  usePageTitle('Admin: new product');
  const navigate = useNavigate();
  const popup = usePopup();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const [svgFile, svgPreview, setSvgFile] = useFilePreview();
  const [descFile, descPreview, setDescFile] = useFilePreview();

  const submit = async () => {
    const e = draftErrors(draft, { register: true, hasSvg: svgFile !== undefined });
    setErrors(e);
    setRefused('');
    if (Object.keys(e).length > 0 || !svgFile) return;
    setBusy(true);
    let request: ProductRequest = 'register';
    try {
      const created = await registerProduct(registerForm(draft, svgFile, descFile));
      request = 'update';
      if (draft.terminals.length > 0)
        await updateProduct(created.id, { ...productBody(draft), version: created.version ?? 1 });
      navigate(`/admin/dashboard/products/${created.id}`);
    } catch (err) {
      // The server's reason beside the field it names.
      const r = refusalOf(err, request);
      if (r.field) setErrors((old) => ({ ...old, [r.field as string]: r.message }));
      else setRefused(r.message);
      await popup.error('Oops...', 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page">
      <h1>New product</h1>
      {refused && (
        <p className="ot-error" role="alert">
          Not registered: {refused}
        </p>
      )}
      <ProductForm
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          // After a refused save the marks follow the edits.
          if (Object.keys(errors).length > 0)
            setErrors(draftErrors(d, { register: true, hasSvg: svgFile !== undefined }));
        }}
        disabled={busy}
        errors={errors}
        register
        svgUrl={svgPreview}
        descriptionUrl={descPreview}
        onSvgFile={(f) => {
          setSvgFile(f);
          setErrors(({ svgImage: _, ...rest }) => rest);
        }}
        onDescriptionFile={(f) => {
          setDescFile(f);
          setErrors(({ descriptionImage: _, ...rest }) => rest);
        }}
      />
      <div className="admin-toolbar">
        <button type="button" className="ot-button ot-primary" disabled={busy} onClick={() => void submit()}>
          Register product
        </button>
      </div>
    </section>
  );
}
