/**
 * Product drawings (the catalogue's SVG top views) loaded once per URL and shared by every placed
 * copy. Same-origin images, so the canvas stays exportable as PNG.
 */
import { useEffect, useState } from 'react';

type Entry = { img: HTMLImageElement; ready: boolean; failed: boolean; waiters: Set<() => void> };
const cache = new Map<string, Entry>();

function load(url: string): Entry {
  let e = cache.get(url);
  if (e) return e;
  const img = new Image();
  const entry: Entry = { img, ready: false, failed: false, waiters: new Set() };
  img.onload = () => {
    entry.ready = true;
    for (const w of entry.waiters) w();
  };
  img.onerror = () => {
    entry.failed = true;
    for (const w of entry.waiters) w();
  };
  img.src = url;
  cache.set(url, entry);
  e = entry;
  return e;
}

/** The loaded image of `url`, or undefined while it loads, when it failed, or without a URL. */
export function useProductImage(url: string | undefined): HTMLImageElement | undefined {
  const [, bump] = useState(0);
  const entry = url ? load(url) : undefined;
  useEffect(() => {
    if (!entry || entry.ready || entry.failed) return;
    const w = () => bump((n) => n + 1);
    entry.waiters.add(w);
    return () => {
      entry.waiters.delete(w);
    };
  }, [entry]);
  return entry?.ready ? entry.img : undefined;
}

/** Resolves once every given image has loaded or failed (before a PNG export or a thumbnail). */
export function imagesSettled(urls: Iterable<string>): Promise<void> {
  const pending = [...new Set(urls)]
    .map(load)
    .filter((e) => !e.ready && !e.failed)
    .map(
      (e) =>
        new Promise<void>((resolve) => {
          e.waiters.add(resolve);
        }),
    );
  return Promise.all(pending).then(() => undefined);
}
