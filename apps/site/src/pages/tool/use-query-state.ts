/**
 * The page's inputs as URL query, held in React state so that typing re-renders synchronously (no router
 * transition), and written to the address bar with history.replaceState so the URL is always a
 * shareable link. A real navigation (a link to the same page with other inputs) resets the state.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function useQueryState(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search));
  useEffect(() => {
    // A real navigation wins over a URL still waiting to be written.
    cancelUrl();
    setQuery((q) =>
      q.toString() === new URLSearchParams(location.search).toString() ? q : new URLSearchParams(location.search),
    );
  }, [location.search]);
  const update = useCallback(
    (next: URLSearchParams) => {
      setQuery(next);
      const search = next.toString();
      scheduleUrl(`${location.pathname}${search ? `?${search}` : ''}`);
    },
    [location.pathname],
  );
  return [query, update];
}

/**
 * history.replaceState costs about 2 ms in Chromium; done once the typing pauses (or before a link is
 * copied, see flushUrl) it stays off the path from a keystroke to the redrawn charts.
 */
let pendingUrl: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleUrl(url: string): void {
  pendingUrl = url;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(flushUrl, 120);
}

// Leaving or reloading the page keeps the last edit in the URL (and so in the reloaded page).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => flushUrl());

/** Writes a pending URL now (the Copy link button calls it first). */
export function flushUrl(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const url = pendingUrl;
  pendingUrl = undefined;
  // Only while the page that scheduled it is still shown.
  if (url !== undefined && url.split('?')[0] === window.location.pathname) {
    window.history.replaceState(window.history.state, '', url);
  }
}

function cancelUrl(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pendingUrl = undefined;
}
