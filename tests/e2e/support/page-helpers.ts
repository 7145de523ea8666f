/** Page actions of the browser tests, by visible label (as a user or a screen reader finds things). */
import type { Page } from 'playwright-core';

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types a value into the labelled field (replacing its text). */
export async function setField(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).fill(text);
}

/** Picks a material in the labelled combobox by typing its key and pressing Enter. */
export async function pickMaterial(page: Page, label: string, key: string): Promise<void> {
  const box = field(page, label);
  await box.click();
  await box.fill(key);
  await box.press('Enter');
}

/** The text of an output cell by its data-output id (dotted output name with the ray key). */
export async function outputText(page: Page, id: string): Promise<string> {
  const el = page.locator(`[data-output="${id}"]`).first();
  await el.waitFor({ state: 'attached', timeout: 10_000 });
  return (await el.textContent()) ?? '';
}

/** Waits until the page's calculator shows its inputs (materials loaded) or a coming-soon note. */
export async function waitForTool(page: Page): Promise<'ready' | 'coming-soon'> {
  await page.locator('.tool-inputs, .coming-soon').first().waitFor({ timeout: 45_000 });
  return (await page.locator('.coming-soon').count()) > 0 ? 'coming-soon' : 'ready';
}

/** Polls fn until it returns a value accepted by ok (or the timeout passes), returning the last value. */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let v = await fn();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    v = await fn();
  }
  return v;
}

/** Waits until the planner's Konva stage exists on the page. */
export async function waitForPlannerStage(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length);
}

/**
 * Registers a saved layout anonymously, as a copy of the first preset's scheme, through the API; returns
 * the POST's status and the new layout's name.
 */
export async function registerPresetCopy(baseUrl: string): Promise<{ status: number; name: string }> {
  const presets = (await (await fetch(`${baseUrl}/api/presets`)).json()) as { schemeId: string }[];
  const scheme = (await (await fetch(`${baseUrl}/api/schemes/name/${presets[0].schemeId}`)).json()) as Record<
    string,
    unknown
  >;
  const r = await fetch(`${baseUrl}/api/schemes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...scheme, name: '', id: '', created: '' }),
  });
  return { status: r.status, name: ((await r.json()) as { name: string }).name };
}
