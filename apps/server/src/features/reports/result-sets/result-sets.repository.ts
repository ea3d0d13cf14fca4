import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { RESULT_SET_LIFETIME_HOURS, RESULT_SETS_PATH } from './result-set-limits.ts';
import { reportResultSets } from './result-sets.table.ts';

interface NewResultSet {
  /** 'standard:membership' or 'custom:<templateId>': the registered source's id, or `<id>:<detail>`. */
  source: string;
  title: string;
  /** What the source's parseParams reads back. */
  params: unknown;
  /** Branches the rows are limited to: the caller has checked the viewer may run the report at each. */
  branchIds: readonly string[];
  userId: string;
}

export interface CreatedResultSet {
  id: string;
  /** The path under the public origin: `/reporting/v1/result-sets/<id>`. */
  url: string;
}

/** Stores a result set in the caller's tenant transaction; it expires RESULT_SET_LIFETIME_HOURS later. */
export async function createResultSet(tx: Transaction, input: NewResultSet): Promise<CreatedResultSet> {
  // Expired definitions go as new ones come: nothing refers to them, and the index finds them.
  await deleteExpiredResultSets(tx);
  const [row] = await tx
    .insert(reportResultSets)
    .values({
      applicationId: sql`nullif(current_setting('app.application_id', true), '')::uuid`,
      source: input.source,
      title: input.title,
      params: input.params ?? {},
      branchIds: [...input.branchIds],
      createdByUserId: input.userId,
      expiresAt: sql`now() + make_interval(hours => ${RESULT_SET_LIFETIME_HOURS})`,
    })
    .returning({ id: reportResultSets.id });
  if (!row) throw new Error('The result set was not stored');
  return { id: row.id, url: `${RESULT_SETS_PATH}/${row.id}` };
}

export interface StoredResultSet {
  id: string;
  source: string;
  title: string;
  params: unknown;
  branchIds: string[];
  createdByUserId: string;
  createdAt: Date;
}

/** A result set of the transaction's organisation that has not expired, or null. */
export async function findLiveResultSet(tx: Transaction, id: string): Promise<StoredResultSet | null> {
  const [row] = await tx
    .select({
      id: reportResultSets.id,
      source: reportResultSets.source,
      title: reportResultSets.title,
      params: reportResultSets.params,
      branchIds: reportResultSets.branchIds,
      createdByUserId: reportResultSets.createdByUserId,
      createdAt: reportResultSets.createdAt,
    })
    .from(reportResultSets)
    .where(and(eq(reportResultSets.id, id), gt(reportResultSets.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Drops the organisation's expired result sets (they are definitions only: nothing else refers to them). */
async function deleteExpiredResultSets(tx: Transaction): Promise<number> {
  const gone = await tx
    .delete(reportResultSets)
    .where(lte(reportResultSets.expiresAt, sql`now()`))
    .returning({ id: reportResultSets.id });
  return gone.length;
}
