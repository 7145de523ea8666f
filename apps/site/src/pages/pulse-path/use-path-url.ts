/**
 * The page's state in its address: written with history.replaceState once typing pauses (as the calculator
 * pages do, so a keystroke's redraw does not pay for it), at once before a link is copied and when the page is
 * left. The writer (page-url-write.ts) loads with the first edit. A long spectrum is deflated off the typing
 * path: the address carries it plain until its deflated form is ready, then again deflated.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { PathState } from './path-state.js';
import { DEFLATED } from './url-codec.js';

const PAUSE_MS = 150;

type Writer = typeof import('./page-url-write.js');

export function usePathUrl(pathname: string): { schedule(s: PathState): void; flush(s: PathState): Promise<string> } {
  const packed = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<PathState | null>(null);
  const writer = useRef<Writer | null>(null);
  const load = useCallback(async (): Promise<Writer> => {
    writer.current ??= await import('./page-url-write.js');
    return writer.current;
  }, []);

  /** Writes the address of `s`; returns a spectrum value still to deflate, if any. */
  const write = useCallback(
    (w: Writer, s: PathState): string | undefined => {
      const at = w.locationOf(s, packed.current);
      if (window.location.pathname === pathname)
        window.history.replaceState(window.history.state, '', `${pathname}${at.search}${at.hash}`);
      return at.needs;
    },
    [pathname],
  );

  /** Deflates a spectrum value once. */
  const pack = useCallback(async (w: Writer, value: string): Promise<void> => {
    if (!packed.current.has(value)) packed.current.set(value, DEFLATED + (await w.deflateText(value)));
  }, []);

  const schedule = useCallback(
    (s: PathState) => {
      latest.current = s;
      void load();
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        timer.current = undefined;
        const w = await load();
        if (latest.current !== s) return;
        const needs = write(w, s);
        if (needs !== undefined) {
          await pack(w, needs);
          if (latest.current === s) write(w, s);
        }
      }, PAUSE_MS);
    },
    [load, write, pack],
  );

  const flush = useCallback(
    async (s: PathState): Promise<string> => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
      const w = await load();
      const needs = write(w, s);
      if (needs !== undefined) {
        await pack(w, needs);
        write(w, s);
      }
      return window.location.href;
    },
    [load, write, pack],
  );

  // Leaving or reloading the page keeps the last edit in the address (the writer loaded with that edit).
  useEffect(() => {
    const onHide = () => {
      if (timer.current === undefined || !latest.current || !writer.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      write(writer.current, latest.current);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [write]);

  return { schedule, flush };
}
