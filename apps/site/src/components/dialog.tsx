import { type ReactNode, useEffect, useId, useRef } from 'react';

/** A native modal dialog (focus trapped, Escape closes) with a heading and a close button. */
export function Dialog(props: { title: string; open: boolean; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    else if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog ref={ref} className="ot-modal" aria-labelledby={id} onClose={props.onClose}>
      <div className="ot-modal-head">
        <h2 id={id}>{props.title}</h2>
        <button type="button" className="ot-button" aria-label="Close" onClick={props.onClose}>
          ✕
        </button>
      </div>
      <div className="ot-modal-body">{props.open && props.children}</div>
    </dialog>
  );
}
