import { ConfigError } from './platform/config.ts';
import { oneLine } from './platform/db/embedded.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { loadConfigOrExit } from './runtime.ts';

/**
 * The one-shot migration of a deployment (compose.yaml's `migrate`): brings the schema up to date
 * and makes sure of the api role, then exits. api and worker migrate on start too (a no-op by
 * then), so running it first only keeps a fleet's first start from waiting on one replica's lock.
 */
const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  process.stderr.write(
    'clubline: migrate needs DATABASE_URL (the embedded database migrates on npm start)\n',
  );
  process.exit(1);
}
try {
  await migrateDatabase(config.DATABASE_URL, { user: config.APP_DB_USER, password: config.APP_DB_PASSWORD });
  process.stdout.write('clubline: migrations applied\n');
} catch (error) {
  process.stderr.write(
    `clubline: migration failed: ${error instanceof ConfigError ? error.message : oneLine(error)}\n`,
  );
  process.exit(1);
}
