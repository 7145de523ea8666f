/**
 * Shared material state (docs/product.md §4 "Startup loads"): the grouped materials of the API, loaded
 * once at start, plus this browser's custom materials; a resolver (the engine's material library) over
 * both. Pages show a busy indicator until `status` is ready.
 */
import { createMaterialLibrary, type Material, type MaterialLibrary } from '@optics-toolbox/optics-engine';
import type { MaterialOption } from '@optics-toolbox/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { fetchMaterialGroups } from '../api.js';
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
}

const Ctx = createContext<MaterialsState | null>(null);

export function MaterialsProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<MaterialsState['status']>('loading');
  const [error, setError] = useState<string>();
  const [builtin, setBuiltin] = useState<Material[]>([]);
  const [custom, setCustom] = useState<Material[]>(() => loadCustomMaterials());
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

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
    const options: MaterialOption[] = [
      ...builtin.map((m) => ({ key: m.key, name: m.name, type: m.type, alias: m.alias })),
      ...mine.map((m) => ({ key: m.key, name: m.name, type: m.type, alias: m.alias, custom: true })),
    ];
    return {
      status,
      error,
      materials,
      custom,
      library: createMaterialLibrary(materials),
      options,
      addCustom,
      removeCustom,
      reload,
    };
  }, [status, error, builtin, custom, addCustom, removeCustom, reload]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useMaterials(): MaterialsState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useMaterials outside MaterialsProvider');
  return v;
}
