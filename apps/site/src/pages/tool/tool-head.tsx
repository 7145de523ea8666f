/**
 * A tool page's heading (its title, the "i" button that opens the formulas and model, extra buttons) and
 * the modal that button opens, filled from the calculator's spec.
 */
import type { InputSpec } from '@optics-toolbox/optics-engine';
import { InfoModal } from '@optics-toolbox/ui';
import { type ReactNode, useState } from 'react';
import { flushUrl } from './use-query-state.js';

export function ToolHead({ title, onInfo, children }: { title: string; onInfo: () => void; children?: ReactNode }) {
  return (
    <div className="tool-head">
      <h1>{title}</h1>
      <button
        type="button"
        className="ot-icon-button"
        aria-label="Formulas and model"
        title="Formulas and model"
        onClick={onInfo}
      >
        i
      </button>
      {children}
    </div>
  );
}

/** The formulas, model and references of a calculator spec in the info modal; `children` add page-specific parts. */
export function SpecInfoModal({
  spec,
  open,
  onClose,
  children,
}: {
  spec: {
    title: string;
    formulas: Parameters<typeof InfoModal>[0]['formulas'];
    model: string;
    references: readonly string[];
  };
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <InfoModal
      title={spec.title}
      open={open}
      onClose={onClose}
      formulas={spec.formulas}
      model={spec.model}
      references={spec.references}
    >
      {children}
    </InfoModal>
  );
}

/** The page's address once its inputs are written to the URL query (pages keyed by their query). */
const queryHref = (): string => {
  flushUrl();
  return window.location.href;
};

/**
 * "Copy link": copies the address that reopens the page's calculation. `href` gives it (after the page has written
 * its state to the URL); the button says so for a moment once the clipboard has it.
 */
export function CopyLinkButton({
  href = queryHref,
  what = 'calculation',
}: {
  href?: () => string | Promise<string>;
  what?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="ot-button share-button"
      title={`Copy a link that reopens this ${what}`}
      onClick={async () => {
        const link = await href();
        await navigator.clipboard?.writeText(link).catch(() => undefined);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? 'Link copied' : 'Copy link'}
    </button>
  );
}

/** The inputs of a spec in the info modal: label, contract name, range and description; `extra` adds per input. */
export function InputsInfo({ inputs, extra }: { inputs: readonly InputSpec[]; extra?: (s: InputSpec) => ReactNode }) {
  return (
    <>
      <h3>Inputs</h3>
      <ul className="info-inputs">
        {inputs.map((s) => (
          <li key={s.name}>
            <strong>{s.label}</strong> <code>{s.name}</code>
            {s.min !== undefined || s.max !== undefined ? ` — ${s.min ?? '−∞'} to ${s.max ?? '∞'}` : ''}
            {s.description ? `. ${s.description}` : ''}
            {extra?.(s)}
          </li>
        ))}
      </ul>
    </>
  );
}
