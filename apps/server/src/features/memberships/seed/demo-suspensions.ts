import { type BillingProviderId, nextBillingDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { membershipSuspensions } from '../suspensions/membership-suspensions.table.ts';

/**
 * The demo suspensions: a handful of billing memberships are suspended or on a free
 * period now, were suspended in the past or will be soon, so the Current/Past/Future tabs, the
 * weekly suspension fee in the ledger and End now can be seen on `npm start`. Each is what Suspend
 * (or Free period) would have made: it starts on a billing date, lasts whole payments (PERIODS, 14
 * days each) and copies the branch billing account's weekly fee (none for a free period). The
 * ledger seeded beside it comes from the schedule with these rows, as the runs would have billed.
 */

export type SuspensionInsert = typeof membershipSuspensions.$inferInsert;

type DemoSuspensionScenario = 'CURRENT' | 'PAST' | 'FUTURE' | 'CURRENT_FREE_PERIOD';

/** The scenarios handed out in turn to the chosen memberships. */
const SCENARIOS: readonly DemoSuspensionScenario[] = ['CURRENT', 'PAST', 'FUTURE', 'CURRENT_FREE_PERIOD'];

/**
 * The member the "end the suspension now" journey and the README name: in a paysmart organisation,
 * person 21 (from 0) of the second branch (Demo Fitness: Wellington Lambton Quay, Scott Clarke), a
 * plain member after the first twenty that the other journeys use. Their membership is suspended now.
 */
export const SUSPENDED_DEMO_MEMBER = { branchOrder: 1, personIndex: 21 } as const;

/** Persons before this index at their branch are left alone (the journeys' members: e2e pickMember). */
const UNTOUCHED_PER_BRANCH = 20;
/** One qualifying membership in this many is chosen, from the OFFSET-th on (Acme gets one at Adelaide). */
const EVERY = 100;
const OFFSET = 2;
/** A chosen membership started at least this long ago: room for a past suspension and debits before it. */
export const SUSPENSION_MIN_AGE_DAYS = 200;

/** Where a person sits in the seed: its branch's order in the organisation and its index there. */
export interface SeedPosition {
  branchOrder: number;
  personIndex: number;
}

/** Chooses the suspended memberships in seed order: deterministic, no draw from the seed's random. */
export class DemoSuspensionChooser {
  private qualifying = 0;
  private chosen = 0;
  private readonly provider: BillingProviderId;
  constructor(provider: BillingProviderId) {
    this.provider = provider;
  }

  /** Whether `position` is the journey's member (their membership gets a current suspension). */
  isJourneyMember(position: SeedPosition): boolean {
    return (
      this.provider === 'PAYSMART' &&
      position.branchOrder === SUSPENDED_DEMO_MEMBER.branchOrder &&
      position.personIndex === SUSPENDED_DEMO_MEMBER.personIndex
    );
  }

  /** The scenario of a qualifying membership (ongoing, billing, set up, not ended), or null. */
  scenarioFor(position: SeedPosition): DemoSuspensionScenario | null {
    if (this.isJourneyMember(position)) return 'CURRENT';
    if (position.personIndex < UNTOUCHED_PER_BRANCH) return null;
    const n = this.qualifying++;
    if (n % EVERY !== OFFSET) return null;
    return SCENARIOS[this.chosen++ % SCENARIOS.length] ?? null;
  }
}

/**
 * The rows of a scenario for a membership, away from any day boundary (the branch's today may be
 * the seed's UTC today plus or minus one, and the demo is used for days after): a current one
 * started over two weeks ago and resumes in over four weeks, a past one ended about four months
 * ago, a future one starts in two to four weeks.
 */
export function demoSuspensionRows(input: {
  scenario: DemoSuspensionScenario;
  applicationId: string;
  membershipId: string;
  provider: BillingProviderId;
  today: Temporal.PlainDate;
  /** The branch billing account's weekly suspension fee, cents. */
  suspensionFee: number;
}): SuspensionInsert[] {
  const { today, provider } = input;
  const row = (from: Temporal.PlainDate, payments: number, kind: 'SUSPENSION' | 'FREE_PERIOD') => {
    // The first billing date on or after `from` (they are two weeks apart), as the form offers.
    const startDate = nextBillingDate(provider, from);
    // Made by staff a week before it started (a future one: two days ago).
    const started = Temporal.PlainDate.compare(startDate, today) < 0;
    const madeOn = started ? startDate.subtract({ days: 7 }) : today.subtract({ days: 2 });
    return {
      applicationId: input.applicationId,
      membershipId: input.membershipId,
      startDate: startDate.toString(),
      endDate: startDate.add({ days: payments * 14 }).toString(),
      suspensionFee: kind === 'SUSPENSION' ? input.suspensionFee : 0,
      frequency: 'PERIODS',
      kind,
      createdAt: new Date(`${madeOn.toString()}T02:00:00Z`),
    };
  };
  switch (input.scenario) {
    case 'CURRENT':
      // Started 17 to 30 days ago, resumes in 40 to 53 days.
      return [row(today.subtract({ days: 30 }), 5, 'SUSPENSION')];
    case 'PAST':
      // Started 157 to 170 days ago, resumed 42 days later.
      return [row(today.subtract({ days: 170 }), 3, 'SUSPENSION')];
    case 'FUTURE':
      // Starts in 14 to 27 days, for 2 payments.
      return [row(today.add({ days: 14 }), 2, 'SUSPENSION')];
    case 'CURRENT_FREE_PERIOD':
      // Started 15 to 28 days ago, ends in 28 to 41 days.
      return [row(today.subtract({ days: 28 }), 4, 'FREE_PERIOD')];
  }
}

/** The stored status of a membership with `rows` on `today`: SUSPENDED or FREE_PERIOD while one runs. */
export function demoSuspendedStatus(
  rows: readonly SuspensionInsert[],
  today: Temporal.PlainDate,
): string | null {
  const day = today.toString();
  const running = rows.find((s) => s.startDate <= day && day < s.endDate);
  if (!running) return null;
  return running.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENDED';
}
