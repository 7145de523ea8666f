/** Browser downloads of chart data and images. */
import { type Box, type ChartAnnotations, composeChartSvg } from './chart-export.js';

/** Offers a blob as a download named `filename` (the object URL lives 10 s: a large PNG may take a while to save). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const backgroundOf = (svg: SVGSVGElement): string => {
  const bg = getComputedStyle(svg.closest('.ot-chart') ?? document.body).backgroundColor;
  // A transparent figure on a transparent page: the image gets white, as a printed chart would.
  return !bg || bg === 'transparent' || bg === 'rgba(0, 0, 0, 0)' ? '#ffffff' : bg;
};

/** Standalone SVG text of a rendered chart: currentColor resolved, optionally a background painted. */
function standaloneSvg(svg: SVGSVGElement, background: boolean): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const style = getComputedStyle(svg);
  const color = style.color || '#000';
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.style.color = color;
  if (background) {
    const w = svg.getAttribute('width') ?? String(svg.clientWidth);
    const h = svg.getAttribute('height') ?? String(svg.clientHeight);
    const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    bg.setAttribute('width', w);
    bg.setAttribute('height', h);
    bg.setAttribute('fill', backgroundOf(svg));
    clone.insertBefore(bg, clone.firstChild);
  } else {
    // Drawn inside the export's own frame: what overflows the chart's box (an axis label) must show.
    clone.setAttribute('overflow', 'visible');
  }
  return new XMLSerializer().serializeToString(clone).replaceAll('currentColor', color);
}

/** Standalone SVG text of a rendered chart: currentColor resolved, a background painted. */
export const svgText = (svg: SVGSVGElement): string => standaloneSvg(svg, true);

/** The box of everything the chart draws, in its own px (an axis label may reach past its width). */
function drawnBox(svg: SVGSVGElement, width: number, height: number): Box {
  try {
    const b = svg.getBBox();
    return b.width > 0 && b.height > 0
      ? { x: b.x, y: b.y, width: b.width, height: b.height }
      : { x: 0, y: 0, width, height };
  } catch {
    return { x: 0, y: 0, width, height };
  }
}

/** A text-width measure with the page's font, from a 2D canvas. */
function canvasMeasure(fontFamily: string): (text: string, px: number, bold: boolean) => number {
  const ctx = document.createElement('canvas').getContext('2d');
  return (text, px, bold) => {
    if (!ctx) return text.length * px * 0.6;
    ctx.font = `${bold ? 'bold ' : ''}${px}px ${fontFamily}`;
    return ctx.measureText(text).width;
  };
}

/**
 * The chart as an image document: all it draws (no axis label cut), with the title, legend, inputs and
 * link of `annotations` around it (chart-export.ts lays them out).
 */
export function chartExportSvg(svg: SVGSVGElement, annotations: ChartAnnotations = {}) {
  const width = Number(svg.getAttribute('width') ?? svg.clientWidth);
  const height = Number(svg.getAttribute('height') ?? svg.clientHeight);
  const style = getComputedStyle(svg);
  const fontFamily = style.fontFamily || 'system-ui, sans-serif';
  return composeChartSvg({
    chart: { markup: standaloneSvg(svg, false), width, height, drawn: drawnBox(svg, width, height) },
    annotations,
    measure: canvasMeasure(fontFamily),
    colours: { text: style.color || '#111', muted: style.color || '#444', background: backgroundOf(svg) },
    fontFamily,
  });
}

/**
 * PNG of the chart at `scale` times its size (docs/product.md §9: export multiplier 3), with everything the
 * chart draws and the `annotations` (title, legend, inputs, link) around it.
 */
export async function svgToPng(svg: SVGSVGElement, scale = 3, annotations: ChartAnnotations = {}): Promise<Blob> {
  const { svg: text, width: w, height: h } = chartExportSvg(svg, annotations);
  const img = new Image();
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('the chart could not be drawn as an image'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, w, h);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
