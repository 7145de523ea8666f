import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useState } from 'react';
import { fetchVersion, type VersionInfo } from '../api.js';
import { Dialog } from './dialog.js';

/** App and API versions (docs/product.md §2, navbar). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [version, setVersion] = useState<VersionInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || version) return;
    fetchVersion()
      .then(setVersion)
      .catch((e: Error) => setError(e.message));
  }, [open, version]);
  return (
    <Dialog title="About the Optics Toolbox" open={open} onClose={onClose}>
      <p>Calculators for ultrafast-laser and nonlinear-optics work. Every calculation runs in your browser.</p>
      {version ? (
        <dl className="about-versions">
          <dt>App version</dt>
          <dd data-testid="app-version">{version.app}</dd>
          <dt>API version</dt>
          <dd data-testid="api-version">{version.api}</dd>
        </dl>
      ) : error ? (
        <p className="ot-error">Version unavailable: {error}</p>
      ) : (
        <BusyIndicator label="Loading versions…" />
      )}
    </Dialog>
  );
}
