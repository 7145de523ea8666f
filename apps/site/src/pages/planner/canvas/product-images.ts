/**
 * Product drawings (the catalogue's SVG top views) loaded once per URL and rasterised into
 * bitmaps shared by every placed copy. Drawing an SVG image re-renders the vector drawing on every
 * frame, and scaling a large bitmap far down is slow too, so each drawing is rasterised at the
 * density it is shown at, rounded up to a power of two px per mm (one bitmap per density).
 * Same-origin images, so the canvas stays exportable as PNG.
 */
import { useEffect, useState } from 'react';

/** Largest raster side, px. */
const MAX_RASTER_PX = 2048;
/** Lowest raster density, px per SVG user unit (1 unit = 1 mm in the catalogue's drawings). */
const MIN_DENSITY = 0.25;

type Source = HTMLImageElement | HTMLCanvasElement;
type Entry = {
  img: HTMLImageElement;
  ready: boolean;
  failed: boolean;
  waiters: Set<() => void>;
  rasters: Map<number, Source>;
};
const cache = new Map<string, Entry>();

function load(url: string): Entry {
  const known = cache.get(url);
  if (known) return known;
  const img = new Image();
  const entry: Entry = { img, ready: false, failed: false, waiters: new Set(), rasters: new Map() };
  const done = () => {
    for (const w of entry.waiters) w();
    entry.waiters.clear();
  };
  img.onload = () => {
    entry.ready = true;
    done();
  };
  img.onerror = () => {
    entry.failed = true;
    done();
  };
  img.src = url;
  cache.set(url, entry);
  return entry;
}

/** Power-of-two density at or above `pxPerUnit`. */
export const densityBucket = (pxPerUnit: number): number => 2 ** Math.ceil(Math.log2(Math.max(MIN_DENSITY, pxPerUnit)));

/** The drawing as a bitmap of `density` px per unit (the image itself when it cannot be rasterised). */
function raster(entry: Entry, density: number): Source {
  const have = entry.rasters.get(density);
  if (have) return have;
  const img = entry.img;
  const w = img.naturalWidth || 100;
  const h = img.naturalHeight || 100;
  const k = Math.min(density, MAX_RASTER_PX / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * k));
  canvas.height = Math.max(1, Math.round(h * k));
  const ctx = canvas.getContext('2d');
  const out = ctx ? canvas : img;
  ctx?.drawImage(img, 0, 0, canvas.width, canvas.height);
  entry.rasters.set(density, out);
  return out;
}

/**
 * The drawing of `url` rasterised for `pxPerUnit` screen px per mm, or undefined while it loads,
 * when it failed, or without a URL.
 */
export function useProductImage(url: string | undefined, pxPerUnit: number): Source | undefined {
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
  return entry?.ready ? raster(entry, densityBucket(pxPerUnit)) : undefined;
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
