/** Browser downloads of chart data and images. */

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

/** Standalone SVG text of a rendered chart: currentColor resolved, a background painted. */
export function svgText(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const style = getComputedStyle(svg);
  const color = style.color || '#000';
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.style.color = color;
  const w = svg.getAttribute('width') ?? String(svg.clientWidth);
  const h = svg.getAttribute('height') ?? String(svg.clientHeight);
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('width', w);
  bg.setAttribute('height', h);
  bg.setAttribute('fill', getComputedStyle(svg.closest('.ot-chart') ?? document.body).backgroundColor || '#fff');
  clone.insertBefore(bg, clone.firstChild);
  return new XMLSerializer().serializeToString(clone).replaceAll('currentColor', color);
}

/** PNG of the chart at `scale` times its size (docs/product.md §9: export multiplier 3). */
export async function svgToPng(svg: SVGSVGElement, scale = 3): Promise<Blob> {
  const text = svgText(svg);
  const w = Number(svg.getAttribute('width') ?? svg.clientWidth);
  const h = Number(svg.getAttribute('height') ?? svg.clientHeight);
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
