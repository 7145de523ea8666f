/**
 * The light-source chart pages (docs/product.md tools 27 and 28), keyed by their tool slug. They replace the
 * generic calculator page for these two tools, whose sliders, overlays and PNG thumbnails it does not do.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const CHART_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  tuningcurves: lazy(() => import('./tuning-curves-page.js')),
  HarmonicModuleOptimization: lazy(() => import('./harmonic-page.js')),
  // Mixing in time: its computation runs in a worker with a progress bar (pages/mixing).
  Mixing: lazy(() => import('../mixing/mixing-page.js')),
};
