/**
 * The built-in material database (data/materials.json, built from refractiveindex.info files by
 * scripts/build-materials.ts; each material carries its references).
 */
import data from '../../data/materials.json';
import { createMaterialLibrary, type MaterialLibrary } from './context.js';
import type { Material } from './types.js';

export const builtinMaterials: readonly Material[] = (data as { materials: Material[] }).materials;

let library: MaterialLibrary | undefined;
/** A resolver over the built-in database (created on first use). */
export function builtinLibrary(): MaterialLibrary {
  library ??= createMaterialLibrary(builtinMaterials);
  return library;
}
