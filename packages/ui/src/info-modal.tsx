import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface FormulaItem {
  tex: string;
  text: string;
}

type Katex = typeof import('katex').default;
let katexPromise: Promise<Katex> | undefined;
/** KaTeX is bundled but loaded only when a formula is first shown (no CDN; works offline). */
function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  return katexPromise;
}

/** One formula rendered by KaTeX in display mode, with its description. */
export function Formula({ tex, text }: FormulaItem) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadKatex().then((k) => {
      if (live && ref.current)
        ref.current.innerHTML = k.renderToString(tex, { displayMode: true, throwOnError: false });
    });
    return () => {
      live = false;
    };
  }, [tex]);
  return (
    <figure className="ot-formula">
      <div ref={ref} className="ot-formula-tex" role="math" aria-label={tex}>
        <code>{tex}</code>
      </div>
      <figcaption className="ot-hint">{text}</figcaption>
    </figure>
  );
}

export interface InfoModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  formulas?: readonly FormulaItem[];
  model?: string;
  references?: readonly string[];
  children?: ReactNode;
}

/** A modal dialog with the formulas of a calculator (KaTeX), its model and references. */
export function InfoModal({ title, open, onClose, formulas = [], model, references = [], children }: InfoModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      setShown(true);
    } else if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="ot-modal" aria-labelledby="ot-modal-title" onClose={onClose}>
      <div className="ot-modal-head">
        <h2 id="ot-modal-title">{title}</h2>
        <button type="button" className="ot-button" onClick={onClose} aria-label="Close">
          ✕
        </button>
      </div>
      <div className="ot-modal-body">
        {shown && formulas.map((f) => <Formula key={f.tex} {...f} />)}
        {model && (
          <>
            <h3>Model</h3>
            {/* One paragraph per line of the model text (a model written in parts: fields, dispersion, beam, …). */}
            {model.split('\n').map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )}
        {children}
        {references.length > 0 && (
          <>
            <h3>References</h3>
            <ul>
              {references.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </dialog>
  );
}
