/**
 * The objects on the table as a list (a text alternative of the canvas): what, where (mm from the table's
 * top-left corner) and how it is turned. Each entry is a button that selects its object, so the keyboard
 * reaches every object (then arrows move it, R turns it, Delete removes it). Folded by default; capped so
 * a huge layout stays readable.
 */
import { BLACK_BOX_NAME, type CanvasObject, type Catalogue } from '@optics-toolbox/planner-engine';
import { memo } from 'react';
import { formatAngle } from './format-angle.js';

const MAX_LISTED = 200;

function describe(o: CanvasObject, catalogue: Catalogue): string {
  const turned = formatAngle(o.angle);
  const at = `at ${Math.round(o.left)}, ${Math.round(o.top)} mm${turned === '0.0°' ? '' : `, turned ${turned}`}`;
  switch (o.kind) {
    case 'product':
      return `${catalogue.get(o.name)?.longName ?? (o.name === BLACK_BOX_NAME ? 'Black box' : o.name)} (${o.name}) ${at}`;
    case 'tube':
      return `${o.name}, ${Math.round(o.length)} mm long, ${at}`;
    case 'line':
      return `${o.color} line of ${o.points.length} points ${at}`;
    case 'ruler':
      return `measurement ${at}`;
    case 'text':
      return `text “${o.text}” ${at}`;
  }
}

export const ObjectList = memo(function ObjectList(props: {
  objects: readonly CanvasObject[];
  catalogue: Catalogue;
  selection: readonly string[];
  onSelect(id: string): void;
}) {
  const { objects, catalogue, selection } = props;
  return (
    <details className="planner-object-list">
      <summary>
        Objects on the table ({objects.length}) — select from the keyboard; then arrows move, R turns, Delete removes
      </summary>
      <ul>
        {objects.slice(0, MAX_LISTED).map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className="ot-button link-button"
              aria-pressed={selection.includes(o.id)}
              onClick={() => props.onSelect(o.id)}
            >
              {describe(o, catalogue)}
            </button>
            {selection.includes(o.id) ? ' (selected)' : ''}
          </li>
        ))}
      </ul>
    </details>
  );
});
