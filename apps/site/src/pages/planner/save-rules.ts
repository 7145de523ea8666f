/**
 * The planner's save rules and timings (docs/product.md §4, §8 and §9), kept apart from React so
 * they are tested on their own.
 */
import type { Scheme } from '@optics-toolbox/planner-engine';

/** Where the layout on the canvas came from. */
export type SchemeOrigin = 'new' | 'saved' | 'preset' | 'legacy';

/** Export PNG size relative to the 1800 x 1112 canvas (docs/product.md §9: multiplier 3). */
export const PNG_EXPORT_MULTIPLIER = 3;
/** Pause after clearing the selection before a PNG export, ms (docs/product.md §9: 160 ms delay). */
export const PNG_EXPORT_DELAY_MS = 160;
/** Pause after clearing the selection before a save captures the thumbnail, ms (docs/product.md §9: 200 ms). */
export const SAVE_SETTLE_MS = 200;
/**
 * Save as PDF waits for the thumbnail upload before it opens the report (the report shows that
 * image). docs/product.md §9 gives the previous planner's fixed 2 s pause; this planner waits for
 * the upload itself, at most this long, ms, so a slow upload on a busy server is not cut off.
 */
export const PDF_SAVE_WAIT_MS = 10_000;
/** How long the PNG-fail indicator shows, ms (docs/product.md §8: 2 s). */
export const PNG_FAIL_INDICATOR_MS = 2000;

/**
 * Register (POST, a new code) or update (PUT) on save. docs/product.md §4: a scheme with no saved
 * name, created from a preset, or legacy is registered as new; an existing saved scheme is
 * updated. An anonymous visitor may update only a layout this browser created (it holds the
 * edit token) — otherwise the save registers a copy. "Save copy as" always registers.
 */
export function saveAction(
  scheme: Pick<Scheme, 'name' | 'id'>,
  origin: SchemeOrigin,
  options: { copy: boolean; canEdit: boolean },
): 'register' | 'update' {
  if (options.copy || !scheme.name || !scheme.id || origin !== 'saved') return 'register';
  return options.canEdit ? 'update' : 'register';
}

/** Which indicator a successful save shows: 'copy' when it made a copy of a saved layout. */
export function savedIndicator(
  action: 'register' | 'update',
  scheme: Pick<Scheme, 'name' | 'id'>,
  origin: SchemeOrigin,
): 'saved' | 'copy' {
  return action === 'register' && origin === 'saved' && scheme.name !== '' ? 'copy' : 'saved';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The report's date, YYYY-MM-DD HH:mm in the viewer's time zone (docs/product.md §9); '' for a
 * missing or unreadable date.
 */
export function formatReportDate(iso: string | Date): string {
  const d = iso instanceof Date ? iso : new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The scheme ready to send: the server assigns code, id and creation date to a new one. */
export const forRegistration = (scheme: Scheme): Scheme => ({ ...scheme, name: '', id: '', created: '' });

/** Sleeps `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
