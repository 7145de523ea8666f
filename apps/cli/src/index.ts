/**
 * The `toolbox` command line: list, describe, calc, batch, materials (docs/calculators.md "Command line").
 * Bad input exits 2 with one line on stderr naming the input, the value and the allowed range.
 */
import { isEngineError } from '@optics-toolbox/optics-engine';
import { flagString, parseArgs, rejectUnknownOptions, UsageError } from './args.js';
import { type Io, processIo } from './io.js';

// Each command is loaded when it runs: one `toolbox calc` does not load the YAML importer or the API.

const USAGE = `usage: toolbox <command>
  list                                          calculator ids and titles
  describe <id> [--json]                        inputs (unit, default, range) and outputs (unit)
  calc <id> --input '<json>' [--series]         one calculation, outputs as one JSON object
  batch <id> --in rows.csv|rows.jsonl [--out file] [--format csv|jsonl] [--input '<json>']
                                                rows over base inputs; a column may be a path (elements[2].distanceMm)
  materials [key|address] [--json]             the material database, or one material (key or shelf/book/page) as JSON
  materials search TEXT [--limit N] [--json]    the catalogue's best matches (names, formulas, glass codes, nd, Vd)
  materials import FILE... [--key K] [--name N] [--type T] [--alias a,b] [--out file]
  admin create-user --username NAME --password PASS [--data-dir DIR] [--database-url URL]
`;

export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  try {
    const args = parseArgs(argv, ['series', 'json', 'help']);
    const [command, id] = args.positionals;
    rejectUnknownOptions(args, command);
    const json = args.flags.has('json');
    if (args.flags.has('help')) {
      // `calc <id> --help` and `batch <id> --help` describe the calculator's inputs rather than run it.
      if (id && (command === 'calc' || command === 'batch' || command === 'describe'))
        return (await import('./commands/describe.js')).describeCommand(io, id, json);
      io.out(USAGE);
      return 0;
    }
    switch (command) {
      case 'list':
        return (await import('./commands/describe.js')).listCommand(io, json);
      case 'describe':
        return (await import('./commands/describe.js')).describeCommand(io, id, json);
      case 'calc':
        return (await import('./commands/calc.js')).calcCommand(
          io,
          id,
          flagString(args, 'input'),
          args.flags.has('series'),
        );
      case 'batch': {
        const inPath = flagString(args, 'in');
        if (!id || !inPath)
          throw new UsageError(
            "usage: toolbox batch <id> --in rows.csv|rows.jsonl [--out file] [--format csv|jsonl] [--input '<json>']",
          );
        const format = flagString(args, 'format');
        if (format !== undefined && format !== 'csv' && format !== 'jsonl')
          throw new UsageError('--format must be csv or jsonl');
        const inFormat = flagString(args, 'in-format');
        if (inFormat !== undefined && inFormat !== 'csv' && inFormat !== 'jsonl')
          throw new UsageError('--in-format must be csv or jsonl');
        return await (await import('./commands/batch.js')).batchCommand(io, {
          id,
          inPath,
          outPath: flagString(args, 'out'),
          format,
          inFormat,
          input: flagString(args, 'input'),
        });
      }
      case 'materials':
        if (id === 'import') return (await import('./commands/materials-import.js')).materialsImportCommand(io, args);
        if (id === 'search') return (await import('./commands/materials.js')).materialsSearchCommand(io, args, json);
        return (await import('./commands/materials.js')).materialsCommand(io, id, json);
      case 'admin':
        return await (await import('./commands/admin.js')).adminCommand(io, args);
      case undefined:
      case 'help':
        io.out(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`unknown command "${command}"\n${USAGE}`);
    }
  } catch (e) {
    if (e instanceof UsageError || isEngineError(e)) {
      io.err(`toolbox: ${(e as Error).message.split('\n')[0]}\n`);
      return 2;
    }
    if (e instanceof Error && e.message.startsWith('usage:')) {
      io.err(`toolbox: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
