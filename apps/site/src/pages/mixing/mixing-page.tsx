/**
 * /tools/Mixing: what a crystal does to real pulses (SHG, SFG, OPA), the `mixing` calculator run in a Web Worker
 * with a progress bar and Cancel. Inputs live in the URL (mixing-query.ts); typing cancels the run under way and
 * starts a new one after a short pause, while the last result stays on screen, marked stale.
 */
import { type Material, mixingCalculator } from '@optics-toolbox/optics-engine';
import { Alert, BusyIndicator, Panel } from '@optics-toolbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { useMaterials } from '../../materials/materials-context.js';
import { usePageTitle } from '../../page-title.js';
import { PAGES, presentSpec } from '../../tools.js';
import { CustomMaterialDialog } from '../tool/custom-material-dialog.js';
import { InputField } from '../tool/input-field.js';
import { acceptsMaterial } from '../tool/material-filter.js';
import { markEdit } from '../tool/timing.js';
import { CopyLinkButton, SpecInfoModal, ToolHead } from '../tool/tool-head.js';
import { useQueryState } from '../tool/use-query-state.js';
import { MixingInfo } from './mixing-info.js';
import { mixingProblemText, placeOfField } from './mixing-labels.js';
import {
  applyPreset,
  editMixingQuery,
  mixingRaw,
  mixingTexts,
  PRESETS,
  type PresetId,
  waveDefaults,
} from './mixing-query.js';
import { FigureTable, MixingCharts, RunProgress, WaveTable } from './mixing-results.js';
import { type MixingRunRequest, useMixingRun } from './use-mixing-run.js';
import { WavesGrid } from './waves-grid.js';
import './mixing.css';

const SPEC = presentSpec(mixingCalculator, PAGES.mixing);
const DEFAULT_WAVES = waveDefaults(SPEC);
const TOP = SPEC.inputs.filter((s) => s.kind !== 'waves');
const WAVES_INPUT = SPEC.inputs.find((s) => s.kind === 'waves');
/** Inputs under the pulses (the beam and the numerics); the crystal's come before them. */
const AFTER_WAVES = new Set(['profile', 'thirdOrder', 'points']);

export default function MixingPage() {
  usePageTitle(SPEC.title);
  const [query, setQuery] = useQueryState();
  const materials = useMaterials();
  const [infoOpen, setInfoOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const texts = useMemo(() => mixingTexts(SPEC, query), [query]);
  const materialText = texts.top.material ?? '';

  // A catalogue address in the link is fetched before the run (as on every calculator page).
  const missing = materials.status === 'ready' && materials.needsLoad(materialText);
  useEffect(() => {
    if (missing) materials.ensure([materialText]);
  }, [missing, materialText, materials.ensure]);
  const ready = materials.status === 'ready' && !missing;
  const record: Material | undefined = ready ? materials.library.find(materialText.trim()) : undefined;
  const biaxial = record?.NumberOfAxis === 2;

  const request = useMemo<MixingRunRequest | null>(() => {
    if (!ready) return null;
    const raw = mixingRaw(SPEC, texts);
    const list = record ? [record] : [];
    return { key: JSON.stringify([raw, record?.key ?? null]), raw, materials: list };
  }, [ready, texts, record]);
  const run = useMixingRun(request);
  const current = request?.key;
  const result = run.result;
  const stale = !!result && result.key !== current;

  const setValue = (name: string, text: string) => {
    markEdit();
    setQuery(editMixingQuery(query, name, text));
  };
  const preset = (id: PresetId) => {
    markEdit();
    setQuery(applyPreset(query, id));
  };

  // Problems beside the box they name; the others above the results.
  const errors = new Map<string, string>();
  const notes = new Map<string, string>();
  const loose: { text: string; error: boolean }[] = [];
  const place = (field: string | undefined, text: string, error: boolean) => {
    const at = placeOfField(field, SPEC.inputs);
    const map = error ? errors : notes;
    if (at) map.set(at, [map.get(at), text].filter(Boolean).join(' '));
    else loose.push({ text, error });
  };
  if (run.error) place(run.error.problem.field, mixingProblemText(run.error.problem, SPEC.inputs), true);
  if (result && !stale) for (const w of result.warnings) place(w.field, mixingProblemText(w, SPEC.inputs), false);
  // The direction used when the angle is left to the phase matching.
  const shown = result && !run.error ? result.outputs : undefined;
  for (const a of ['thetaDeg', 'phiDeg'] as const)
    if (shown && (texts.top[a] ?? '').trim() === '' && !notes.has(a))
      notes.set(a, `Used: ${shown[a].toFixed(3)}°${stale ? ' (previous inputs)' : ''}`);

  const optionsFor = useMemo(
    () =>
      materials.options.filter((o) =>
        acceptsMaterial(
          'nonlinear',
          materials.materials.find((m) => m.key === o.key),
        ),
      ),
    [materials.options, materials.materials],
  );
  const field = (name: string) => {
    const s = TOP.find((i) => i.name === name);
    if (!s) return null;
    const isMaterial = s.kind === 'material';
    return (
      <InputField
        key={s.name}
        spec={s}
        text={texts.top[s.name] ?? ''}
        onChange={(t) => setValue(s.name, t)}
        error={errors.get(s.name)}
        note={notes.get(s.name)}
        disabled={s.name === 'plane' && !biaxial}
        materialOptions={optionsFor}
        materialSearch={isMaterial ? (q) => materials.search(q, s.materialFilter) : undefined}
        onMaterialOpen={isMaterial ? materials.loadCatalogue : undefined}
        materialLoading={materials.catalogueStatus === 'loading'}
        onCustomMaterial={isMaterial ? () => setCustomOpen(true) : undefined}
      />
    );
  };

  return (
    <div className="tool-page mixing-page">
      <ToolHead title={SPEC.title} onInfo={() => setInfoOpen(true)}>
        <CopyLinkButton />
      </ToolHead>
      <p className="tool-summary">{SPEC.summary}</p>
      {materials.status === 'loading' || missing ? <BusyIndicator label="Loading materials…" /> : null}
      {materials.status === 'error' && <Alert>Material data could not be loaded: {materials.error}</Alert>}
      {ready && (
        <>
          <div className="tool-grid">
            <Panel title="Inputs" className="tool-inputs">
              <fieldset className="ot-field presets">
                <legend className="ot-field-label">Presets</legend>
                <div className="preset-row">
                  {(Object.keys(PRESETS) as PresetId[]).map((id) => (
                    <button
                      key={id}
                      type="button"
                      className="ot-button"
                      title={PRESETS[id].title}
                      onClick={() => preset(id)}
                    >
                      {id}
                    </button>
                  ))}
                </div>
              </fieldset>
              {TOP.filter((s) => !AFTER_WAVES.has(s.name)).map((s) => field(s.name))}
              {WAVES_INPUT && (
                <WavesGrid
                  legend={WAVES_INPUT.label}
                  texts={texts.waves}
                  defaults={DEFAULT_WAVES}
                  usedWavelengthsNm={result?.wavelengthsNm}
                  onChange={setValue}
                  errors={errors}
                  notes={notes}
                  message={errors.get('waves') ?? notes.get('waves')}
                />
              )}
              {TOP.filter((s) => AFTER_WAVES.has(s.name)).map((s) => field(s.name))}
            </Panel>
            <Panel title="Results" className="tool-results">
              <RunProgress run={run} onCancel={run.cancel} />
              {loose.map((p) => (
                <Alert key={p.text} tone={p.error ? 'error' : 'warn'}>
                  {p.text}
                </Alert>
              ))}
              {run.error && placeOfField(run.error.problem.field, SPEC.inputs) && (
                <Alert>Check the marked input: the result shown is of the last valid inputs.</Alert>
              )}
              {result && (
                <div className={`results${stale ? ' stale' : ''}`} data-stale={stale || undefined}>
                  {stale && <p className="ot-hint stale-note">Results of the previous inputs.</p>}
                  <WaveTable result={result} outputs={SPEC.outputs} />
                  <FigureTable result={result} outputs={SPEC.outputs} />
                </div>
              )}
            </Panel>
          </div>
          {result && <MixingCharts series={result.series} stale={stale} />}
        </>
      )}
      <SpecInfoModal spec={SPEC} open={infoOpen} onClose={() => setInfoOpen(false)}>
        <MixingInfo spec={SPEC} />
      </SpecInfoModal>
      <CustomMaterialDialog
        open={customOpen}
        onClose={() => setCustomOpen(false)}
        onAdded={(key) => setValue('material', key)}
      />
    </div>
  );
}
