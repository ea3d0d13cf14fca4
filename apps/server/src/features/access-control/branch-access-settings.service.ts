import {
  branchAccessMessages,
  isUuid,
  requestVaccinationRequirement,
  resolveTimeZone,
  settleVaccinationRequirement,
  startOfBranchDay,
  todayIn,
  type VaccinationRequirement,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ANY_ROLE, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type BranchRow, findBranchInTransaction } from '../branches/public.ts';
import {
  countWorkingDoors,
  findVaccinationRequirement,
  lockVaccinationRequirement,
  saveVaccinationRequirement,
} from './branch-access-settings.repository.ts';

/** Changing a branch's access policy (spec 2 §6 "Edit branch settings"). */
const MANAGE_ACCESS_SETTINGS = 'manage-branch-settings';

/** One change waiting for the branch's midnight (spec 2 §3 scheduledPermissionCalculations). */
interface ScheduledPermissionCalculation {
  requireVaccinationCertificate: boolean;
  /** The branch's calendar day from which it applies, YYYY-MM-DD. */
  effectiveFrom: string;
  /** That day's midnight in the branch's time zone, as an ISO instant. */
  effectiveAt: string;
}

/** GET / PUT {base}/branches/{branchId} (docs/access-control.md "Branch access settings"). */
export interface BranchAccessSettingsView {
  branchId: string;
  timeZone: string;
  /** false: the branch has no working door, and the page says so (spec 2 §8). */
  accessControlConfigured: boolean;
  /** What staff chose last; it is in force from the scheduled day when one is pending. */
  settings: { accessPolicy: { requireVaccinationCertificate: boolean } };
  /** What the doors apply now. */
  inForce: { requireVaccinationCertificate: boolean };
  scheduledPermissionCalculations: ScheduledPermissionCalculation[];
}

const putBodySchema = z.object(
  {
    settings: z.object(
      {
        accessPolicy: z.object(
          { requireVaccinationCertificate: z.boolean({ error: branchAccessMessages.requirementInvalid }) },
          { error: branchAccessMessages.requirementInvalid },
        ),
      },
      { error: branchAccessMessages.requirementInvalid },
    ),
  },
  { error: branchAccessMessages.requirementInvalid },
);

/** Anyone with a role at the branch reads its settings (the Settings page); others find no branch. */
export async function getBranchAccessSettings(
  context: RequestContext,
  branchId: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<BranchAccessSettingsView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await requireBranch(context, tx, branchId, ANY_ROLE);
    const state = await findVaccinationRequirement(tx, branch.id);
    return viewOf(branch, state, await countWorkingDoors(tx, branch.id), now);
  });
}

/**
 * Staff ask for the requirement on or off; it changes at the branch's next midnight (spec 2 §4),
 * so the answer lists the scheduled change. Refused while the branch has no working door: a rule
 * for doors that do not exist would silently apply to the first one issued (spec 2 §8 text).
 */
export async function putBranchAccessSettings(
  context: RequestContext,
  branchId: string,
  body: unknown,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<BranchAccessSettingsView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await requireBranch(context, tx, branchId, MANAGE_ACCESS_SETTINGS);
    const wanted = parseInput(putBodySchema, body).settings.accessPolicy.requireVaccinationCertificate;
    const doors = await countWorkingDoors(tx, branch.id);
    if (doors === 0) throw new DomainError('ACCESS_CONTROL_NOT_CONFIGURED');
    const current = await lockVaccinationRequirement(tx, context.viewer.applicationId, branch.id);
    const next = requestVaccinationRequirement(current, wanted, todayIn(branch.timeZone, now));
    await saveVaccinationRequirement(tx, branch.id, next, context.viewer.userId);
    return viewOf(branch, next, doors, now);
  });
}

async function requireBranch(
  context: RequestContext,
  tx: Transaction,
  branchId: string,
  operation: typeof ANY_ROLE | typeof MANAGE_ACCESS_SETTINGS,
): Promise<BranchRow> {
  // Not a UUID names no branch (and must not reach PostgreSQL's uuid cast).
  if (!isUuid(branchId)) throw new DomainError('BRANCH_NOT_FOUND');
  await authorize(context, tx, operation, { kind: 'branch', id: branchId });
  const branch = await findBranchInTransaction(tx, branchId);
  if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
  return branch;
}

function viewOf(
  branch: BranchRow,
  stored: VaccinationRequirement,
  doors: number,
  now: Temporal.Instant,
): BranchAccessSettingsView {
  const timeZone = resolveTimeZone(branch.timeZone);
  const state = settleVaccinationRequirement(stored, todayIn(timeZone, now));
  return {
    branchId: branch.id,
    timeZone,
    accessControlConfigured: doors > 0,
    settings: {
      accessPolicy: {
        requireVaccinationCertificate:
          state.scheduledRequireVaccinationCertificate ?? state.requireVaccinationCertificate,
      },
    },
    inForce: { requireVaccinationCertificate: state.requireVaccinationCertificate },
    scheduledPermissionCalculations:
      state.scheduledFrom !== null && state.scheduledRequireVaccinationCertificate !== null
        ? [
            {
              requireVaccinationCertificate: state.scheduledRequireVaccinationCertificate,
              effectiveFrom: state.scheduledFrom,
              effectiveAt: startOfBranchDay(state.scheduledFrom, timeZone).toString(),
            },
          ]
        : [],
  };
}
