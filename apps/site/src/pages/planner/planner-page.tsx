/**
 * The Optical Layout Planner (docs/product.md "Planner", sections 4, 8, 9): /planner starts a new layout
 * from the settings dialog, /planner/{code} loads a saved one. The page renders planner-engine's
 * state and turns toolbar, pointer and keyboard events into engine commands; geometry and rules
 * live in the engine. The page's own state is one reducer (`planner-page-state.ts`); loading, the
 * keyboard, the catalogue and the canvas area are their own hooks and components.
 */
import { createScheme, type LayoutSettings } from '@optics-toolbox/planner-engine';
import { useElementWidth } from '@optics-toolbox/ui';
import type Konva from 'konva';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { AdminPresetSave } from './admin-preset-save.js';
import { addCommand, cascadePoint } from './placement.js';
import { isAdmin, type PresetSummary } from './planner-api.js';
import { PlannerCanvasArea } from './planner-canvas-area.js';
import { usePlannerPageState } from './planner-page-state.js';
import { PresetBar } from './preset-bar.js';
import './planner.css';
import { LayoutTitle } from './layout-title.js';
import { PlannerToolbar } from './planner-toolbar.js';
import { ProductPanel } from './product-panel.js';
import { SaveIndicator } from './save-indicator.js';
import { SelectionPanel } from './selection-panel.js';
import { SettingsDialog } from './settings-dialog.js';
import { useLayoutLoading } from './use-layout-loading.js';
import { usePlanner } from './use-planner.js';
import { usePlannerActions } from './use-planner-actions.js';
import { usePlannerCatalogue } from './use-planner-catalogue.js';
import { usePlannerKeys } from './use-planner-keys.js';

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
  const [page, set, send] = usePlannerPageState();
  const { products, presets, chosen, setChosen } = usePlannerCatalogue(set.setProblem);
  const store = usePlanner(products);
  const stageRef = useRef<Konva.Stage>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const widthPx = useElementWidth(wrapRef, 1000, 200);
  const actions = usePlannerActions({
    store,
    stageRef,
    origin: page.origin,
    setOrigin: set.setOrigin,
    navigate: embedded ? () => undefined : navigate,
    setExportMultiplier: set.setExportMultiplier,
  });
  const { dispatch } = store;
  useLayoutLoading({
    store,
    name,
    presetMode: props.presetMode,
    presetId: props.presetId,
    send,
    setters: set,
    markSaved: actions.markSaved,
    clearIndicator: actions.clearIndicator,
  });
  usePlannerKeys(store, page.dialog !== null);

  const applySettings = async (settings: LayoutSettings, preset: PresetSummary | undefined) => {
    if (page.dialog === 'edit') {
      dispatch({ type: 'setLayoutSettings', settings });
      set.setDialog(null);
      return;
    }
    let problem = '';
    try {
      if (preset) await actions.loadPreset(preset, settings);
      else {
        dispatch({ type: 'load', scheme: createScheme(settings) });
        set.setOrigin('new');
      }
    } catch {
      problem = `Preset ${preset?.title ?? ''} could not be loaded.`;
    }
    actions.clearIndicator();
    send({ type: 'settingsApplied', isNew: true, problem });
    if (name && !embedded) navigate('/planner');
  };

  const { clearIndicator } = actions;
  const { setHint } = set;
  const onCanvasPress = useCallback(() => {
    clearIndicator();
    setHint(false);
  }, [clearIndicator, setHint]);

  const { state, shown, catalogue } = store;
  const selected = shown.canvas.objects.filter((o) => state.selection.includes(o.id));
  const addText = () => dispatch({ type: 'addText', text: 'Text', at: cascadePoint(store.current()) });
  return (
    <div className="planner-page">
      {!props.presetMode && <h1>Optical Layout Planner</h1>}
      {props.presetMode && (
        <PresetBar
          store={store}
          preset={page.preset}
          thumbnail={actions.thumbnail}
          onSaved={set.setPreset}
          onDeleted={() => {
            set.setPreset(undefined);
            dispatch({ type: 'load', scheme: createScheme() });
            set.setOrigin('new');
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
        busy={actions.busy || page.loading}
        drawColor={page.drawColor}
        onDrawColor={set.setDrawColor}
        dispatch={dispatch}
        onNew={() => set.setDialog('new')}
        onSave={() => void actions.save(false)}
        onSaveCopy={() => void actions.save(true)}
        onSettings={() => set.setDialog('edit')}
        onPdf={() => void actions.saveAsPdf()}
        onPng={() => void actions.exportPng()}
        onAddText={addText}
      />
      {!props.presetMode && isAdmin() && pathname.includes('admin') && (
        <AdminPresetSave store={store} catalogue={catalogue} thumbnail={actions.thumbnail} />
      )}
      {actions.savesCopy() && (
        <p className="planner-copy-note" role="note">
          This layout belongs to someone else: Save keeps it as it is and saves your version as a copy with a new code.
        </p>
      )}
      <SaveIndicator indicator={actions.indicator} />
      {page.problem && (
        <p className="planner-error" role="alert">
          {page.problem}
        </p>
      )}
      <div className="planner-main">
        <PlannerCanvasArea
          store={store}
          wrapRef={wrapRef}
          widthPx={widthPx}
          stageRef={stageRef}
          hint={page.hint}
          loading={page.loading}
          exportMultiplier={page.exportMultiplier}
          onCanvasPress={onCanvasPress}
        />
        <aside className="planner-side">
          <ProductPanel
            products={products}
            chosen={chosen}
            onChoose={setChosen}
            onAdd={(n) => {
              set.setHint(false);
              dispatch(addCommand(store.current(), catalogue, n));
            }}
          />
          <SelectionPanel objects={selected} catalogue={catalogue} dispatch={dispatch} />
        </aside>
      </div>
      <SettingsDialog
        open={page.dialog !== null}
        isNew={page.dialog === 'new'}
        initial={page.dialog === 'new' ? createScheme().layoutSettings : state.scheme.layoutSettings}
        presets={presets}
        onApply={(s, p) => void applySettings(s, p)}
        onClose={() => set.setDialog(null)}
      />
    </div>
  );
}
