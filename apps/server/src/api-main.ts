import { loadConfigOrExit, runProcess } from './runtime.ts';

/** A scale-out api replica: needs DATABASE_URL; runs no jobs. */
await runProcess(loadConfigOrExit(), { api: true, worker: false }, (runtime) => {
  process.stdout.write(`clubline api listening at ${runtime.url}\n`);
});
