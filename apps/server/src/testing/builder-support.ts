import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/identity/passwords.ts';
import type { Transaction } from '../platform/db/client.ts';

/**
 * What the `make<Thing>` builders share: the tenant of the transaction they write in, numbers for
 * deterministic defaults, and password hashes made once per process.
 */

/** The password of every staff user a builder makes unless told otherwise. */
export const TEST_PASSWORD = 'clubline-test-password';

const tenants = new WeakMap<Transaction, Promise<string>>();

/**
 * The organisation a `withTenant` transaction belongs to (read once per transaction). Builders take
 * their `applicationId` from it, so a row can only go where RLS lets the transaction write.
 */
export function tenantOf(tx: Transaction): Promise<string> {
  let tenant = tenants.get(tx);
  if (!tenant) {
    tenant = tx
      .execute<{ tenant: string | null }>(
        sql`select nullif(current_setting('app.application_id', true), '') as tenant`,
      )
      .then((result) => {
        const id = result.rows[0]?.tenant;
        if (!id) throw new Error('Builders write inside withTenant: this transaction has no tenant');
        return id;
      });
    tenants.set(tx, tenant);
  }
  return tenant;
}

const counters = new Map<string, number>();

/**
 * The next number (1, 2, …) of a kind of thing within a scope: an organisation's id for what lives
 * in it, so each organisation's defaults are the same however many others the file built
 * ("Branch 1", "First1 Last1" …), or `global` for the organisations themselves.
 */
export function nextNumber(scope: string, kind: string): number {
  const key = `${scope}/${kind}`;
  const next = (counters.get(key) ?? 0) + 1;
  counters.set(key, next);
  return next;
}

/** The next number of `kind` in the transaction's organisation, with that organisation's id. */
export async function nextInTenant(
  tx: Transaction,
  kind: string,
): Promise<{ applicationId: string; n: number }> {
  const applicationId = await tenantOf(tx);
  return { applicationId, n: nextNumber(applicationId, kind) };
}

/**
 * `value` unless it was left out (undefined): unlike `??` it keeps an explicit `null`, for the
 * columns where null means something (no email, no home branch).
 */
export const given = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

const hashes = new Map<string, Promise<string>>();

/** argon2id of `password`, computed once per process (a hash takes tens of milliseconds). */
export function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
