/// <reference types="node" />
/**
 * The typed inputs of every calculator (`CalculatorInputs<id>`, derived from its compute signature) name
 * exactly the inputs its spec declares (what the CLI, the API and the pages accept): read with the
 * TypeScript compiler from the sources, compared with the registry at run time.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { calculators } from '../src/index.js';

const file = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const program = ts.createProgram([file], {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();

/**
 * Property names of the inputs of the calculator `id` as the types see them: the first parameter of its
 * compute, which `CalculatorInputs<id>` maps key by key.
 */
function typedInputNames(id: string): string[] {
  const compute = checker.getPropertyOfType(calculatorSpecType(id), 'compute');
  if (!compute) throw new Error(`${id}: no compute`);
  const sig = checker.getSignaturesOfType(checker.getTypeOfSymbol(compute), ts.SignatureKind.Call)[0];
  const inputs = checker.getTypeOfSymbol(sig.getParameters()[0]);
  return checker
    .getPropertiesOfType(inputs)
    .map((p) => p.name)
    .sort();
}

/** The type of the registered spec with this id (an element of the registry's tuple). */
function calculatorSpecType(id: string): ts.Type {
  const registry = program.getSourceFile(fileURLToPath(new URL('../src/calculators/registry.ts', import.meta.url)));
  if (!registry) throw new Error('no registry');
  let found: ts.Type | undefined;
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && n.name.getText(registry) === 'registered' && n.initializer) {
      const tuple = checker.getTypeAtLocation(n.initializer);
      for (const el of checker.getTypeArguments(tuple as ts.TypeReference)) {
        const idProp = checker.getPropertyOfType(el, 'id');
        if (idProp && checker.typeToString(checker.getTypeOfSymbol(idProp)) === JSON.stringify(id)) found = el;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(registry);
  if (!found) throw new Error(`${id}: not in the registry tuple`);
  return found;
}

describe('typed inputs match the specs', () => {
  for (const c of calculators)
    it(c.id, () => {
      expect(typedInputNames(c.id)).toEqual(c.inputs.map((i) => i.name).sort());
    });
});
