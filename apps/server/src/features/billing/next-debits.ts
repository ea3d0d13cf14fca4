import { type Debit, debitsOf, type PaymentSchedule } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { debitsFromSetup, type SetupDebit } from './catch-up.ts';
import { chargeKey, type MembershipScheduleContext, membershipSchedule } from './membership-schedule.ts';

/** How many days a debit can move off its billing date (weekends and a holiday run such as Christmas). */
const MOVED_DEBIT_DAYS = 14;
/** Never list an open-ended schedule further than this looking for debits (a cap, not a rule). */
const MAX_LOOK_AHEAD_DAYS = 366 * 25;
const PERIOD_DAYS: Readonly<Record<string, number>> = { WEEKLY: 7, FORTNIGHTLY: 14, MONTHLY: 31 };

export interface NextDebitsRequest {
  /** The first day a debit may fall on (inclusive). */
  from: Temporal.PlainDate;
  count: number;
  /** Ledger charge keys already charged: a debit the billing run has taken is no longer next. */
  charged?: ReadonlySet<string> | undefined;
  /**
   * The billing clock's today at the branch, for the views of what will be taken (staff's next
   * payments, the payment setup page, the sale's preview): debits dated before it and not charged
   * yet are caught up in one debit on the next bank business day after it (catch-up.ts), as the
   * runs will take them. Without it, debits before `from` are simply not listed.
   */
  today?: Temporal.PlainDate | undefined;
  /**
   * Payment is set up (the runs bill the membership): debits already due are taken by the next
   * run on a bank business day, today's included, rather than the next business day after a
   * payment setup today.
   */
  paymentSetUp?: boolean | undefined;
}

/**
 * THE next direct debits of a stored membership (or a sale being previewed): the first `count`
 * debits of its schedule on or after `from`, less the charges already in its ledger. Staff's
 * membership page, the member's payment setup page and the sale's preview all read it, so the three
 * agree (docs/memberships.md "Next payments"). The schedule is listed as far as the `count` debits
 * need, however far ahead the membership starts or however long its free period or suspensions are:
 * a debit is kept only once nothing later in the listing could still fall on its day.
 */
export function nextDebits(
  context: Omit<MembershipScheduleContext, 'until'>,
  request: NextDebitsRequest,
): SetupDebit[] {
  if (request.count <= 0) return [];
  const start = Temporal.PlainDate.from(context.membership.startDate);
  const base = Temporal.PlainDate.compare(start, request.from) > 0 ? start : request.from;
  const period = PERIOD_DAYS[context.option.paymentFrequency] ?? 31;
  let span = (request.count + 2) * period + 31;
  for (;;) {
    const until = base.add({ days: span });
    const schedule = membershipSchedule({ ...context, until });
    const stop = stopOf(schedule, context.membership.endDate);
    // Without recurring debits (one-off, free, external payer) everything was listed at once.
    const complete =
      schedule.firstPaymentDate === null || (stop !== null && Temporal.PlainDate.compare(stop, until) <= 0);
    const settled = until.subtract({ days: MOVED_DEBIT_DAYS });
    const listed = debitsOf(uncharged(schedule, request.charged)).filter(
      (debit) => complete || Temporal.PlainDate.compare(debit.date, settled) < 0,
    );
    const debits = takenAsOf(listed, request, context.region).filter(
      (debit) => Temporal.PlainDate.compare(debit.date, request.from) >= 0,
    );
    if (debits.length >= request.count || complete || span >= MAX_LOOK_AHEAD_DAYS) {
      return debits.slice(0, request.count);
    }
    span *= 2;
  }
}

/**
 * The debits as they will be taken: with a `today`, those already due (dated before it) caught up
 * in one (catch-up.ts). The action previews count the same way.
 */
export function takenAsOf(
  debits: readonly Debit[],
  request: Pick<NextDebitsRequest, 'today' | 'paymentSetUp'>,
  region: MembershipScheduleContext['region'],
): SetupDebit[] {
  if (!request.today) return debits.map((debit) => ({ ...debit, catchUp: false }));
  return debitsFromSetup(debits, request.today.toString(), region, request.paymentSetUp ?? false);
}

/** The day nothing is charged from: the membership's end or its fixed term's, whichever first. */
function stopOf(schedule: PaymentSchedule, endDate: string | null): Temporal.PlainDate | null {
  const end = endDate ? Temporal.PlainDate.from(endDate) : null;
  const term = schedule.termEndDate;
  if (end && term) return Temporal.PlainDate.compare(end, term) < 0 ? end : term;
  return end ?? term;
}

function uncharged(schedule: PaymentSchedule, charged: ReadonlySet<string> | undefined): PaymentSchedule {
  if (!charged || charged.size === 0) return schedule;
  return {
    ...schedule,
    charges: schedule.charges.filter((charge) => !charged.has(chargeKey(charge.kind, charge.sequence))),
  };
}
