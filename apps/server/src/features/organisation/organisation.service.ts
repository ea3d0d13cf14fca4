import {
  ALL_BRANCHES,
  COUNTRY_CODES,
  type CountryCode,
  DEFAULT_COUNTRY,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
} from '@clubline/domain';
import { ANY_ROLE, authorize } from '../../platform/auth/authorization.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { assertManagesOrganisationSettings } from './organisation.access.ts';
import {
  type ApplicationRow,
  findCurrentApplication,
  type PublicApplication,
  resolveApplicationByDomain,
} from './organisation.repository.ts';

export type { PublicApplication };

/** The application a domain belongs to, or null for an unknown domain. */
export async function findApplicationByDomain(
  db: Database,
  domain: string,
): Promise<PublicApplication | null> {
  return db.transaction((tx) => resolveApplicationByDomain(tx, domain));
}

export type BillingProvider = ApplicationRow['billingProvider'];

export interface BillingProviderInfo {
  billingProvider: BillingProvider;
  /** The payment frequencies the provider bills. Both providers bill all four (spec 2 §4). */
  paymentFrequency: PaymentFrequency[];
  /** paysmart lets the organisation edit branch terms and conditions; debitsuccess owns them. */
  isTermsAndConditionsEditable: boolean;
}

/** The organisation's own configuration; the organisation settings add overdueAssessmentSettings to it. */
export interface ApplicationConfigSettings {
  defaultCountry: CountryCode;
  billingProvider: BillingProvider;
  vaccinationFeature: { enabled: boolean };
  staffCustomLogin: { enabled: boolean };
}

/** The viewer's application; with `branchId`, only once the viewer holds a role on that branch. */
async function currentApplication(context: RequestContext, branchId?: string): Promise<ApplicationRow> {
  const application = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    if (branchId !== undefined) await authorize(context, tx, ANY_ROLE, { kind: 'branch', id: branchId });
    return findCurrentApplication(tx);
  });
  if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
  return application;
}

/**
 * The organisation's configuration and settings are read for a branch the viewer holds a role on,
 * or for the whole organisation (branchId null or ALL_BRANCHES, as the settings pages ask, spec 3
 * §7) with the settings' permission on every branch (docs/organisation-settings.md). The
 * organisation settings' reads check the same way.
 */
export async function authorizeOrganisationRead(
  context: RequestContext,
  tx: Transaction,
  branchId: string | null,
): Promise<void> {
  if (branchId === null || branchId === ALL_BRANCHES) assertManagesOrganisationSettings(context);
  else await authorize(context, tx, ANY_ROLE, { kind: 'branch', id: branchId });
}

/** The organisation's billing provider, read inside the caller's tenant transaction. */
export async function billingProviderInTransaction(tx: Transaction): Promise<BillingProvider> {
  const application = await findCurrentApplication(tx);
  if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
  return application.billingProvider;
}

/** paysmart lets the organisation edit branch terms and conditions; debitsuccess owns them. */
export const termsAreEditableUnder = (provider: BillingProvider): boolean => provider === 'PAYSMART';

export async function getBillingProviderInfo(context: RequestContext): Promise<BillingProviderInfo> {
  const { billingProvider } = await currentApplication(context);
  return {
    billingProvider,
    paymentFrequency: [...PAYMENT_FREQUENCIES],
    isTermsAndConditionsEditable: termsAreEditableUnder(billingProvider),
  };
}

/** The application's configuration as the web app needs it, for a branch the viewer may see. */
export async function getApplicationConfigSettings(
  context: RequestContext,
  branchId: string,
): Promise<ApplicationConfigSettings> {
  const application = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeOrganisationRead(context, tx, branchId);
    return findCurrentApplication(tx);
  });
  if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
  return {
    defaultCountry: COUNTRY_CODES.find((code) => code === application.defaultCountry) ?? DEFAULT_COUNTRY,
    billingProvider: application.billingProvider,
    vaccinationFeature: { enabled: application.options.vaccinationFeature?.enabled === true },
    staffCustomLogin: { enabled: application.options.staffCustomLogin?.enabled === true },
  };
}

/** The REST and websocket services the web app looks up by name (spec 1 §7.1). */
export const REST_API_PATHS = {
  'access-control-api': '/access-control',
  'billing-provider': '/billing-provider',
  arrival: '/ws/arrivals',
  reporting: '/reporting/v1',
} as const;

export function getRestApiUrl(publicUrl: string, name: string): string {
  const path = Object.entries(REST_API_PATHS).find(([known]) => known === name)?.[1];
  if (!path)
    throw withFieldErrors(new DomainError('UNKNOWN_REST_API_NAME', { name }), {
      name: 'Unknown REST API name',
    });
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${path}`);
  // The arrivals feed is a websocket: same host, ws:// or wss:// to match http:// or https://.
  if (name === 'arrival') url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
