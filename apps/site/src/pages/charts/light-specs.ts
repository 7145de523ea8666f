/**
 * The light-source specs of the API (docs/product.md §7: GET /api/products/specs and
 * /api/products/harmonicOptimizationSpec), validated by the engine; when the API cannot be reached the
 * engine's built-in samples are shown, so the pages also work offline.
 */
import {
  type HarmonicModuleSpec,
  harmonicSpecIssues,
  type ProductSpec,
  productSpecIssues,
  SAMPLE_HARMONIC_SPECS,
  SAMPLE_PRODUCT_SPECS,
} from '@optics-toolbox/optics-engine';
import { useEffect, useState } from 'react';
import { requestJson } from '../../api.js';

export interface Loaded<T> {
  status: 'loading' | 'ready';
  value: T;
  /** Set when the API failed and the built-in samples are shown. */
  fallback?: string;
}

const getJson = (path: string): Promise<unknown> => requestJson<unknown>(path);

let productCache: Promise<Loaded<ProductSpec[]>> | undefined;
let harmonicCache: Promise<Loaded<Record<string, HarmonicModuleSpec>>> | undefined;

/** Drops the loaded specs (after an admin saved new ones), so the chart pages fetch them again. */
export function forgetLightSpecs(): void {
  productCache = undefined;
  harmonicCache = undefined;
}

function loadProductSpecs(): Promise<Loaded<ProductSpec[]>> {
  productCache ??= getJson('/api/products/specs').then(
    (list) => {
      const valid = (Array.isArray(list) ? list : []).filter((s) => productSpecIssues(s).length === 0) as ProductSpec[];
      return valid.length > 0
        ? { status: 'ready' as const, value: valid }
        : { status: 'ready' as const, value: [...SAMPLE_PRODUCT_SPECS], fallback: 'no valid product specs' };
    },
    (e: Error) => ({ status: 'ready' as const, value: [...SAMPLE_PRODUCT_SPECS], fallback: e.message }),
  );
  return productCache;
}

function loadHarmonicSpecs(): Promise<Loaded<Record<string, HarmonicModuleSpec>>> {
  harmonicCache ??= getJson('/api/products/harmonicOptimizationSpec').then(
    (map) => {
      const entries = Object.entries((map ?? {}) as Record<string, unknown>).filter(
        ([, s]) => harmonicSpecIssues(s).length === 0,
      ) as [string, HarmonicModuleSpec][];
      return entries.length > 0
        ? { status: 'ready' as const, value: Object.fromEntries(entries) }
        : { status: 'ready' as const, value: { ...SAMPLE_HARMONIC_SPECS }, fallback: 'no valid harmonic specs' };
    },
    (e: Error) => ({ status: 'ready' as const, value: { ...SAMPLE_HARMONIC_SPECS }, fallback: e.message }),
  );
  return harmonicCache;
}

function useLoaded<T>(load: () => Promise<Loaded<T>>, initial: T): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', value: initial });
  useEffect(() => {
    let live = true;
    load().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}

export const useProductSpecs = (): Loaded<ProductSpec[]> => useLoaded(loadProductSpecs, []);
export const useHarmonicSpecs = (): Loaded<Record<string, HarmonicModuleSpec>> => useLoaded(loadHarmonicSpecs, {});
