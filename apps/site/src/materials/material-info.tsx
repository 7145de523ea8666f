/**
 * What the chosen material's data are: for a refractiveindex.info page its address (with a link to the
 * page), references, comments, conditions and the properties a glass catalogue gives; for a curated
 * material its references. Shown on the refractive-index and dispersion pages.
 */
import { kelvinToCelsius, type Material } from '@optics-toolbox/optics-engine';
import { Panel } from '@optics-toolbox/ui';

/** How each thermal model reaches another temperature, in the words of the Material data panel (docs/temperature.md). */
const THERMAL_MODEL_TEXT: Record<string, string> = {
  schott: "SCHOTT's formula A",
  'dn/dT': 'the stated dn/dT',
  coefficients: 'temperature-dependent Sellmeier coefficients',
  ghosh: "Ghosh's thermo-optic formula",
  difference: 'the change of a second, temperature-dependent equation',
  poles: 'd(n²)/dT terms over the Sellmeier poles',
};

function conditionsText(c: Record<string, unknown> | undefined): string[] {
  if (!c) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(c)) {
    if (k === 'temperature' && typeof v === 'number') out.push(`temperature ${v} K (${kelvinToCelsius(v)} °C)`);
    else if (k === 'pressure' && typeof v === 'number') out.push(`pressure ${v} Pa`);
    else out.push(`${k.replaceAll('_', ' ')} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  }
  return out;
}

function propertiesText(p: Record<string, unknown> | undefined): string[] {
  if (!p) return [];
  const out: string[] = [];
  if (p.nd !== undefined) out.push(`nd ${p.nd}`);
  if (p.Vd !== undefined) out.push(`Vd ${p.Vd}`);
  if (p.glass_code !== undefined) out.push(`glass code ${p.glass_code}`);
  if (p.glass_status !== undefined) out.push(`status ${p.glass_status}`);
  const density = Array.isArray(p.density) ? (p.density[0] as { value?: unknown })?.value : undefined;
  if (density !== undefined) out.push(`density ${density} kg/m³`);
  if (Array.isArray(p.thermal_expansion))
    for (const t of p.thermal_expansion as { value?: unknown; temperature_range?: unknown }[])
      out.push(`thermal expansion ${t.value} /K${t.temperature_range ? ` (${t.temperature_range} K)` : ''}`);
  return out;
}

export function MaterialInfoPanel({ material }: { material: Material | undefined }) {
  if (!material) return null;
  const c = material.catalogue;
  const link = c
    ? `https://refractiveindex.info/?shelf=${encodeURIComponent(c.shelf)}&book=${encodeURIComponent(c.book)}&page=${encodeURIComponent(c.pages ? (c.pages[0].split('/').pop() ?? c.page) : c.page)}`
    : undefined;
  const thermal = material.parameters[0]?.thermal;
  const conditions = conditionsText(c?.conditions);
  const properties = propertiesText(c?.properties);
  return (
    <Panel title="Material data" className="material-info">
      <dl className="material-info-list">
        <dt>Material</dt>
        <dd>
          {material.name} <code>{material.key}</code>
        </dd>
        {c && (
          <>
            <dt>refractiveindex.info</dt>
            <dd>
              <a href={link} target="_blank" rel="noreferrer">
                {c.address}
              </a>{' '}
              ({c.bookName ?? c.book}; {c.pageName ?? c.page})
            </dd>
          </>
        )}
        {(material.references ?? []).length > 0 && (
          <>
            <dt>References</dt>
            {(material.references ?? []).map((r) => (
              <dd key={r}>{r}</dd>
            ))}
          </>
        )}
        {(c?.comments || material.info) && (
          <>
            <dt>Comments</dt>
            <dd>{c?.comments || material.info}</dd>
          </>
        )}
        {conditions.length > 0 && (
          <>
            <dt>Conditions</dt>
            <dd>{conditions.join('; ')}</dd>
          </>
        )}
        {properties.length > 0 && (
          <>
            <dt>Properties</dt>
            <dd>{properties.join('; ')}</dd>
          </>
        )}
        <dt>Temperature</dt>
        <dd>
          {thermal
            ? `data at ${material.temperature?.reference_C ?? 20} °C; other temperatures by ${THERMAL_MODEL_TEXT[thermal.model] ?? 'its thermal model'}`
            : `data at ${material.temperature?.reference_C ?? 20} °C only (no thermal data)`}
          {c?.thermalNote ? ` — ${c.thermalNote}` : ''}
        </dd>
      </dl>
    </Panel>
  );
}
