import type { ActivitySource } from '../../../platform/activities/activity-source.ts';
import { findSendsOfPerson } from './correspondence-activities.repository.ts';

/** Every message a rule sent a member, on their activities (the send log). */
export const correspondenceActivities: ActivitySource = {
  kind: 'CORRESPONDENCE',
  async list(tx, personId, window) {
    const sends = await findSendsOfPerson(tx, personId, window);
    return sends.map((send) => ({
      kind: 'CORRESPONDENCE',
      id: send.id,
      at: send.createdAt,
      atMicros: send.atMicros,
      branchId: send.branchId,
      arrivalDepartureDuration: null,
      attendanceStatus: null,
      correspondence: { channel: send.channel, type: send.type, summary: send.summary, status: send.status },
    }));
  },
};
