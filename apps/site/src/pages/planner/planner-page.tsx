/**
 * The Optical Layout Planner (docs/product.md "Planner", sections 4, 8, 9): /planner starts a new layout
 * from the settings dialog, /planner/{code} loads a saved one. The page renders planner-engine's
 * state and turns toolbar, pointer and keyboard events into engine commands; geometry and rules
 * live in the engine.
 */
import {
  createScheme,
  keyToCommand,
  type LayoutSettings,
  type LineColor,
  type Product,
  productListOf,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { PlannerCanvas } from './canvas/planner-canvas.js';
import { addCommand, cascadePoint } from './placement.js';
import {
  fetchPreset,
  fetchPresets,
  fetchProducts,
  fetchSchemeByName,
  HttpStatusError,
  isAdmin,
  type PresetSummary,
  presetFromScheme,
  updatePreset,
} from './planner-api.js';
import { PresetBar } from './preset-bar.js';
import './planner.css';
import { LayoutTitle } from './layout-title.js';
import { ObjectList } from './object-list.js';
import { PlannerToolbar } from './planner-toolbar.js';
import { ProductPanel } from './product-panel.js';
import { SaveIndicator } from './save-indicator.js';
import { forRegistration, type SchemeOrigin } from './save-rules.js';
import { SelectionPanel } from './selection-panel.js';
import { SettingsDialog } from './settings-dialog.js';
import { useElementWidth } from './use-element-width.js';
import { usePlanner } from './use-planner.js';
import { usePlannerActions } from './use-planner-actions.js';

const EMPTY: Product[] = [];

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** How other screens embed the planner (the admin's scheme and preset pages). */
export interface PlannerProps {
  /** Layout code to open instead of the route's `:name`. */
  schemeName?: string;
  /** Preset mode: title and category inputs, Save preset, Delete preset; no heading. */
  presetMode?: boolean;
  /** In preset mode, the preset to edit (its id or its scheme's code); none registers a new one. */
  presetId?: string;
}

export default function PlannerPage(props: PlannerProps) {
  const params = useParams();
  const name = props.schemeName ?? (props.presetMode ? undefined : params.name);
  const embedded = props.schemeName !== undefined || Boolean(props.presetMode);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageTitle(name ? `Optical Layout Planner ${name}` : 'Optical Layout Planner');
  const [preset, setPreset] = useState<PresetSummary | undefined>(undefined);
  const [presetNote, setPresetNote] = useState('');
  const [products, setProducts] = useState<Product[]>(EMPTY);
  const [presets, setPresets] = useState<PresetSummary[]>([]);
  const store = usePlanner(products);
  const [origin, setOrigin] = useState<SchemeOrigin>('new');
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const [hint, setHint] = useState(false);
  const [problem, setProblem] = useState('');
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState('');
  const [drawColor, setDrawColor] = useState<LineColor>('red');
  const stageRef = useRef<Konva.Stage>(null);
  const [wrapRef, widthPx] = useElementWidth<HTMLDivElement>(1000);
  const first = useRef(true);
  const [exportMultiplier, setExportMultiplier] = useState<number | null>(null);
  const actions = usePlannerActions({
    store,
    stageRef,
    origin,
    setOrigin,
    navigate: embedded ? () => undefined : navigate,
    setExportMultiplier,
  });
  const { dispatch } = store;

  useEffect(() => {
    fetchProducts()
      .then((list) => {
        setProducts(list);
        setChosen((c) => c || list[0]?.name || '');
      })
      .catch(() => setProblem('The product catalogue could not be loaded.'));
    fetchPresets()
      .then(setPresets)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!props.presetMode || !props.presetId) return;
    let live = true;
    setLoading(true);
    fetchPreset(props.presetId)
      .then((p) => {
        if (!live) return;
        setPreset(p);
        if (p.scheme) dispatch({ type: 'load', scheme: p.scheme });
        setOrigin('saved');
      })
      .catch(() => live && setProblem(`Preset ${props.presetId} could not be loaded.`))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [props.presetMode, props.presetId, dispatch]);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (props.presetMode && props.presetId) return;
    if (!name) {
      if (isFirst) setDialog('new');
      return;
    }
    if (name === store.current().scheme.name) return;
    let live = true;
    setLoading(true);
    setProblem('');
    fetchSchemeByName(name)
      .then(({ scheme, legacy }) => {
        if (!live) return;
        dispatch({ type: 'load', scheme });
        setOrigin(legacy ? 'legacy' : 'saved');
        actions.markSaved();
        actions.clearIndicator();
      })
      .catch((e: unknown) => {
        if (!live) return;
        setProblem(
          e instanceof HttpStatusError && e.status === 404
            ? `Layout ${name} was not found.`
            : `Layout ${name} could not be loaded.`,
        );
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [name, props.presetMode, props.presetId, store.current, dispatch, actions.clearIndicator, actions.markSaved]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialog || typing(e.target)) return;
      const c = keyToCommand(e);
      if (!c) return;
      if (c.type === 'nudge' && store.current().selection.length === 0) return;
      e.preventDefault();
      dispatch(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, dispatch, store.current]);

  const applySettings = async (settings: LayoutSettings, preset: PresetSummary | undefined) => {
    if (dialog === 'edit') {
      dispatch({ type: 'setLayoutSettings', settings });
      setDialog(null);
      return;
    }
    try {
      if (preset) await actions.loadPreset(preset, settings);
      else {
        dispatch({ type: 'load', scheme: createScheme(settings) });
        setOrigin('new');
      }
      setProblem('');
    } catch {
      setProblem(`Preset ${preset?.title ?? ''} could not be loaded.`);
    }
    actions.clearIndicator();
    setDialog(null);
    setHint(true);
    if (name && !embedded) navigate('/planner');
  };

  /** Admin route, logged in: a copy of the layout becomes a new preset (docs/product.md §6). */
  const saveAsPreset = async () => {
    setPresetNote('');
    try {
      const image = await actions.thumbnail();
      const st = store.current();
      const scheme = { ...forRegistration(st.scheme), products: productListOf(st.scheme, catalogue) };
      const title = st.scheme.layoutSettings.title || st.scheme.name || 'Untitled layout';
      const p = await presetFromScheme(scheme, title, 'General');
      await updatePreset(p.id, title, 'General', image);
      setPresetNote(`Your work has been saved (preset ${title}).`);
    } catch {
      setPresetNote('The preset could not be saved.');
    }
  };

  const onCanvasPress = useCallback(() => {
    actions.clearIndicator();
    setHint(false);
  }, [actions.clearIndicator]);

  const { state, shown, catalogue } = store;
  const selected = shown.canvas.objects.filter((o) => state.selection.includes(o.id));
  const addText = () => dispatch({ type: 'addText', text: 'Text', at: cascadePoint(store.current()) });
  return (
    <div className="planner-page">
      {!props.presetMode && <h1>Optical Layout Planner</h1>}
      {props.presetMode && (
        <PresetBar
          store={store}
          preset={preset}
          thumbnail={actions.thumbnail}
          onSaved={setPreset}
          onDeleted={() => {
            setPreset(undefined);
            dispatch({ type: 'load', scheme: createScheme() });
            setOrigin('new');
          }}
        />
      )}
      <p className="planner-small-screen" role="note">
        The planner needs a larger screen to place products by hand (at least 700 px wide). Here you can view the
        layout, add products (they are placed where they overlap nothing), pick objects from the list below the table,
        and save or print.
      </p>
      <LayoutTitle
        title={state.scheme.layoutSettings.title}
        onCommit={(title) => dispatch({ type: 'setLayoutSettings', settings: { title } })}
      />
      <PlannerToolbar
        state={state}
        busy={actions.busy || loading}
        drawColor={drawColor}
        onDrawColor={setDrawColor}
        dispatch={dispatch}
        onNew={() => setDialog('new')}
        onSave={() => void actions.save(false)}
        onSaveCopy={() => void actions.save(true)}
        onSettings={() => setDialog('edit')}
        onPdf={() => void actions.saveAsPdf()}
        onPng={() => void actions.exportPng()}
        onAddText={addText}
      />
      {!props.presetMode && isAdmin() && pathname.includes('admin') && (
        <p className="planner-preset-bar">
          <button type="button" className="ot-button" onClick={() => void saveAsPreset()}>
            Save as preset
          </button>
          <span role="status">{presetNote}</span>
        </p>
      )}
      {actions.savesCopy() && (
        <p className="planner-copy-note" role="note">
          This layout belongs to someone else: Save keeps it as it is and saves your version as a copy with a new code.
        </p>
      )}
      <SaveIndicator indicator={actions.indicator} />
      {problem && (
        <p className="planner-error" role="alert">
          {problem}
        </p>
      )}
      <div className="planner-main">
        <div className="planner-canvas-wrap" ref={wrapRef} data-objects={shown.canvas.objects.length}>
          {hint && (
            <div className="planner-new-hint" role="status">
              New layout set. Choose a product on the right and press “Add to table”; drag objects to move them.
            </div>
          )}
          {loading && <p className="planner-loading">Loading layout…</p>}
          <PlannerCanvas
            store={store}
            widthPx={Math.min(widthPx, 1800)}
            stageRef={stageRef}
            onCanvasPress={onCanvasPress}
            exportMultiplier={exportMultiplier}
          />
          {state.mode.kind !== 'select' && (
            <p className="planner-mode-hint" role="status">
              {state.mode.kind === 'draw'
                ? 'Drawing: click to add points, Shift for right angles; right click or Esc finishes.'
                : `Measuring: click point ${state.mode.stage + 1} of 3 (the two ends, then where the dimension line goes). Esc cancels.`}
            </p>
          )}
          <ObjectList
            objects={state.scheme.canvas.objects}
            catalogue={catalogue}
            selection={state.selection}
            onSelect={(id) => dispatch({ type: 'select', ids: [id] })}
          />
        </div>
        <aside className="planner-side">
          <ProductPanel
            products={products}
            chosen={chosen}
            onChoose={setChosen}
            onAdd={(n) => {
              setHint(false);
              dispatch(addCommand(store.current(), catalogue, n));
            }}
          />
          <SelectionPanel objects={selected} catalogue={catalogue} dispatch={dispatch} />
        </aside>
      </div>
      <SettingsDialog
        open={dialog !== null}
        isNew={dialog === 'new'}
        initial={dialog === 'new' ? createScheme().layoutSettings : state.scheme.layoutSettings}
        presets={presets}
        onApply={(s, p) => void applySettings(s, p)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
