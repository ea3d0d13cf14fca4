import { loadConfig } from './platform/config.ts';
import { runProcess } from './runtime.ts';

/** A scale-out api replica: needs DATABASE_URL; runs no jobs. */
await runProcess(loadConfig(), { api: true, worker: false }, (runtime) => {
  process.stdout.write(`clubline api listening at ${runtime.url}\n`);
});
