/**
 * Builds data/materials.json from data/manifest.json with the refractiveindex.info importer
 * (the same code as `toolbox materials import`). Run: pnpm --filter @optics-toolbox/optics-engine build:materials
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importMaterial } from '../src/materials/import-rii.js';

const root = join(import.meta.dirname, '..', 'data');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
const materials = manifest.materials.map((entry: { files: string[]; key: string } & Record<string, unknown>) => {
  const { files, ...meta } = entry;
  return importMaterial(
    files.map((f) => ({ text: readFileSync(join(root, 'refractiveindex', f), 'utf8'), source: f })),
    meta as never,
  );
});
writeFileSync(join(root, 'materials.json'), `${JSON.stringify({ version: 1, materials }, null, 1)}\n`);
console.log(`wrote ${materials.length} materials to data/materials.json`);
