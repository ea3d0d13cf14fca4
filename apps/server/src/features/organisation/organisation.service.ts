import type { Database } from '../../platform/db/client.ts';
import { type PublicApplication, resolveApplicationByDomain } from './organisation.repository.ts';

/** The application a domain belongs to, or null for an unknown domain. */
export async function findApplicationByDomain(
  db: Database,
  domain: string,
): Promise<PublicApplication | null> {
  return db.transaction((tx) => resolveApplicationByDomain(tx, domain));
}
