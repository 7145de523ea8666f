/**
 * A text alternative of the canvas for screen readers: what is on the table, where (mm from the
 * table's top-left corner) and how it is turned. Visually hidden; capped so a huge layout stays
 * readable.
 */
import { BLACK_BOX_NAME, type CanvasObject, type Catalogue } from '@optics-toolbox/planner-engine';
import { memo } from 'react';

const MAX_LISTED = 200;

function describe(o: CanvasObject, catalogue: Catalogue): string {
  const at = `at ${Math.round(o.left)}, ${Math.round(o.top)} mm${o.angle ? `, turned ${o.angle}°` : ''}`;
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
}) {
  const { objects, catalogue, selection } = props;
  return (
    <div className="planner-visually-hidden">
      <h2>Objects on the table ({objects.length})</h2>
      <ul>
        {objects.slice(0, MAX_LISTED).map((o) => (
          <li key={o.id}>
            {describe(o, catalogue)}
            {selection.includes(o.id) ? ' (selected)' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
});
