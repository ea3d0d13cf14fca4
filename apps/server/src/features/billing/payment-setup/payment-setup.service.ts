import {
  debitsOf,
  isCardExpired,
  isUuid,
  LEDGER_CHARGE_KIND_LABELS,
  type PaymentSetupInput,
  paymentSetupInputSchema,
  paymentSetupMessages,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Database, DatabasePool, Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import { wasTransferredFrom } from '../../members/public.ts';
import { billingClock } from '../billing-clock.ts';
import { type BillingAccountContext, billingAccountContext } from '../billing-run.repository.ts';
import { refreshNextDebitDate } from '../billing-run.ts';
import { debitsFromSetup } from '../catch-up.ts';
import { membershipSchedule } from '../membership-schedule.ts';
import { nextDebits } from '../next-debits.ts';
import type { BillingProviders, ScheduledDebitLine } from '../providers/billing-provider.ts';
import { PROVIDER_SCHEDULE_DAYS, scheduleLinesOf } from '../providers/provider-schedule.ts';
import { completePaymentSetup, findSignupToken, paymentSetupRow } from './payment-setup.repository.ts';

/**
 * The member's payment setup page (docs/billing.md "Payment setup page"): what the signup link
 * shows, and the bank account or card it sends to the provider. The token is single-use and
 * expires; an unknown, used or expired one gets null (the route answers 404 SIGNUP_TOKEN_INVALID)
 * and reveals nothing else.
 */
export interface PaymentSetupDependencies {
  db: Database;
  ownerPool: DatabasePool;
  providers: BillingProviders;
}

export interface PaymentSetupView {
  firstName: string;
  /** The branch's country: its currency, and which bank account form comes first. */
  country: string;
  branchName: string;
  planName: string;
  optionName: string;
  /**
   * The next direct debits as they will be taken (at most six): debits already due are caught up
   * in the first, on the next bank business day after today (`catchUp`; catch-up.ts).
   */
  nextDebits: {
    date: string;
    amount: number;
    catchUp: boolean;
    charges: { kind: string; label: string; amount: number }[];
  }[];
  /** The branch billing account's terms (HTML, sanitised when staff saved them). */
  termsAndConditions: string;
}

export interface PaymentSetupOutcome {
  ddrStatus: 'DDR_ACTIVE' | 'DDR_REJECTED';
  paymentMethodSummary: string;
  message: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** How far the page's schedule and debitsuccess's given schedule reach. */
const SHOWN_DEBITS = 6;

function scheduleContextOf(account: BillingAccountContext) {
  return {
    membership: account.membership,
    option: account.option,
    planType: account.planType,
    provider: account.provider,
    administrationFee: account.establishmentFee,
    region: { country: account.country, state: account.state },
  };
}

function scheduleOf(account: BillingAccountContext, days: number) {
  return membershipSchedule({
    ...scheduleContextOf(account),
    until: Temporal.PlainDate.from(account.membership.startDate).add({ days }),
  });
}

async function tenantOfToken(deps: PaymentSetupDependencies, token: string) {
  if (!TOKEN.test(token)) return null;
  return findSignupToken(deps.ownerPool, token);
}

/**
 * Where the link was opened: the page's address names the membership's branch when the link was
 * sent (`/{branchId}/payment-setup/{token}`); the JSON API names none. The member may have been
 * transferred since, and the link in their email still names the branch they left: that branch
 * opens it too. A page address naming any other branch (another of the organisation's, another
 * organisation's, or not an id at all) is treated like a bad token, so an address that was never
 * sent to the member never shows their page.
 */
export interface PaymentSetupAddress {
  branchId?: string;
}

async function opensAt(
  tx: Transaction,
  row: { branchId: string; personId: string },
  address: PaymentSetupAddress,
): Promise<boolean> {
  if (address.branchId === undefined || address.branchId === row.branchId) return true;
  if (!isUuid(address.branchId)) return false;
  return wasTransferredFrom(tx, row.personId, address.branchId);
}

export async function paymentSetupView(
  deps: PaymentSetupDependencies,
  token: string,
  address: PaymentSetupAddress = {},
): Promise<PaymentSetupView | null> {
  const found = await tenantOfToken(deps, token);
  if (!found) return null;
  return withTenant(deps.db, found.applicationId, async (tx) => {
    const row = await paymentSetupRow(tx, token, { lock: false });
    if (!row || !(await opensAt(tx, row, address))) return null;
    const account = await billingAccountContext(tx, row.membershipId);
    if (!account) return null;
    const today = Temporal.PlainDate.from(billingClock.today(account.timeZone));
    // The one list of next debits (staff's membership page and the sale's preview read it too):
    // the debits already due (nothing is charged before payment setup) caught up in one debit
    // (catch-up.ts), then the schedule's.
    const debits = nextDebits(scheduleContextOf(account), { from: today, count: SHOWN_DEBITS, today });
    return {
      firstName: row.firstName,
      country: account.country,
      branchName: row.branchName,
      planName: row.planName,
      optionName: row.optionName,
      nextDebits: debits.map((debit) => ({
        date: debit.date.toString(),
        amount: debit.amount,
        catchUp: debit.catchUp,
        charges: debit.charges.map((charge) => ({
          kind: charge.kind,
          label: LEDGER_CHARGE_KIND_LABELS[charge.kind],
          amount: charge.amount,
        })),
      })),
      termsAndConditions: row.termsAndConditions,
    };
  });
}

/** Parses the form like the page does; a card past its expiry month is refused here. */
function parsePaymentSetup(input: unknown, today: string): PaymentSetupInput {
  const parsed = parseInput(paymentSetupInputSchema, input);
  if (parsed.method === 'CARD' && isCardExpired(parsed.expiryYear, parsed.expiryMonth, today))
    throw new ValidationError({ expiryYear: paymentSetupMessages.expired });
  return parsed;
}

export async function submitPaymentSetup(
  deps: PaymentSetupDependencies,
  token: string,
  input: unknown,
  address: PaymentSetupAddress = {},
): Promise<PaymentSetupOutcome | null> {
  const found = await tenantOfToken(deps, token);
  if (!found) return null;
  return withTenant(deps.db, found.applicationId, async (tx: Transaction) => {
    // Locked: two submissions of one link at once give one customer and one outcome.
    const row = await paymentSetupRow(tx, token, { lock: true });
    if (!row || !(await opensAt(tx, row, address))) return null;
    const account = await billingAccountContext(tx, row.membershipId);
    if (!account) return null;
    const today = billingClock.today(account.timeZone);
    const method = parsePaymentSetup(input, today);
    const provider = deps.providers[account.provider];
    // Debitsuccess takes what it is given: the debits the page showed, the catch-up included.
    const schedule: ScheduledDebitLine[] | undefined = provider.ownsSchedule
      ? scheduleLinesOf(
          debitsFromSetup(debitsOf(scheduleOf(account, PROVIDER_SCHEDULE_DAYS)), today, {
            country: account.country,
            state: account.state,
          }),
        )
      : undefined;
    // The provider answers the same for the same membership, so a retry after a lost commit is safe.
    const customer = await provider.createCustomer({
      applicationId: found.applicationId,
      externalId: row.membershipId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      paymentMethod: method,
      ...(schedule ? { schedule } : {}),
    });
    const ddrStatus = customer.ddrStatus === 'ACTIVE' ? 'DDR_ACTIVE' : 'DDR_REJECTED';
    await completePaymentSetup(tx, row.membershipId, {
      customerReference: customer.customerReference,
      ddrStatus,
      // Staff read why on the membership ("Status reason") and send a new link.
      reason: ddrStatus === 'DDR_REJECTED' ? customer.ddrRejectionReason : null,
      paymentMethodToken: customer.paymentMethodToken,
      paymentMethodSummary: customer.paymentMethodSummary,
    });
    // Paysmart's runs start from the first direct debit; debitsuccess takes its own.
    if (ddrStatus === 'DDR_ACTIVE' && !provider.ownsSchedule)
      await refreshNextDebitDate(tx, row.membershipId);
    return {
      ddrStatus,
      paymentMethodSummary: customer.paymentMethodSummary,
      message: ddrStatus === 'DDR_ACTIVE' ? paymentSetupMessages.accepted : paymentSetupMessages.rejected,
    };
  });
}
