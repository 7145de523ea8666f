// Planner hot path: moveObjects (move + hole snap + clamp + tube terminal snap) on 500 objects.
// Prints JSON rows {group, name, value, unit, target} like the root bench scripts. Needs dist (pnpm build).
// Run: node packages/planner-engine/bench/move-snap-clamp.mjs
import { createBenchScene } from '../dist/bench.js';
import { moveObjects } from '../dist/index.js';

const { scheme, catalogue, ids } = createBenchScene(500);
const sample = (n, f) => {
  const t = [];
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    f(i);
    t.push(performance.now() - a);
  }
  return t.sort((x, y) => x - y);
};
const drag = (i) => moveObjects(scheme, catalogue, ids, 13 + (i % 7) * 0.37, 7 - (i % 5) * 0.41, { snapToGrid: true });
sample(3000, drag); // warm-up: let the JIT settle
const t = sample(5000, drag);
const mean = t.reduce((a, b) => a + b, 0) / t.length;
// CPU time of the process (user + system, GC included) per call: unlike wall time it does not
// count the time the process waits for a core, so it stays meaningful on a loaded machine.
const n = 5000;
const cpu0 = process.cpuUsage();
for (let i = 0; i < n; i++) drag(i);
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000 / n;
const row = (name, value) =>
  console.log(JSON.stringify({ group: 'planner-engine', name, value, unit: 'ms', target: '< 1 ms' }));
row('move+snap+clamp 500 objects (median)', t[t.length >> 1]);
row('move+snap+clamp 500 objects (mean)', mean);
row('move+snap+clamp 500 objects (p95)', t[Math.floor(t.length * 0.95)]);
row('move+snap+clamp 500 objects (CPU time per call)', cpuMs);
