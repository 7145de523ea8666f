/** The production entry (bin/serve.mjs, over the built dist) as a child process, for crash tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SERVE = fileURLToPath(new URL('../bin/serve.mjs', import.meta.url));
export const DIST_BUILT = existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for exit. */
  kill(): Promise<void>;
}

export const randomPort = () => 20000 + Math.floor(Math.random() * 10000);

export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = randomPort();
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (s: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(s);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], child, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
}
