/**
 * A tool page's heading (its title, the "i" button that opens the formulas and model, extra buttons) and
 * the modal that button opens, filled from the calculator's spec.
 */
import { InfoModal } from '@optics-toolbox/ui';
import type { ReactNode } from 'react';

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
