/**
 * Shared material state (docs/product.md §4 "Startup loads"): the grouped materials of the API, loaded
 * once at start, plus this browser's custom materials; a resolver (the engine's material library) over
 * both. Pages show a busy indicator until `status` is ready.
 */
import {
  type CatalogueEntry,
  type CatalogueIndex,
  createMaterialLibrary,
  decodeCatalogueIndex,
  type InputSpec,
  type Material,
  type MaterialLibrary,
} from '@optics-toolbox/optics-engine';
import type { MaterialOption } from '@optics-toolbox/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { fetchMaterial, fetchMaterialGroups } from '../api.js';
import { catalogueOptions } from './catalogue-options.js';
import { refusingLibrary } from './catalogue-refusal.js';
import { loadCustomMaterials, saveCustomMaterials } from './custom-materials.js';

export interface MaterialsState {
  status: 'loading' | 'ready' | 'error';
  error?: string;
  /** Database materials followed by custom ones (a custom key shadows nothing: it is listed after). */
  materials: readonly Material[];
  custom: readonly Material[];
  library: MaterialLibrary;
  options: readonly MaterialOption[];
  addCustom(m: Material): void;
  removeCustom(key: string): void;
  /** Fetches the database materials again (after an admin saved or deleted one). */
  reload(): void;
  /** The refractiveindex.info catalogue's index (GET /api/materials/index), once loaded. */
  catalogue: readonly CatalogueEntry[] | null;
  catalogueStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** Starts loading the catalogue's index (the selector calls it when its list opens). */
  loadCatalogue(): void;
  /** The selector's options for a typed query: curated and custom materials, then catalogue pages, filtered. */
  search(query: string, filter?: InputSpec['materialFilter']): MaterialOption[];
  /** True for a catalogue address that is neither loaded nor failed: `ensure` it before calculating. */
  needsLoad(key: string): boolean;
  /** Loads catalogue materials by address (GET /api/materials/{address}), each once. */
  ensure(keys: readonly string[]): void;
}

const Ctx = createContext<MaterialsState | null>(null);

export function MaterialsProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<MaterialsState['status']>('loading');
  const [error, setError] = useState<string>();
  const [builtin, setBuiltin] = useState<Material[]>([]);
  const [custom, setCustom] = useState<Material[]>(() => loadCustomMaterials());
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const [catalogue, setCatalogue] = useState<readonly CatalogueEntry[] | null>(null);
  const [catalogueStatus, setCatalogueStatus] = useState<MaterialsState['catalogueStatus']>('idle');
  const [loaded, setLoaded] = useState<readonly Material[]>([]);
  const requested = useRef(new Set<string>());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  const loadCatalogue = useCallback(() => {
    setCatalogueStatus((s) => {
      if (s === 'idle' || s === 'error') {
        fetch('/api/materials/index', { headers: { Accept: 'application/json' } })
          .then((r) => {
            if (!r.ok) throw new Error(`GET /api/materials/index: HTTP ${r.status}`);
            return r.json() as Promise<CatalogueIndex>;
          })
          .then((index) => {
            setCatalogue(decodeCatalogueIndex(index));
            setCatalogueStatus('ready');
          })
          .catch(() => setCatalogueStatus('error'));
        return 'loading';
      }
      return s;
    });
  }, []);

  const ensure = useCallback(
    (keys: readonly string[]) => {
      for (const key of keys) {
        if (requested.current.has(key)) continue;
        requested.current.add(key);
        fetchMaterial(key)
          .then((m) => setLoaded((list) => [...list.filter((x) => x.key !== m.key), m]))
          .catch(() => {
            setFailed((f) => new Set([...f, key]));
            // An address the API refuses (a page with k only): the index says why, in the engine's words.
            if (key.includes('/')) loadCatalogue();
          });
      }
    },
    [loadCatalogue],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger.
  useEffect(() => {
    let live = true;
    fetchMaterialGroups()
      .then((groups) => {
        if (!live) return;
        setBuiltin(groups.flatMap((g) => g.materials));
        setStatus('ready');
      })
      .catch((e: Error) => {
        if (!live) return;
        setError(e.message);
        setStatus('error');
      });
    return () => {
      live = false;
    };
  }, [generation]);

  const addCustom = useCallback((m: Material) => {
    setCustom((list) => {
      const next = [...list.filter((x) => x.key !== m.key), m];
      saveCustomMaterials(next);
      return next;
    });
  }, []);
  const removeCustom = useCallback((key: string) => {
    setCustom((list) => {
      const next = list.filter((x) => x.key !== key);
      saveCustomMaterials(next);
      return next;
    });
  }, []);

  const value = useMemo<MaterialsState>(() => {
    const keys = new Set(builtin.map((m) => m.key));
    const mine = custom.filter((m) => !keys.has(m.key));
    const materials = [...builtin, ...mine];
    const known = new Set(materials.map((m) => m.key));
    const customKeys = new Set(custom.map((m) => m.key));
    // Catalogue pages loaded on demand: resolvable by the library, not listed among the options.
    const library = refusingLibrary(
      createMaterialLibrary([...materials, ...loaded.filter((m) => !known.has(m.key))]),
      catalogue,
    );
    const options: MaterialOption[] = [
      ...builtin.map((m) => ({ key: m.key, name: m.name, type: m.type, alias: m.alias })),
      ...mine.map((m) => ({ key: m.key, name: m.name, type: m.type, alias: m.alias, custom: true })),
    ];
    return {
      status,
      error,
      materials,
      custom,
      library,
      options,
      addCustom,
      removeCustom,
      reload,
      catalogue,
      catalogueStatus,
      loadCatalogue,
      search: (query: string, filter?: InputSpec['materialFilter']) =>
        catalogueOptions(query, catalogue, materials, customKeys, filter),
      needsLoad: (key: string) => key.includes('/') && !library.find(key) && !failed.has(key),
      ensure,
    };
  }, [
    status,
    error,
    builtin,
    custom,
    addCustom,
    removeCustom,
    reload,
    loaded,
    failed,
    catalogue,
    catalogueStatus,
    loadCatalogue,
    ensure,
  ]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useMaterials(): MaterialsState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useMaterials outside MaterialsProvider');
  return v;
}
