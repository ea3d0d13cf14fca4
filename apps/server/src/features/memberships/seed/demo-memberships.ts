import {
  type BillingProviderId,
  CANCELLATION_REASONS,
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
  chargeKindLabel,
  type DishonourReason,
  debitsOf,
  nextBillingDate,
  type PaymentSchedule,
  type TermUnit,
  termEnd,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { seedId } from '../../../platform/modules/demo-plan.ts';
import {
  chargeKey,
  debitReference,
  type LedgerInsert,
  membershipSchedule,
  PROVIDER_SCHEDULE_DAYS,
  reversalFeeKey,
  type SandboxCustomerImport,
  scheduleLinesOf,
} from '../../billing/public.ts';
import { type DemoPerson, type Random, randomSequence } from '../../members/public.ts';
import type { membershipBillingAccounts, memberships } from '../../membership-records/public.ts';
import type { PaymentOptionRow } from '../../plans/public.ts';
import {
  DemoSuspensionChooser,
  demoSuspendedStatus,
  demoSuspensionRows,
  type SeedPosition,
  SUSPENSION_MIN_AGE_DAYS,
  type SuspensionInsert,
} from './demo-suspensions.ts';

/**
 * The demo memberships: most members hold one, sold from the demo catalogue at their
 * branch, with up to 24 months of ledger history made by the same schedule the billing runs use
 * (`membershipSchedule`), so what the screens show is what a billing day would have done. Some
 * await payment setup (a working signup link), some ended, some changed plan, and the members the
 * members seed marked 'overdue' have a recent dishonoured debit left unpaid: the tag and the
 * ledger agree. Every customer's debits end as the sandbox's rules for its bank account say
 * (billing/providers/sandbox-rules.ts): an account ending 098 has its first debit dishonoured
 * (Insufficient funds), any other seeded ending (000 to 095) always settles; fixed terms and visit
 * passes carry the end date their sale writes. seed/demo-agrees.test.ts checks all of it. A handful are suspended or on a free period now, in the past or soon
 * (demo-suspensions.ts), their ledger billed around it. Deterministic for a given seeding day, like
 * the rest of the seed.
 */

type MembershipInsert = typeof memberships.$inferInsert;
type BillingAccountInsert = typeof membershipBillingAccounts.$inferInsert;

/** Id kind of demo memberships (demo-plan.ts and the other modules number theirs below). */
const KIND = { membership: 0x40 } as const;

/** A published option as sold at one branch, with the branch billing account that bills it there. */
export interface DemoSaleOption {
  option: PaymentOptionRow;
  planType: 'ONGOING' | 'VISITOR_PASS' | 'EXTERNAL_PAYER';
  branchId: string;
  branchBillingAccountId: string;
  waiveAdminFee: boolean;
  administrationFee: number;
  cancellationFee: number;
  /** The provider's dishonour (reversal) fee: the account's default charge. */
  defaultCharge: number;
  /** The account's weekly suspension fee, cents (copied into a suspension when it is made). */
  suspensionFee: number;
}

export interface DemoMembershipInput {
  applicationId: string;
  tenantNumber: number;
  provider: BillingProviderId;
  /** The seeding day: history runs up to the day before (its billing run has not happened). */
  today: Temporal.PlainDate;
  persons: readonly DemoPerson[];
  /**
   * Persons sold a membership whose first debit was dishonoured and is still unpaid: under paysmart
   * those the members seed tagged 'overdue'; under debitsuccess overdue control's demo member.
   */
  overduePersonIds: ReadonlySet<string>;
  /** Persons whose membership is over (status INACTIVE at their branch). */
  inactivePersonIds: ReadonlySet<string>;
  options: readonly DemoSaleOption[];
  /** The branch's banking region, for debit dates. */
  regionOf(branchId: string): { country: string; state: string | null };
  /** A signup token (random: a link must not be guessable from the seed's source). */
  newSignupToken(): string;
}

export interface DemoMembershipRows {
  memberships: MembershipInsert[];
  billingAccounts: BillingAccountInsert[];
  ledger: LedgerInsert[];
  suspensions: SuspensionInsert[];
  /** The customers the billing company holds for the active direct debits (its sandbox's state). */
  sandboxCustomers: SandboxCustomerImport[];
  /** A receipt for each payment taken at the desk, as the sale and Pay overdue give one. */
  receipts: DemoReceipt[];
}

/**
 * The receipt of a seeded desk payment (docs/billing.md "Receipts"): its payment's reference, day
 * and type, and a line per charge it paid (the charge's label; the plan's name is added when it is
 * issued, `issueDemoReceipts`).
 */
interface DemoReceipt {
  reference: string;
  membershipId: string;
  issuedOn: string;
  paymentType: string;
  lines: { label: string; amountCents: number }[];
}

const REASONS = CANCELLATION_REASONS.filter((r) => r !== CHANGE_MEMBERSHIP_CANCELLATION_REASON);
/** The reason the sandbox gives the first debit of an account ending 098. */
const DECLINE_ONCE_REASON: DishonourReason = 'INSUFFICIENT_FUNDS';
const SETTLEMENT_DAYS = 2;
/** The sandbox's account ending whose first debit is dishonoured (Insufficient funds), then settle. */
const DECLINE_ONCE_ENDING = 98;
/** Seeded endings that always settle stay below the sandbox's test endings (096 to 099). */
const LAST_SETTLING_ENDING = 95;
/** A customer with a bounce behind them paid back at the desk: one in this many. */
const DECLINED_ONCE_SHARE = 0.04;
const SIGNUP_TOKEN_DAYS = 14;

const isRecurring = (o: DemoSaleOption) =>
  o.planType === 'ONGOING' && o.option.paymentFrequency !== 'ONE_OFF' && o.option.paymentAmount !== null;

export function buildDemoMemberships(input: DemoMembershipInput): DemoMembershipRows {
  const rows: DemoMembershipRows = {
    memberships: [],
    billingAccounts: [],
    ledger: [],
    suspensions: [],
    sandboxCustomers: [],
    receipts: [],
  };
  const suspensions = new DemoSuspensionChooser(input.provider);
  // Where each person sits: persons come branch by branch in the organisation's order.
  const branchOrders = new Map<string, number>();
  const perBranch = new Map<string, number>();
  const random = randomSequence(input.tenantNumber * 104_729 + 31);
  const byBranch = new Map<string, DemoSaleOption[]>();
  for (const option of input.options) {
    const list = byBranch.get(option.branchId) ?? [];
    list.push(option);
    byBranch.set(option.branchId, list);
  }
  let number = 0;
  for (const person of input.persons) {
    const branchId = person.branch.id;
    if (!branchOrders.has(branchId)) branchOrders.set(branchId, branchOrders.size);
    const position = {
      branchOrder: branchOrders.get(branchId) ?? 0,
      personIndex: perBranch.get(branchId) ?? 0,
    };
    perBranch.set(branchId, position.personIndex + 1);
    const offered = byBranch.get(branchId) ?? [];
    // Prospects hold none; one member in ten has let theirs lapse without one on file.
    if (!person.isMember || offered.length === 0) continue;
    if (!person.plain && !input.overduePersonIds.has(person.id) && random.chance(0.08)) continue;
    const sale = new DemoSale(input, random, rows, person, () => ++number, {
      position,
      chooser: suspensions,
    });
    sale.run(offered);
  }
  return rows;
}

/** One member's memberships: the scenario, the rows and the ledger. */
class DemoSale {
  private readonly input: DemoMembershipInput;
  private readonly random: Random;
  private readonly rows: DemoMembershipRows;
  private readonly person: DemoPerson;
  private readonly nextNumber: () => number;
  private readonly suspensions: { position: SeedPosition; chooser: DemoSuspensionChooser };

  constructor(
    input: DemoMembershipInput,
    random: Random,
    rows: DemoMembershipRows,
    person: DemoPerson,
    nextNumber: () => number,
    suspensions: { position: SeedPosition; chooser: DemoSuspensionChooser },
  ) {
    this.input = input;
    this.random = random;
    this.rows = rows;
    this.person = person;
    this.nextNumber = nextNumber;
    this.suspensions = suspensions;
  }

  run(offered: readonly DemoSaleOption[]): void {
    const { random, person, input } = this;
    const recurring = offered.filter(isRecurring);
    const overdue = input.overduePersonIds.has(person.id);
    const today = input.today;
    const pick = (list: readonly DemoSaleOption[]) => random.pick(list.length > 0 ? list : offered);
    if (overdue) {
      // Their account ends 098: the first debit bounced (Insufficient funds) in the last weeks and
      // is unpaid, the later ones settled, as the sandbox would have done.
      this.sell(
        pick(recurring.filter((o) => o.option.ongoing)),
        today.subtract({ days: random.int(21, 42) }),
        {
          overdue,
        },
      );
      return;
    }
    if (person.plain) {
      this.sell(
        pick(recurring.filter((o) => o.option.ongoing)),
        today.subtract({ days: random.int(60, 700) }),
        {},
      );
      return;
    }
    // The journey's suspended member: an ongoing membership old enough to have been suspended.
    if (
      this.suspensions.chooser.isJourneyMember(this.suspensions.position) &&
      !input.inactivePersonIds.has(person.id)
    ) {
      const ongoing = recurring.filter((o) => o.option.ongoing);
      this.sell(pick(ongoing), today.subtract({ days: random.int(SUSPENSION_MIN_AGE_DAYS, 700) }), {});
      return;
    }
    if (input.inactivePersonIds.has(person.id)) {
      const start = today.subtract({ days: random.int(200, 720) });
      const end = this.endDateBetween(start.add({ days: 56 }), today.subtract({ days: 1 }), input.provider);
      this.sell(pick(recurring), start, { end, reason: random.pick(REASONS) });
      return;
    }
    const roll = random.next();
    if (roll < 0.05) {
      // Sold at the desk in the last days (or starting soon); the member has not set up payment yet.
      this.sell(pick(recurring), today.add({ days: random.int(-6, 7) }), { pendingSetup: true });
    } else if (roll < 0.12) {
      const kind = random.chance(0.5) ? 'VISITOR_PASS' : 'EXTERNAL_PAYER';
      const others = offered.filter((o) => o.planType === kind);
      this.sell(pick(others), today.subtract({ days: random.int(0, 40) }), {});
    } else if (roll < 0.2) {
      this.change(recurring);
    } else if (roll < 0.3) {
      const start = today.subtract({ days: random.int(120, 720) });
      const end = this.endDateBetween(start.add({ days: 56 }), today.subtract({ days: 1 }), input.provider);
      this.sell(pick(recurring), start, { end, reason: random.pick(REASONS) });
    } else {
      const fixed = recurring.filter((o) => !o.option.ongoing);
      const option = fixed.length > 0 && random.chance(0.2) ? random.pick(fixed) : pick(recurring);
      // A term option sold more than its term ago would have ended: sell it within its year.
      const days = option.option.ongoing ? random.int(14, 720) : random.int(14, 330);
      this.sell(option, today.subtract({ days }), {});
    }
  }

  /** A plan change: the old option ran until a billing date, the new one starts that day. */
  private change(recurring: readonly DemoSaleOption[]): void {
    const { random, input } = this;
    const ongoing = recurring.filter((o) => o.option.ongoing);
    if (ongoing.length < 2) {
      this.sell(this.random.pick(recurring), input.today.subtract({ days: random.int(30, 400) }), {});
      return;
    }
    const from = random.pick(ongoing);
    const to = random.pick(ongoing.filter((o) => o !== from));
    const start = input.today.subtract({ days: random.int(200, 720) });
    const changedOn = this.endDateBetween(
      start.add({ days: 90 }),
      input.today.subtract({ days: 14 }),
      input.provider,
    );
    const old = this.sell(from, start, { end: changedOn, reason: CHANGE_MEMBERSHIP_CANCELLATION_REASON });
    this.sell(to, changedOn, { changedFrom: old });
  }

  /** A billing date in [from, to] (a billing membership ends on one), or `to` when none fits. */
  private endDateBetween(
    from: Temporal.PlainDate,
    to: Temporal.PlainDate,
    provider: BillingProviderId,
  ): Temporal.PlainDate {
    const span = Math.max(0, from.until(to).days);
    const candidate = nextBillingDate(provider, from.add({ days: this.random.int(0, span) }));
    return Temporal.PlainDate.compare(candidate, to) <= 0 ? candidate : to;
  }

  private sell(
    sale: DemoSaleOption,
    start: Temporal.PlainDate,
    how: {
      end?: Temporal.PlainDate;
      reason?: string;
      pendingSetup?: boolean;
      overdue?: boolean;
      changedFrom?: SoldMembership;
    },
  ): SoldMembership {
    const { input, random, person } = this;
    const n = this.nextNumber();
    const id = seedId(input.tenantNumber, KIND.membership, n);
    const option = sale.option;
    const billing = isRecurring(sale);
    const paidAtDesk = !how.changedFrom && random.chance(0.3);
    const membership: MembershipInsert = {
      id,
      applicationId: input.applicationId,
      personId: person.id,
      branchId: sale.branchId,
      membershipPlanId: option.membershipPlanId,
      paymentOptionId: option.id,
      status: 'ACTIVE',
      startDate: start.toString(),
      endDate: endOf(sale, start, how.end)?.toString() ?? null,
      firstPaymentDate:
        billing && input.provider === 'DEBITSUCCESS'
          ? nextBillingDate('DEBITSUCCESS', start).toString()
          : null,
      joinFee: how.changedFrom ? 0 : option.joinFee,
      accessCardFee: how.changedFrom ? 0 : option.accessCardFee,
      joinFeePaidInBranch: paidAtDesk,
      accessCardFeePaidInBranch: paidAtDesk,
      inBranchPaymentType: paidAtDesk ? 'EFTPOS' : null,
      waiveAdminFee: sale.waiveAdminFee || how.changedFrom !== undefined,
      oneOffPaymentType: option.paymentFrequency === 'ONE_OFF' && option.paymentAmount ? 'EFTPOS' : null,
      externalPayerRefNumber:
        sale.planType === 'EXTERNAL_PAYER' ? `EMP-${String(100_000 + n * 37).slice(-6)}` : null,
      // The arrivals step sets it from the visits its arrivals used; the draw keeps later draws as they were.
      numberOfVisitsLeft: sale.planType === 'VISITOR_PASS' ? random.int(0, 10) : null,
      cancellationReason: how.reason ?? null,
      cancelledAt: how.end ? new Date(`${how.end.toString()}T00:00:00Z`) : null,
      changedFromMembershipId: how.changedFrom?.id ?? null,
      createdAt: new Date(`${start.toString()}T01:00:00Z`),
    };
    this.rows.memberships.push(membership);
    const today = input.today;
    const suspensions = this.suspensionsOf(id, sale, start, how);
    this.rows.suspensions.push(...suspensions);
    membership.status = demoSuspendedStatus(suspensions, today) ?? 'ACTIVE';
    const schedule = membershipSchedule({
      membership: {
        startDate: membership.startDate,
        endDate: membership.endDate ?? null,
        firstPaymentDate: membership.firstPaymentDate ?? null,
        joinFee: membership.joinFee ?? 0,
        accessCardFee: membership.accessCardFee ?? 0,
        partialPaymentAmount: null,
        isPartialAmountOverridden: false,
        joinFeePaidInBranch: paidAtDesk,
        accessCardFeePaidInBranch: paidAtDesk,
        partialPaymentPaidInBranch: false,
        waiveAdminFee: membership.waiveAdminFee ?? false,
        oneOffPaymentType: membership.oneOffPaymentType ?? null,
        // Billing pauses over them and the weekly fee is charged instead, as the runs did.
        suspensions,
      },
      option,
      planType: sale.planType,
      provider: input.provider,
      administrationFee: sale.administrationFee,
      region: input.regionOf(sale.branchId),
      // Debitsuccess is given a year of its schedule, as the payment setup page gives it.
      until: today.add({ days: input.provider === 'DEBITSUCCESS' ? PROVIDER_SCHEDULE_DAYS : 90 }),
    });
    const customerReference = billing
      ? how.pendingSetup
        ? null
        : (how.changedFrom?.customerReference ?? customerReferenceOf(input, n))
      : null;
    // The ledger first: whether the customer's first debit bounced decides their account's ending.
    const outcome = this.writeLedger(id, sale, schedule, { billing, ...how });
    // A changed membership keeps the customer, and so the bank account, of the one it replaced.
    const summary =
      how.changedFrom?.paymentMethodSummary ??
      bankAccountSummary(outcome.declinedOnce ? DECLINE_ONCE_ENDING : random.int(0, LAST_SETTLING_ENDING));
    if (billing) {
      const endDate = membership.endDate ? Temporal.PlainDate.from(membership.endDate) : undefined;
      const ended = endDate !== undefined && Temporal.PlainDate.compare(endDate, today) <= 0;
      const next = debitsOf(schedule).find((d) => Temporal.PlainDate.compare(d.date, today) >= 0);
      this.rows.billingAccounts.push({
        membershipId: id,
        applicationId: input.applicationId,
        provider: input.provider,
        branchBillingAccountId: sale.branchBillingAccountId,
        customerReference,
        signupToken: how.pendingSetup ? input.newSignupToken() : null,
        signupTokenExpiresAt: how.pendingSetup
          ? new Date(`${today.add({ days: SIGNUP_TOKEN_DAYS }).toString()}T00:00:00Z`)
          : null,
        ddrStatus: how.pendingSetup ? 'DDR_PENDING' : 'DDR_ACTIVE',
        accountBillingStatus: how.pendingSetup ? 'DDR_PENDING' : ended ? 'CANCELLED' : 'ACTIVE',
        accountBillingStatusDate: new Date(`${(endDate ?? start).toString()}T00:00:00Z`),
        paymentMethodToken: how.pendingSetup ? null : `tok_demo_${input.tenantNumber}_${n}`,
        paymentMethodSummary: how.pendingSetup ? null : summary,
        nextDebitDate: how.pendingSetup || ended || !next ? null : next.date.toString(),
      });
    }
    const account = this.rows.billingAccounts.at(-1);
    // A changed membership keeps the customer of the one it replaced. The sandbox bills it on as
    // its rules say: an 098 account's one decline is behind it, so its next debits settle.
    if (billing && account?.membershipId === id && customerReference && !how.changedFrom)
      this.rows.sandboxCustomers.push({
        reference: customerReference,
        externalId: id,
        name: `${person.firstName} ${person.lastName}`,
        paymentMethodToken: account.paymentMethodToken ?? `tok_demo_${input.tenantNumber}_${n}`,
        paymentMethodSummary: account.paymentMethodSummary ?? '',
        // The debits whose outcome is still to come (two days to settle), and every later one.
        schedule:
          input.provider === 'DEBITSUCCESS'
            ? scheduleLinesOf(
                debitsOf(schedule).filter(
                  (d) => Temporal.PlainDate.compare(d.date, today.subtract({ days: SETTLEMENT_DAYS })) >= 0,
                ),
              )
            : null,
      });
    const overdueReason = outcome.lastUnpaid;
    if (overdueReason && account?.membershipId === id) {
      account.accountBillingStatus = 'OVERDUE';
      account.accountBillingStatusReason = overdueReason.reason;
      account.accountBillingStatusDate = new Date(`${overdueReason.date.toString()}T00:00:00Z`);
    }
    return { id, customerReference, paymentMethodSummary: billing && !how.pendingSetup ? summary : null };
  }

  /**
   * The suspensions of a new membership: only an ongoing billing membership with its direct debit
   * set up, not ended, not overdue and sold long enough ago, when the chooser picks it.
   */
  private suspensionsOf(
    membershipId: string,
    sale: DemoSaleOption,
    start: Temporal.PlainDate,
    how: { end?: Temporal.PlainDate; pendingSetup?: boolean; overdue?: boolean; changedFrom?: unknown },
  ): SuspensionInsert[] {
    const { input } = this;
    const old =
      Temporal.PlainDate.compare(start, input.today.subtract({ days: SUSPENSION_MIN_AGE_DAYS })) <= 0;
    const eligible =
      isRecurring(sale) &&
      sale.option.ongoing &&
      old &&
      !how.end &&
      !how.pendingSetup &&
      !how.overdue &&
      !how.changedFrom;
    if (!eligible) return [];
    const scenario = this.suspensions.chooser.scenarioFor(this.suspensions.position);
    if (!scenario) return [];
    return demoSuspensionRows({
      scenario,
      applicationId: input.applicationId,
      membershipId,
      provider: input.provider,
      today: input.today,
      suspensionFee: sale.suspensionFee,
    });
  }

  /**
   * What the desk and the billing days wrote: charges paid at the sale with their payment, then for
   * each debit day before today its charges, the debit and, two days on, its outcome. As the
   * sandbox's rules have it, only a customer's first debit can bounce (an account ending 098, with
   * the provider's reversal fee): an overdue member's is still unpaid; a few others' were paid at
   * the desk within the week (only when that week is over, so nobody else is overdue). A changed
   * membership's customer had their first debit on the membership it replaced.
   */
  private writeLedger(
    membershipId: string,
    sale: DemoSaleOption,
    schedule: PaymentSchedule,
    how: { billing: boolean; pendingSetup?: boolean; overdue?: boolean; changedFrom?: SoldMembership },
  ): LedgerOutcome {
    const { input, random } = this;
    const ledger = this.rows.ledger;
    const applicationId = input.applicationId;
    const yesterday = input.today.subtract({ days: 1 });
    const before = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Temporal.PlainDate.compare(a, b) <= 0;
    const charge = (key: string, kind: string, amount: number, date: Temporal.PlainDate) =>
      ledger.push({
        applicationId,
        membershipId,
        type: 'CHARGE',
        chargeKey: key,
        kind,
        amount,
        date: date.toString(),
      });

    // What was paid at the desk at the sale: its charges and the one payment that settled them,
    // as a sale writes them (membership-sale.ts).
    const desk = schedule.charges.filter((c) => c.collection === 'IN_BRANCH' && before(c.dueDate, yesterday));
    for (const c of desk) charge(chargeKey(c.kind, c.sequence), c.kind, c.amount, c.dueDate);
    const [firstDesk] = desk;
    if (firstDesk) {
      const payment = {
        reference: `SALE:${membershipId}`,
        date: firstDesk.dueDate.toString(),
        paymentType: 'EFTPOS',
      };
      ledger.push({
        applicationId,
        membershipId,
        type: 'PAYMENT',
        amount: desk.reduce((sum, c) => sum + c.amount, 0),
        ...payment,
      });
      this.rows.receipts.push({
        reference: payment.reference,
        membershipId,
        issuedOn: payment.date,
        paymentType: payment.paymentType,
        lines: desk.map((c) => ({ label: chargeKindLabel(c.kind), amountCents: c.amount })),
      });
    }
    const none: LedgerOutcome = { lastUnpaid: null, declinedOnce: false };
    if (!how.billing || how.pendingSetup) return none;

    const debits = debitsOf(schedule).filter((d) => before(d.date, yesterday));
    const first = debits[0];
    const firstOutcome = first?.date.add({ days: SETTLEMENT_DAYS });
    const firstOfCustomer = !how.changedFrom && firstOutcome !== undefined && before(firstOutcome, yesterday);
    // Paid back at the desk within the week, so only once that week is over.
    const paidBackInTime = firstOutcome !== undefined && before(firstOutcome.add({ days: 7 }), yesterday);
    const declinedOnce =
      firstOfCustomer && (how.overdue === true || (paidBackInTime && random.chance(DECLINED_ONCE_SHARE)));
    const unpaidIndex = how.overdue && declinedOnce ? 0 : -1;
    let lastUnpaid: LedgerOutcome['lastUnpaid'] = null;
    let bounces = 0;
    debits.forEach((debit, index) => {
      for (const c of debit.charges) charge(chargeKey(c.kind, c.sequence), c.kind, c.amount, c.dueDate);
      const reference = debitReference(membershipId, debit.date.toString());
      ledger.push({
        applicationId,
        membershipId,
        type: 'DEBIT_SUBMITTED',
        amount: debit.amount,
        date: debit.date.toString(),
        reference,
      });
      const outcomeDate = debit.date.add({ days: SETTLEMENT_DAYS });
      if (!before(outcomeDate, yesterday)) return;
      if (!(declinedOnce && index === 0)) {
        ledger.push({
          applicationId,
          membershipId,
          type: 'DEBIT_SETTLED',
          date: outcomeDate.toString(),
          reference,
        });
        return;
      }
      const reason = DECLINE_ONCE_REASON;
      ledger.push({
        applicationId,
        membershipId,
        type: 'DEBIT_DISHONOURED',
        date: outcomeDate.toString(),
        reference,
        reason,
      });
      bounces += 1;
      if (sale.defaultCharge > 0)
        charge(reversalFeeKey(reference), 'REVERSAL_FEE', sale.defaultCharge, outcomeDate);
      const paidOn = outcomeDate.add({ days: random.int(1, 6) });
      if (index === unpaidIndex) {
        lastUnpaid = { reason, date: outcomeDate };
        return;
      }
      const payment = {
        amount: debit.amount + sale.defaultCharge,
        date: paidOn.toString(),
        reference: `overdue:${membershipId}:${bounces}`,
        paymentType: random.pick(['EFTPOS', 'Cash', 'Credit card']),
      };
      ledger.push({ applicationId, membershipId, type: 'PAYMENT', ...payment });
      this.rows.receipts.push({
        reference: payment.reference,
        membershipId,
        issuedOn: payment.date,
        paymentType: payment.paymentType,
        lines: [{ label: 'Overdue payment', amountCents: payment.amount }],
      });
    });
    return { lastUnpaid, declinedOnce };
  }
}

/** What a membership's seeded ledger says of its customer's bank account. */
interface LedgerOutcome {
  /** The dishonour left unpaid (an overdue member's), or null. */
  lastUnpaid: { reason: DishonourReason; date: Temporal.PlainDate } | null;
  /** Its first debit bounced: the account ends 098 (the sandbox's rules). */
  declinedOnce: boolean;
}

/** A membership sold by the seed, as a plan change carries it on. */
interface SoldMembership {
  id: string;
  customerReference: string | null;
  paymentMethodSummary: string | null;
}

/** As the payment setup page words it (the domain's paymentMethodSummary): the last 3 digits. */
function bankAccountSummary(ending: number): string {
  return `Bank account ending ${String(ending).padStart(3, '0')}`;
}

/**
 * The end date the sale writes (memberships/sale/membership-sale.ts): a fixed term's end or a visit
 * pass's validity, or the earlier `ended` when it was ended before that; null for ongoing options.
 */
function endOf(
  sale: DemoSaleOption,
  start: Temporal.PlainDate,
  ended: Temporal.PlainDate | undefined,
): Temporal.PlainDate | undefined {
  const { option } = sale;
  let term: Temporal.PlainDate | undefined;
  if (sale.planType === 'VISITOR_PASS') {
    if (option.validityPeriod)
      term = termEnd(start, option.validityPeriod, (option.visitPassTermType ?? 'DAYS') as TermUnit);
  } else if (!option.ongoing && option.term && option.termType) {
    term = termEnd(start, option.term, option.termType as TermUnit);
  }
  if (!term || !ended) return term ?? ended;
  return Temporal.PlainDate.compare(ended, term) < 0 ? ended : term;
}

function customerReferenceOf(input: DemoMembershipInput, n: number): string {
  const prefix = input.provider === 'PAYSMART' ? 'PS' : 'DS';
  return `${prefix}${String(input.tenantNumber).padStart(2, '0')}${String(n).padStart(6, '0')}`;
}
