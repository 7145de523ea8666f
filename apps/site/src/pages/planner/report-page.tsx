/**
 * The printable layout report, /planner/pdf/{id} (docs/product.md "PDF report"): title, comments,
 * author, email, date (YYYY-MM-DD HH:mm), layout code, table size and type, a 150 x 150 QR code
 * linking to the layout (generated in the browser), the layout image and the items table: identical items
 * share a row with their quantity, and each row's number is the label of its items on the image. The
 * Print button opens the browser's print dialog (print to PDF); the parts list downloads as CSV (item
 * number, code, name, quantity) to order from; print CSS hides the buttons.
 */
import {
  type BomRow,
  billOfMaterials,
  createCatalogue,
  formatTableSize,
  partsListCsv,
  type Scheme,
} from '@optics-toolbox/planner-engine';
import { BusyIndicator, downloadBlob } from '@optics-toolbox/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HttpStatusError } from '../../api.js';
import { usePageTitle } from '../../page-title.js';
import { fetchProducts, fetchScheme, schemeImageUrl } from './planner-api.js';
import './planner.css';
import { formatReportDate } from './save-rules.js';

/** QR code side, px (docs/product.md §9). */
export const QR_SIZE_PX = 150;

interface Report {
  scheme: Scheme;
  rows: BomRow[];
  qrSvg: string;
  link: string;
}

async function loadReport(id: string): Promise<Report> {
  const [scheme, products] = await Promise.all([fetchScheme(id), fetchProducts().catch(() => [])]);
  const link = `${window.location.origin}/planner/${encodeURIComponent(scheme.name || id)}`;
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: QR_SIZE_PX });
  return { scheme, rows: billOfMaterials(scheme, createCatalogue(products)), qrSvg, link };
}

export default function PlannerReportPage() {
  const { id = '' } = useParams();
  usePageTitle(`Layout report ${id}`.trim());
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState('');
  const [image, setImage] = useState<'loading' | 'ok' | 'none'>('loading');
  useEffect(() => {
    let live = true;
    loadReport(id)
      .then((r) => live && setReport(r))
      .catch(
        (e: unknown) =>
          live &&
          setError(
            e instanceof HttpStatusError && e.status === 404
              ? `Layout ${id} was not found.`
              : `The report of layout ${id} could not be loaded.`,
          ),
      );
    return () => {
      live = false;
    };
  }, [id]);

  if (error)
    return (
      <main className="report">
        <p role="alert">{error}</p>
        <Link to="/planner">Open the planner</Link>
      </main>
    );
  if (!report) return <BusyIndicator label="Loading report…" />;
  const { scheme, rows, qrSvg, link } = report;
  const s = scheme.layoutSettings;
  const t = scheme.tableParameters;
  const code = scheme.name || id;
  return (
    <main className="report" data-ready={image !== 'loading' ? 'true' : undefined}>
      <div className="report-actions">
        <button type="button" className="ot-button ot-primary" onClick={() => window.print()}>
          Print
        </button>
        <button
          type="button"
          className="ot-button"
          onClick={() => downloadBlob(new Blob([partsListCsv(rows)], { type: 'text/csv' }), `${code}-parts.csv`)}
        >
          Parts list (CSV)
        </button>
        <Link className="ot-button" to={`/planner/${encodeURIComponent(code)}`}>
          Back to the layout
        </Link>
      </div>
      <div className="report-head">
        <div>
          <h1>{s.title || 'Optical table layout'}</h1>
          <dl className="report-facts">
            <dt>Comments</dt>
            <dd>{s.comments || '—'}</dd>
            <dt>Author</dt>
            <dd>{s.author || '—'}</dd>
            <dt>Email</dt>
            <dd>{s.email || '—'}</dd>
            <dt>Date</dt>
            <dd>{formatReportDate(scheme.created || new Date())}</dd>
            <dt>Layout code</dt>
            <dd>
              <a href={link}>{code}</a>
            </dd>
            <dt>Table size</dt>
            <dd>{formatTableSize(t)}</dd>
            <dt>Table type</dt>
            <dd>{t.type === 'imperial' ? 'Imperial (25.4 mm grid)' : 'Metric (25 mm grid)'}</dd>
          </dl>
        </div>
        <img
          className="report-qr"
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={`QR code linking to ${link}`}
        />
      </div>
      {image !== 'none' && (
        <img
          className="report-image"
          src={schemeImageUrl(code)}
          alt={`Layout ${code}`}
          ref={(el) => {
            // An image already complete (from the cache) before React attached onLoad.
            if (el?.complete && image === 'loading') setImage(el.naturalWidth > 0 ? 'ok' : 'none');
          }}
          onLoad={() => setImage('ok')}
          onError={() => setImage('none')}
        />
      )}
      {image === 'none' && <p>No layout image is stored yet.</p>}
      <h2>Items</h2>
      <p className="report-items-note">The number of each row labels its items on the layout image.</p>
      <table className="report-items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item name</th>
            <th scope="col">Item code</th>
            <th scope="col">Qty</th>
            <th scope="col">Full size</th>
            <th scope="col">Housing size</th>
            <th scope="col">Navigation code</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.index}>
              <td>{r.index}</td>
              <td>{r.itemName}</td>
              <td>{r.itemCode}</td>
              <td className="report-qty">{r.quantity}</td>
              <td>{r.fullSize}</td>
              <td>{r.housingSize}</td>
              <td>{r.navCode}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={7}>No products on this layout.</td>
            </tr>
          )}
        </tbody>
      </table>
    </main>
  );
}
