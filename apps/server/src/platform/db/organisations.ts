import type pg from 'pg';

/**
 * Every organisation's id, for a worker's schedule that enqueues one job per organisation. Read as
 * the owner from `applications`, the one tenant table it may read across organisations
 * (`owner_domain_lookup`): under forced row-level security (docs/security.md "Forced RLS") any
 * other owner query of a tenant table without a tenant answers no row in production, while the
 * development and test clusters' superuser owner sees every row, so a schedule that picked its
 * organisations from such a query (those with a suspension, a blocked membership…) worked
 * everywhere but in production. Each organisation's job finds out in its own tenant whether it
 * has anything to do.
 */
export async function organisationIds(ownerPool: pg.Pool): Promise<string[]> {
  const result = await ownerPool.query<{ id: string }>('select id from applications order by id');
  return result.rows.map((row) => row.id);
}
