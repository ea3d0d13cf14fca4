import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { ORGANISATION_SETTINGS_OPERATION } from '../organisation/public.ts';
import {
  updateMembershipSettings,
  updateOverdueAssessmentSettings,
} from './organisation-settings.service.ts';
import {
  MembershipSettingsRef,
  OverdueAssessmentSettingsRef,
} from './organisation-settings-reads.graphql.ts';

// The inputs are nullable so a missing value meets the domain schema's message, not a type error.
const MinimumAgeSettingsInputRef = builder.inputType('MinimumAgeSettingsInput', {
  description: 'Self-serve minimum age (spec 3 §5 "Member website settings").',
  fields: (t) => ({
    warn: t.boolean({ required: false, description: 'Warn about younger applicants (required).' }),
    warnBelowAge: t.int({ required: false, description: '1–99; above restrictBelowAge when both are on.' }),
    restrict: t.boolean({ required: false, description: 'Refuse younger applicants (required).' }),
    restrictBelowAge: t.int({ required: false, description: '1–99.' }),
  }),
});

const SelfServeRequirementsInputRef = builder.inputType('SelfServeRequirementsInput', {
  description: 'Requirements of self-serve sign-up.',
  fields: (t) => ({
    minimumAge: t.field({
      type: MinimumAgeSettingsInputRef,
      required: true,
      description: 'Minimum age rules.',
    }),
  }),
});

const MembershipSettingsInputRef = builder.inputType('MembershipSettingsInput', {
  description: 'The organisation-wide membership settings (spec 3 §7).',
  fields: (t) => ({
    selfServeRequirements: t.field({
      type: SelfServeRequirementsInputRef,
      required: true,
      description: 'Self-serve sign-up requirements.',
    }),
  }),
});

const OverdueAssessmentSettingsInputRef = builder.inputType('OverdueAssessmentSettingsInput', {
  description: 'Overdue assessment (spec 3 §5 "Overdue settings"); the amount in cents.',
  fields: (t) => ({
    enabled: t.boolean({ required: false, description: 'Whether overdue control blocks memberships.' }),
    maximumOverdueAmount: t.int({ required: false, description: 'Cents, 0 to 100000 ($1000).' }),
    gracePeriodInDays: t.int({ required: false, description: '0–99 days.' }),
  }),
});

/** The organisation settings' mutations (docs/organisation-settings.md). */
export function registerOrganisationSettingsFields(): void {
  builder.mutationFields((t) => ({
    updateMembershipSettings: t.field({
      type: MembershipSettingsRef,
      description:
        'Saves selfServeRequirements.minimumAge for the whole organisation. manage-organization-settings on ALL_BRANCHES.',
      ...requires(ORGANISATION_SETTINGS_OPERATION, 'organisation'),
      args: { input: t.arg({ type: MembershipSettingsInputRef, required: true }) },
      resolve: (_root, args, context) => updateMembershipSettings(requestContext(context), args.input),
    }),
    updateOverdueAssessmentSettings: t.field({
      type: OverdueAssessmentSettingsRef,
      description:
        'Saves overdueAssessmentSettings and assesses overdue memberships at once; not under paysmart. manage-organization-settings on ALL_BRANCHES.',
      ...requires(ORGANISATION_SETTINGS_OPERATION, 'organisation'),
      args: { input: t.arg({ type: OverdueAssessmentSettingsInputRef, required: true }) },
      resolve: (_root, args, context) => updateOverdueAssessmentSettings(requestContext(context), args.input),
    }),
  }));
}
