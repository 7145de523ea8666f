import type { ReactNode } from 'react';

/** A message in the words of docs/product.md §8: an error (role alert) or a milder note. */
export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'warn' }) {
  return (
    <div className={`ot-alert${tone === 'warn' ? ' ot-warn' : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A spinner with a text, shown while data loads. */
export function BusyIndicator({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="ot-busy" role="status" aria-live="polite">
      {label}
    </span>
  );
}
