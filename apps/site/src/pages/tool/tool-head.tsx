/** A tool page's heading: its title, the "i" button that opens the formulas and model, and extra buttons. */
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
