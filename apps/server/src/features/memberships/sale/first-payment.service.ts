import {
  FEE_MAX_CENTS,
  firstPaymentPreview,
  isMembershipDate,
  PAYMENT_MAX_CENTS,
  type PaymentSchedule,
  partialPaymentTooHigh,
  ScheduleInputError,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { membershipSchedule, nextDebits, type ScheduledMembership } from '../../billing/public.ts';
import { horizonDays, regionOf, todayAt } from '../views/membership-loader.ts';
import { debitViewOf, type FirstPaymentDetailsView } from '../views/membership-views.ts';
import { firstPaymentDateOptionsFrom } from './billing-dates.service.ts';
import { type SaleContext, saleContext } from './sale-context.ts';

/** The preview's input (FirstPaymentDetailsInput): amounts staff may set, never the price. */
export interface FirstPaymentDetailsRequest {
  version: string;
  membershipPlanId: string | number;
  paymentOptionId: string | number;
  membershipStartDate: string;
  firstPaymentDate?: string | null;
  paymentFrequency?: string | null;
  joinFee?: number | null;
  accessCardFee?: number | null;
  overridenPartialPayment?: number | null;
  includeJoinFee?: boolean | null;
  includeAccessCardFee?: boolean | null;
  includePartialPayment?: boolean | null;
  waiveAdminFee?: boolean | null;
}

/** The preview lists the first six debits (and the regular payment after any promotion). */
const PREVIEW_DEBITS = 6;

const unavailable = () => new DomainError('FIRST_PAYMENT_DETAILS_UNAVAILABLE');

/** What a sale's schedule reads of it, as the membership row will store it. */
export interface SaleTerms {
  startDate: string;
  firstPaymentDate: string | null;
  joinFee: number;
  accessCardFee: number;
  partialPaymentAmount: number | null;
  isPartialAmountOverridden: boolean;
  joinFeePaidInBranch: boolean;
  accessCardFeePaidInBranch: boolean;
  partialPaymentPaidInBranch: boolean;
  waiveAdminFee: boolean;
  oneOffPaymentType: string | null;
}

/** The schedule's inputs of a sale, as the membership row will store it. */
function saleScheduleContext(sale: SaleContext, terms: SaleTerms, endDate: string | null = null) {
  const membership: ScheduledMembership = { ...terms, endDate };
  return {
    membership,
    option: sale.option,
    planType: sale.planType,
    provider: sale.provider,
    administrationFee: sale.branchAccount?.establishmentFee ?? 0,
    region: regionOf(sale.branch),
  };
}

/** The schedule a sale will have (the same adapter the billing runs read the stored row with). */
export function saleSchedule(
  sale: SaleContext,
  terms: SaleTerms,
  endDate: string | null = null,
): PaymentSchedule {
  const start = Temporal.PlainDate.from(terms.startDate);
  return membershipSchedule({
    ...saleScheduleContext(sale, terms, endDate),
    until: start.add({ days: horizonDays(sale.option, PREVIEW_DEBITS, start) }),
  });
}

/**
 * What the days from the start to the first payment cost at the option's price: the partial the
 * schedule gives when staff do not override it (0 when there are no such days). An overridden
 * partial may not be more (a partial of $1,401 for a week at $21 was taken as typed).
 */
export function periodCost(sale: SaleContext, terms: SaleTerms): number | null {
  if (!terms.isPartialAmountOverridden) return null;
  const schedule = saleSchedule(sale, {
    ...terms,
    partialPaymentAmount: null,
    isPartialAmountOverridden: false,
  });
  return schedule.charges.find((charge) => charge.kind === 'PARTIAL')?.amount ?? 0;
}

/**
 * Spec 2 §3 "First payment preview" for a sale at the branch: manage-membership on it, the option
 * offered there today; price, promotion and free period from the stored option. "2.0.0" is
 * paysmart's (the grid picks the first debit); "3.0.0" debitsuccess's, with the chosen date.
 */
export async function getFirstPaymentDetails(
  context: RequestContext,
  branchId: string,
  input: FirstPaymentDetailsRequest,
): Promise<FirstPaymentDetailsView> {
  if (!isMembershipDate(input.membershipStartDate)) throw unavailable();
  if (input.firstPaymentDate && !isMembershipDate(input.firstPaymentDate)) throw unavailable();
  const amounts = [
    [input.joinFee, FEE_MAX_CENTS],
    [input.accessCardFee, FEE_MAX_CENTS],
    [input.overridenPartialPayment, PAYMENT_MAX_CENTS],
  ] as const;
  for (const [amount, max] of amounts) {
    if (amount === null || amount === undefined) continue;
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > max) throw unavailable();
  }
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'manage-membership', { kind: 'branch', id: branchId });
    const sale = await saleContext(
      tx,
      branchId,
      String(input.membershipPlanId),
      String(input.paymentOptionId),
      unavailable,
    );
    const debitsuccess = sale.provider === 'DEBITSUCCESS';
    if (debitsuccess && input.version === '3.0.0' && !input.firstPaymentDate) throw unavailable();
    // Only the dates debitsuccess offers for this start (the sale refuses any other).
    if (
      debitsuccess &&
      input.firstPaymentDate &&
      !firstPaymentDateOptionsFrom(
        'DEBITSUCCESS',
        Temporal.PlainDate.from(input.membershipStartDate),
      ).includes(input.firstPaymentDate)
    ) {
      throw unavailable();
    }
    const overridden = input.overridenPartialPayment !== null && input.overridenPartialPayment !== undefined;
    const terms: SaleTerms = {
      startDate: input.membershipStartDate,
      // Paysmart's grid decides; a chosen date counts under debitsuccess only.
      firstPaymentDate: debitsuccess ? (input.firstPaymentDate ?? null) : null,
      joinFee: input.joinFee ?? sale.option.joinFee,
      accessCardFee: input.accessCardFee ?? sale.option.accessCardFee,
      partialPaymentAmount: overridden ? (input.overridenPartialPayment ?? 0) : null,
      isPartialAmountOverridden: overridden,
      // The flags are inverted on the wire: include = true means in the first debit.
      joinFeePaidInBranch: input.includeJoinFee === false,
      accessCardFeePaidInBranch: input.includeAccessCardFee === false,
      partialPaymentPaidInBranch: input.includePartialPayment === false,
      waiveAdminFee: (input.waiveAdminFee ?? false) || sale.settingWaivesAdminFee,
      oneOffPaymentType: null,
    };
    const today = todayAt(sale.branch);
    let schedule: PaymentSchedule;
    try {
      schedule = saleSchedule(sale, terms);
      // An overridden partial no more than those days cost, as the sale checks it.
      if (partialPaymentTooHigh(terms.partialPaymentAmount, periodCost(sale, terms))) throw unavailable();
    } catch (error) {
      if (error instanceof ScheduleInputError || error instanceof RangeError) throw unavailable();
      throw error;
    }
    return {
      preview: firstPaymentPreview(schedule),
      // The one list of next debits staff and the member see once it is sold: from its start, or
      // for a back-dated sale from today with the debits already due caught up in one.
      nextDebits: nextDebits(saleScheduleContext(sale, terms), {
        from: today,
        count: PREVIEW_DEBITS,
        today,
      }).map(debitViewOf),
    };
  });
}
