/// <reference types="node" />
/**
 * The compiled evaluators' unrolled loops (src/materials/compiled/generated/) are exactly what
 * scripts/generate-kernels.ts writes from its templates: a hand edit there, or a template changed without
 * running `pnpm --filter @optics-toolbox/optics-engine generate:kernels`, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateKernelFiles } from '../scripts/generate-kernels.js';

const packageDir = join(import.meta.dirname, '..');

describe('src/materials/compiled/generated', () => {
  const files = generateKernelFiles();

  it('holds the generated files and nothing else', () => {
    const onDisk = readdirSync(join(packageDir, GENERATED_DIR)).map((f) => `${GENERATED_DIR}/${f}`);
    expect(onDisk.sort()).toEqual(Object.keys(files).sort());
  });

  for (const [path, text] of Object.entries(files))
    it(`${path} is up to date (run generate:kernels after changing scripts/generate-kernels.ts)`, () => {
      expect(readFileSync(join(packageDir, path), 'utf8')).toBe(text);
    });
});
