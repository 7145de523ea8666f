import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  type BirefringenceType,
  builtinLibrary,
  builtinMaterials,
  importMaterial,
} from '@optics-toolbox/optics-engine';
import { flagString, type ParsedArgs, UsageError } from '../args.js';
import type { Io } from '../io.js';

/** `toolbox materials [key]`: the list, or one material as JSON. */
export function materialsCommand(io: Io, key: string | undefined, json: boolean): number {
  if (key) {
    const m = builtinLibrary().find(key);
    if (!m) throw new UsageError(`material "${key}" is not in the database; run \`toolbox materials\` for the list`);
    io.out(`${JSON.stringify(m, null, 2)}\n`);
    return 0;
  }
  if (json) {
    io.out(
      `${JSON.stringify(builtinMaterials.map(({ key: k, name, type, alias, NumberOfAxis }) => ({ key: k, name, type, alias, NumberOfAxis })))}\n`,
    );
    return 0;
  }
  const lib = builtinLibrary();
  for (const m of builtinMaterials) {
    const c = lib.material(m.key, 'material');
    const axes = ['isotropic', 'uniaxial', 'biaxial'][m.NumberOfAxis];
    const range = `${Math.round(c.minUm * 1000)}-${Math.round(c.maxUm * 1000)} nm`;
    const alias = m.alias?.length ? ` (${m.alias.join(', ')})` : '';
    io.out(`${m.key.padEnd(22)} ${axes.padEnd(9)} ${range.padEnd(14)} ${m.name}${alias}\n`);
  }
  return 0;
}

/**
 * `toolbox materials import FILE... [--key K] [--name N] [--type T] [--alias a,b] [--birefringence positive|negative]
 * [--out file]`: a Material from refractiveindex.info YAML files given in axis order (1 isotropic; o, e; x, y, z).
 */
export function materialsImportCommand(io: Io, args: ParsedArgs): number {
  const files = args.positionals.slice(2);
  if (files.length === 0)
    throw new UsageError(
      'usage: toolbox materials import FILE... [--key K] [--name N] [--type T] [--alias a,b] [--out file]',
    );
  const texts = files.map((f) => {
    try {
      return { text: readFileSync(f, 'utf8'), source: basename(f) };
    } catch {
      throw new UsageError(`cannot read ${f}`);
    }
  });
  const key =
    flagString(args, 'key') ??
    basename(files[0])
      .replace(/\.ya?ml$/i, '')
      .replace(/-(o|e|alpha|beta|gamma)$/i, '');
  const biref = flagString(args, 'birefringence');
  if (biref !== undefined && biref !== 'positive' && biref !== 'negative')
    throw new UsageError('--birefringence must be positive or negative');
  const material = importMaterial(texts, {
    key,
    name: flagString(args, 'name'),
    type: flagString(args, 'type'),
    alias: flagString(args, 'alias')
      ?.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    birefrigerence_type: biref as BirefringenceType | undefined,
  });
  const text = `${JSON.stringify(material, null, 2)}\n`;
  const out = flagString(args, 'out');
  if (out) {
    writeFileSync(out, text);
    io.err(`wrote ${material.key} (${files.length} file${files.length > 1 ? 's' : ''}) to ${out}\n`);
  } else io.out(text);
  return 0;
}
