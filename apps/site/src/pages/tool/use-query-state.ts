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
    setQuery((q) =>
      q.toString() === new URLSearchParams(location.search).toString() ? q : new URLSearchParams(location.search),
    );
  }, [location.search]);
  const update = useCallback(
    (next: URLSearchParams) => {
      setQuery(next);
      const search = next.toString();
      window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
    },
    [location.pathname],
  );
  return [query, update];
}
