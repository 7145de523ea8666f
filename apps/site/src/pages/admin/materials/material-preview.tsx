/**
 * Live preview of the edited material before saving: n(lambda) of each axis over its range (the
 * engine's compiled formulas) and the indices at a probe wavelength.
 */
import type { Material } from '@optics-toolbox/optics-engine';
import { Chart, formatNumber } from '@optics-toolbox/ui';
import { useId, useMemo, useState } from 'react';
import { indicesAt, previewLines } from './material-check.js';

export function MaterialPreview({ material }: { material: Material | undefined }) {
  const id = useId();
  const [probeNm, setProbeNm] = useState('1030');
  const lines = useMemo(() => (material ? previewLines(material) : []), [material]);
  const probe = Number(probeNm);
  const at = useMemo(
    () => (material && Number.isFinite(probe) && probe > 0 ? indicesAt(material, probe) : []),
    [material, probe],
  );
  if (!material) return <p className="ot-hint">The preview shows once the JSON is a valid material.</p>;
  return (
    <div className="admin-preview" data-testid="material-preview">
      <Chart
        title={`Refractive index of ${material.name || material.key} (preview)`}
        x={{ label: 'Wavelength', unit: 'nm' }}
        y={{ label: 'Refractive index' }}
        lines={lines}
        filename={`${material.key}-preview`}
      />
      <div className="ot-field admin-probe">
        <label htmlFor={`${id}-probe`}>Probe wavelength (nm)</label>
        <input
          id={`${id}-probe`}
          className="ot-input"
          type="number"
          min={1}
          value={probeNm}
          onChange={(e) => setProbeNm(e.target.value)}
        />
      </div>
      <table className="admin-table" aria-label="Preview indices">
        <tbody>
          {at.map((a) => (
            <tr key={a.key}>
              <th scope="row">n_{a.key}</th>
              <td data-preview-n={a.key}>
                {a.n === undefined ? 'outside the range' : formatNumber(a.n, { decimals: 6 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
