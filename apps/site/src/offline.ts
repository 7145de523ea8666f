/**
 * The toolbox keeps working offline once loaded: a service worker (public/sw.js) caches the built
 * assets and the last material data. Only in production builds, so `vite dev` stays uncached.
 */
export function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline use is a bonus; the site works without it.
    });
  });
}
