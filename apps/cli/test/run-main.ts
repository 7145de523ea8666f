/** Runs `toolbox` in-process with captured output: the exit code and what went to stdout and stderr. */
import { main } from '../src/index.js';
import type { Io } from '../src/io.js';

export async function runMain(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stderrIsTty: false,
  };
  const code = await main(argv, io);
  return { code, out, err };
}
