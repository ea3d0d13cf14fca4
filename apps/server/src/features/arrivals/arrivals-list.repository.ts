import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../platform/db/time-keyset.ts';
import { personBranchRoles, persons } from '../members/public.ts';
import { arrivals } from './arrivals.table.ts';

/** One arrival as the arrivals page and the arrival card read it: the row and who arrived. */
export interface ArrivalListRow {
  id: string;
  branchId: string;
  personId: string | null;
  firstName: string | null;
  lastName: string | null;
  imageKey: string | null;
  homeBranchId: string | null;
  vaccinationCertSightedOn: Date | null;
  arrivedAt: Date;
  departedAt: Date | null;
  tags: string[];
  granted: boolean;
  /** Why entry was denied: a code of the domain's denial catalogue; null when granted. */
  reason: string | null;
  /** The door's sentence for the denial, with its facts as they were then. */
  reasonText: string | null;
  /** The membership the decision concerned (the overdue, blocked or used one), if any. */
  membershipId: string | null;
  /** What the person is at the arrival's branch (or at home when nothing there). */
  personRole: 'Member' | 'Prospect' | 'StaffMember' | null;
  /** The person's last visit at the arrival's branch, as their role there records it. */
  lastVisitAt: Date | null;
  /** `arrivedAt` in microseconds since the epoch, exact, as text (the page's cursor). */
  atMicros: string;
}

export interface ArrivalFilter {
  branchId: string;
  /** granted / denied only; undefined: both. */
  granted?: boolean;
  /** Only denials for this reason code. */
  reason?: string;
  window: TimeWindow;
}

/**
 * The role shown for the person: the one at the arrival's branch, else at home; a staff role first
 * (staff names open the staff page), then Member, then Prospect.
 */
const roleAtBranch = sql<ArrivalListRow['personRole']>`(
  select r.role_type from ${personBranchRoles} r
  where r.person_id = ${arrivals.personId}
    and r.branch_id in (${arrivals.branchId}, ${persons.homeBranchId})
  order by (r.branch_id = ${arrivals.branchId}) desc,
    case r.role_type when 'StaffMember' then 0 when 'Member' then 1 else 2 end
  limit 1)`;

const lastVisitAtBranch = sql<Date | null>`(
  select max(r.last_visit_at) from ${personBranchRoles} r
  where r.person_id = ${arrivals.personId} and r.branch_id = ${arrivals.branchId})`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

const listColumns = {
  id: arrivals.id,
  branchId: arrivals.branchId,
  personId: arrivals.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  imageKey: persons.imageKey,
  homeBranchId: persons.homeBranchId,
  vaccinationCertSightedOn: persons.vaccinationCertSightedOn,
  arrivedAt: arrivals.arrivedAt,
  departedAt: arrivals.departedAt,
  tags: arrivals.tags,
  granted: arrivals.granted,
  reason: arrivals.reason,
  reasonText: arrivals.reasonText,
  membershipId: arrivals.membershipId,
  personRole: roleAtBranch,
  lastVisitAt: lastVisitAtBranch,
  atMicros: epochMicros(arrivals.arrivedAt),
};

function joinedArrivals(tx: Transaction) {
  return tx
    .select(listColumns)
    .from(arrivals)
    .leftJoin(
      persons,
      and(eq(persons.applicationId, arrivals.applicationId), eq(persons.id, arrivals.personId)),
    );
}

/**
 * A page of a branch's arrivals in a time window, newest first. The window is one day of the
 * branch, so `arrivals_branch_idx (application_id, branch_id, arrived_at)` bounds the scan to that
 * day however many arrivals the branch has, read in the index's order (the id only breaks ties).
 */
export async function findArrivalsOfBranch(
  tx: Transaction,
  filter: ArrivalFilter,
): Promise<ArrivalListRow[]> {
  const conditions: SQL[] = [
    eq(arrivals.branchId, filter.branchId),
    timeWindowCondition(arrivals.arrivedAt, arrivals.id, filter.window),
  ];
  if (filter.granted !== undefined) conditions.push(eq(arrivals.granted, filter.granted));
  // A reason reads arrivals_branch_reason_idx (application, branch, reason, arrived_at): the day of
  // one reason in index order.
  if (filter.reason !== undefined) conditions.push(eq(arrivals.reason, filter.reason));
  return joinedArrivals(tx)
    .where(and(...conditions))
    .orderBy(...timeWindowOrder(arrivals.arrivedAt, arrivals.id, filter.window.order))
    .limit(filter.window.limit);
}

/** One arrival, only when it was at `branchId`. */
export async function findArrivalAtBranch(
  tx: Transaction,
  id: string,
  branchId: string,
): Promise<ArrivalListRow | undefined> {
  const [row] = await joinedArrivals(tx)
    .where(and(eq(arrivals.id, id), eq(arrivals.branchId, branchId)))
    .limit(1);
  return row;
}
