import { NO_VACCINATION_REQUIREMENT, type VaccinationRequirement } from '@clubline/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { branchAccessSettings } from './branch-access-settings.table.ts';
import { doors } from './doors.table.ts';

const STATE_COLUMNS = {
  requireVaccinationCertificate: branchAccessSettings.requireVaccinationCertificate,
  scheduledRequireVaccinationCertificate: branchAccessSettings.scheduledRequireVaccinationCertificate,
  scheduledFrom: branchAccessSettings.scheduledFrom,
};

/** The branch's stored requirement, or the defaults when it has no row. */
export async function findVaccinationRequirement(
  tx: Transaction,
  branchId: string,
): Promise<VaccinationRequirement> {
  const [row] = await tx
    .select(STATE_COLUMNS)
    .from(branchAccessSettings)
    .where(eq(branchAccessSettings.branchId, branchId));
  return row ?? NO_VACCINATION_REQUIREMENT;
}

/**
 * The branch's row, created with the defaults when missing, and locked until the transaction ends:
 * two concurrent changes apply one after the other, each to what the other saved.
 */
export async function lockVaccinationRequirement(
  tx: Transaction,
  applicationId: string,
  branchId: string,
): Promise<VaccinationRequirement> {
  await tx.insert(branchAccessSettings).values({ applicationId, branchId }).onConflictDoNothing();
  const [row] = await tx
    .select(STATE_COLUMNS)
    .from(branchAccessSettings)
    .where(eq(branchAccessSettings.branchId, branchId))
    .for('update');
  if (!row) throw new Error('The branch access settings row could not be read back');
  return row;
}

export async function saveVaccinationRequirement(
  tx: Transaction,
  branchId: string,
  state: VaccinationRequirement,
  userId: string,
): Promise<void> {
  await tx
    .update(branchAccessSettings)
    .set({ ...state, updatedAt: sql`now()`, updatedByUserId: userId })
    .where(eq(branchAccessSettings.branchId, branchId));
}

/** How many doors of the branch work (issued and not revoked). */
export async function countWorkingDoors(tx: Transaction, branchId: string): Promise<number> {
  const [row] = await tx
    .select({ doors: count() })
    .from(doors)
    .where(and(eq(doors.branchId, branchId), isNull(doors.revokedAt)));
  return row?.doors ?? 0;
}
