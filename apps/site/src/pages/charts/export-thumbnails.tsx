/**
 * Export PNG with kept thumbnails (docs/product.md tool 27): each export renders the chart's SVG at 3x after a
 * 160 ms delay (docs/product.md §9) and adds a thumbnail that can be downloaded or removed.
 */
import { downloadBlob, svgToPng } from '@optics-toolbox/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';

const PNG_SCALE = 3;
const PNG_DELAY_MS = 160;

interface Thumbnail {
  id: number;
  url: string;
  blob: Blob;
  name: string;
}

export interface ExportThumbnailsProps {
  /** The element that holds the chart's SVG. */
  chart: RefObject<HTMLElement | null>;
  /** Export is disabled while a slider is out of bounds. */
  disabled?: boolean;
  /** Base of the file names. */
  filename: string;
}

export function ExportThumbnails({ chart, disabled, filename }: ExportThumbnailsProps) {
  const [thumbs, setThumbs] = useState<Thumbnail[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = useRef(1);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );

  const exportPng = async () => {
    setBusy(true);
    setError(null);
    try {
      await new Promise((r) => setTimeout(r, PNG_DELAY_MS));
      const svg = chart.current?.querySelector<SVGSVGElement>('.light-chart-plot svg');
      if (!svg) throw new Error('the chart is not drawn yet');
      const blob = await svgToPng(svg, PNG_SCALE);
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      const id = next.current++;
      setThumbs((t) => [...t, { id, url, blob, name: `${filename}-${id}.png` }]);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = (id: number) =>
    setThumbs((t) => {
      const gone = t.find((x) => x.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return t.filter((x) => x.id !== id);
    });

  return (
    <section className="export-thumbnails" aria-label="Exported images">
      <button
        type="button"
        className="ot-button ot-primary"
        disabled={disabled || busy}
        onClick={exportPng}
        title={disabled ? 'Move every slider back inside its range to export' : 'Export the chart as PNG'}
      >
        Export PNG
      </button>
      {error && <span className="ot-error">{error}</span>}
      <ul className="thumbnail-list">
        {thumbs.map((t) => (
          <li key={t.id} className="thumbnail" data-testid="thumbnail">
            <img src={t.url} alt={t.name} />
            <div className="thumbnail-actions">
              <button type="button" className="ot-button" onClick={() => downloadBlob(t.blob, t.name)}>
                Download
              </button>
              <button type="button" className="ot-button" onClick={() => remove(t.id)} aria-label={`Remove ${t.name}`}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
