/**
 * Export PNG with kept thumbnails (docs/product.md tool 27): each export renders the chart's SVG at 3x after a
 * 160 ms delay (docs/product.md §9) and adds a thumbnail that can be downloaded or removed. The image carries
 * the chart's title and legend (read from the chart as shown), the inputs that made it and the page's address,
 * which reproduces it.
 */
import { type ChartAnnotations, downloadBlob, svgToPng } from '@optics-toolbox/ui';
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
  /** The inputs that made the chart, label and value with its unit, printed under it. */
  inputs?: readonly (readonly [string, string])[];
}

/** The title, legend and notes of the chart in `root` as the page shows them (figcaption, legend list, hints). */
function shownAnnotations(root: HTMLElement): Pick<ChartAnnotations, 'title' | 'legend' | 'notes'> {
  const title = root.querySelector('.light-chart-title')?.textContent?.trim() || undefined;
  const legend = [...root.querySelectorAll<HTMLLIElement>('.light-chart-legend li')].map((li) => ({
    label: li.textContent?.trim() ?? '',
    colour: li.querySelector<HTMLElement>('.swatch')?.style.background || 'currentColor',
  }));
  // The hints under the chart say what its line styles mean; the note about a stale plot is the page's.
  const notes = [...root.querySelectorAll('.ot-hint:not(.stale-note)')]
    .map((p) => p.textContent?.trim() ?? '')
    .filter(Boolean);
  return { title, legend, notes };
}

export function ExportThumbnails({ chart, disabled, filename, inputs }: ExportThumbnailsProps) {
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
      const root = chart.current;
      const svg = root?.querySelector<SVGSVGElement>('.light-chart-plot svg');
      if (!root || !svg) throw new Error('the chart is not drawn yet');
      const blob = await svgToPng(svg, PNG_SCALE, { ...shownAnnotations(root), inputs, link: window.location.href });
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
