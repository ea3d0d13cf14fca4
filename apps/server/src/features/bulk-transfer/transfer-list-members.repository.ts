import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import type { TransferBlockReason, TransferMemberResult } from './transfer-list-rules.ts';

export interface TransferListMemberRow {
  personId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  tags: string[];
  status: string;
  sourceBranchId: string;
  sourceBranchName: string;
  destinationBranchId: string;
  destinationBranchName: string;
  sourceVisits: number;
  destinationVisits: number;
  totalVisits: number;
  blockReasons: TransferBlockReason[];
  currentPrice: number | null;
  newPrice: number | null;
  futureBookings: number;
  resultStatus: TransferMemberResult | null;
  resultError: string | null;
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** A page of the list's members, by last name; the membership status shown is the latest in force. */
export async function listMembers(
  tx: Transaction,
  listId: string,
  page: { first: number; offset: number },
): Promise<TransferListMemberRow[]> {
  const result = await tx.execute<{
    person_id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    tags: string[];
    status: string | null;
    source_branch_id: string;
    source_branch_name: string;
    destination_branch_id: string;
    destination_branch_name: string;
    source_visits: number;
    destination_visits: number;
    total_visits: number;
    block_reasons: TransferBlockReason[];
    current_price: number | null;
    new_price: number | null;
    future_bookings: number;
    result_status: TransferMemberResult | null;
    result_error: string | null;
  }>(sql`
    select t.person_id, p.first_name, p.last_name, p.email, p.tags,
      (select m.status from memberships m where m.person_id = t.person_id and m.status not in ('ENDED', 'EXPIRED')
       order by m.start_date desc limit 1) as status,
      t.source_branch_id, s.name as source_branch_name, t.destination_branch_id, d.name as destination_branch_name,
      t.source_visits, t.destination_visits, t.total_visits, t.block_reasons, t.current_price, t.new_price,
      t.future_bookings, t.result_status, t.result_error
    from transfer_list_members t
    join persons p on p.id = t.person_id
    join branches s on s.id = t.source_branch_id
    join branches d on d.id = t.destination_branch_id
    where t.transfer_list_id = ${listId}
    order by p.last_name, p.first_name, t.person_id
    limit ${page.first} offset ${page.offset}`);
  return result.rows.map((row) => ({
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    tags: row.tags,
    status: row.status ?? 'NO_MEMBERSHIP',
    sourceBranchId: row.source_branch_id,
    sourceBranchName: row.source_branch_name,
    destinationBranchId: row.destination_branch_id,
    destinationBranchName: row.destination_branch_name,
    sourceVisits: row.source_visits,
    destinationVisits: row.destination_visits,
    totalVisits: row.total_visits,
    blockReasons: row.block_reasons,
    currentPrice: row.current_price,
    newPrice: row.new_price,
    futureBookings: row.future_bookings,
    resultStatus: row.result_status,
    resultError: row.result_error,
  }));
}

/** Removes members not in progress and not transferred (those cannot be selected, spec 3 §4). */
export async function removeMembers(
  tx: Transaction,
  listId: string,
  personIds: readonly string[],
): Promise<number> {
  const result = await tx.execute(sql`
    delete from transfer_list_members
    where transfer_list_id = ${listId} and person_id = any(${uuidArray(personIds)})
      and (result_status is null or result_status in ('FAILED', 'UNDONE'))`);
  return result.rowCount ?? 0;
}

/** Of `personIds`, those on the list with their result (to refuse a selection that cannot be run). */
export async function resultsOf(
  tx: Transaction,
  listId: string,
  personIds: readonly string[],
): Promise<Map<string, TransferMemberResult | null>> {
  const result = await tx.execute<{ person_id: string; result_status: TransferMemberResult | null }>(sql`
    select person_id, result_status from transfer_list_members
    where transfer_list_id = ${listId} and person_id = any(${uuidArray(personIds)})`);
  return new Map(result.rows.map((row) => [row.person_id, row.result_status]));
}

/**
 * Puts the chosen members in progress for a run: a transfer takes those who can move (no block
 * reason) and are not moved yet, or `personIds` of them; a retry the FAILED ones (and, after a
 * timeout, the IN_PROGRESS ones of a stalled run); an undo the TRANSFERRED ones. Answers who.
 */
export async function startMembers(
  tx: Transaction,
  run: {
    listId: string;
    runId: string;
    kind: 'TRANSFER' | 'RETRY' | 'UNDO';
    personIds: readonly string[] | null;
  },
): Promise<string[]> {
  const eligible =
    run.kind === 'TRANSFER'
      ? sql`(result_status is null or result_status in ('FAILED', 'UNDONE')) and cardinality(block_reasons) = 0`
      : run.kind === 'RETRY'
        ? sql`result_status in ('FAILED', 'IN_PROGRESS')`
        : sql`result_status = 'TRANSFERRED'`;
  const result = await tx.execute<{ person_id: string }>(sql`
    update transfer_list_members set result_status = 'IN_PROGRESS', result_error = null, run_id = ${run.runId}
    where transfer_list_id = ${run.listId} and ${eligible}
      ${run.personIds ? sql`and person_id = any(${uuidArray(run.personIds)})` : sql``}
    returning person_id`);
  return result.rows.map((row) => row.person_id).sort();
}

export interface RunMember {
  personId: string;
  sourceBranchId: string;
  destinationBranchId: string;
  resultStatus: TransferMemberResult | null;
  runId: string | null;
  blockReasons: TransferBlockReason[];
}

/** The next members of a run still in progress (after `after`, in id order). */
export async function nextRunMembers(
  tx: Transaction,
  runId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const result = await tx.execute<{ person_id: string }>(sql`
    select person_id from transfer_list_members
    where run_id = ${runId} and result_status = 'IN_PROGRESS'
      ${after ? sql`and person_id > ${after}` : sql``}
    order by person_id limit ${limit}`);
  return result.rows.map((row) => row.person_id);
}

/** One member of a list, locked: a second worker on the same member waits and then sees the outcome. */
export async function lockRunMember(
  tx: Transaction,
  listId: string,
  personId: string,
): Promise<RunMember | null> {
  const result = await tx.execute<{
    person_id: string;
    source_branch_id: string;
    destination_branch_id: string;
    result_status: TransferMemberResult | null;
    run_id: string | null;
    block_reasons: TransferBlockReason[];
  }>(sql`
    select person_id, source_branch_id, destination_branch_id, result_status, run_id, block_reasons
    from transfer_list_members where transfer_list_id = ${listId} and person_id = ${personId} for update`);
  const [row] = result.rows;
  return row
    ? {
        personId: row.person_id,
        sourceBranchId: row.source_branch_id,
        destinationBranchId: row.destination_branch_id,
        resultStatus: row.result_status,
        runId: row.run_id,
        blockReasons: row.block_reasons,
      }
    : null;
}

/**
 * A member's outcome, settled now. `result_at` is when the member last moved (or failed): an undo
 * refused leaves it at the transfer's time (`keepTime`), the time a later undo checks moves against.
 */
export async function setMemberResult(
  tx: Transaction,
  listId: string,
  personId: string,
  result: { status: TransferMemberResult; error: string | null; keepTime?: boolean },
): Promise<void> {
  await tx.execute(sql`
    update transfer_list_members set result_status = ${result.status}, result_error = ${result.error},
      result_at = ${result.keepTime ? sql`result_at` : sql`now()`}
    where transfer_list_id = ${listId} and person_id = ${personId}`);
}

/** How many of the list's members are still in progress (any run). */
export async function countInProgress(tx: Transaction, listId: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from transfer_list_members
    where transfer_list_id = ${listId} and result_status = 'IN_PROGRESS'`);
  return result.rows[0]?.n ?? 0;
}

export async function countMembers(tx: Transaction, listId: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from transfer_list_members where transfer_list_id = ${listId}`,
  );
  return result.rows[0]?.n ?? 0;
}
