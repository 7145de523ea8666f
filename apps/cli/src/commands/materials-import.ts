/**
 * `toolbox materials import`: its own module, loaded only for this command (it needs the YAML parser).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type BirefringenceType, importMaterial } from '@optics-toolbox/optics-engine';
import { flagString, type ParsedArgs, UsageError } from '../args.js';
import type { Io } from '../io.js';

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
