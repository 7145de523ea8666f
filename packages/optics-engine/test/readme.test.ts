/// <reference types="node" />
/**
 * The README's TypeScript examples run as written against the package's public entry point: each block's
 * imports must be exported by src/index.ts, the block must run without an error, and the results its
 * comments claim are checked here (each top-level expression's value is collected in order).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.js';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

/** Runs one block: imports from the package resolve to the public API; returns each expression statement's value. */
function runBlock(code: string): unknown[] {
  const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  let body = '';
  for (const st of file.statements) {
    if (ts.isImportDeclaration(st)) {
      expect((st.moduleSpecifier as ts.StringLiteral).text).toBe('@optics-toolbox/optics-engine');
      const bindings = st.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
    } else if (ts.isExpressionStatement(st)) body += `__values.push(${st.expression.getText(file)});\n`;
    else body += `${st.getText(file)}\n`;
  }
  for (const n of names) expect(engine, `README imports ${n}`).toHaveProperty(n);
  const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const values: unknown[] = [];
  const api = engine as unknown as Record<string, unknown>;
  new Function('__values', ...names, js)(values, ...names.map((n) => api[n]));
  return values;
}

describe('README examples', () => {
  it('has the three TypeScript examples this test checks', () => {
    expect(blocks).toHaveLength(3);
  });

  it('calculators: dispersion by ray, a direction-dependent index, the list of ids', () => {
    const [byRay, direction, ids] = runBlock(blocks[0]) as [Record<string, unknown>, Record<string, unknown>, string[]];
    expect(Object.keys(byRay).sort()).toEqual(['dnDtPerK', 'groupIndex', 'gvdFs2PerMm', 'n', 'todFs3PerMm', 'zeroGvdNm']);
    expect(Object.keys(direction).sort()).toEqual(['e', 'o']);
    expect(ids).toContain('dispersion');
    expect(ids).toContain('refractive-index');
  });

  it('an inline material: GVD of fused silica at 800 nm is 36.16 fs^2/mm', () => {
    const [gvd] = runBlock(blocks[1]) as [number];
    // refractiveindex.info (Malitson 1965): 36.16 fs^2/mm, published to 2 decimals, so 0.005.
    expect(Math.abs(gvd - 36.16)).toBeLessThanOrEqual(0.005);
  });

  it('batch evaluation runs over the 1000 wavelengths', () => {
    expect(() => runBlock(blocks[2])).not.toThrow();
  });
});
