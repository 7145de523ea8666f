/**
 * What the selected object offers besides the toolbar: its item number on the drawing, the angle of a
 * product (typed, to 0.1°, when the product turns freely; otherwise the 90° steps it keeps), a BLACK-BOX's
 * Width (mm) and Height (mm) (min 0, docs/product.md "Planner"), a text's words, a tube's length. Edits
 * become engine commands when a field is committed (Enter or leaving it), so one edit is one undo step.
 */
import { parseDecimal } from '@optics-toolbox/optics-engine';
import {
  BLACK_BOX_NAME,
  type CanvasObject,
  type Catalogue,
  type Command,
  footprintOf,
  rotatesFreely,
} from '@optics-toolbox/planner-engine';
import { useEffect, useId, useState } from 'react';
import { formatAngle } from './format-angle.js';

/** The typed angle in degrees, or the message that says why it is refused (nothing typed is replaced). */
export function parseAngle(text: string): { deg: number } | { error: string } {
  const t = text.trim().replace(/°$/, '').trim();
  const deg = parseDecimal(t);
  if (t === '' || !Number.isFinite(deg))
    return { error: `Angle: '${text}' is not a number of degrees; type one such as 45 or 22.5 (clockwise).` };
  if (Math.abs(deg) > 3600)
    return { error: `Angle: ${t}° is more than ten turns; type an angle from -360 to 360 degrees.` };
  return { deg };
}

function AngleField({ obj, dispatch }: { obj: CanvasObject; dispatch(c: Command): void }) {
  const id = useId();
  const shown = formatAngle(obj.angle).replace('°', '');
  const [text, setText] = useState(shown);
  const [error, setError] = useState('');
  useEffect(() => {
    setText(shown);
    setError('');
  }, [shown]);
  const commit = () => {
    if (text === shown) return;
    const r = parseAngle(text);
    if ('error' in r) {
      setError(r.error);
      return;
    }
    setError('');
    dispatch({ type: 'setAngle', ids: [obj.id], angleDeg: r.deg });
  };
  return (
    <>
      <label htmlFor={`${id}-a`}>
        Angle (°, clockwise)
        <input
          id={`${id}-a`}
          inputMode="decimal"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-ae` : `${id}-ah`}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </label>
      {error ? (
        <p id={`${id}-ae`} className="ot-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-ah`} className="planner-hint-text">
          Turns freely: type an angle, drag the round handle (Shift: 15° steps), or press ] and [ (15°; Shift: 45°).
        </p>
      )}
    </>
  );
}

function SizeFields({
  obj,
  catalogue,
  dispatch,
}: {
  obj: CanvasObject;
  catalogue: Catalogue;
  dispatch(c: Command): void;
}) {
  const id = useId();
  const fp = footprintOf(obj, catalogue);
  const commit = (w: number, h: number) => {
    if (Number.isFinite(w) && Number.isFinite(h)) dispatch({ type: 'setSize', id: obj.id, widthMm: w, heightMm: h });
  };
  return (
    <div className="planner-settings-row">
      <label htmlFor={`${id}-w`}>
        Width (mm)
        <input
          id={`${id}-w`}
          type="number"
          min={0}
          step={1}
          value={Math.round(fp.w * 100) / 100}
          onChange={(e) => e.target.value !== '' && commit(Math.max(0, Number(e.target.value)), fp.h)}
        />
      </label>
      <label htmlFor={`${id}-h`}>
        Height (mm)
        <input
          id={`${id}-h`}
          type="number"
          min={0}
          step={1}
          value={Math.round(fp.h * 100) / 100}
          onChange={(e) => e.target.value !== '' && commit(fp.w, Math.max(0, Number(e.target.value)))}
        />
      </label>
    </div>
  );
}

function TextField({ obj, dispatch }: { obj: Extract<CanvasObject, { kind: 'text' }>; dispatch(c: Command): void }) {
  const id = useId();
  const [text, setText] = useState(obj.text);
  useEffect(() => setText(obj.text), [obj.text]);
  const commit = () => {
    if (text !== obj.text && text.trim() !== '') dispatch({ type: 'editText', id: obj.id, text });
  };
  return (
    <>
      <label htmlFor={`${id}-t`}>Text</label>
      <textarea
        id={`${id}-t`}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            commit();
          }
        }}
      />
    </>
  );
}

export function SelectionPanel(props: {
  objects: readonly CanvasObject[];
  catalogue: Catalogue;
  /** Item numbers on the drawing (rows of the report's items table). */
  numbers: ReadonlyMap<string, number>;
  dispatch(c: Command): void;
}) {
  const { objects, catalogue, numbers, dispatch } = props;
  if (objects.length === 0) return null;
  const obj = objects[0];
  const title =
    objects.length > 1
      ? `${objects.length} objects selected`
      : obj.kind === 'product' || obj.kind === 'tube'
        ? obj.name
        : obj.kind;
  return (
    <section className="planner-panel" aria-label="Selected object">
      <h2>
        Selected: {title}
        {objects.length === 1 && numbers.has(obj.id) ? ` (item ${numbers.get(obj.id)})` : ''}
      </h2>
      {objects.length === 1 && obj.kind === 'product' && rotatesFreely(obj, catalogue) && (
        <AngleField key={obj.id} obj={obj} dispatch={dispatch} />
      )}
      {objects.length === 1 && obj.kind === 'product' && !rotatesFreely(obj, catalogue) && (
        <p data-angle={obj.angle}>
          Angle {formatAngle(obj.angle)}. This product turns in 90° steps (R, Shift+R, or the ⟳ ⟲ buttons).
        </p>
      )}
      {objects.length === 1 &&
        obj.kind === 'product' &&
        (obj.name === BLACK_BOX_NAME || catalogue.get(obj.name)?.scalableX || catalogue.get(obj.name)?.scalableY) && (
          <SizeFields key={obj.id} obj={obj} catalogue={catalogue} dispatch={dispatch} />
        )}
      {objects.length === 1 && obj.kind === 'text' && <TextField key={obj.id} obj={obj} dispatch={dispatch} />}
      {objects.length === 1 && obj.kind === 'tube' && (
        <p>
          Length {Math.round(obj.length * 10) / 10} mm; ends{' '}
          {obj.terminals.filter(Boolean).length
            ? `attached to ${obj.terminals.filter(Boolean).length} terminal(s)`
            : 'free'}
          . Drag the round handles to move the ends.
        </p>
      )}
      <p className="planner-hint-text">
        Arrows move one hole (Shift: a tenth), Del deletes, PageUp/PageDown restack, Ctrl+C/Ctrl+V copy.
      </p>
    </section>
  );
}
