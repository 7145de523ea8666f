/**
 * Whether the page is being printed (or shown as print media): the results then lay out for A4, every list as
 * cards with all its values open. `beforeprint` re-renders synchronously, before the browser lays out the printout.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.('print').matches,
  );
  useEffect(() => {
    const mq = window.matchMedia?.('print');
    const on = () => flushSync(() => setPrinting(true));
    const off = () => setPrinting(!!mq?.matches);
    const change = () => (mq?.matches ? on() : off());
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    mq?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
      mq?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
