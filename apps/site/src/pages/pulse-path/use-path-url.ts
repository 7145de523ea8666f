/**
 * The page's state in its address: written with history.replaceState once typing pauses (as the calculator
 * pages do, so a keystroke's redraw does not pay for it), at once before a link is copied and when the page is
 * left. A long spectrum is deflated off the typing path: the address carries it plain until its deflated form
 * is ready, then again deflated.
 */
import { useCallback, useEffect, useRef } from 'react';
import { deflateText, locationOf } from './page-url.js';
import type { PathState } from './path-state.js';
import { DEFLATED } from './url-codec.js';

const PAUSE_MS = 150;

export function usePathUrl(pathname: string): { schedule(s: PathState): void; flush(s: PathState): Promise<string> } {
  const packed = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<PathState | null>(null);

  const write = useCallback(
    (s: PathState): string | undefined => {
      const at = locationOf(s, packed.current);
      const url = `${pathname}${at.search}${at.hash}`;
      if (window.location.pathname === pathname) window.history.replaceState(window.history.state, '', url);
      return at.needs;
    },
    [pathname],
  );

  /** Deflates a spectrum value once, then writes the address again if it is still the latest state's. */
  const pack = useCallback(async (value: string): Promise<void> => {
    if (packed.current.has(value)) return;
    packed.current.set(value, DEFLATED + (await deflateText(value)));
  }, []);

  const schedule = useCallback(
    (s: PathState) => {
      latest.current = s;
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const needs = write(s);
        if (needs !== undefined)
          void pack(needs).then(() => {
            if (latest.current === s) write(s);
          });
      }, PAUSE_MS);
    },
    [write, pack],
  );

  const flush = useCallback(
    async (s: PathState): Promise<string> => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
      const needs = write(s);
      if (needs !== undefined) {
        await pack(needs);
        write(s);
      }
      return window.location.href;
    },
    [write, pack],
  );

  // Leaving or reloading the page keeps the last edit in the address.
  useEffect(() => {
    const onHide = () => {
      if (timer.current !== undefined && latest.current) {
        clearTimeout(timer.current);
        timer.current = undefined;
        write(latest.current);
      }
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [write]);

  return { schedule, flush };
}
