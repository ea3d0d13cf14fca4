import { type Debit, debitsOf, type PaymentSchedule } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
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
): Debit[] {
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
    const debits = debitsOf(uncharged(schedule, request.charged)).filter(
      (debit) =>
        Temporal.PlainDate.compare(debit.date, request.from) >= 0 &&
        (complete || Temporal.PlainDate.compare(debit.date, settled) < 0),
    );
    if (debits.length >= request.count || complete || span >= MAX_LOOK_AHEAD_DAYS) {
      return debits.slice(0, request.count);
    }
    span *= 2;
  }
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
