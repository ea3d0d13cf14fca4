import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires, signedInOnly } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext, requireViewer } from '../../platform/graphql/context.ts';
import {
  type ApplicationConfigSettings,
  type BillingProviderInfo,
  getApplicationConfigSettings,
  getBillingProviderInfo,
  getMembershipSettings,
  getRestApiUrl,
  type MembershipSettings,
} from './organisation.service.ts';

export const BillingProviderEnum = builder.enumType('BillingProvider', {
  description: 'The direct-debit provider of the organisation; PAYSMART is the default.',
  values: ['PAYSMART', 'DEBITSUCCESS'] as const,
});

const BillingProviderInfoRef = builder.objectRef<BillingProviderInfo>('BillingProviderInfo').implement({
  description: 'How the organisation bills memberships.',
  fields: (t) => ({
    billingProvider: t.field({
      type: BillingProviderEnum,
      description: 'The provider in force.',
      resolve: (info) => info.billingProvider,
    }),
    paymentFrequency: t.exposeStringList('paymentFrequency', {
      description: 'Payment frequencies the provider bills: WEEKLY, FORTNIGHTLY, MONTHLY, ONE_OFF.',
    }),
    isTermsAndConditionsEditable: t.exposeBoolean('isTermsAndConditionsEditable', {
      description: 'Whether branch terms and conditions may be edited (paysmart only).',
    }),
  }),
});

const FeatureToggleRef = builder.objectRef<{ enabled: boolean }>('FeatureToggle').implement({
  description: 'An organisation option that is on or off.',
  fields: (t) => ({ enabled: t.exposeBoolean('enabled', { description: 'Whether the option is on.' }) }),
});

export const OverdueAssessmentSettingsRef = builder
  .objectRef<ApplicationConfigSettings['overdueAssessmentSettings']>('OverdueAssessmentSettings')
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

export const ApplicationConfigSettingsRef = builder
  .objectRef<ApplicationConfigSettings>('ApplicationConfigSettings')
  .implement({
    description: 'The configuration of the organisation (application).',
    fields: (t) => ({
      defaultCountry: t.exposeString('defaultCountry', {
        description: 'Default address country: AU, GB, IN, NZ or SG (AU when unset).',
      }),
      billingProvider: t.field({
        type: BillingProviderEnum,
        description: 'The provider in force.',
        resolve: (settings) => settings.billingProvider,
      }),
      vaccinationFeature: t.field({
        type: FeatureToggleRef,
        description: 'Vaccination proof on members and arrivals.',
        resolve: (settings) => settings.vaccinationFeature,
      }),
      staffCustomLogin: t.field({
        type: FeatureToggleRef,
        description: 'Custom sign-in for staff.',
        resolve: (settings) => settings.staffCustomLogin,
      }),
      overdueAssessmentSettings: t.field({
        type: OverdueAssessmentSettingsRef,
        description:
          'Overdue control: memberships overdue by more than the amount for longer than the grace period are blocked.',
        resolve: (settings) => settings.overdueAssessmentSettings,
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

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerOrganisationFields(): void {
  builder.queryFields((t) => ({
    getBillingProviderInfo: t.field({
      type: BillingProviderInfoRef,
      description: 'The billing provider of the organisation and what it allows.',
      ...signedInOnly(
        'The billing provider and its frequencies: organisation facts every billing screen shows.',
      ),
      resolve: (_root, _args, context) => getBillingProviderInfo(requestContext(context)),
    }),
    getRestApiUrl: t.string({
      description:
        'The absolute address of a REST or websocket service: access-control-api, billing-provider, arrival or reporting.',
      ...signedInOnly('Addresses of the REST and websocket services: configuration, no data.'),
      args: { name: t.arg.string({ required: true, validate: z.string().max(100) }) },
      resolve: (_root, args, context) => {
        requireViewer(context);
        return getRestApiUrl(context.deps.publicUrl, args.name);
      },
    }),
    getApplicationConfigSettings: t.field({
      type: ApplicationConfigSettingsRef,
      description:
        'The configuration of the organisation, for a branch the viewer may see; ALL_BRANCHES (the settings pages) needs manage-organization-settings on every branch.',
      ...requires(ANY_ROLE, 'branch'),
      args: { branchId: t.arg.id({ required: true, validate: branchIdArg }) },
      resolve: (_root, args, context) =>
        getApplicationConfigSettings(requestContext(context), String(args.branchId)),
    }),
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
}
