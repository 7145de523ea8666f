// Planner page drag cost in chromium: a 3000 x 1500 mm table with 500 objects (400 catalogue products
// drawn from their SVGs, 100 tubes), saved through the real API and opened at /planner/{code}. A drag
// of one object (then of 50 selected objects) is driven one pointer move per frame; each move runs the
// engine's move (hole snap, clamp, terminal snap), React and a Konva redraw of the objects layer.
// Rows: main-thread time per move (Chrome's TaskDuration metric over the whole drag / moves), the p95
// of input-to-drawn-frame latency, and the p95 of the Konva layer draw. Needs apps/site/dist,
// apps/api/dist and /usr/bin/chromium (CHROMIUM_PATH). Prints JSON rows like bench/engine.mjs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..');
const MOVES = 120;
const row = (name, value, unit, target) =>
  console.log(JSON.stringify({ group: 'planner', name, value: Math.round(value * 100) / 100, unit, target }));

for (const f of ['apps/site/dist/index.html', 'apps/api/dist/index.js'])
  if (!existsSync(join(ROOT, f))) {
    console.error(`bench/planner-page: ${f} is missing (build first)`);
    process.exit(1);
  }

const port = 20000 + Math.floor(Math.random() * 10000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-planner-'));
const server = spawn(process.execPath, [join(ROOT, 'apps/api/bin/serve.mjs')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}`;
let browser;

/** 400 products cycling through the catalogue on a 20 x 20 grid, every fifth object a free tube. */
function benchScheme(products) {
  const objects = [];
  for (let n = 0; objects.length < 500; n++) {
    const left = 100 + (n % 25) * 110;
    const top = 80 + Math.floor(n / 25) * 68;
    const id = `o${n + 1}`;
    if (n % 5 === 4)
      objects.push({ kind: 'tube', id, name: 'TUBE-25', left, top, angle: 0, length: 60, terminals: [null, null] });
    else objects.push({ kind: 'product', id, name: products[n % products.length].name, left, top, angle: 0 });
  }
  return {
    version: 3,
    layoutSettings: { title: 'Bench: 500 objects', size: '300x150cm' },
    tableParameters: { X: 3000, Y: 1500, offsetX: 25, offsetY: 25, type: 'metric' },
    canvas: { objects },
  };
}

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/system/version`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the API server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const products = (await (await fetch(`${url}/api/products`)).json()).filter(
    (p) => p.svgImage && !p.name.startsWith('TUBE') && p.width <= 100 && p.height <= 60,
  );
  if (products.length === 0) throw new Error('the catalogue has no small products with drawings');
  const saved = await fetch(`${url}/api/schemes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(benchScheme(products)),
  });
  if (!saved.ok) throw new Error(`saving the bench layout: HTTP ${saved.status} ${await saved.text()}`);
  const { name } = await saved.json();

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${url}/planner/${name}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.Konva?.stages[0]?.find('.planner-object').length === 500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;

  /** Page coordinates of an object's centre. */
  const centre = (id) =>
    page.evaluate((oid) => {
      const stage = window.Konva.stages[0];
      const r = stage.findOne(`#${oid}`).getClientRect();
      const c = stage.container().getBoundingClientRect();
      return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
    }, id);

  /** Presses on `id`, then moves the pointer `MOVES` times, one move per drawn frame; returns timings. */
  async function drag(id) {
    const c = await centre(id);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    const before = await taskSeconds();
    const t = await page.evaluate(
      async ({ x, y, moves }) => {
        // Whichever layer a move redraws (during a drag, the top layer with the dragged objects).
        const layers = window.Konva.stages[0].getLayers();
        const latency = [];
        const draw = [];
        let drawStart = 0;
        for (const l of layers)
          l.on('beforeDraw.bench', () => {
            drawStart = performance.now();
          });
        for (let i = 1; i <= moves; i++) {
          const drawn = new Promise((res) => {
            for (const l of layers) l.on('draw.bench', () => res(performance.now()));
          });
          const t0 = performance.now();
          const dx = 4 * i;
          const dy = 2 * Math.sin(i / 5);
          window.dispatchEvent(new PointerEvent('pointermove', { clientX: x + dx, clientY: y + dy, bubbles: true }));
          const t1 = await drawn;
          for (const l of layers) l.off('draw.bench');
          latency.push(t1 - t0);
          draw.push(t1 - drawStart);
        }
        for (const l of layers) l.off('beforeDraw.bench');
        return { latency, draw };
      },
      { x: c.x, y: c.y, moves: MOVES },
    );
    const busyMs = ((await taskSeconds()) - before) * 1000;
    await page.mouse.up();
    const p95 = (a) => [...a].sort((p, q) => p - q)[Math.floor(0.95 * (a.length - 1))];
    return { perMove: busyMs / MOVES, latencyP95: p95(t.latency), drawP95: p95(t.draw) };
  }

  await drag('o6'); // warm-up: JIT, rasters, the first lift into the top layer
  const one = await drag('o1');
  row('drag 1 of 500 objects: main-thread time per pointer move (mean)', one.perMove, 'ms', '< 16');
  row('drag 1 of 500 objects: pointer move to drawn frame (p95)', one.latencyP95, 'ms', '< 33 (two frames)');
  row('drag 1 of 500 objects: Konva redraw of the changed layer (p95)', one.drawP95, 'ms', '< 16');

  // Shift-click 50 products into the selection, then drag them together.
  const ids = Array.from({ length: 50 }, (_, k) => `o${k * 5 + 2}`);
  for (const [k, id] of ids.entries()) {
    const p = await centre(id);
    if (k > 0) await page.keyboard.down('Shift');
    await page.mouse.click(p.x, p.y);
    await page.keyboard.up('Shift');
  }
  const many = await drag(ids[0]);
  row('drag 50 selected of 500 objects: main-thread time per pointer move (mean)', many.perMove, 'ms', '< 16');
  row('drag 50 selected of 500 objects: pointer move to drawn frame (p95)', many.latencyP95, 'ms', '< 33 (two frames)');
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
