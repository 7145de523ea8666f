// `node scripts/import-graph.mjs`: the import graph of packages/*/src and apps/*/src, read from the TypeScript
// sources with the `typescript` package's own pre-processor (static imports, `import type`, re-exports and
// dynamic `import()`), checked for
//   (a) circles: any cycle of modules, type-only imports included (a type circle still ties the files together);
//   (b) layer breaks: a module importing one of a higher layer inside the optics engine, or a workspace package
//       importing one that docs/architecture.md ("Who may import whom") does not allow.
// Prints each finding and exits 1 when there is any; `--print` also lists the package edges and layer counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

/**
 * Workspace packages each package may import (docs/architecture.md "Who may import whom"). `conventions` is the
 * shared floor (CSV quoting, the edit order of linked fields, chart colours and ticks): it imports no package.
 * The CLI reaches the API's database module for admin tasks only.
 */
const ALLOWED = {
  conventions: [],
  'optics-engine': ['conventions'],
  'planner-engine': ['conventions'],
  ui: ['conventions', 'optics-engine', 'planner-engine'],
  site: ['conventions', 'optics-engine', 'planner-engine', 'ui'],
  api: ['conventions', 'optics-engine', 'planner-engine'],
  cli: ['conventions', 'optics-engine', 'api'],
};

/**
 * Layers inside optics-engine/src, lowest first: a module may import its own layer and those below it. The
 * first matching prefix (a folder or a file without its extension) gives a module its layer.
 */
const ENGINE_LAYERS = [
  ['math'],
  ['units', 'errors', 'parse-decimal', 'plot-data', 'format-number'],
  ['materials'],
  ['optics'],
  ['nonlinear', 'pulse', 'light-sources'],
  ['mixing'],
  ['calculators'],
  ['index', 'bench'],
];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(p);
  }
}
for (const top of ['packages', 'apps'])
  for (const pkg of readdirSync(join(ROOT, top))) {
    const src = join(ROOT, top, pkg, 'src');
    try {
      if (statSync(src).isDirectory()) walk(src);
    } catch {}
  }

const packageOf = (file) => relative(ROOT, file).split('/')[1];
const known = new Set(files);

/** The file a relative specifier names: `.js` written for a `.ts` source, or a folder's index. */
function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  for (const c of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.mjs`,
    `${stem}.js`,
    join(base, 'index.ts'),
  ])
    if (known.has(c)) return c;
  return null;
}

const edges = new Map();
const findings = [];
const packageEdges = new Set();
for (const file of files) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const to = new Set();
  for (const { fileName: spec } of info.importedFiles) {
    if (spec.startsWith('.')) {
      const target = resolveRelative(file, spec);
      if (target) to.add(target);
      else if (!/\.(css|json|svg|png)$/.test(spec))
        findings.push(`unresolved: ${relative(ROOT, file)} imports ${spec}`);
    } else if (spec.startsWith('@optics-toolbox/')) {
      const dep = spec.split('/')[1];
      const own = packageOf(file);
      packageEdges.add(`${own} -> ${dep}`);
      if (dep !== own && !(ALLOWED[own] ?? []).includes(dep))
        findings.push(`layer: package ${own} may not import ${dep} (${relative(ROOT, file)} imports ${spec})`);
    }
  }
  edges.set(file, to);
}

// (b) layers inside the optics engine.
const engineSrc = join(ROOT, 'packages/optics-engine/src');
function engineLayer(file) {
  const rel = relative(engineSrc, file).replace(SOURCE, '');
  const head = rel.split('/')[0];
  const i = ENGINE_LAYERS.findIndex((names) => names.includes(head));
  return i;
}
for (const [file, to] of edges) {
  if (!file.startsWith(engineSrc)) continue;
  const from = engineLayer(file);
  if (from < 0) {
    findings.push(`layer: ${relative(ROOT, file)} is in no layer of the optics engine (scripts/import-graph.mjs)`);
    continue;
  }
  for (const t of to) {
    const at = engineLayer(t);
    if (at > from)
      findings.push(
        `layer: ${relative(ROOT, file)} (${ENGINE_LAYERS[from].join('/')}) imports ${relative(ROOT, t)} (${ENGINE_LAYERS[at].join('/')}), a higher layer`,
      );
  }
}

// (a) circles: Tarjan's strongly connected components; every component of more than one file, or a file
// importing itself, is a circle.
let index = 0;
const stack = [];
const on = new Set();
const idx = new Map();
const low = new Map();
const circles = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const comp = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1 || edges.get(v)?.has(v)) circles.push(comp);
  }
}
for (const v of edges.keys()) if (!idx.has(v)) strong(v);
for (const comp of circles)
  findings.push(
    `circle: ${comp
      .map((f) => relative(ROOT, f))
      .sort()
      .join(' <-> ')}`,
  );

if (process.argv.includes('--print')) {
  console.log(
    [...packageEdges]
      .filter((e) => !e.startsWith(`${e.split(' ')[0]} -> ${e.split(' ')[0]}`))
      .sort()
      .join('\n'),
  );
}
const edgeCount = [...edges.values()].reduce((s, t) => s + t.size, 0);
if (findings.length) {
  for (const f of findings) console.error(f);
  console.error(`import graph: ${findings.length} finding(s) in ${files.length} modules, ${edgeCount} imports`);
  process.exit(1);
}
console.log(`import graph: ${files.length} modules, ${edgeCount} imports, no circle, no import of a higher layer`);
