#!/usr/bin/env node
// `toolbox`: the optics toolbox's calculators from the command line (see README.md).
import { main } from '../dist/index.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`toolbox: internal error: ${error?.message ?? error}\n`);
    process.exitCode = 1;
  },
);
