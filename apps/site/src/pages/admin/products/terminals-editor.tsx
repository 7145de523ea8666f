/**
 * The product's terminals (connection points, mm from the top-left corner): an editable table, and
 * the SVG drawn at the product's size with each terminal marked and numbered. A click on the drawing
 * adds a terminal there while editing is enabled.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import type { ProductTerminal } from '@optics-toolbox/planner-engine';
import type { MouseEvent } from 'react';

export interface TerminalsEditorProps {
  svgUrl?: string;
  widthMm: number;
  heightMm: number;
  terminals: readonly ProductTerminal[];
  disabled: boolean;
  onChange(t: ProductTerminal[]): void;
}

/** Preview box size: the product fits 320 x 240 px, keeping its aspect ratio. */
const BOX_PX = { w: 320, h: 240 };

const round2 = (x: number) => Math.round(x * 100) / 100;

export function TerminalsEditor({ svgUrl, widthMm, heightMm, terminals, disabled, onChange }: TerminalsEditorProps) {
  const w = widthMm > 0 ? widthMm : 100;
  const h = heightMm > 0 ? heightMm : 100;
  const pxPerMm = Math.min(BOX_PX.w / w, BOX_PX.h / h);
  const edit = (i: number, k: keyof ProductTerminal, text: string) => {
    const n = parseDecimal(text);
    onChange(terminals.map((t, j) => (j === i ? { ...t, [k]: Number.isFinite(n) ? n : 0 } : t)));
  };
  const addAt = (e: MouseEvent<SVGSVGElement>) => {
    if (disabled) return;
    const r = e.currentTarget.getBoundingClientRect();
    const left = round2(((e.clientX - r.left) / r.width) * w);
    const top = round2(((e.clientY - r.top) / r.height) * h);
    onChange([...terminals, { left, top }]);
  };
  return (
    <fieldset className="admin-fields admin-terminals" disabled={disabled}>
      <legend>Terminals</legend>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the table below is the keyboard way to add terminals */}
      <svg
        className="admin-svg-preview"
        role="img"
        aria-label={`Product drawing with ${terminals.length} terminal${terminals.length === 1 ? '' : 's'}`}
        width={w * pxPerMm}
        height={h * pxPerMm}
        viewBox={`0 0 ${w} ${h}`}
        onClick={addAt}
        data-terminals={terminals.length}
      >
        <rect x={0} y={0} width={w} height={h} fill="#fff" stroke="#999" strokeWidth={0.5 / pxPerMm} />
        {svgUrl && <image href={svgUrl} x={0} y={0} width={w} height={h} preserveAspectRatio="none" />}
        {terminals.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: terminals are identified by their position in the list
          <g key={i} className="admin-terminal-mark">
            <circle cx={t.left} cy={t.top} r={5 / pxPerMm} fill="#d62728" stroke="#fff" strokeWidth={1.5 / pxPerMm} />
            <text x={t.left + 5 / pxPerMm} y={t.top - 5 / pxPerMm} fontSize={11 / pxPerMm} fill="#d62728">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <table className="admin-table admin-terminals-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Left (mm)</th>
            <th scope="col">Top (mm)</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {terminals.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: terminals are identified by their position in the list
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                <input
                  className="ot-input"
                  type="number"
                  step={0.01}
                  aria-label={`Terminal ${i + 1} left (mm)`}
                  value={t.left}
                  onChange={(e) => edit(i, 'left', e.target.value)}
                />
              </td>
              <td>
                <input
                  className="ot-input"
                  type="number"
                  step={0.01}
                  aria-label={`Terminal ${i + 1} top (mm)`}
                  value={t.top}
                  onChange={(e) => edit(i, 'top', e.target.value)}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="ot-button"
                  aria-label={`Remove terminal ${i + 1}`}
                  onClick={() => onChange(terminals.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="ot-button"
        onClick={() => onChange([...terminals, { left: round2(w / 2), top: round2(h / 2) }])}
      >
        Add terminal
      </button>
    </fieldset>
  );
}
