// Shared helpers for the root scripts: find or install pnpm, run commands, print banners.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const LOCAL_PNPM = join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

function probe(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Path of a pnpm 12 binary: the one on PATH if it is 12.x, else a copy installed under .tools/. */
export function ensurePnpm() {
  const onPath = probe('pnpm');
  if (onPath?.startsWith('12.')) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && probe(LOCAL_PNPM)?.startsWith('12.')) return LOCAL_PNPM;
  banner(`installing pnpm ${PNPM_VERSION} into .tools/ (npm registry)`);
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(ROOT, '.tools'),
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (!probe(LOCAL_PNPM)) fail('pnpm could not be installed');
  return LOCAL_PNPM;
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0 && !opts.allowFail) fail(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  return r.status ?? 1;
}

export function banner(text) {
  console.log(`\n\x1b[1m== ${text}\x1b[0m`);
}

export function warnLoud(text) {
  const line = '!'.repeat(78);
  console.log(`\n\x1b[33;1m${line}\n!! ${text}\n${line}\x1b[0m\n`);
}

export function fail(text) {
  console.error(`\x1b[31;1merror: ${text}\x1b[0m`);
  process.exit(1);
}

/** pnpm install (frozen lockfile when one exists) and the build of every workspace package. */
export function installAndBuild(pnpm) {
  banner('pnpm install');
  const frozen = existsSync(join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run(pnpm, ['install', ...frozen], { env: { ...process.env, npm_config_nodedir: '/usr' } });
  banner('build');
  run(pnpm, ['-r', '--workspace-concurrency=1', 'build']);
}

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Runs fn(url) against a throwaway PostgreSQL 15 (Debian's binaries) on a loopback port in a temp
 * directory, stopped and removed afterwards. Returns undefined when PostgreSQL is not installed;
 * throws when it is installed but does not start.
 */
/** The postgres user's uid and gid from /etc/passwd (Debian's package creates the user). */
function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('PostgreSQL is installed but there is no postgres user in /etc/passwd');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

export async function withThrowawayPostgres(fn) {
  if (!existsSync(join(PG_BIN, 'initdb'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'pgtest-'));
  const asPostgres = process.getuid?.() === 0;
  // The directory is new and empty: give it to the postgres user by its ids (no `chown` on PATH needed).
  if (asPostgres) chownSync(dir, ...postgresIds());
  // runuser lives in /usr/sbin, which a minimal PATH (env -i, some CI runners) does not hold.
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';
  const sh = (args) =>
    asPostgres
      ? spawnSync(runuser, ['-u', 'postgres', '--', ...args], { encoding: 'utf8' })
      : spawnSync(args[0], args.slice(1), { encoding: 'utf8' });
  const port = String(55000 + Math.floor(Math.random() * 1000));
  const data = join(dir, 'data');
  const init = sh([join(PG_BIN, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start =
    init.status === 0
      ? sh([join(PG_BIN, 'pg_ctl'), '-D', data, '-l', join(dir, 'log'), '-w', '-o', opts, 'start'])
      : init;
  try {
    if (start.status !== 0)
      throw new Error(`PostgreSQL did not start: ${start.stderr || start.stdout || start.error?.message}`);
    return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    if (start.status === 0) sh([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}
