import { DEFAULT_CLASS_COLOUR } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { nextInTenant } from '../../testing/builder-support.ts';
import {
  type ClassInsert,
  type ClassRow,
  insertClass,
  replaceClassBranches,
  replaceClassPlans,
} from './classes.repository.ts';

export type ClassOverrides = Partial<Omit<ClassInsert, 'applicationId'>> & {
  /** At least one: a class at no branch is seen at organisation level only. */
  branchIds: readonly string[];
  /** Booking plans (set bookingByMembership and a CASUAL or NONE audience with them). */
  planIds?: readonly string[];
};

/**
 * Test builder: a class at `branchIds`. Defaults: `Class <n>` in the palette's first colour, booked
 * by ALL, not online, its waitlist DISABLED, no fees.
 */
export async function makeClass(tx: Transaction, overrides: ClassOverrides): Promise<ClassRow> {
  const { applicationId, n } = await nextInTenant(tx, 'class');
  const { branchIds, planIds, ...columns } = overrides;
  const row = await insertClass(tx, {
    ...columns,
    applicationId,
    name: columns.name ?? `Class ${n}`,
    color: columns.color ?? DEFAULT_CLASS_COLOUR,
  });
  await replaceClassBranches(tx, applicationId, row.id, branchIds);
  await replaceClassPlans(tx, applicationId, row.id, planIds ?? []);
  return row;
}
