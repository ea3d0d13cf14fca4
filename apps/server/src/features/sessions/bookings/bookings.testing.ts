import type { Transaction } from '../../../platform/db/client.ts';
import { tenantOf } from '../../../testing/builder-support.ts';
import { insertSeriesWithSession, readPlaces } from './booking-fixtures.repository.ts';

export interface BookableSessionOverrides {
  branchId: string;
  classId?: string | null;
  /** Required without a class. */
  name?: string | null;
  capacity?: number | null;
  /** Default: from an hour from now to two hours from now. */
  startsAt?: Date;
  endsAt?: Date;
  timeZone?: string;
}

const HOUR_MS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Test builder: one ONCE session (its series and its occurrence) written straight into the tables,
 * for the booking tests. The wall-clock fields are the instants read in UTC rounded to the half
 * hour (the table's checks); bookings read the instants, not the wall clock.
 */
export async function makeBookableSession(tx: Transaction, overrides: BookableSessionOverrides) {
  const applicationId = await tenantOf(tx);
  const startsAt = overrides.startsAt ?? new Date(Date.now() + HOUR_MS);
  const endsAt = overrides.endsAt ?? new Date(startsAt.getTime() + HOUR_MS);
  const date = startsAt.toISOString().slice(0, 10);
  const hour = Math.min(startsAt.getUTCHours(), 22);
  const startTime = `${pad(hour)}:00`;
  const endTime = `${pad(hour + 1)}:00`;
  const what = {
    branchId: overrides.branchId,
    classId: overrides.classId ?? null,
    name: overrides.name ?? (overrides.classId ? null : 'Open gym'),
    capacity: overrides.capacity === undefined ? null : overrides.capacity,
    startTime,
    endTime,
    timeZone: overrides.timeZone ?? 'Pacific/Auckland',
  };
  return insertSeriesWithSession(
    tx,
    { applicationId, ...what, frequency: 'ONCE', startDate: date, endDate: date },
    { applicationId, ...what, date, startsAt, endsAt },
  );
}

/** A session's booked count and its live bookings, as stored. */
export async function placesOf(tx: Transaction, sessionId: string) {
  const { session, bookings } = await readPlaces(tx, sessionId);
  return {
    bookedCount: session?.bookedCount ?? -1,
    waitlistCount: session?.waitlistCount ?? -1,
    live: bookings.filter((b) => b.cancelledAt === null),
    all: bookings,
  };
}
