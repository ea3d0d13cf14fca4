import type { Transaction } from '../../platform/db/client.ts';
import { findBranchInTransaction } from '../branches/public.ts';
import type { PersonRow } from '../members/public.ts';
import type { AccessSyncItemInsert } from './access-control.repository.ts';

/** A new item the controller is asked to hold (PENDING until the sync job pushes it). */
export function item(
  applicationId: string,
  personId: string,
  id: string,
  kind: 'CARD' | 'LEVEL',
  name: string,
): AccessSyncItemInsert & { id: string } {
  return { id, applicationId, personId, kind, name, operation: 'ADD', status: 'PENDING' };
}

/** The access level a person's card opens: their home branch's doors (docs/access-control.md). */
export async function homeLevelName(
  tx: Transaction,
  person: Pick<PersonRow, 'homeBranchId'>,
): Promise<string | null> {
  if (!person.homeBranchId) return null;
  const branch = await findBranchInTransaction(tx, person.homeBranchId);
  return branch ? levelNameOf(branch.name) : null;
}

/** The name of a branch's access level. */
export function levelNameOf(branchName: string): string {
  return `${branchName} doors`;
}
