/**
 * The Optical Layout Planner (docs/product.md "Planner", sections 4, 8, 9): /planner starts a new layout
 * from the settings dialog (or goes back to the newest unsaved draft), /planner/{code} loads a saved one.
 * The page renders planner-engine's state and turns toolbar, pointer and keyboard events into engine
 * commands; geometry and rules live in the engine. The page's own state is one reducer
 * (`planner-page-state.ts`); loading, the keyboard, the catalogue, zoom, drafts and the leave guard are
 * their own hooks, and the canvas area, dialogs and notices their own components.
 */
import {
  addCommand,
  billOfMaterials,
  cascadePoint,
  createScheme,
  itemNumbers,
  type LayoutSettings,
  partsListCsv,
} from '@optics-toolbox/planner-engine';
import { downloadBlob, useElementWidth } from '@optics-toolbox/ui';
import type Konva from 'konva';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { AdminPresetSave } from './admin-preset-save.js';
import { clearDraft, NEW_LAYOUT_DRAFT } from './local-layouts.js';
import { fetchSchemeByName, isAdmin, type PresetSummary } from './planner-api.js';
import { PlannerCanvasArea } from './planner-canvas-area.js';
import { LeaveDialog, OpenDialog, SaveCopyDialog } from './planner-dialogs.js';
import { DraftRestoredNotice, objectLabel, TableChangeNoticeView } from './planner-notices.js';
import { usePlannerPageState } from './planner-page-state.js';
import { PresetBar } from './preset-bar.js';
import './planner.css';
import { LayoutTitle } from './layout-title.js';
import { PlannerToolbar } from './planner-toolbar.js';
import { ProductPanel } from './product-panel.js';
import { SaveIndicator } from './save-indicator.js';
import { SelectionPanel } from './selection-panel.js';
import { SettingsDialog } from './settings-dialog.js';
import { useDraftAutosave } from './use-draft-autosave.js';
import { useLayoutLoading } from './use-layout-loading.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { usePlanner } from './use-planner.js';
import { usePlannerActions } from './use-planner-actions.js';
import { usePlannerCatalogue } from './use-planner-catalogue.js';
import { usePlannerKeys } from './use-planner-keys.js';
import { usePlannerView } from './use-planner-view.js';
import { useTableChange } from './use-table-change.js';

/** How other screens embed the planner (the admin's scheme and preset pages). */
export interface PlannerProps {
  /** Layout code to open instead of the route's `:name`. */
  schemeName?: string;
  /** Preset mode: title and category inputs, Save preset, Delete preset; no heading. */
  presetMode?: boolean;
  /** In preset mode, the preset to edit (its id or its scheme's code); none registers a new one. */
  presetId?: string;
}

/** The leave dialog's target when "+ New" is pressed with unsaved changes. */
const NEW_LAYOUT = '#new';

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
  const { state, shown, catalogue, dispatch } = store;
  const stageRef = useRef<Konva.Stage>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const widthPx = useElementWidth(wrapRef, 1000, 200);
  const view = usePlannerView(state.scheme.tableParameters);
  const actions = usePlannerActions({
    store,
    stageRef,
    origin: page.origin,
    setOrigin: set.setOrigin,
    navigate: embedded ? () => undefined : navigate,
    setExporting: set.setExporting,
  });
  const dirty = actions.isDirty(state.scheme);
  const drafts = useDraftAutosave({
    scheme: state.scheme,
    origin: page.origin,
    dirty,
    enabled: !props.presetMode && !page.loading && actions.hasBaseline,
  });
  useLeaveGuard(dirty, set.setLeaving);
  const openLayout = useCallback((code: string) => navigate(`/planner/${encodeURIComponent(code)}`), [navigate]);
  useLayoutLoading({
    store,
    name,
    presetMode: props.presetMode,
    presetId: props.presetId,
    send,
    setters: set,
    markSaved: actions.markSaved,
    clearIndicator: actions.clearIndicator,
    openLayout,
  });
  usePlannerKeys(store, view, page.dialog !== null || page.leaving !== null);
  const numbers = useMemo(() => itemNumbers(billOfMaterials(state.scheme, catalogue)), [state.scheme, catalogue]);
  const byId = useMemo(() => new Map(state.scheme.canvas.objects.map((o) => [o.id, o])), [state.scheme]);
  const nameOf = (id: string) => {
    const o = byId.get(id);
    return o ? objectLabel(o, numbers) : id;
  };
  const table = useTableChange(store, set.setTableChange, page.tableChange);

  const startNew = () => {
    set.setDialog('new');
  };

  const applySettings = async (settings: LayoutSettings, preset: PresetSummary | undefined) => {
    if (page.dialog === 'edit') {
      table.apply(settings);
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
      actions.markSaved();
    } catch {
      problem = `Preset ${preset?.title ?? ''} could not be loaded.`;
    }
    actions.clearIndicator();
    send({ type: 'settingsApplied', isNew: true, problem });
    send({ type: 'set', patch: { restored: null, tableChange: null } });
    if (name && !embedded) navigate('/planner');
  };

  const discardDraft = () => {
    const key = page.restored?.key;
    send({ type: 'set', patch: { restored: null } });
    if (!key) return;
    clearDraft(key);
    if (key === NEW_LAYOUT_DRAFT) {
      dispatch({ type: 'load', scheme: createScheme() });
      actions.markSaved();
      set.setDialog('new');
    } else {
      // The saved layout as it is on the server.
      fetchSchemeByName(key)
        .then(({ scheme }) => {
          dispatch({ type: 'load', scheme });
          actions.markSaved();
        })
        .catch(() => set.setProblem(`Layout ${key} could not be loaded again; the draft is discarded.`));
    }
  };

  const leave = () => {
    const target = page.leaving;
    set.setLeaving(null);
    drafts.flush();
    if (target === NEW_LAYOUT) startNew();
    else if (target) navigate(target);
  };

  const { clearIndicator } = actions;
  const { setHint } = set;
  const onCanvasPress = useCallback(() => {
    clearIndicator();
    setHint(false);
  }, [clearIndicator, setHint]);

  const selected = shown.canvas.objects.filter((o) => state.selection.includes(o.id));
  const addText = () => dispatch({ type: 'addText', text: 'Text', at: cascadePoint(store.current()) });
  const downloadCsv = () => {
    const csv = partsListCsv(billOfMaterials(store.current().scheme, catalogue));
    downloadBlob(new Blob([csv], { type: 'text/csv' }), `${state.scheme.name || 'layout'}-parts.csv`);
  };
  return (
    <div className="planner-page" data-dirty={dirty ? 'true' : undefined}>
      {!props.presetMode && <h1>Optical Layout Planner</h1>}
      {props.presetMode && (
        <PresetBar
          store={store}
          preset={page.preset}
          thumbnail={actions.thumbnail}
          onSaved={(p) => {
            set.setPreset(p);
            actions.markSaved();
          }}
          onDeleted={() => {
            set.setPreset(undefined);
            dispatch({ type: 'load', scheme: createScheme() });
            set.setOrigin('new');
            actions.markSaved();
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
        onNew={() => (dirty ? set.setLeaving(NEW_LAYOUT) : startNew())}
        onOpen={() => set.setDialog('open')}
        onSave={() => void actions.save(false)}
        onSaveCopy={() => set.setDialog('copy')}
        onSettings={() => set.setDialog('edit')}
        onPdf={() => void actions.saveAsPdf()}
        onPng={() => void actions.exportPng()}
        onCsv={downloadCsv}
        onAddText={addText}
      />
      {!props.presetMode && isAdmin() && pathname.includes('admin') && (
        <AdminPresetSave store={store} catalogue={catalogue} thumbnail={actions.thumbnail} />
      )}
      {actions.savesCopy() && (
        <p className="planner-copy-note" role="note">
          This layout was made in another browser: Save keeps it as it is and saves your version as a copy with a new
          code. To change the layout itself, open its edit link (shown where it was saved).
        </p>
      )}
      <SaveIndicator indicator={actions.indicator} />
      {page.problem && (
        <p className="planner-error" role="alert">
          {page.problem}
        </p>
      )}
      {page.restored && (
        <DraftRestoredNotice
          savedAtMs={page.restored.savedAtMs}
          onDiscard={discardDraft}
          onDismiss={() => send({ type: 'set', patch: { restored: null } })}
        />
      )}
      {table.notice && (
        <TableChangeNoticeView
          notice={table.notice}
          name={nameOf}
          onKeep={table.keep}
          onUndo={table.undo}
          onDismiss={table.dismiss}
        />
      )}
      <div className="planner-main">
        <PlannerCanvasArea
          store={store}
          view={view}
          wrapRef={wrapRef}
          widthPx={widthPx}
          stageRef={stageRef}
          hint={page.hint}
          loading={page.loading}
          exporting={page.exporting}
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
          <SelectionPanel objects={selected} catalogue={catalogue} numbers={numbers} dispatch={dispatch} />
        </aside>
      </div>
      <SettingsDialog
        open={page.dialog === 'new' || page.dialog === 'edit'}
        isNew={page.dialog === 'new'}
        initial={page.dialog === 'new' ? createScheme().layoutSettings : state.scheme.layoutSettings}
        presets={presets}
        onApply={(s, p) => void applySettings(s, p)}
        onClose={() => set.setDialog(null)}
      />
      <OpenDialog open={page.dialog === 'open'} onClose={() => set.setDialog(null)} />
      <SaveCopyDialog
        open={page.dialog === 'copy'}
        title={state.scheme.layoutSettings.title}
        onSave={(title) => {
          set.setDialog(null);
          void actions.save(true, { copyTitle: title });
        }}
        onClose={() => set.setDialog(null)}
      />
      <LeaveDialog path={page.leaving} onStay={() => set.setLeaving(null)} onLeave={leave} />
    </div>
  );
}
