// `npm start`: install, build and serve the whole toolbox (site + API on embedded PGlite) on one port.
import { join } from 'node:path';
import { banner, ensurePnpm, installAndBuild, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
if (!process.argv.includes('--no-build')) installAndBuild(pnpm);
banner('starting the toolbox server');
run(process.execPath, [join(ROOT, 'apps', 'api', 'bin', 'serve.mjs')], { allowFail: true });
