/**
 * Custom materials of this browser (pasted Material JSON or refractiveindex.info YAML), kept in
 * localStorage and usable in every material calculator.
 */
import { importMaterial, type Material, validateMaterial } from '@optics-toolbox/optics-engine';

const STORAGE_KEY = 'optics-toolbox.custom-materials';

export function loadCustomMaterials(): Material[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as Material[]) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function saveCustomMaterials(list: readonly Material[]): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the materials stay for this visit only.
  }
}

/** Parses pasted text: a Material JSON object, or a refractiveindex.info YAML file (one axis) given a key. */
export function parseCustomMaterial(text: string, key: string, name: string): Material {
  const t = text.trim();
  if (t.startsWith('{')) {
    const m = JSON.parse(t) as Material;
    validateMaterial(m);
    return m;
  }
  if (!key.trim()) throw new Error('Give a key for the imported material');
  return importMaterial([{ text: t, source: 'pasted YAML' }], {
    key: key.trim(),
    name: name.trim() || key.trim(),
    type: 'custom',
  });
}
