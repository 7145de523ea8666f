/**
 * /tools/PulsePath: a pulse through a whole beam path. The pulse's inputs on the left; the path as an ordered
 * list of elements edited inline (add, remove, move up and down by buttons), each with its GDD, TOD, FOD and
 * B-integral; the output's measures and the compressor optimiser; the charts below. The engine's pulse-path
 * calculator computes everything on every change (about 2 ms on 4,096 points); the state lives in the address
 * (url-codec.ts), so Copy link reproduces the whole path.
 */
import { Alert, BusyIndicator, Panel } from '@optics-toolbox/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMaterials } from '../../materials/materials-context.js';
import { usePageTitle } from '../../page-title.js';
import { markEdit } from '../tool/timing.js';
import { CopyLinkButton, SpecInfoModal, ToolHead } from '../tool/tool-head.js';
import { computePath, type PathResult, SPEC } from './compute-path.js';
import { ElementRowEditor } from './element-row.js';
import type { MaterialPicker } from './field-input.js';
import { elementFieldLabel, elementName, fieldWords } from './labels.js';
import { OutputTable } from './output-table.js';
import { inflateSpectrum, stateOfLocation } from './page-url.js';
import { PathCharts } from './path-charts.js';
import {
  activeFields,
  KIND_NAMES,
  KINDS,
  type MaterialFacts,
  materialsOf,
  type PathState,
  rawInputs,
} from './path-state.js';
import { sortProblems } from './place-problems.js';
import { PulsePanel } from './pulse-panel.js';
import { usePathEdits } from './use-path-edits.js';
import { usePathUrl } from './use-path-url.js';
import './pulse-path.css';

/** The info modal's page part, loaded when the modal opens (it is most of the page's text). */
const PathInfo = lazy(() => import('./path-info.js'));
/** The optimiser's controls, loaded once the path has an element to vary. */
const OptimizePanel = lazy(() => import('./optimize-panel.js'));

export default function PulsePathPage() {
  usePageTitle(SPEC.title);
  const materials = useMaterials();
  const location = useLocation();
  const [start] = useState(() => stateOfLocation(location.search, location.hash));
  const [state, setState] = useState<PathState>(start.state);
  const [inflating, setInflating] = useState(start.deflatedSpectrum !== undefined);
  const [infoOpen, setInfoOpen] = useState(false);
  const stateRef = useRef(state);
  const url = usePathUrl(location.pathname);

  // A deflated spectrum in the address is inflated before the first computation.
  useEffect(() => {
    const b64 = start.deflatedSpectrum;
    if (b64 === undefined) return;
    inflateSpectrum(b64)
      .then((text) => {
        const next = { ...stateRef.current, pulse: { ...stateRef.current.pulse, spectrum: text } };
        stateRef.current = next;
        setState(next);
      })
      .catch(() => undefined)
      .finally(() => setInflating(false));
  }, [start]);

  // A real navigation to this page with other inputs (a link, the menu) starts from them.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    firstKey.current = location.key;
    const next = stateOfLocation(location.search, location.hash).state;
    stateRef.current = next;
    setState(next);
  }, [location.key, location.search, location.hash]);

  const update = (f: (s: PathState) => PathState) => {
    markEdit();
    const next = f(stateRef.current);
    stateRef.current = next;
    setState(next);
    url.schedule(next);
  };

  const materialName = useCallback(
    (key: string): string | undefined => (key ? materials.library.find(key)?.name : undefined),
    [materials.library],
  );
  const facts = useMemo<MaterialFacts>(
    () => ({
      birefringent: (key) => {
        try {
          return materials.library.material(key, 'material').axes.length > 1;
        } catch {
          return false;
        }
      },
    }),
    [materials.library],
  );

  // Catalogue addresses (shelf/book/page) are fetched before the path is computed.
  const missing = materials.status === 'ready' ? materialsOf(state).filter((k) => materials.needsLoad(k)) : [];
  const missingKey = missing.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for missing.
  useEffect(() => {
    if (missing.length > 0) materials.ensure(missing);
  }, [missingKey, materials.ensure]);
  const ready = materials.status === 'ready' && missing.length === 0 && !inflating;

  const raw = useMemo(() => rawInputs(state, facts), [state, facts]);
  const result = useMemo<PathResult | null>(
    () => (ready ? computePath(raw, materials.library) : null),
    [ready, raw, materials.library],
  );
  const failed = !!result && !result.outputs;
  // While a field holds a bad value, the charts of the last valid inputs stay (marked), so nothing blanks.
  const lastGood = useRef<PathResult | null>(null);
  if (result?.outputs) lastGood.current = result;
  const shown = failed ? lastGood.current : result;
  const out = result?.outputs;

  const placed = useMemo(
    () => (result ? sortProblems(result, state, facts, materialName) : null),
    [result, state, facts, materialName],
  );

  const edits = usePathEdits(state, update);
  const { request } = edits;

  const picker = useMemo<MaterialPicker>(
    () => ({
      options: materials.options,
      search: materials.search,
      onOpen: materials.loadCatalogue,
      loading: materials.catalogueStatus === 'loading',
      labelOf: (key) => {
        const m = key ? materials.library.find(key) : undefined;
        return m?.catalogue ? `${m.name} (${m.key})` : undefined;
      },
    }),
    [materials.options, materials.search, materials.loadCatalogue, materials.catalogueStatus, materials.library],
  );

  const optIndex = request ? state.elements.findIndex((r) => r.id === request.row) : -1;
  const optRow = state.elements[optIndex];
  const optLabel = optRow && request ? elementFieldLabel(optRow.kind, request.parameter) : undefined;
  const optimizeName =
    optRow && optLabel
      ? `${elementName(optIndex, optRow.kind, materialName(optRow.texts.material ?? ''))} ${fieldWords(optLabel)}`
      : undefined;

  return (
    <div className="tool-page pulse-path-page">
      <ToolHead title={SPEC.title} onInfo={() => setInfoOpen(true)}>
        <CopyLinkButton what="path" href={() => url.flush(stateRef.current)} />
      </ToolHead>
      <p className="tool-summary">{SPEC.summary}</p>
      {(materials.status === 'loading' || missing.length > 0 || inflating) && (
        <BusyIndicator label={inflating ? 'Reading the spectrum…' : 'Loading materials…'} />
      )}
      {materials.status === 'error' && <Alert>Material data could not be loaded: {materials.error}</Alert>}
      <div className="pp-layout">
        <Panel className="tool-inputs pp-pulse">
          <fieldset className="pp-group">
            <legend>
              <h2>Pulse</h2>
            </legend>
            <PulsePanel
              state={state}
              onPulse={(name, text) => update((s) => ({ ...s, pulse: { ...s.pulse, [name]: text } }))}
              onSource={(source) => update((s) => ({ ...s, source }))}
              onPoints={(text) => update((s) => ({ ...s, points: text }))}
              errors={placed?.pulse.errors ?? new Map()}
              notes={placed?.pulse.notes ?? new Map()}
              materials={picker}
            />
          </fieldset>
        </Panel>
        <div className="pp-main">
          <Panel className="pp-path">
            <fieldset className="pp-group">
              <legend>
                <h2>Elements</h2>
              </legend>
              <p className="ot-hint">The beam path in order: the pulse meets element 1 first.</p>
              {state.elements.length === 0 && (
                <p className="pp-empty">The path is empty: the output is the input pulse. Add an element below.</p>
              )}
              <ol className="pp-elements">
                {state.elements.map((row, i) => (
                  <ElementRowEditor
                    key={row.id}
                    row={row}
                    index={i}
                    count={state.elements.length}
                    active={activeFields(row, facts)}
                    metrics={out?.elements[i] ?? null}
                    errors={placed?.elements[i]?.errors ?? new Map()}
                    notes={placed?.elements[i]?.notes ?? new Map()}
                    what={
                      row.kind === 'material' || row.kind === 'prism-pair'
                        ? (materialName(row.texts.material ?? '') ?? row.texts.material)
                        : undefined
                    }
                    materials={picker}
                    onChange={(name, text) => edits.editElement(i, name, text)}
                    onMove={(d) => edits.moveElement(i, d)}
                    onRemove={() => edits.removeElement(i)}
                  />
                ))}
              </ol>
              <fieldset className="pp-add">
                <legend>Add an element</legend>
                {KINDS.map((k) => (
                  <button
                    key={k}
                    id={`pp-add-${k}`}
                    type="button"
                    className="ot-button"
                    onClick={() => edits.addElement(k)}
                  >
                    + {KIND_NAMES[k]}
                  </button>
                ))}
              </fieldset>
            </fieldset>
          </Panel>
          <div className="pp-below">
            <Panel title="Output" className="tool-results pp-output">
              {(placed?.loose ?? []).map((p) => (
                <Alert key={p.text} tone={p.error ? 'error' : 'warn'}>
                  {p.text}
                </Alert>
              ))}
              {failed && (placed?.loose.every((p) => !p.error) ?? true) && (
                <p className="ot-error" role="status">
                  No output: correct the field marked in red.
                </p>
              )}
              {out && <OutputTable outputs={out} />}
            </Panel>
            <Panel className="pp-optimize-panel">
              <fieldset className="pp-group">
                <legend>
                  <h2>Optimise</h2>
                </legend>
                {request ? (
                  <Suspense fallback={<BusyIndicator />}>
                    <OptimizePanel
                      state={state}
                      request={request}
                      optimum={out?.optimum ?? null}
                      currentDurationFs={out?.output.durationFs}
                      materialName={materialName}
                      errors={placed?.optimize ?? new Map()}
                      onChange={edits.changeOptimize}
                      onRun={() => request && update((s) => ({ ...s, optimize: { ...request, on: true } }))}
                      onStop={() => request && update((s) => ({ ...s, optimize: { ...request, on: false } }))}
                      onApply={(text) => {
                        if (optIndex >= 0 && request) edits.editElement(optIndex, request.parameter, text);
                      }}
                    />
                  </Suspense>
                ) : (
                  <p className="ot-hint">
                    Add an element to the path to find the setting that makes the pulse shortest.
                  </p>
                )}
              </fieldset>
            </Panel>
          </div>
        </div>
      </div>
      {shown?.series && <PathCharts series={shown.series} optimizeName={optimizeName} stale={failed} />}
      <SpecInfoModal spec={SPEC} open={infoOpen} onClose={() => setInfoOpen(false)}>
        {infoOpen && (
          <Suspense fallback={<BusyIndicator />}>
            <PathInfo />
          </Suspense>
        )}
      </SpecInfoModal>
    </div>
  );
}
