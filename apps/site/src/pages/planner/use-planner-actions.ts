/**
 * The planner's file actions (docs/product.md §4): save (register or update by the save rules,
 * then upload the thumbnail), save a copy, Save as PDF (save, then the report), PNG export at 3x,
 * and starting from a preset.
 */
import { applyCommand, createPlannerState, type LayoutSettings, productListOf } from '@optics-toolbox/planner-engine';
import { downloadBlob } from '@optics-toolbox/ui';
import type Konva from 'konva';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { stagePng, tableArea } from './canvas/export-image.js';
import { imagesSettled } from './canvas/product-images.js';
import {
  editTokenFor,
  fetchSchemeByName,
  isAdmin,
  type PresetSummary,
  registerScheme,
  updateScheme,
  uploadSchemeImage,
} from './planner-api.js';
import type { Indicator } from './save-indicator.js';
import {
  forRegistration,
  PDF_SAVE_WAIT_MS,
  PNG_EXPORT_DELAY_MS,
  PNG_EXPORT_MULTIPLIER,
  PNG_FAIL_INDICATOR_MS,
  SAVE_SETTLE_MS,
  type SchemeOrigin,
  saveAction,
  savedIndicator,
  sleep,
} from './save-rules.js';
import type { PlannerStore } from './use-planner.js';

/** What a layout looks like to its report: everything but the derived product list. */
const layoutKey = (scheme: object): string => JSON.stringify({ ...scheme, products: undefined });

export interface ActionsInput {
  store: PlannerStore;
  stageRef: RefObject<Konva.Stage | null>;
  origin: SchemeOrigin;
  setOrigin(o: SchemeOrigin): void;
  navigate: NavigateFunction;
  /** Tells the canvas which export resolution to rasterise drawings for (null: the screen's). */
  setExportMultiplier(m: number | null): void;
}

export function usePlannerActions(input: ActionsInput) {
  const { store, stageRef, origin, setOrigin, navigate, setExportMultiplier } = input;
  const [indicator, setIndicator] = useState<Indicator | null>(null);
  const [busy, setBusy] = useState(false);
  const clearIndicator = useCallback(() => setIndicator(null), []);
  // The layout as last loaded or saved: Save as PDF of an unchanged layout reports that layout, with its
  // own code, instead of saving it again (which would make a new code for a layout the user cannot edit).
  const savedKey = useRef<string | null>(null);
  const current = store.current;
  const markSaved = useCallback(() => {
    savedKey.current = layoutKey(current().scheme);
  }, [current]);

  /**
   * Clears selection and modes, rasterises drawings for an export at `multiplier`, then waits for
   * the canvas to redraw and its images to load.
   */
  const settle = async (ms: number, multiplier: number) => {
    if (store.current().mode.kind !== 'select') store.dispatch({ type: 'escape' });
    store.dispatch({ type: 'select', ids: [] });
    setExportMultiplier(multiplier);
    await sleep(ms);
    const urls = store
      .current()
      .scheme.canvas.objects.map((o) => (o.kind === 'product' ? store.catalogue.get(o.name)?.svgImage : undefined))
      .filter((u): u is string => typeof u === 'string');
    await imagesSettled(urls);
  };

  /** Saves; resolves to the layout code, or null after an error. */
  const save = async (copy: boolean, uploadWaitMs?: number): Promise<string | null> => {
    setBusy(true);
    setIndicator(null);
    try {
      await settle(SAVE_SETTLE_MS, 1);
      const st = store.current();
      const scheme = { ...st.scheme, products: productListOf(st.scheme, store.catalogue) };
      const canEdit = editTokenFor(scheme.id) !== undefined || isAdmin();
      const action = saveAction(scheme, origin, { copy, canEdit });
      let ident = { name: scheme.name, id: scheme.id, created: scheme.created };
      if (action === 'register') {
        const r = await registerScheme(forRegistration(scheme));
        ident = { name: r.name, id: r.id, created: r.created ?? new Date().toISOString() };
        store.setSavedIdentity(ident);
        setOrigin('saved');
        navigate(`/planner/${r.name}`);
      } else {
        await updateScheme(scheme);
      }
      const stage = stageRef.current;
      // The thumbnail is part of the save, but a failed upload leaves a saved layout behind it.
      const thumbnail = stage ? stagePng(stage, 1, tableArea(store.current().scheme.tableParameters)) : null;
      setExportMultiplier(null);
      const upload = thumbnail
        ? thumbnail.then((png) => uploadSchemeImage(ident.id, png)).catch(() => undefined)
        : Promise.resolve();
      await (uploadWaitMs === undefined ? upload : Promise.race([upload, sleep(uploadWaitMs)]));
      setIndicator({ kind: savedIndicator(action, scheme, origin), name: ident.name });
      savedKey.current = layoutKey(store.current().scheme);
      return ident.name;
    } catch {
      setExportMultiplier(null);
      setIndicator({ kind: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const saveAsPdf = async () => {
    const st = store.current().scheme;
    if (origin === 'saved' && st.name && savedKey.current === layoutKey(st)) {
      navigate(`/planner/pdf/${st.name}`);
      return;
    }
    const code = await save(false, PDF_SAVE_WAIT_MS);
    if (code) navigate(`/planner/pdf/${code}`);
  };

  const exportPng = async () => {
    const stage = stageRef.current;
    if (!stage) return;
    try {
      await settle(PNG_EXPORT_DELAY_MS, PNG_EXPORT_MULTIPLIER);
      const png = await stagePng(stage, PNG_EXPORT_MULTIPLIER);
      setExportMultiplier(null);
      downloadBlob(png, `${store.current().scheme.name || 'layout'}.png`);
    } catch {
      setExportMultiplier(null);
      setIndicator({ kind: 'png-fail' });
      setTimeout(() => setIndicator((i) => (i?.kind === 'png-fail' ? null : i)), PNG_FAIL_INDICATOR_MS);
    }
  };

  /** Loads a preset's layout with the dialog's settings; it will be saved as a new layout. */
  const loadPreset = async (preset: PresetSummary, settings: LayoutSettings) => {
    const { scheme } = await fetchSchemeByName(preset.schemeId);
    const fresh = { ...forRegistration(scheme), products: [] };
    const withSettings = applyCommand(
      createPlannerState(fresh),
      { type: 'setLayoutSettings', settings },
      store.catalogue,
    ).scheme;
    store.dispatch({ type: 'load', scheme: withSettings });
    setOrigin('preset');
  };

  /** The table's image for a preset: selection cleared, drawings settled, 1x. */
  const thumbnail = async (): Promise<Blob | null> => {
    const stage = stageRef.current;
    if (!stage) return null;
    try {
      await settle(SAVE_SETTLE_MS, 1);
      return await stagePng(stage, 1, tableArea(store.current().scheme.tableParameters));
    } catch {
      return null;
    } finally {
      setExportMultiplier(null);
    }
  };

  /** True when Save would register a copy of a saved layout this visitor may not change. */
  const savesCopy = (): boolean => {
    const scheme = store.current().scheme;
    const canEdit = editTokenFor(scheme.id) !== undefined || isAdmin();
    return origin === 'saved' && !!scheme.name && saveAction(scheme, origin, { copy: false, canEdit }) === 'register';
  };

  return { indicator, busy, clearIndicator, save, saveAsPdf, exportPng, loadPreset, thumbnail, markSaved, savesCopy };
}
