import type { OverdueSettings } from '@clubline/domain';
import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { ApplicationConfigSettingsRef } from '../organisation/public.ts';
import {
  getMembershipSettings,
  getOverdueAssessmentSettings,
  type MembershipSettings,
} from './organisation-settings.service.ts';

export const OverdueAssessmentSettingsRef = builder
  .objectRef<OverdueSettings>('OverdueAssessmentSettings')
  .implement({
    description: 'Overdue assessment of the organisation (spec 3 §3; docs/overdue-control.md).',
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled', {
        description: 'Whether overdue control blocks memberships (default off).',
      }),
      maximumOverdueAmount: t.exposeInt('maximumOverdueAmount', {
        description: 'Blocked when overdue by more than this, in cents (at most 100000, $1000).',
      }),
      gracePeriodInDays: t.exposeInt('gracePeriodInDays', {
        description: 'Blocked when the oldest unpaid charge is older than this many days (0–99).',
      }),
    }),
  });

type MinimumAge = MembershipSettings['selfServeRequirements']['minimumAge'];

const MinimumAgeRef = builder.objectRef<MinimumAge>('MinimumAgeSettings').implement({
  description: 'Minimum age rules of self-serve sign-up.',
  fields: (t) => ({
    warn: t.exposeBoolean('warn', { description: 'Warn about younger applicants.' }),
    warnBelowAge: t.exposeInt('warnBelowAge', { description: 'Warn below this age (default 18).' }),
    restrict: t.exposeBoolean('restrict', { description: 'Refuse younger applicants.' }),
    restrictBelowAge: t.exposeInt('restrictBelowAge', { description: 'Refuse below this age (default 16).' }),
  }),
});

const SelfServeRequirementsRef = builder
  .objectRef<MembershipSettings['selfServeRequirements']>('SelfServeRequirements')
  .implement({
    description: 'Requirements of self-serve sign-up on the member website.',
    fields: (t) => ({
      minimumAge: t.field({
        type: MinimumAgeRef,
        description: 'Minimum age rules.',
        resolve: (requirements) => requirements.minimumAge,
      }),
    }),
  });

export const MembershipSettingsRef = builder.objectRef<MembershipSettings>('MembershipSettings').implement({
  description: 'Membership settings of the organisation, as they apply to a branch.',
  fields: (t) => ({
    selfServeRequirements: t.field({
      type: SelfServeRequirementsRef,
      description: 'Self-serve sign-up requirements.',
      resolve: (settings) => settings.selfServeRequirements,
    }),
  }),
});

// Any id that is not a permitted branch, well-formed or not, reads as not found.
const branchIdArg = z.string().max(100);

/**
 * The organisation settings' reads: getMembershipSettings, and overdueAssessmentSettings on the
 * organisation's configuration. The organisation, a floor below, knows nothing of the settings;
 * they add their field to its type from here.
 */
export function registerOrganisationSettingsReads(): void {
  builder.queryFields((t) => ({
    getMembershipSettings: t.field({
      type: MembershipSettingsRef,
      description:
        'Membership settings (self-serve minimum age), for a branch the viewer may see; without a branch (the settings page) it needs manage-organization-settings on every branch.',
      ...requires(ANY_ROLE, 'branch'),
      args: { branchId: t.arg.id({ required: false, validate: branchIdArg }) },
      resolve: (_root, args, context) =>
        getMembershipSettings(
          requestContext(context),
          args.branchId === null || args.branchId === undefined ? null : String(args.branchId),
        ),
    }),
  }));
  builder.objectField(ApplicationConfigSettingsRef, 'overdueAssessmentSettings', (t) =>
    t.field({
      type: OverdueAssessmentSettingsRef,
      description:
        'Overdue control: memberships overdue by more than the amount for longer than the grace period are blocked.',
      resolve: (_config, _args, context) => getOverdueAssessmentSettings(requestContext(context)),
    }),
  );
}
