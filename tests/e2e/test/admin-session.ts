/**
 * Shared session of the admin browser tests: the real API started with ADMIN_USERNAME and
 * ADMIN_PASSWORD (so the test has an admin), one chromium page, and helpers to log in, call the API
 * as the admin and check the popups of docs/product.md §8; a failed test leaves a picture of its page in
 * test-results/e2e-artifacts. Not a test file itself.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ARTIFACTS, type Harness, openPage, startHarness } from '../support/harness.js';

export interface AdminSession {
  h: Harness;
  page: Page;
  errors: string[];
}

export const USER = 'e2e-admin';
export const PASSWORD = randomBytes(12).toString('hex');

/** Registers the hooks of one test file; the returned object is filled in by beforeAll. */
export function adminSession(): AdminSession {
  const s = {} as AdminSession;
  beforeAll(async () => {
    const saved = { user: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD };
    process.env.ADMIN_USERNAME = USER;
    process.env.ADMIN_PASSWORD = PASSWORD;
    try {
      s.h = await startHarness();
    } finally {
      // Hand the environment back as it was (other test files share the process).
      for (const [k, v] of [
        ['ADMIN_USERNAME', saved.user],
        ['ADMIN_PASSWORD', saved.password],
      ] as const)
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
    const p = await openPage(s.h, '/', 1400);
    s.page = p.page;
    s.errors = p.errors;
    s.page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await s.h?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !s.page) return;
    const name = ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
    await s.page.screenshot({ path: join(ARTIFACTS, `admin-failed-${name}.png`), fullPage: true });
    console.error(`failed at ${s.page.url()}; page errors: ${s.errors.join(' | ')}`);
  });
  return s;
}

export const go = (s: AdminSession, path: string) => s.page.goto(s.h.url + path, { waitUntil: 'networkidle' });
export const pathname = (s: AdminSession) => new URL(s.page.url()).pathname;

/** Logs in through the form at /admin. */
export async function logIn(s: AdminSession): Promise<void> {
  await go(s, '/admin');
  await s.page.getByLabel('Username').fill(USER);
  await s.page.getByLabel('Password').fill(PASSWORD);
  await s.page.getByRole('button', { name: 'Log in' }).click();
  await s.page.waitForURL(/\/admin\/dashboard\//);
}

/** Waits for the popup titled `title`, checks its text, then presses `button` (or leaves it to its timer). */
export async function popup(s: AdminSession, title: string, text: string | undefined, button?: string) {
  const d = s.page.locator('.admin-popup');
  await d.waitFor({ timeout: 15_000 });
  expect(await d.locator('h2').textContent()).toBe(title);
  if (text !== undefined) expect(await d.locator('.admin-popup-text').textContent()).toBe(text);
  if (button) await d.getByRole('button', { name: button, exact: true }).click();
  return d;
}

/** The stored user's token (for direct API calls as the admin). */
const token = (s: AdminSession) =>
  s.page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '');

/** A call to the API with the logged-in admin's bearer token. */
export async function api(s: AdminSession, method: string, path: string, body?: unknown) {
  const r = await fetch(s.h.url + path, {
    method,
    headers: { Authorization: `Bearer ${await token(s)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: r.status === 204 ? undefined : ((await r.json()) as Record<string, unknown>) };
}
