import { loadConfigOrExit, runProcess } from './runtime.ts';

/** A scale-out worker replica: needs DATABASE_URL; serves no HTTP. */
await runProcess(loadConfigOrExit(), { api: false, worker: true }, () => {
  process.stdout.write('clubline worker started\n');
});
