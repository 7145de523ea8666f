/**
 * The layout of an exported chart image: the chart's SVG with everything it draws (an axis label that
 * overflows the SVG's box included, so nothing is cut), under its title, above its legend, its notes,
 * the inputs that made it and a link that reproduces it. Pure: text widths come from the caller's `measure`, so the
 * layout is tested without a browser; `download.ts` measures with a canvas and rasterises the result.
 */

/** What an exported chart carries besides the plot. */
export interface ChartAnnotations {
  readonly title?: string;
  readonly legend?: readonly { readonly label: string; readonly colour: string; readonly dashed?: boolean }[];
  /** Notes that explain the chart (what dashed lines mean), a line each. */
  readonly notes?: readonly string[];
  /** The inputs that made the chart: label and value with its unit. */
  readonly inputs?: readonly (readonly [string, string])[];
  /** A link that reproduces the chart (the page's address with its inputs). */
  readonly link?: string;
}

/** A rectangle in the chart SVG's own coordinates. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartExportInput {
  /** The chart as standalone SVG markup, its width and height attributes, and the box of all it draws. */
  readonly chart: { readonly markup: string; readonly width: number; readonly height: number; readonly drawn: Box };
  readonly annotations: ChartAnnotations;
  /** Width of `text` in px at `fontPx` (bold or not). */
  measure(text: string, fontPx: number, bold: boolean): number;
  readonly colours: { readonly text: string; readonly muted: string; readonly background: string };
  readonly fontFamily: string;
}

/** Margin around everything and the gap between the blocks, px. */
const PAD_PX = 12;
const GAP_PX = 8;
const TITLE_PX = 15;
const LEGEND_PX = 12;
const INPUTS_PX = 11.5;
const LINK_PX = 10.5;
const LINE_HEIGHT = 1.35;
/** Legend swatch: a short line of the series' colour, and the space after it and after each entry, px. */
const SWATCH_PX = 22;
const SWATCH_GAP_PX = 6;
const ENTRY_GAP_PX = 16;
/** The narrowest image, so a small chart still has room for its title and inputs, px. */
const MIN_WIDTH_PX = 360;

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Items laid out in rows no wider than `maxPx` (an item wider than that gets a row of its own);
 * each row lists its items with their x offset.
 */
export function flowRows<T>(items: readonly T[], widthOf: (t: T) => number, gapPx: number, maxPx: number) {
  const rows: { item: T; x: number }[][] = [];
  let row: { item: T; x: number }[] = [];
  let x = 0;
  for (const item of items) {
    const w = widthOf(item);
    if (row.length > 0 && x + w > maxPx) {
      rows.push(row);
      row = [];
      x = 0;
    }
    row.push({ item, x });
    x += w + gapPx;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Text broken into lines no wider than `maxPx`, at spaces, or anywhere in a word (a URL) longer than that. */
export function wrapText(text: string, maxPx: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) <= maxPx || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
    // A single word too long for a line is cut where it fills the line.
    while (widthOf(line) > maxPx && line.length > 1) {
      let k = line.length - 1;
      while (k > 1 && widthOf(line.slice(0, k)) > maxPx) k--;
      lines.push(line.slice(0, k));
      line = line.slice(k);
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line) lines.push(line);
  return lines;
}

/**
 * The exported chart as one SVG document and its size in px: the title, the chart with all it draws,
 * the legend, the notes, the inputs and the link, on the background colour.
 */
export function composeChartSvg(input: ChartExportInput): { svg: string; width: number; height: number } {
  const { chart, annotations: a, measure, colours, fontFamily } = input;
  // Everything the chart draws, its own box included (axis labels may reach past the box).
  const x0 = Math.min(0, chart.drawn.x);
  const y0 = Math.min(0, chart.drawn.y);
  const x1 = Math.max(chart.width, chart.drawn.x + chart.drawn.width);
  const y1 = Math.max(chart.height, chart.drawn.y + chart.drawn.height);
  const width = Math.ceil(Math.max(MIN_WIDTH_PX, x1 - x0 + 2 * PAD_PX));
  const inner = width - 2 * PAD_PX;
  const out: string[] = [];
  let y = PAD_PX;
  const text = (s: string, x: number, baseline: number, px: number, fill: string, bold = false) =>
    out.push(
      `<text x="${x}" y="${baseline}" font-size="${px}" font-family="${escapeXml(fontFamily)}"${bold ? ' font-weight="bold"' : ''} fill="${escapeXml(fill)}">${escapeXml(s)}</text>`,
    );
  const block = (lines: readonly string[], px: number, fill: string, bold = false) => {
    for (const l of lines) {
      y += px * LINE_HEIGHT;
      text(l, PAD_PX, y - px * (LINE_HEIGHT - 1) - px * 0.2, px, fill, bold);
    }
  };

  if (a.title) {
    block(
      wrapText(a.title, inner, (s) => measure(s, TITLE_PX, true)),
      TITLE_PX,
      colours.text,
      true,
    );
    y += GAP_PX;
  }
  // The chart, moved so that all it draws lies inside the image.
  out.push(`<g transform="translate(${PAD_PX - x0 + (inner - (x1 - x0)) / 2},${y - y0})">${chart.markup}</g>`);
  y += y1 - y0;
  if (a.legend && a.legend.length > 0) {
    y += GAP_PX;
    const rows = flowRows(
      a.legend,
      (e) => SWATCH_PX + SWATCH_GAP_PX + measure(e.label, LEGEND_PX, false),
      ENTRY_GAP_PX,
      inner,
    );
    for (const row of rows) {
      y += LEGEND_PX * LINE_HEIGHT;
      const mid = y - (LEGEND_PX * LINE_HEIGHT) / 2;
      for (const { item, x } of row) {
        const dash = item.dashed ? ' stroke-dasharray="5,4"' : '';
        out.push(
          `<line x1="${PAD_PX + x}" y1="${mid}" x2="${PAD_PX + x + SWATCH_PX}" y2="${mid}" stroke="${escapeXml(item.colour)}" stroke-width="2.5"${dash}/>`,
        );
        text(item.label, PAD_PX + x + SWATCH_PX + SWATCH_GAP_PX, mid + LEGEND_PX * 0.35, LEGEND_PX, colours.text);
      }
    }
  }
  for (const note of a.notes ?? []) {
    y += GAP_PX / 2;
    block(
      wrapText(note, inner, (s) => measure(s, INPUTS_PX, false)),
      INPUTS_PX,
      colours.text,
    );
  }
  if (a.inputs && a.inputs.length > 0) {
    y += GAP_PX;
    const entries = a.inputs.map(([k, v]) => `${k}: ${v}`);
    const rows = flowRows(entries, (s) => measure(s, INPUTS_PX, false), ENTRY_GAP_PX, inner);
    for (const row of rows) {
      y += INPUTS_PX * LINE_HEIGHT;
      for (const { item, x } of row) text(item, PAD_PX + x, y - INPUTS_PX * 0.45, INPUTS_PX, colours.muted);
    }
  }
  if (a.link) {
    y += GAP_PX / 2;
    block(
      wrapText(a.link, inner, (s) => measure(s, LINK_PX, false)),
      LINK_PX,
      colours.muted,
    );
  }
  const height = Math.ceil(y + PAD_PX);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${escapeXml(colours.background)}"/>${out.join('')}</svg>`;
  return { svg, width, height };
}
