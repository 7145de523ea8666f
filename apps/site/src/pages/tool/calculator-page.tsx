/**
 * The one generic calculator page: inputs on the left, results on the right (per ray side by side),
 * plots full width below, all driven by the calculator's spec. Inputs live in the URL query.
 */
import { Alert, BusyIndicator, Chart, HeatMap, Panel } from '@optics-toolbox/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MaterialInfoPanel } from '../../materials/material-info.js';
import { useMaterials } from '../../materials/materials-context.js';
import { usePageTitle } from '../../page-title.js';
import { displayOf, type PageSpec, type PresentedInput, type ToolEntry } from '../../tools.js';
import { computePage, errorInput, type PageResult } from './compute.js';
import { CustomMaterialDialog } from './custom-material-dialog.js';
import { isAboutOutput } from './dash-reasons.js';
import { InputField } from './input-field.js';
import { editQuery, inputTexts, linkedFollowers, linkedSet, outputPathOf, rawInputs } from './input-values.js';
import { acceptsMaterial } from './material-filter.js';
import { wavelengthRangeNm } from './material-range.js';
import { errorText as errorTextOf, inputOfField, problemText } from './messages.js';
import { formatValue, getPath } from './output-rows.js';
import { type ColumnChoice, Results } from './results.js';
import { markDrawn, markEdit } from './timing.js';
import { CopyLinkButton, InputsInfo, SpecInfoModal, ToolHead } from './tool-head.js';
import { usePrinting } from './use-printing.js';
import { useQueryState } from './use-query-state.js';

const MATERIAL_KINDS = new Set(['material', 'materials', 'layers']);

export function CalculatorPage({ tool, spec, clear }: { tool: ToolEntry; spec: PageSpec; clear?: boolean }) {
  usePageTitle(tool.title);
  const [query, setQuery] = useQueryState();
  const materials = useMaterials();
  const [infoOpen, setInfoOpen] = useState(false);
  const [customFor, setCustomFor] = useState<string | null>(null);
  const display = useMemo(() => displayOf(spec), [spec]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open: /clear starts from the defaults.
  useEffect(() => {
    if (clear && query.size > 0) setQuery(new URLSearchParams());
  }, []);

  const needsMaterials = spec.inputs.some((s) => MATERIAL_KINDS.has(s.kind));
  const texts = useMemo(() => inputTexts(spec, query), [spec, query]);
  // Catalogue addresses in the query (shelf/book/page) are fetched before the page calculates.
  const missing = spec.inputs
    .filter((s) => s.kind === 'material' && materials.status === 'ready' && materials.needsLoad(texts[s.name]))
    .map((s) => texts[s.name]);
  const missingKey = missing.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for missing.
  useEffect(() => {
    if (missing.length > 0) materials.ensure(missing);
  }, [missingKey, materials.ensure]);
  const ready = (!needsMaterials || materials.status === 'ready') && missing.length === 0;
  const followers = useMemo(() => linkedFollowers(spec, query), [spec, query]);
  const range = useMemo(
    () => (ready ? wavelengthRangeNm(spec, texts, materials.library) : undefined),
    [ready, spec, texts, materials.library],
  );
  const disabled = useMemo(() => new Set(tool.disabled?.(texts) ?? []), [tool, texts]);
  const result = useMemo(() => {
    if (!ready) return null;
    const t0 = performance.now();
    const r = computePage(spec, rawInputs(spec, texts, query, disabled), materials.library);
    performance.measure('ot-compute', { start: t0, end: performance.now() });
    return r;
  }, [ready, spec, texts, query, materials.library, disabled]);
  // The last computed outputs and plots: while one field holds a bad value, the linked fields keep showing
  // their values and the plots stay in place (marked as the last valid inputs'), so nothing blanks.
  const lastGood = useRef<PageResult | null>(null);
  if (result && !result.error) lastGood.current = result;
  const shownOutputs = result?.error ? lastGood.current?.outputs : result?.outputs;
  const plots = result?.error ? lastGood.current : result;
  // A chart without any point (a type list where nothing phase-matches) is not drawn as an empty frame.
  const drawnSeries = (plots?.series ?? []).filter((s) => s.lines.some((l) => l.x.length > 0));
  const names = spec.inputs.map((s) => s.name);
  const errorField = result?.error ? errorInput(result.error, names) : undefined;
  const errorText = result?.error ? errorTextOf(result.error, spec.inputs) : undefined;
  const linkedError =
    errorField !== undefined &&
    (followers.has(errorField) ||
      !!linkedSet(spec)?.includes(errorField) ||
      (spec.exclusive ?? []).some((g) => g.includes(errorField)));
  // Engine warnings beside their input; those about an output in the results (a dash's reason, a marked row);
  // those about nothing of the page above the results.
  const warningsByInput = new Map<string, string[]>();
  const looseWarnings: string[] = [];
  for (const w of result?.warnings ?? []) {
    if (isAboutOutput(w, spec.inputs)) continue;
    const at = inputOfField(w.field, names);
    const text = problemText(w, spec.inputs);
    if (at) warningsByInput.set(at, [...(warningsByInput.get(at) ?? []), text]);
    else looseWarnings.push(text);
  }
  // Is the page's material a glass (one index)? Then results have no ordinary/extraordinary columns.
  const isotropic = useMemo(() => {
    const mat = spec.inputs.find((s) => s.kind === 'material');
    if (!ready || !mat) return false;
    try {
      const t = (texts[mat.name] ?? '').trim();
      return materials.library.material(t.startsWith('{') ? JSON.parse(t) : t, mat.name).axes.length === 1;
    } catch {
      return false;
    }
  }, [ready, spec, texts, materials.library]);
  const warnings = useMemo(() => tool.warnings?.(texts) ?? {}, [tool, texts]);
  const printing = usePrinting();
  // The columns chosen in each list, kept in the URL (`cols.solutions=thetaDeg,deffPmV`), so a link keeps them.
  const columns: ColumnChoice = {
    get: (id) => {
      const v = query.get(`cols.${id}`);
      return v === null ? undefined : new Set(v === '' ? [] : v.split(','));
    },
    set: (id, groups) => {
      const next = new URLSearchParams(query);
      next.set(`cols.${id}`, [...groups].join(','));
      setQuery(next);
    },
  };
  const message = getPath(result?.outputs, 'message');
  const messageText = typeof message === 'string' && message ? message : undefined;
  const overlay = getPath(result?.outputs, 'overlay');

  // A new material sets the slider's range; a typed wavelength is never changed: outside the new range it stays and
  // is marked by the engine's error beside it (docs/product.md §4).
  const setValue = (name: string, text: string) => {
    markEdit();
    const shown = Object.fromEntries(spec.inputs.map((i) => [i.name, fieldText(i.name)]));
    const next = editQuery(spec, query, name, text, shown);
    tool.onEdit?.(name, text, next, result?.outputs);
    setQuery(next);
  };

  const catalogueLabel = (key: string | undefined) => {
    const m = key ? materials.library.find(key) : undefined;
    return m?.catalogue ? `${m.name} (${m.key})` : undefined;
  };
  const optionsFor = (filter: PresentedInput['materialFilter']) =>
    filter
      ? materials.options.filter((o) =>
          acceptsMaterial(
            filter,
            materials.materials.find((m) => m.key === o.key),
          ),
        )
      : materials.options;

  /**
   * A follower shows its output (or the first ray's); an enum the engine overrode shows the engine's value. While an
   * error stands on a linked field (a computed wavelength out of the crystal's data) the followers show nothing: a
   * value of the last valid inputs would read as a result of these ones. An error elsewhere (a crystal length)
   * leaves them showing the values of the wavelengths as they are.
   */
  const fieldText = (name: string): string => {
    const out = linkedError ? undefined : shownOutputs;
    const kind = spec.inputs.find((s) => s.name === name)?.kind;
    if (kind === 'enum') {
      const v = getPath(out, name);
      return typeof v === 'string' ? v : texts[name];
    }
    if (!followers.has(name) && !(disabled.has(name) && getPath(out, name) !== undefined)) return texts[name];
    const byRay = getPath(out, 'byRay') as Record<string, unknown> | undefined;
    const first = byRay ? Object.keys(byRay)[0] : undefined;
    const path = outputPathOf(spec, name) ?? name;
    const v = getPath(out, path) ?? (first ? getPath(out, `byRay.${first}.${name}`) : undefined);
    return v === undefined || v === null ? '' : formatValue(v, name, display);
  };
  const fieldError = (name: string): string | undefined => {
    if (errorField === name) return errorText;
    if (tool.messageField === name) return messageText;
    const kind = spec.inputs.find((s) => s.name === name)?.kind;
    const v = getPath(result?.outputs, name);
    if (kind === 'enum' && typeof v === 'string' && v !== texts[name]) return ' ';
    return undefined;
  };

  const field = (s: PresentedInput) => (
    <InputField
      key={s.name}
      spec={s}
      text={fieldText(s.name)}
      onChange={(t) => setValue(s.name, t)}
      error={fieldError(s.name)}
      disabled={disabled.has(s.name)}
      autoFocus={tool.focus === s.name}
      wavelengthRangeNm={range}
      materialOptions={optionsFor(s.materialFilter)}
      materialSearch={s.kind === 'material' ? (q) => materials.search(q, s.materialFilter) : undefined}
      onMaterialOpen={s.kind === 'material' ? materials.loadCatalogue : undefined}
      materialLoading={materials.catalogueStatus === 'loading'}
      materialLabel={s.kind === 'material' ? catalogueLabel(texts[s.name]) : undefined}
      onCustomMaterial={s.kind === 'material' ? () => setCustomFor(s.name) : undefined}
      note={[warnings[s.name], ...(warningsByInput.get(s.name) ?? [])].filter(Boolean).join(' ') || undefined}
    />
  );
  // Secondary inputs in collapsible groups: the page's own (e.g. Beam focusing) and the plot range.
  const groupDefs = [
    ...(spec.page.inputGroups ?? []),
    { title: 'Plot range', names: spec.inputs.filter((s) => s.label.startsWith('Plot ')).map((s) => s.name) },
  ];
  const groups = groupDefs
    .map((g) => ({ title: g.title, inputs: spec.inputs.filter((s) => g.names.includes(s.name)) }))
    .filter((g) => g.inputs.length > 0);
  const grouped = new Set(groups.flatMap((g) => g.inputs.map((s) => s.name)));
  const ungrouped = spec.inputs.filter((s) => !grouped.has(s.name));

  return (
    <div className="tool-page">
      <ToolHead title={tool.title} onInfo={() => setInfoOpen(true)}>
        <CopyLinkButton />
      </ToolHead>
      <p className="tool-summary">{spec.summary}</p>
      {needsMaterials && (materials.status === 'loading' || missing.length > 0) && (
        <BusyIndicator label="Loading materials…" />
      )}
      {needsMaterials && materials.status === 'error' && (
        <Alert>Material data could not be loaded: {materials.error}</Alert>
      )}
      {ready && result && (
        <>
          <div className="tool-grid">
            <Panel title="Inputs" className="tool-inputs">
              {ungrouped.map(field)}
              {groups.map((g) => (
                <details
                  key={g.title}
                  className="input-group"
                  open={printing || g.inputs.some((s) => query.has(s.name))}
                >
                  <summary>{g.title}</summary>
                  {g.inputs.map(field)}
                </details>
              ))}
            </Panel>
            <Panel title="Results" className="tool-results">
              {messageText && <Alert>{messageText}</Alert>}
              {typeof overlay === 'string' && overlay && <Alert tone="warn">{overlay}</Alert>}
              {looseWarnings.map((w) => (
                <Alert key={w} tone="warn">
                  {w}
                </Alert>
              ))}
              <Results
                spec={spec}
                result={result}
                skip={
                  new Set([
                    // An independent input's output of the same name is a result of its own (qpm's period).
                    ...spec.inputs.filter((s) => !s.independent).map((s) => s.name),
                    'message',
                    'overlay',
                    ...(names.includes('wavelength1Nm') ? ['wavelengthsNm'] : []),
                  ])
                }
                display={display}
                errorField={errorField}
                errorText={errorText}
                highlight={!!messageText}
                isotropic={isotropic}
                columns={columns}
                printing={printing}
                slug={tool.slug}
                inputs={texts}
              />
            </Panel>
          </div>
          {plots && (drawnSeries.length > 0 || (plots.maps?.length ?? 0) > 0) && (
            <section className={`tool-plots${plots !== result ? ' stale' : ''}`} aria-label="Plots">
              {plots !== result && <p className="ot-hint">Plots of the last valid inputs; correct the marked field.</p>}
              {drawnSeries.map((s) => (
                <Chart
                  key={s.id}
                  title={s.title}
                  x={s.x}
                  y={s.y}
                  lines={s.lines}
                  filename={`${tool.slug}-${s.id}`}
                  onDrawn={markDrawn}
                />
              ))}
              {(plots.maps ?? []).map((m) => (
                <HeatMap
                  key={m.id}
                  title={m.title}
                  x={m.x}
                  y={m.y}
                  z={m.z}
                  values={m.values}
                  filename={`${tool.slug}-${m.id}`}
                />
              ))}
            </section>
          )}
          {plots && drawnSeries.length === 0 && (plots.series?.length ?? 0) > 0 && (plots.maps?.length ?? 0) === 0 && (
            <p className="ot-hint">No plot: nothing to draw for these inputs.</p>
          )}
          {result.seriesError && <Alert tone="warn">{errorTextOf(result.seriesError, spec.inputs)}</Alert>}
          {(spec.id === 'refractive-index' || spec.id === 'dispersion') && (
            <MaterialInfoPanel material={materials.library.find(texts.material ?? '')} />
          )}
        </>
      )}
      <SpecInfoModal spec={spec} open={infoOpen} onClose={() => setInfoOpen(false)}>
        <InputsInfo inputs={spec.inputs} />
      </SpecInfoModal>
      <CustomMaterialDialog
        open={customFor !== null}
        onClose={() => setCustomFor(null)}
        onAdded={(key) => customFor && setValue(customFor, key)}
      />
    </div>
  );
}
