/**
 * Browser test harness: builds the site when its dist is missing, starts the real API server
 * (apps/api/bin/serve.mjs) on a random port in 20000-29999 with a temporary DATA_DIR, and launches
 * Debian's chromium through playwright-core. E2E_STUB_API=1 uses the development stand-in instead.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Files a test writes and then reads back (the planner's PDF and PNG export), and a failed admin test's page. */
export const ARTIFACTS = join(ROOT, 'test-results', 'e2e-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

function ensureSiteBuilt(): void {
  if (existsSync(join(ROOT, 'apps', 'site', 'dist', 'index.html'))) return;
  // Vite's own bin from the site package (no global pnpm on a fresh machine).
  const vite = join(ROOT, 'apps', 'site', 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build'], { cwd: join(ROOT, 'apps', 'site'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the site build failed');
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited (${child.exitCode}):\n${log()}`);
    try {
      const r = await fetch(`${url}/api/system/version`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`the API server did not answer within 90 s:\n${log()}`);
}

export async function startHarness(): Promise<Harness> {
  ensureSiteBuilt();
  const port = 20000 + Math.floor(Math.random() * 10000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const stub = process.env.E2E_STUB_API === '1';
  const entry = stub
    ? join(ROOT, 'tests', 'e2e', 'support', 'stub-api.mjs')
    : join(ROOT, 'apps', 'api', 'bin', 'serve.mjs');
  let out = '';
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(url, child, () => out);
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      child.kill('SIGTERM');
      await new Promise((res) => setTimeout(res, 200));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page that records console errors and failed requests (a test asserts the list is empty). */
export async function openPage(h: Harness, path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  // Service workers off (the offline test turns them on): no precache downloads on every new page.
  const page = await h.browser.newPage({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(h.url + path, { waitUntil: 'networkidle' });
  return { page, errors };
}
