import { type BillingProviderId, billingDatesFrom, isMembershipDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { billingLinks } from '../../billing/public.ts';
import { findPersonsInTransaction } from '../../members/public.ts';
import { billingProviderInTransaction } from '../../organisation/public.ts';
import { findMembershipsByCustomerReference } from '../memberships.repository.ts';
import type { BillingLinksView } from '../views/membership-views.ts';

/** At most a year of fortnights (contract: count ≤ 26). */
const MAX_BILLING_DATES = 26;
/** Debitsuccess offers this many first-payment dates. */
const FIRST_PAYMENT_DATE_OPTIONS = 4;

/**
 * The first payment dates a sale starting on `start` may choose: under debitsuccess the next
 * FIRST_PAYMENT_DATE_OPTIONS grid dates on or after the start, for every frequency (weekly, monthly
 * and one-off alike); under paysmart the one the grid gives. The sale and its preview accept only
 * these.
 */
export function firstPaymentDateOptionsFrom(
  provider: BillingProviderId,
  start: Temporal.PlainDate,
): string[] {
  const count = provider === 'DEBITSUCCESS' ? FIRST_PAYMENT_DATE_OPTIONS : 1;
  return billingDatesFrom(provider, start, count).map(String);
}

function startOf(text: string, field: string): Temporal.PlainDate {
  if (!isMembershipDate(text)) throw new ValidationError({ [field]: 'Enter a date as YYYY-MM-DD' });
  return Temporal.PlainDate.from(text);
}

async function providerOf(tx: Transaction): Promise<BillingProviderId> {
  return (await billingProviderInTransaction(tx)) === 'DEBITSUCCESS' ? 'DEBITSUCCESS' : 'PAYSMART';
}

/** The organisation's provider's billing dates on or after `startDate` (view-member on the branch). */
export async function getBillingDates(
  context: RequestContext,
  branchId: string,
  startDate: string,
  count: number | null,
): Promise<string[]> {
  const start = startOf(startDate, 'startDate');
  const wanted = Math.max(1, Math.min(count ?? 6, MAX_BILLING_DATES));
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'view-member', { kind: 'branch', id: branchId });
    return billingDatesFrom(await providerOf(tx), start, wanted).map(String);
  });
}

/**
 * The first-payment dates a member may choose: under debitsuccess the next 4
 * grid dates on or after the start, whatever the frequency; under paysmart the one the grid gives.
 */
export async function getFirstPaymentDateOptions(
  context: RequestContext,
  branchId: string,
  _paymentFrequency: string,
  startDate: string,
): Promise<string[]> {
  const start = startOf(startDate, 'startDate');
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'manage-membership', { kind: 'branch', id: branchId });
    return firstPaymentDateOptionsFrom(await providerOf(tx), start);
  });
}

/**
 * Links to the provider's pages for a customer of the branch (view-member on it, the member's home
 * branch): the signed payment history address billing issues. A reference that is no member's of
 * the branch gets no links.
 */
export async function getBillingLinks(
  context: RequestContext,
  branchId: string,
  customerReference: string,
): Promise<BillingLinksView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'view-member', { kind: 'branch', id: branchId });
    const found = await findMembershipsByCustomerReference(tx, customerReference.trim());
    const persons = await findPersonsInTransaction(tx, [...new Set(found.map((f) => f.membership.personId))]);
    const atBranch = new Set(persons.filter((p) => p.homeBranchId === branchId).map((p) => p.id));
    const account = found.find((f) => atBranch.has(f.membership.personId))?.account;
    return billingLinks({
      publicUrl: context.deps.publicUrl,
      applicationId: context.viewer.applicationId,
      provider: account?.provider === 'DEBITSUCCESS' ? 'DEBITSUCCESS' : 'PAYSMART',
      customerReference: account?.customerReference ?? null,
    });
  });
}
