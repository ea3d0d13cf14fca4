import { Temporal } from 'temporal-polyfill';
import type { DemoOrganisation } from '../../../platform/modules/demo-plan.ts';
import { seedId } from '../../../platform/modules/demo-plan.ts';
import type { demoMembersOf } from '../../members/public.ts';

/**
 * Members of the organisation's second branch (Wellington in Demo Fitness) who trained mostly at
 * its first (Auckland) last month, so a transfer list of last month has movers. Taken from the
 * branch's persons 30 to 99 in seed order (e2e/tests/demo-members.ts claims them for the bulk
 * transfer journey): the step picks among them by the memberships the memberships seed sold
 * (`pickMovers`): four who can move and one of each kind who cannot.
 */
const MOVER_RANGE = { from: 30, to: 100 } as const;
const MOVERS_WHO_CAN = 4;

/** What the memberships seed made of a person, for picking movers. */
export type MoverState = 'CAN_MOVE' | 'AWAITING_PAYMENT_SETUP' | 'OVERDUE' | 'SUSPENDED';

/** The persons of the range, in seed order. */
export function moverCandidates(org: DemoOrganisation, rows: ReturnType<typeof demoMembersOf>): string[] {
  const home = org.branches[1];
  if (!home) return [];
  return rows.persons
    .filter((person) => person.homeBranchId === home.id)
    .slice(MOVER_RANGE.from, MOVER_RANGE.to)
    .flatMap((person) => (person.id ? [person.id] : []));
}

/** Four who can move and the first of each state that cannot, in seed order. */
export function pickMovers(candidates: readonly string[], states: ReadonlyMap<string, MoverState>): string[] {
  const able = candidates.filter((id) => states.get(id) === 'CAN_MOVE').slice(0, MOVERS_WHO_CAN);
  const blocked = (['AWAITING_PAYMENT_SETUP', 'OVERDUE', 'SUSPENDED'] as const).flatMap((state) =>
    candidates.filter((id) => states.get(id) === state).slice(0, 1),
  );
  return candidates.filter((id) => able.includes(id) || blocked.includes(id));
}
/** Visits last month at the other branch (days 2, 4, … of the month) and at home (days 23 and 25). */
const AWAY_VISITS = 10;
const HOME_DAYS = [23, 25] as const;
const ARRIVAL_KIND = 0x27;

export interface DemoVisit {
  id: string;
  personId: string;
  branchId: string;
  arrivedAt: Date;
  /** The branch's front desk, who let them in (a manual arrival). */
  recordedByUserId: string | null;
}

export function demoMoverVisits(
  org: DemoOrganisation,
  tenantNumber: number,
  now: Date,
  movers: readonly string[],
): DemoVisit[] {
  const [away, home] = org.branches;
  if (!away || !home) return [];
  // Last month as the home branch's staff see it now (the transfer form's default range), not
  // from the UTC seeding day: on the 1st in Auckland that day is still the last of the month.
  const month = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(home.timeZone)
    .toPlainDate()
    .toPlainYearMonth()
    .subtract({ months: 1 });
  const at = (branch: { timeZone: string }, day: number) =>
    new Date(
      month.toPlainDate({ day }).toZonedDateTime({ timeZone: branch.timeZone, plainTime: '12:00' })
        .epochMilliseconds,
    );
  let n = 0;
  return movers.flatMap((personId) => {
    const visit = (branch: { id: string; timeZone: string }, day: number): DemoVisit => ({
      id: seedId(tenantNumber, ARRIVAL_KIND, ++n),
      personId,
      branchId: branch.id,
      arrivedAt: at(branch, day),
      recordedByUserId: (org.staff.find((s) => s.homeBranchId === branch.id) ?? org.staff[0])?.userId ?? null,
    });
    return [
      ...Array.from({ length: AWAY_VISITS }, (_, i) => visit(away, 2 + 2 * i)),
      ...HOME_DAYS.map((day) => visit(home, day)),
    ];
  });
}
