import { Link } from 'react-router-dom';

/** A save or export outcome shown until the next press on the canvas (docs/product.md "Planner", section 8). */
export type Indicator =
  | { readonly kind: 'saved' | 'copy'; readonly name: string }
  | { readonly kind: 'error' }
  | { readonly kind: 'png-fail' };

export function SaveIndicator({ indicator }: { indicator: Indicator | null }) {
  if (!indicator) return <div className="planner-indicator" role="status" aria-live="polite" />;
  if (indicator.kind === 'error' || indicator.kind === 'png-fail')
    return (
      <div className="planner-indicator planner-indicator-error" role="status" aria-live="polite">
        {indicator.kind === 'error' ? 'Error while saving' : 'PNG export failed'}
      </div>
    );
  const path = `/planner/${indicator.name}`;
  return (
    <div className="planner-indicator planner-indicator-ok" role="status" aria-live="polite">
      {indicator.kind === 'copy' ? 'Copy saved' : 'Layout saved'}. Code:{' '}
      <strong data-layout-code>{indicator.name}</strong> — <Link to={path}>{`${window.location.origin}${path}`}</Link>
    </div>
  );
}
