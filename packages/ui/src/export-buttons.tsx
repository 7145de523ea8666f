import { downloadBlob, svgText, svgToPng } from './download.js';

/**
 * The CSV / PNG / SVG export buttons of a chart or map: `csv()` gives the data as text, `svg()` the drawn
 * SVG (null or undefined while nothing is drawn); the files are named `${base}.csv`, `.png` (3× scale) and `.svg`.
 */
export function ExportButtons(props: { base: string; csv(): string; svg(): SVGSVGElement | null | undefined }) {
  const { base } = props;
  return (
    <>
      <button
        type="button"
        className="ot-button"
        onClick={() => downloadBlob(new Blob([props.csv()], { type: 'text/csv' }), `${base}.csv`)}
      >
        CSV
      </button>
      <button
        type="button"
        className="ot-button"
        onClick={async () => {
          const s = props.svg();
          if (s) downloadBlob(await svgToPng(s, 3), `${base}.png`);
        }}
      >
        PNG
      </button>
      <button
        type="button"
        className="ot-button"
        onClick={() => {
          const s = props.svg();
          if (s) downloadBlob(new Blob([svgText(s)], { type: 'image/svg+xml' }), `${base}.svg`);
        }}
      >
        SVG
      </button>
    </>
  );
}
