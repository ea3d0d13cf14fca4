import { loadConfig } from './platform/config.ts';
import { runProcess } from './runtime.ts';

/** A scale-out worker replica: needs DATABASE_URL; serves no HTTP. */
await runProcess(loadConfig(), { api: false, worker: true }, () => {
  process.stdout.write('clubline worker started\n');
});
