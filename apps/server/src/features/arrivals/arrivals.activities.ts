import { DENIAL_REASONS, isDenialReasonCode } from '@clubline/domain';
import type { ActivitySource } from '../../platform/activities/activity-source.ts';
import { findArrivalsOfPerson, findLastArrivalAt, type VisitRow } from './arrivals.repository.ts';

/** The door's sentence for a denial; the catalogue's words when only the code was stored. */
function denialTextOf(visit: VisitRow): string | null {
  if (visit.reasonText) return visit.reasonText;
  return isDenialReasonCode(visit.reason) ? DENIAL_REASONS[visit.reason].label : null;
}

/** A person's visits (arrivals) as member activities (spec 2 §3 "visit"). */
export const visitActivities: ActivitySource = {
  kind: 'VISIT',
  async list(tx, personId, window) {
    const visits = await findArrivalsOfPerson(tx, personId, window);
    return visits.map((visit) => ({
      kind: 'VISIT',
      id: visit.id,
      at: visit.arrivedAt,
      atMicros: visit.atMicros,
      branchId: visit.branchId,
      arrivalDepartureDuration: visit.departedAt
        ? Math.max(0, Math.round((visit.departedAt.getTime() - visit.arrivedAt.getTime()) / 1000))
        : null,
      attendanceStatus: null,
      visit: {
        branchId: visit.branchId,
        tags: visit.tags,
        granted: visit.granted,
        denialText: visit.granted ? null : denialTextOf(visit),
      },
    }));
  },
  lastAtBranch: findLastArrivalAt,
};
