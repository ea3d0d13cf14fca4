import type { ActivitySource, MemberActivityEntry } from '../../platform/activities/activity-source.ts';
import { findBlockActivities } from './blocking/membership-blocking.repository.ts';
import { findMembershipActivities } from './memberships.repository.ts';
import { findSuspensionActivities } from './suspensions/membership-suspensions.repository.ts';

/**
 * A person's memberships added, ended and changed, blocked and unblocked by overdue control
 * (docs/overdue-control.md), and suspended (docs/memberships.md "Suspensions"), as member activities (spec 2 §3 "membershipChange"). One source per
 * kind (the module contract): both lists are merged in the window's (at, id) order, then cut.
 */
export const membershipChangeActivities: ActivitySource = {
  kind: 'MEMBERSHIP_CHANGE',
  async list(tx, personId, window) {
    const changes = (await findMembershipActivities(tx, personId, window)).map((row) => entry(row, row.id));
    const blocks = (await findBlockActivities(tx, personId, window)).map((row) =>
      entry(row, row.membershipId),
    );
    const suspensions = (await findSuspensionActivities(tx, personId, window)).map((row) =>
      entry(row, row.membershipId),
    );
    const sign = window.order === 'desc' ? -1 : 1;
    return [...changes, ...blocks, ...suspensions]
      .sort(
        (a, b) => sign * (compareMicros(a.atMicros, b.atMicros) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      )
      .slice(0, window.limit);
  },
};

type Row = {
  id: string;
  branchId: string;
  at: Date;
  atMicros: string;
  action: NonNullable<MemberActivityEntry['membershipChange']>['action'];
};

function entry(row: Row, membershipId: string): MemberActivityEntry {
  return {
    kind: 'MEMBERSHIP_CHANGE',
    id: row.id,
    at: row.at,
    atMicros: row.atMicros,
    branchId: row.branchId,
    arrivalDepartureDuration: null,
    attendanceStatus: null,
    membershipChange: { branchId: row.branchId, membershipId, action: row.action },
  };
}

/** Decimal microsecond texts compared as numbers (too large for a JS number to keep exact). */
function compareMicros(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
