import {
  type BillingProviderId,
  billingDatesFrom,
  chargeKindLabel,
  isHistoryStatus,
  ledgerSummary,
  membershipKindOf,
  membershipStatusOn,
  minimumTermEnd,
  type PaymentFrequency,
  type PaymentSchedule,
  type PlanType,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  billingClock,
  cancellationFeeWaiverReference,
  FEE_WAIVED_PAYMENT_TYPE,
  type LedgerRow,
  ledgerOf,
  membershipSchedule,
  nextDebits,
  type PaymentSetupLinkBase,
  paymentSetupUrl,
  toLedgerEntry,
} from '../../billing/public.ts';
import {
  type BranchBillingAccountRow,
  findBranchBillingAccountsByIds,
} from '../../billing-accounts/public.ts';
import { type BranchRow, loadBranchesByIds } from '../../branches/public.ts';
import { billingProviderInTransaction } from '../../organisation/public.ts';
import {
  findOptionsByIds,
  findPlansByIds,
  type MembershipPlanRow,
  type PaymentOptionRow,
} from '../../plans/public.ts';
import {
  findBillingAccounts,
  type MembershipBillingAccountRow,
  type MembershipRow,
} from '../memberships.repository.ts';
import {
  findSuspensionsOf,
  type MembershipSuspensionRow,
} from '../suspensions/membership-suspensions.repository.ts';
import { debitViewOf, type MembershipView, withChargeOn } from './membership-views.ts';

/** Everything a membership's figures are computed from, read for a list at once. */
export interface MembershipFacts {
  row: MembershipRow;
  account: MembershipBillingAccountRow | null;
  plan: MembershipPlanRow;
  option: PaymentOptionRow;
  branch: BranchRow;
  /** The branch billing account that bills it (its administration and cancellation fees). */
  branchAccount: BranchBillingAccountRow | null;
  ledger: LedgerRow[];
  /** The organisation's provider now (a NON_BILLING membership has none of its own). */
  organisationProvider: BillingProviderId;
  /** Its suspensions in start order (docs/memberships.md "Suspensions"). */
  suspensions: MembershipSuspensionRow[];
}

/** Where a debit is taken: the branch's country and state. */
export function regionOf(branch: BranchRow) {
  return { country: branch.country, state: branch.address?.state ?? null };
}

/**
 * Today at the branch by the billing clock (BILLING_CLOCK_DATE when set): staff's statuses, next
 * payments, previews and actions stand on the same day as the billing runs and the payment page.
 */
export function todayAt(branch: Pick<BranchRow, 'timeZone'>): Temporal.PlainDate {
  return Temporal.PlainDate.from(billingClock.today(branch.timeZone));
}

/**
 * The facts of `rows`: a fixed number of queries however many memberships (plans, options,
 * accounts, ledgers, branches, branch billing accounts, the provider).
 */
export async function loadFacts(tx: Transaction, rows: readonly MembershipRow[]): Promise<MembershipFacts[]> {
  if (rows.length === 0) return [];
  const unique = <T>(values: T[]) => [...new Set(values)];
  const ids = rows.map((row) => row.id);
  // One after another: a transaction is one connection and runs one query at a time (pg warns of
  // queries sent while another runs, and its next major version refuses them).
  const plans = await findPlansByIds(tx, unique(rows.map((row) => row.membershipPlanId)));
  const options = await findOptionsByIds(tx, unique(rows.map((row) => row.paymentOptionId)));
  const accounts = await findBillingAccounts(tx, ids);
  const ledgers = await ledgerOf(tx, ids);
  const branches = await loadBranchesByIds(tx, unique(rows.map((row) => row.branchId)));
  const organisationProvider = await billingProviderInTransaction(tx);
  const suspensions = await findSuspensionsOf(tx, ids);
  const branchAccounts = await findBranchBillingAccountsByIds(
    tx,
    unique([...accounts.values()].map((account) => account.branchBillingAccountId)),
  );
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const optionById = new Map(options.map((option) => [option.id, option]));
  const branchById = new Map(branches.map((branch) => [branch.id, branch]));
  const branchAccountById = new Map(branchAccounts.map((account) => [account.id, account]));
  return rows.flatMap((row) => {
    const plan = planById.get(row.membershipPlanId);
    const option = optionById.get(row.paymentOptionId);
    const branch = branchById.get(row.branchId);
    // Foreign keys hold all three: a row without them was deleted under us, so it is not shown.
    if (!plan || !option || !branch) return [];
    const account = accounts.get(row.id) ?? null;
    return [
      {
        row,
        account,
        plan,
        option,
        branch,
        branchAccount: account ? (branchAccountById.get(account.branchBillingAccountId) ?? null) : null,
        ledger: ledgers.get(row.id) ?? [],
        organisationProvider: provider(organisationProvider),
        suspensions: suspensions.get(row.id) ?? [],
      },
    ];
  });
}

const provider = (value: string): BillingProviderId =>
  value === 'DEBITSUCCESS' ? 'DEBITSUCCESS' : 'PAYSMART';

/** The provider of a membership's schedule: its account's, else the organisation's. */
export function scheduleProviderOf(facts: MembershipFacts): BillingProviderId {
  return facts.account ? provider(facts.account.provider) : facts.organisationProvider;
}

/** The schedule's inputs of a stored membership (`membership`: the row as an action would leave it). */
export function scheduleContextOf(facts: MembershipFacts, membership: MembershipFacts['row'] = facts.row) {
  return {
    membership: { ...membership, suspensions: facts.suspensions },
    option: facts.option,
    planType: facts.plan.type,
    provider: scheduleProviderOf(facts),
    // The sale's account's fee, kept on the membership when a transfer moved it to another account.
    administrationFee: membership.administrationFee ?? facts.branchAccount?.establishmentFee ?? 0,
    region: regionOf(facts.branch),
  };
}

/**
 * The schedule of a stored membership up to `until` (exclusive), from the one adapter; the
 * administration fee is the billing account's unless waived at the sale (the adapter applies it).
 */
export function scheduleOf(
  facts: MembershipFacts,
  until: Temporal.PlainDate,
  membership: MembershipFacts['row'] = facts.row,
): PaymentSchedule {
  return membershipSchedule({ ...scheduleContextOf(facts, membership), until });
}

/** Cents of the payments that waived a fee: they net a charge, no money was received. */
function waivedOf(ledger: readonly LedgerRow[]): number {
  return ledger.reduce(
    (sum, row) =>
      sum + (row.type === 'PAYMENT' && row.paymentType === FEE_WAIVED_PAYMENT_TYPE ? (row.amount ?? 0) : 0),
    0,
  );
}

/**
 * The cancellation fees an End charged that no direct debit has collected yet (none submitted on or
 * after their day) and no waiver took back (the End undone, membership-updates.service.ts).
 */
function uncollectedCancellationFees(facts: Pick<MembershipFacts, 'row' | 'ledger'>): LedgerRow[] {
  const waived = new Set(
    facts.ledger.flatMap((row) => (row.type === 'PAYMENT' && row.reference ? [row.reference] : [])),
  );
  return facts.ledger.filter(
    (entry) =>
      entry.type === 'CHARGE' &&
      entry.chargeKey?.startsWith('CANCELLATION_FEE:') === true &&
      !facts.ledger.some((row) => row.type === 'DEBIT_SUBMITTED' && row.date >= entry.date) &&
      !waived.has(cancellationFeeWaiverReference(facts.row.id, entry.chargeKey)),
  );
}

/**
 * The cancellation fees an End taken back waives (docs/billing.md "Ending, changing and paying
 * overdue"): those no debit has collected. Not waived yet, and either in no debit yet, or in one the
 * bank dishonoured: the run sends a held fee in the first debit on or after its day, and a
 * dishonoured debit's charges are never debited again, so the fee would stay owed, as arrears, by a
 * member who no longer cancels. A debit settled or still with the bank keeps it (a refund is the
 * club's, outside the ledger).
 */
export function cancellationFeesNotCollected(facts: Pick<MembershipFacts, 'row' | 'ledger'>): LedgerRow[] {
  const waived = new Set(
    facts.ledger.flatMap((row) => (row.type === 'PAYMENT' && row.reference ? [row.reference] : [])),
  );
  const dishonoured = new Set(
    facts.ledger.flatMap((row) => (row.type === 'DEBIT_DISHONOURED' && row.reference ? [row.reference] : [])),
  );
  const debits = facts.ledger
    .filter((row) => row.type === 'DEBIT_SUBMITTED')
    .sort((a, b) => a.date.localeCompare(b.date));
  return facts.ledger.filter((entry) => {
    if (entry.type !== 'CHARGE' || entry.chargeKey?.startsWith('CANCELLATION_FEE:') !== true) return false;
    if (waived.has(cancellationFeeWaiverReference(facts.row.id, entry.chargeKey))) return false;
    const collecting = debits.find((debit) => debit.date >= entry.date);
    return !collecting || dishonoured.has(collecting.reference ?? '');
  });
}

/**
 * Charges in the ledger that a paysmart direct debit still has to collect (the cancellation fee an
 * End charged for the next debit, docs/memberships.md "Ending"): dated today or later, with no debit
 * submitted on or after their day. Billing's run collects the same ones (its held charges).
 */
function heldChargesOf(facts: MembershipFacts, today: Temporal.PlainDate) {
  if (scheduleProviderOf(facts) !== 'PAYSMART') return [];
  const todayText = today.toString();
  return uncollectedCancellationFees(facts).flatMap((entry) => {
    if (entry.date < todayText || !entry.kind || entry.amount === null) return [];
    const line = {
      kind: entry.kind,
      label: chargeKindLabel(entry.kind),
      amount: entry.amount,
      periodStart: null,
      periodEnd: null,
    };
    return [{ date: entry.date, line }];
  });
}

/**
 * How billing's nextDebits catches up a membership's debits already due on `today` (catch-up.ts):
 * by the next run once payment is set up, else after a payment setup today. An ended or expired
 * membership is debited no more: nothing to catch up.
 */
export function catchUpOf(
  facts: MembershipFacts,
  today: Temporal.PlainDate,
): { today?: Temporal.PlainDate; paymentSetUp?: boolean } {
  if (isHistoryStatus(membershipStatusOn(facts.row, today))) return {};
  return { today, paymentSetUp: facts.account?.ddrStatus === 'DDR_ACTIVE' };
}

/** The ledger's charge keys of a membership: what the billing run (or the sale) has charged. */
export function chargedKeysOf(facts: MembershipFacts): Set<string> {
  return new Set(facts.ledger.flatMap((entry) => (entry.chargeKey ? [entry.chargeKey] : [])));
}

const FREQUENCY_DAYS: Readonly<Record<string, number>> = { WEEKLY: 7, FORTNIGHTLY: 14, MONTHLY: 31 };

/**
 * How many days ahead of `from` hold `count` debits of the option, after its free period and its
 * promotion's payments (the schedule is listed only that far: each charge costs date arithmetic, and
 * a preview needs six debits, not years of them).
 */
export function horizonDays(option: PaymentOptionRow, count: number, from: Temporal.PlainDate): number {
  const period = FREQUENCY_DAYS[option.paymentFrequency] ?? 31;
  let free = (option.freePeriod ?? 0) * (option.freePeriodFrequency === 'WEEKS' ? 7 : 1);
  if (option.freePeriodUntilDate) {
    free = Math.max(free, from.until(Temporal.PlainDate.from(option.freePeriodUntilDate)).days + 1);
  }
  // The wait for the first billing date (up to a fortnight), then the payments.
  return free + 15 + (count + 2 + (option.promotionTermCount ?? 0)) * period;
}

/** Billing members end on a billing date, at most 6 months ahead unless the end date is later (spec 2 §5). */
export const END_DATES_MONTHS_AHEAD = 6;

/**
 * A debitsuccess request the member has not completed on the payment setup page: the provider holds
 * nothing yet, so End is offered (a mistaken sale can be called off) and withdraws it.
 */
export function requestNotSubmitted(facts: MembershipFacts): boolean {
  return facts.account?.provider === 'DEBITSUCCESS' && facts.account.ddrStatus === 'DDR_PENDING';
}

/**
 * The dates a billing member may end on, as End accepts them (changes/membership-end.ts): the
 * provider's billing dates from today, or from the end of the last period already charged (no
 * charge may cover a day at or after the end; a debit taken today covers its period, so today is
 * not one of them), up to six months ahead or the current end date when later. The End
 * form offers exactly these (Membership.endDates); it once offered the billing dates from today,
 * and on a billing day End refused the first it offered ("Choose one of the billing dates").
 */
export function endDatesOf(facts: MembershipFacts, today: Temporal.PlainDate): string[] {
  // A request never submitted has collected nothing, whatever its first debit would have covered:
  // any billing date from today ends it (the dates the End form offers).
  const charged = requestNotSubmitted(facts)
    ? []
    : scheduleOf({ ...facts, row: { ...facts.row, endDate: null } }, today.add({ days: 1 })).charges;
  let from = today;
  for (const charge of charged) {
    if (charge.period && Temporal.PlainDate.compare(charge.period.end, from) > 0) from = charge.period.end;
  }
  const ahead = today.add({ months: END_DATES_MONTHS_AHEAD });
  const current = facts.row.endDate ? Temporal.PlainDate.from(facts.row.endDate) : null;
  const last = current && Temporal.PlainDate.compare(current, ahead) > 0 ? current : ahead;
  const dates: string[] = [];
  for (const date of billingDatesFrom(scheduleProviderOf(facts), from, 200)) {
    if (Temporal.PlainDate.compare(date, last) > 0) break;
    dates.push(date.toString());
  }
  return dates;
}

/** The staff view of a membership today. */
export function viewOf(facts: MembershipFacts, publicUrl: string, production = false): MembershipView {
  const today = todayAt(facts.branch);
  const { row, account, plan, option } = facts;
  const status = membershipStatusOn(row, today);
  const kindSource = {
    planType: plan.type as PlanType,
    paymentFrequency: option.paymentFrequency as PaymentFrequency,
    freePromotion: option.freePromotion,
    oneOffPaymentType: row.oneOffPaymentType,
  };
  const kind = account ? 'BILLING' : membershipKindOf(kindSource);
  const start = Temporal.PlainDate.from(row.startDate);
  let first: string | null | undefined;
  const minimumEnd = minimumTermEnd(
    {
      ongoing: option.ongoing,
      term: option.term,
      termType: option.termType,
      ongoingTermType: option.ongoingTermType,
    },
    start,
  );
  const summary = ledgerSummary(facts.ledger.map(toLedgerEntry), today);
  return {
    row,
    account,
    plan,
    option,
    today,
    status,
    kind,
    provider: account ? provider(account.provider) : null,
    organisationProvider: facts.organisationProvider,
    summary,
    totalPaid: summary.paid - waivedOf(facts.ledger),
    get firstPaymentDate() {
      // The first debit does not depend on how far the schedule is listed: list it to the start.
      first ??= scheduleOf(facts, start.add({ days: 1 })).firstPaymentDate?.toString() ?? null;
      return first;
    },
    minimumTermEndDate: minimumEnd?.toString() ?? null,
    signupLink: signupLinkOf(facts, { publicUrl, production }, isHistoryStatus(status)),
    suspensions: facts.suspensions,
    endDates: () => (kind === 'BILLING' ? endDatesOf(facts, today) : null),
    debits(count) {
      // A deleted or withdrawn direct debit request takes nothing more: no next debit to list.
      if (account?.ddrStatus === 'DDR_DELETED') return [];
      // The one list of next debits (the preview's and the payment page's): from today, less what
      // the billing run has charged (today's debit once today's run took it), debits already due
      // caught up in one as the member's payment page shows them.
      let debits = nextDebits(scheduleContextOf(facts), {
        from: today,
        count,
        charged: chargedKeysOf(facts),
        ...catchUpOf(facts, today),
      }).map(debitViewOf);
      for (const held of heldChargesOf(facts, today)) debits = withChargeOn(debits, held.date, held.line);
      return debits.slice(0, count);
    },
  };
}

/**
 * The payment setup link while the request is pending and the token unexpired: on the branch's
 * member domain in production, on this server's own address in development (paymentSetupUrl).
 */
function signupLinkOf(facts: MembershipFacts, base: PaymentSetupLinkBase, isHistory: boolean): string | null {
  const { account, branch } = facts;
  if (isHistory || !account?.signupToken || account.ddrStatus !== 'DDR_PENDING') return null;
  if (!account.signupTokenExpiresAt || account.signupTokenExpiresAt.getTime() <= Date.now()) return null;
  return paymentSetupUrl(base, branch, account.signupToken);
}
