/**
 * Nothing lost on the way out: while the layout has unsaved changes, closing or reloading the tab asks
 * first (`beforeunload`, the browser's own prompt), and a click on a link that leaves this page is held
 * and handed to `ask` (the page shows its own dialog and navigates when the user confirms). The site
 * uses a BrowserRouter, which has no navigation blocker, so links are caught in the capture phase,
 * before react-router's Link sees the click; a held click is prevented, and Link then does nothing.
 */
import { useEffect, useRef } from 'react';

/** The in-app path a click on `a` would open, when it is a plain left click on a same-origin link. */
export function inAppTarget(a: HTMLAnchorElement, e: MouseEvent, origin: string): string | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download')) return null;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(a.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useLeaveGuard(dirty: boolean, ask: (path: string) => void): void {
  const live = useRef({ dirty, ask });
  live.current = { dirty, ask };
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!live.current.dirty) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!live.current.dirty || e.defaultPrevented) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!(a instanceof HTMLAnchorElement)) return;
      const path = inAppTarget(a, e, window.location.origin);
      if (path === null || path === `${window.location.pathname}${window.location.search}`) return;
      e.preventDefault();
      live.current.ask(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
