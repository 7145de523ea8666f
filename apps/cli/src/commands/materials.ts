import {
  builtinLibrary,
  builtinMaterials,
  isEngineError,
  searchCatalogue,
  umToNm,
} from '@optics-toolbox/optics-engine';
import { flagString, type ParsedArgs, UsageError } from '../args.js';
import { cliLibrary } from '../catalogue.js';
import type { Io } from '../io.js';

/**
 * `toolbox materials [key|address]`: the curated list, or one material (a curated key or alias, or a
 * catalogue address shelf/book/page) as JSON.
 */
export function materialsCommand(io: Io, key: string | undefined, json: boolean): number {
  if (key) {
    const lib = cliLibrary();
    const m = lib.find(key);
    if (!m) {
      // Say why: an unknown name, or a catalogue page without a usable index (k only, rejected by the import).
      try {
        lib.material(key, 'material');
      } catch (e) {
        if (isEngineError(e) && e.code !== 'unknown-material') throw new UsageError(e.message);
      }
      throw new UsageError(
        `material "${key}" is neither a database key nor a catalogue address; try \`toolbox materials search ${key}\``,
      );
    }
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
    const range = `${Math.round(umToNm(c.minUm))}-${Math.round(umToNm(c.maxUm))} nm`;
    const alias = m.alias?.length ? ` (${m.alias.join(', ')})` : '';
    io.out(`${m.key.padEnd(22)} ${axes.padEnd(9)} ${range.padEnd(14)} ${m.name}${alias}\n`);
  }
  return 0;
}

/**
 * `toolbox materials search TEXT... [--limit N] [--json]`: the catalogue's best matches for TEXT (names,
 * formulas, aliases, addresses, glass codes, nd, Vd), best first, one per line: the key or address to pass
 * as `material`, the shelf, what the page holds (thermal data, k, n2) and its name.
 */
export function materialsSearchCommand(io: Io, args: ParsedArgs, json: boolean): number {
  const text = args.positionals.slice(2).join(' ').trim();
  if (!text) throw new UsageError('usage: toolbox materials search TEXT [--limit N] [--json]');
  const limitText = flagString(args, 'limit') ?? '20';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new UsageError(`--limit ${limitText} must be a whole number from 1 to 1000`);
  const lib = cliLibrary();
  const hits = searchCatalogue(text, lib.entries(), builtinMaterials, limit);
  if (json) {
    io.out(
      `${JSON.stringify(
        hits.map((h) => ({
          key: h.key,
          shelf: h.shelf,
          label: h.label,
          ...(h.entry
            ? {
                kind: h.entry.kind,
                thermal: h.entry.hasThermal,
                k: h.entry.hasK,
                n2: h.entry.hasN2,
                ...(h.entry.issue ? { issue: h.entry.issue } : {}),
              }
            : {}),
        })),
      )}\n`,
    );
    return 0;
  }
  if (hits.length === 0) {
    io.err(`no material matches "${text}"\n`);
    return 1;
  }
  for (const h of hits) {
    const e = h.entry;
    const tags = e
      ? [
          e.kind === 'k-only' ? 'k only' : e.kind === 'rejected' ? 'unusable' : '',
          e.hasThermal ? 'thermal' : '',
          e.hasK ? 'k' : '',
          e.hasN2 ? 'n2' : '',
        ]
          .filter(Boolean)
          .join(',')
      : 'curated';
    io.out(`${h.key.padEnd(44)} ${tags.padEnd(16)} ${h.label}\n`);
  }
  return 0;
}
