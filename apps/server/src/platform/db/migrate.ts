import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/**
 * Brings the schema up to date as the owner, then makes sure the api role exists with exactly
 * the rights it needs: data access on the tables, nothing it owns, no way around RLS.
 * Concurrent starts (several replicas) are serialised by an advisory lock.
 */
export async function migrateDatabase(
  ownerUrl: string,
  appRole: { user: string; password: string },
): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7461001)');
    await ensureAppRole(client, appRole.user, appRole.password);
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    await grantAppRole(client, appRole.user);
  } finally {
    await client.query('select pg_advisory_unlock(7461001)').catch(() => {});
    await client.end();
  }
}

/**
 * Creates the api role, or checks an existing one and sets its password. The owner need not be a
 * superuser (docs/security.md). A non-superuser may not restate NOSUPERUSER or NOBYPASSRLS, so
 * those are checked instead, and a role with more rights is refused unless a superuser runs this
 * and can take them away. An owner with no rights over the role (the DBA made it) leaves its
 * password alone.
 */
async function ensureAppRole(client: pg.Client, user: string, password: string): Promise<void> {
  const ident = quoteIdent(user);
  const literal = quoteLiteral(password);
  const limits = 'NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE';
  const { rows } = await client.query<{ extra: boolean; superuser: boolean }>(
    `select (r.rolsuper or r.rolbypassrls or r.rolcreatedb or r.rolcreaterole) as extra,
            (select rolsuper from pg_roles where rolname = current_user) as superuser
       from pg_roles r where r.rolname = $1`,
    [user],
  );
  const existing = rows[0];
  if (!existing) {
    await client.query(`CREATE ROLE ${ident} LOGIN ${limits} PASSWORD ${literal}`);
    return;
  }
  if (existing.extra) {
    if (!existing.superuser) {
      throw new Error(
        `The api role ${user} must be ${limits}; a superuser has to take the extra rights away`,
      );
    }
    await client.query(`ALTER ROLE ${ident} LOGIN ${limits} PASSWORD ${literal}`);
    return;
  }
  try {
    await client.query(`ALTER ROLE ${ident} LOGIN PASSWORD ${literal}`);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === INSUFFICIENT_PRIVILEGE)) throw error;
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

async function grantAppRole(client: pg.Client, user: string): Promise<void> {
  const ident = quoteIdent(user);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${ident}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${ident}`);
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${ident}`);
  // Platform tables that are not tenant data stay out of the api role's reach.
  for (const table of PLATFORM_ONLY_TABLES) await client.query(`REVOKE ALL ON ${table} FROM ${ident}`);
  // Append-only tenant data: the api inserts and reads, and nothing it runs can rewrite history.
  for (const table of APPEND_ONLY_TABLES)
    await client.query(`REVOKE UPDATE, DELETE ON ${table} FROM ${ident}`);
}

/**
 * Money's history (docs/billing.md "The ledger", "Receipts"): rows are added, never changed or
 * removed; a receipt given is never rewritten.
 */
const APPEND_ONLY_TABLES = ['ledger_entries', 'receipts'] as const;

/**
 * Not tenant data: keys, identity-provider state, sign-in and payment setup throttling, sandboxes'
 * ledgers; the owner role only.
 */
const PLATFORM_ONLY_TABLES = [
  'signing_keys',
  'oidc_models',
  'login_failures',
  'payment_setup_attempts',
  'sandbox_sms_messages',
  'sandbox_email_messages',
  'sandbox_billing_customers',
  'sandbox_billing_debits',
  'sandbox_door_credentials',
] as const;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
