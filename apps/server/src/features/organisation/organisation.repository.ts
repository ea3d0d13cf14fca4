import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { type ApplicationOptions, applications } from './organisation.table.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** The transaction's own application: RLS shows a tenant no other row of `applications`. */
export async function findCurrentApplication(tx: Transaction): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).limit(1);
  return row;
}

export async function insertApplication(
  tx: Transaction,
  row: typeof applications.$inferInsert,
): Promise<void> {
  await tx.insert(applications).values(row);
}

export interface PublicApplication {
  id: string;
  domain: string;
  name: string;
  billingProvider: string;
  defaultCountry: string;
  options: ApplicationOptions;
}

/** Finds an application by domain before any tenant is known (owner-rights SQL function). */
export async function resolveApplicationByDomain(
  tx: Transaction,
  domain: string,
): Promise<PublicApplication | null> {
  const result = await tx.execute<{
    id: string;
    domain: string;
    name: string;
    billing_provider: string;
    default_country: string;
    options: ApplicationOptions;
  }>(sql`select * from resolve_application_by_domain(${domain})`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    domain: row.domain,
    name: row.name,
    billingProvider: row.billing_provider,
    defaultCountry: row.default_country,
    options: row.options,
  };
}
