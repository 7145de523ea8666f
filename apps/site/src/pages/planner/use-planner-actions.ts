/**
 * The planner's file actions (docs/product.md §4): save (register or update by the save rules, then
 * upload the thumbnail), "Save copy as" under a title the user gives, Save as PDF (save, then the
 * report), PNG export at 3x, and starting from a preset. A save that has to become a copy says why,
 * and every save offers the layout's edit link (it carries the right to change the layout to another
 * browser). What was last loaded or saved is the baseline of the unsaved-changes check.
 */
import {
  applyCommand,
  createPlannerState,
  formatTableSize,
  type LayoutSettings,
  productListOf,
  type Scheme,
} from '@optics-toolbox/planner-engine';
import { downloadBlob } from '@optics-toolbox/ui';
import type Konva from 'konva';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { HttpStatusError } from '../../api.js';
import { type ExportLook, pngCaption, pngLook, stagePng, tableArea, thumbnailLook } from './canvas/export-image.js';
import { imagesSettled } from './canvas/product-images.js';
import { clearDraft, editLink, rememberLayout } from './local-layouts.js';
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
import { draftKeyOf } from './use-draft-autosave.js';
import type { PlannerStore } from './use-planner.js';

/** What a layout looks like to its report: everything but the derived product list and its identity. */
export const layoutKey = (scheme: Scheme): string =>
  JSON.stringify({ ...scheme, products: undefined, name: undefined, id: undefined, created: undefined });

export interface ActionsInput {
  store: PlannerStore;
  stageRef: RefObject<Konva.Stage | null>;
  origin: SchemeOrigin;
  setOrigin(o: SchemeOrigin): void;
  navigate: NavigateFunction;
  /** Tells the canvas how to draw for an image being taken (null: for the screen). */
  setExporting(look: ExportLook | null): void;
}

export interface SaveOptions {
  /** "Save copy as": always a new layout, under this title. */
  readonly copyTitle?: string;
  /** Wait at most this long for the thumbnail upload, ms (else the whole upload). */
  readonly uploadWaitMs?: number;
}

export function usePlannerActions(input: ActionsInput) {
  const { store, stageRef, origin, setOrigin, navigate, setExporting } = input;
  const [indicator, setIndicator] = useState<Indicator | null>(null);
  const [busy, setBusy] = useState(false);
  const clearIndicator = useCallback(() => setIndicator(null), []);
  // The layout as last loaded or saved: the baseline of "unsaved changes", and Save as PDF of an unchanged
  // layout reports that layout, with its own code, instead of saving it again.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const current = store.current;
  const markSaved = useCallback(() => setSavedKey(layoutKey(current().scheme)), [current]);
  // layoutKey of the last scheme asked about (a JSON of the layout; asked once per render).
  const keyCache = useRef<{ scheme: Scheme | null; key: string }>({ scheme: null, key: '' });
  const isDirty = (scheme: Scheme): boolean => {
    if (keyCache.current.scheme !== scheme) keyCache.current = { scheme, key: layoutKey(scheme) };
    return savedKey !== null && keyCache.current.key !== savedKey;
  };

  /**
   * Clears selection and modes, draws the fitted view for the image `look` describes, then waits for
   * the canvas to redraw and its images to load.
   */
  const settle = async (ms: number, look: ExportLook) => {
    if (store.current().mode.kind !== 'select') store.dispatch({ type: 'escape' });
    store.dispatch({ type: 'select', ids: [] });
    setExporting(look);
    await sleep(ms);
    const urls = store
      .current()
      .scheme.canvas.objects.map((o) => (o.kind === 'product' ? store.catalogue.get(o.name)?.svgImage : undefined))
      .filter((u): u is string => typeof u === 'string');
    await imagesSettled(urls);
  };

  /** Saves; resolves to the layout code, or null after an error. */
  const save = async (copy: boolean, options: SaveOptions = {}): Promise<string | null> => {
    setBusy(true);
    setIndicator(null);
    try {
      if (options.copyTitle !== undefined)
        store.dispatch({ type: 'setLayoutSettings', settings: { title: options.copyTitle } });
      const table = store.current().scheme.tableParameters;
      await settle(SAVE_SETTLE_MS, thumbnailLook(table));
      const st = store.current();
      const scheme = { ...st.scheme, products: productListOf(st.scheme, store.catalogue) };
      // The draft these changes were kept under ('new', or the code of the layout they were made to).
      const draftBefore = draftKeyOf(scheme);
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
      const thumbnail = stage ? stagePng(stage, 1, tableArea(table)) : null;
      setExporting(null);
      const upload = thumbnail
        ? thumbnail.then((png) => uploadSchemeImage(ident.id, png)).catch(() => undefined)
        : Promise.resolve();
      await (options.uploadWaitMs === undefined ? upload : Promise.race([upload, sleep(options.uploadWaitMs)]));
      const kind = savedIndicator(action, scheme, origin);
      const token = editTokenFor(ident.id);
      setIndicator({
        kind,
        name: ident.name,
        // A plain Save that had to make a copy says why; "Save copy as" was asked for.
        copyOf: kind === 'copy' && !copy ? scheme.name : undefined,
        editLink: token ? editLink(window.location.origin, ident.name, token) : undefined,
      });
      setSavedKey(layoutKey(store.current().scheme));
      rememberLayout({ code: ident.name, title: scheme.layoutSettings.title, atMs: Date.now() });
      // The changes are saved (a copy holds them when the save made one): no draft of them is left.
      clearDraft(draftBefore);
      clearDraft(ident.name);
      return ident.name;
    } catch (e) {
      setExporting(null);
      setIndicator({
        kind: 'error',
        message:
          e instanceof HttpStatusError && e.status === 403
            ? 'the server refused the edit rights of this browser for this layout (an edit link that is no longer valid?); use Save copy as to keep your changes'
            : e instanceof HttpStatusError
              ? e.reason
              : undefined,
      });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const saveAsPdf = async () => {
    const st = store.current().scheme;
    if (origin === 'saved' && st.name && savedKey === layoutKey(st)) {
      navigate(`/planner/pdf/${st.name}`);
      return;
    }
    const code = await save(false, { uploadWaitMs: PDF_SAVE_WAIT_MS });
    if (code) navigate(`/planner/pdf/${code}`);
  };

  const exportPng = async () => {
    const stage = stageRef.current;
    if (!stage) return;
    try {
      const sc = store.current().scheme;
      const caption = pngCaption(sc.layoutSettings.title, sc.name, formatTableSize(sc.tableParameters));
      await settle(PNG_EXPORT_DELAY_MS, pngLook(PNG_EXPORT_MULTIPLIER, caption));
      const png = await stagePng(stage, PNG_EXPORT_MULTIPLIER);
      setExporting(null);
      downloadBlob(png, `${store.current().scheme.name || 'layout'}.png`);
    } catch {
      setExporting(null);
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
      const table = store.current().scheme.tableParameters;
      await settle(SAVE_SETTLE_MS, thumbnailLook(table));
      return await stagePng(stage, 1, tableArea(table));
    } catch {
      return null;
    } finally {
      setExporting(null);
    }
  };

  /** True when Save would register a copy of a saved layout this visitor may not change. */
  const savesCopy = (): boolean => {
    const scheme = store.current().scheme;
    const canEdit = editTokenFor(scheme.id) !== undefined || isAdmin();
    return origin === 'saved' && !!scheme.name && saveAction(scheme, origin, { copy: false, canEdit }) === 'register';
  };

  return {
    indicator,
    busy,
    clearIndicator,
    save,
    saveAsPdf,
    exportPng,
    loadPreset,
    thumbnail,
    markSaved,
    savesCopy,
    isDirty,
    /** Whether a layout was loaded or saved yet (before that there is nothing to compare with). */
    hasBaseline: savedKey !== null,
  };
}
