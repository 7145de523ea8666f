/**
 * Tool pages of their own, keyed by their tool slug, in place of the generic calculator page: the light-source
 * charts (docs/product.md tools 27 and 28: sliders with locks, overlays, PNG thumbnails) and the pulse through a
 * beam path (a list of elements edited inline, the optimiser).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const CHART_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  tuningcurves: lazy(() => import('./tuning-curves-page.js')),
  HarmonicModuleOptimization: lazy(() => import('./harmonic-page.js')),
  // Mixing in time: its computation runs in a worker with a progress bar (pages/mixing).
  Mixing: lazy(() => import('../mixing/mixing-page.js')),
  PulsePath: lazy(() => import('../pulse-path/pulse-path-page.js')),
};
