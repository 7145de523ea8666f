#!/usr/bin/env node
// `toolbox`: the optics toolbox's calculators from the command line (see README.md).
import { main } from '../dist/index.js';

// A reader that stops early (`toolbox batch ... | head`) closes the pipe: that ends the output, not in an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`toolbox: internal error: ${error?.message ?? error}\n`);
    process.exitCode = 1;
  },
);
