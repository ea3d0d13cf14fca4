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
  getRestApiUrl,
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

/**
 * The organisation's configuration. The organisation settings, a floor above, add their own
 * fields to it (overdueAssessmentSettings) from their module.
 */
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
  }));
}
