// The built API server for the benches: refuses to run without apps/api/dist, starts
// apps/api/bin/serve.mjs on a random loopback port with the given environment, and resolves with the
// address it prints once listening.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../apps/api/bin/serve.mjs', import.meta.url));

/** Exits with a message when the API has not been built. */
export function requireBuiltApi(bench) {
  if (!existsSync(fileURLToPath(new URL('../apps/api/dist/index.js', import.meta.url)))) {
    console.error(`${bench}: apps/api/dist is missing; run the build first`);
    process.exit(1);
  }
}

/** Starts the server; resolves with `{ url, child }` when it listens. */
export function startServer(env) {
  const port = 20000 + Math.floor(Math.random() * 10000);
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}
