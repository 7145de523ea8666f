/** A small argv parser: positionals and --flag value / --flag=value / boolean --flag. */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], booleanFlags: readonly string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags.set(name, a.slice(eq + 1));
      else if (booleanFlags.includes(name)) flags.set(name, true);
      else {
        const v = argv[i + 1];
        if (v === undefined) throw new UsageError(`--${name} needs a value`);
        flags.set(name, v);
        i++;
      }
    } else positionals.push(a);
  }
  return { positionals, flags };
}

export const flagString = (args: ParsedArgs, name: string): string | undefined => {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
};

/** The options each command takes; any other is refused (a mistyped option must not run with the defaults). */
const OPTIONS: Record<string, readonly string[]> = {
  list: ['json'],
  describe: ['json'],
  calc: ['input', 'series'],
  batch: ['in', 'out', 'format', 'in-format', 'input'],
  materials: ['json', 'limit', 'key', 'name', 'type', 'alias', 'birefringence', 'out'],
  admin: ['username', 'password', 'data-dir', 'database-url'],
};

/** Throws a UsageError naming the first option `command` does not take, with the ones it does. */
export function rejectUnknownOptions(args: ParsedArgs, command: string | undefined): void {
  const allowed = command ? OPTIONS[command] : undefined;
  if (!allowed) return;
  for (const name of args.flags.keys()) {
    if (name === 'help' || allowed.includes(name)) continue;
    const hint = command === 'calc' ? ` (inputs go in --input '<json>', e.g. --input '{"material":"BBO"}')` : '';
    throw new UsageError(
      `unknown option --${name} for ${command}; it takes ${allowed.map((o) => `--${o}`).join(', ')}${hint}`,
    );
  }
}
