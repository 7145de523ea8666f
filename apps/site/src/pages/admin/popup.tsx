/**
 * The admin's popups (docs/product.md §8): a small accessible modal — role "alertdialog" for errors
 * and confirmations, "dialog" for timed success notes — with the title and text of docs/product.md §8. `usePopup()`
 * returns functions that resolve when the popup closes (a confirmation resolves to the choice).
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface PopupOptions {
  title: string;
  text?: string;
  kind?: 'success' | 'error' | 'warning' | 'info';
  /** Closes by itself after this many ms (success notes: 1.5 s or 2.5 s). */
  timerMs?: number;
  /** A confirmation: the label of the confirming button (cancel is offered too). */
  confirmLabel?: string;
}

interface Open extends PopupOptions {
  resolve(ok: boolean): void;
}

export interface PopupApi {
  /** Shows a popup; resolves true when confirmed (or closed, for a plain note). */
  show(o: PopupOptions): Promise<boolean>;
  error(title: string, text?: string): Promise<boolean>;
  success(title: string, timerMs: number, text?: string): Promise<boolean>;
  confirm(title: string, text: string, confirmLabel: string): Promise<boolean>;
}

const Ctx = createContext<PopupApi | null>(null);

export function usePopup(): PopupApi {
  const api = useContext(Ctx);
  if (!api) throw new Error('usePopup outside PopupProvider');
  return api;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const show = useCallback(
    (o: PopupOptions) =>
      new Promise<boolean>((resolve) => {
        setOpen((prev) => {
          prev?.resolve(false);
          return { ...o, resolve };
        });
      }),
    [],
  );
  const api = useMemo<PopupApi>(
    () => ({
      show,
      error: (title, text) => show({ title, text, kind: 'error' }),
      success: (title, timerMs, text) => show({ title, text, kind: 'success', timerMs }),
      confirm: (title, text, confirmLabel) => show({ title, text, kind: 'warning', confirmLabel }),
    }),
    [show],
  );
  const close = useCallback(
    (ok: boolean) =>
      setOpen((prev) => {
        prev?.resolve(ok);
        return null;
      }),
    [],
  );
  return (
    <Ctx.Provider value={api}>
      {children}
      {open && <PopupView popup={open} onClose={close} />}
    </Ctx.Provider>
  );
}

const ICONS = { success: '✓', error: '✕', warning: '!', info: 'i' } as const;

function PopupView({ popup, onClose }: { popup: Open; onClose(ok: boolean): void }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const kind = popup.kind ?? 'info';
  const confirm = popup.confirmLabel !== undefined;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // A native modal dialog: the page behind is inert and Escape cancels.
    const d = ref.current;
    if (d && !d.open) d.showModal();
    button.current?.focus();
    const timer = popup.timerMs ? setTimeout(() => onClose(true), popup.timerMs) : undefined;
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [popup, onClose]);
  const content = (
    <>
      <div className="admin-popup-icon" aria-hidden="true">
        {ICONS[kind]}
      </div>
      <h2 id={`${id}-t`}>{popup.title}</h2>
      {popup.text && (
        <p id={`${id}-d`} className="admin-popup-text">
          {popup.text}
        </p>
      )}
      {!popup.timerMs && (
        <div className="admin-popup-actions">
          {confirm ? (
            <>
              <button ref={button} type="button" className="ot-button ot-primary" onClick={() => onClose(true)}>
                {popup.confirmLabel}
              </button>
              <button type="button" className="ot-button" onClick={() => onClose(false)}>
                Cancel
              </button>
            </>
          ) : (
            <button ref={button} type="button" className="ot-button ot-primary" onClick={() => onClose(true)}>
              OK
            </button>
          )}
        </div>
      )}
    </>
  );
  const role = kind === 'error' || confirm ? 'alertdialog' : 'dialog';
  return (
    <dialog
      ref={ref}
      className={`admin-popup admin-popup-${kind}`}
      role={role}
      aria-labelledby={`${id}-t`}
      aria-describedby={popup.text ? `${id}-d` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      {content}
    </dialog>
  );
}
