import type { ActivitySource } from '../../platform/activities/activity-source.ts';
import { findMembershipActivities } from './memberships.repository.ts';

/** A person's memberships added, ended and changed, as member activities (spec 2 §3 "membershipChange"). */
export const membershipChangeActivities: ActivitySource = {
  kind: 'MEMBERSHIP_CHANGE',
  async list(tx, personId, window) {
    const rows = await findMembershipActivities(tx, personId, window);
    return rows.map((row) => ({
      kind: 'MEMBERSHIP_CHANGE',
      id: row.id,
      at: row.at,
      atMicros: row.atMicros,
      branchId: row.branchId,
      arrivalDepartureDuration: null,
      attendanceStatus: null,
      membershipChange: { branchId: row.branchId, membershipId: row.id, action: row.action },
    }));
  },
};
