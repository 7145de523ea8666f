// `npm run build | lint | format`: make sure pnpm exists, then run the task.
import { ensurePnpm, installAndBuild, run } from './lib.mjs';

const task = process.argv[2];
const pnpm = ensurePnpm();
if (task === 'build') installAndBuild(pnpm);
else if (task === 'lint') run(pnpm, ['exec', 'biome', 'check', '.']);
else if (task === 'format') run(pnpm, ['exec', 'biome', 'check', '--write', '.']);
else run(pnpm, process.argv.slice(2));
