import {
  type MinimumAgeSettings,
  minimumAgeSettingsSchema,
  type OverdueSettings,
  overdueSettingsSchema,
} from '@clubline/domain';
import { z } from 'zod';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  assertManagesOrganisationSettings,
  authorizeOrganisationRead,
  billingProviderInTransaction,
} from '../organisation/public.ts';
import { overdueSettingsSaved } from './organisation-settings.hooks.ts';
import {
  readOrganisationSettings,
  saveMinimumAgeSettings,
  saveOverdueSettings,
} from './organisation-settings.repository.ts';

export interface MembershipSettings {
  selfServeRequirements: { minimumAge: MinimumAgeSettings };
}

/**
 * Membership settings for a branch the viewer may see, or for the organisation (branchId null):
 * the saved member-website minimum age, else the defaults of spec 3 §3.
 */
export async function getMembershipSettings(
  context: RequestContext,
  branchId: string | null,
): Promise<MembershipSettings> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeOrganisationRead(context, tx, branchId);
    return { selfServeRequirements: { minimumAge: (await readOrganisationSettings(tx)).minimumAge } };
  });
}

/**
 * The overdue settings, as a field of the organisation's configuration (getApplicationConfigSettings,
 * whose root field authorised the read for its branch or the whole organisation).
 */
export async function getOverdueAssessmentSettings(context: RequestContext): Promise<OverdueSettings> {
  return withTenant(
    context.deps.db,
    context.viewer.applicationId,
    async (tx) => (await readOrganisationSettings(tx)).overdue,
  );
}

/** The membership settings mutation's input (spec 3 §7): selfServeRequirements.minimumAge. */
const membershipSettingsInputSchema = z.object({
  selfServeRequirements: z.object({ minimumAge: minimumAgeSettingsSchema }),
});

/**
 * Saves the member-website minimum age (spec 3 §5 "Member website settings"). Organisation-wide:
 * manage-organization-settings on ALL_BRANCHES.
 */
export async function updateMembershipSettings(
  context: RequestContext,
  raw: unknown,
): Promise<MembershipSettings> {
  const input = parseInput(membershipSettingsInputSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    assertManagesOrganisationSettings(context);
    await saveMinimumAgeSettings(tx, context.viewer.applicationId, input.selfServeRequirements.minimumAge);
    return { selfServeRequirements: { minimumAge: (await readOrganisationSettings(tx)).minimumAge } };
  });
}

/**
 * Saves overdue assessment (spec 3 §5 "Overdue settings"), refused under paysmart (the page is
 * hidden there, spec 3 §2), and announces the saved settings in the same transaction: memberships
 * enqueues an assessment there, so the blocks follow the new settings within seconds instead of at
 * the next daily run.
 */
export async function updateOverdueAssessmentSettings(
  context: RequestContext,
  raw: unknown,
): Promise<OverdueSettings> {
  const input = parseInput(overdueSettingsSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    assertManagesOrganisationSettings(context);
    if ((await billingProviderInTransaction(tx)) === 'PAYSMART')
      throw new DomainError('OVERDUE_SETTINGS_UNAVAILABLE');
    await saveOverdueSettings(tx, context.viewer.applicationId, input);
    const saved = (await readOrganisationSettings(tx)).overdue;
    await overdueSettingsSaved.announce(tx, { applicationId: context.viewer.applicationId, overdue: saved });
    return saved;
  });
}
