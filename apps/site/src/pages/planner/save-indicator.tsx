import { useState } from 'react';
import { Link } from 'react-router-dom';

/**
 * A save or export outcome shown until the next press on the canvas (docs/product.md "Planner", section 8).
 * A save that had to become a copy says why; a saved layout offers its edit link, which carries the
 * right to change it to another browser.
 */
export type Indicator =
  | {
      readonly kind: 'saved' | 'copy';
      readonly name: string;
      /** The layout a plain Save copied because this browser may not change it. */
      readonly copyOf?: string;
      /** The link that opens the saved layout with the right to change it, in any browser. */
      readonly editLink?: string;
    }
  | { readonly kind: 'error'; readonly message?: string }
  | { readonly kind: 'png-fail' };

function EditLink({ href }: { href: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="planner-edit-link">
      Edit link (opens this layout with the right to change it, in any browser; share it only with people who may):{' '}
      <input readOnly aria-label="Edit link" value={href} onFocus={(e) => e.target.select()} />
      <button
        type="button"
        className="ot-button"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(href)
            .then(() => setCopied(true))
            .catch(() => undefined)
        }
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </span>
  );
}

export function SaveIndicator({ indicator }: { indicator: Indicator | null }) {
  if (!indicator) return <div className="planner-indicator" role="status" aria-live="polite" />;
  if (indicator.kind === 'error' || indicator.kind === 'png-fail')
    return (
      <div className="planner-indicator planner-indicator-error" role="status" aria-live="polite">
        {indicator.kind === 'png-fail'
          ? 'PNG export failed'
          : `Error while saving${indicator.message ? `: ${indicator.message}` : ''}`}
      </div>
    );
  const path = `/planner/${indicator.name}`;
  return (
    <div className="planner-indicator planner-indicator-ok" role="status" aria-live="polite">
      <span>
        {indicator.kind === 'copy' ? 'Copy saved' : 'Layout saved'}. Code:{' '}
        <strong data-layout-code>{indicator.name}</strong> — <Link to={path}>{`${window.location.origin}${path}`}</Link>
      </span>
      {indicator.copyOf && (
        <span className="planner-copy-reason" data-copy-reason>
          Saved as a copy because layout {indicator.copyOf} was made in another browser: only that browser, whoever it
          gave its edit link to, or an admin may change it. {indicator.copyOf} is unchanged.
        </span>
      )}
      {indicator.editLink && <EditLink href={indicator.editLink} />}
    </div>
  );
}
