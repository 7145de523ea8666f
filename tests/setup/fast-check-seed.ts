/**
 * Pins every fast-check property of every vitest project to one seed, so a run is reproducible: the seed
 * is `FC_SEED` from the environment, else the pinned default below. A property that names its own seed
 * keeps it. When a property fails, the seed in force is printed, so `FC_SEED=<seed> npm test` replays the run.
 * Change FC_SEED to explore other inputs; a failure found that way is fixed (or added as an example) before
 * the default here changes.
 */
import fc from 'fast-check';
import { beforeEach } from 'vitest';

/** The pinned default seed (any fixed integer; this one is the date the seeds were pinned). */
const DEFAULT_SEED = 20261123;

const fromEnv = process.env.FC_SEED;
const seed = fromEnv === undefined || fromEnv === '' ? DEFAULT_SEED : Number(fromEnv);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got '${fromEnv}'`);

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });

/** fast-check's failure message starts with this; other failures say nothing about the seed. */
const PROPERTY_FAILED = /Property failed/;

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => {
    if (!task.result?.errors?.some((e) => PROPERTY_FAILED.test(String(e.message)))) return;
    console.error(`fast-check seed ${seed} for '${task.name}' (replay with FC_SEED=${seed})`);
  });
});
