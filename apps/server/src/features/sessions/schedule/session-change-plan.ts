import { type SeriesSplit, sessionSpan, splitSeriesAt } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { billingClock } from '../../billing/public.ts';
import { waiveFeesOfRemovedSessions } from '../fees/session-fee-waiver.ts';
import { findSeriesRow, findSessionRow, type SeriesRow, type SessionRow } from '../sessions.repository.ts';
import { horizonOf, materialiseSeries, seriesOf } from './materialise.ts';
import {
  cancelSessions,
  deleteSeries,
  insertSeries,
  type LiveBooking,
  liveBookingsOf,
  seriesRowsFrom,
  updateSeries,
  updateSession,
} from './schedule.repository.ts';
import { checkOpenSeriesStart, type SessionChange, type SessionChangeScope } from './session-input.ts';

/** What becomes of a booking: CANCELLED (removal), MOVED (new date or time), OVER_CAPACITY. */
type BookingOutcome = 'CANCELLED' | 'MOVED' | 'OVER_CAPACITY';

export interface AffectedBooking extends Omit<LiveBooking, 'bookedAt'> {
  date: string;
  outcome: BookingOutcome;
}

export interface SessionChangePreview {
  /** Sessions (not removed) the change touches. */
  sessionsAffected: number;
  affectedBookings: AffectedBooking[];
  /** A session in scope has an ATTENDED member: a removal is refused. */
  blockedByAttendance: boolean;
}

/**
 * A change worked out before it is made: the preview staff confirm and the writes that make
 * exactly it. The preview queries and the worker both build the plan with the same function, so
 * what was shown is what is done (when nothing changed in between; the worker plans again on
 * what is stored then).
 */
export interface SessionPlan {
  preview: SessionChangePreview;
  /** Applies the change; answers the id of the session the change was asked on. */
  apply(tx: Transaction, byUserId: string | null): Promise<string>;
}

interface PlanOptions {
  /** Lock the rows (the worker); a preview reads in the request's read-only snapshot. */
  lock: boolean;
}

const notFound = () => new DomainError('SESSION_NOT_FOUND_ERROR');
const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
const daysBetween = (from: string, to: string) =>
  Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;

async function loadTarget(tx: Transaction, id: string, options: PlanOptions) {
  const session = await findSessionRow(tx, id, options);
  if (!session || session.cancelledAt !== null) throw notFound();
  const series = await findSeriesRow(tx, session.seriesId, options);
  if (!series) throw notFound();
  return { session, series };
}

/** The series cut at the session for "this and following"; a date off its weekly grid is stale. */
function splitAt(series: SeriesRow, session: SessionRow): SeriesSplit {
  const split = splitSeriesAt(seriesOf(series), session.date);
  if (!split) throw notFound();
  return split;
}

/** The sessions a scope covers: the one, or it and every later one of its series (removed ones too). */
async function sessionsInScope(
  tx: Transaction,
  session: SessionRow,
  series: SeriesRow,
  scope: SessionChangeScope,
  options: PlanOptions,
): Promise<SessionRow[]> {
  if (scope === 'THIS_SESSION') return [session];
  splitAt(series, session);
  return seriesRowsFrom(tx, series.id, session.date, options);
}

/** Removing one session or it and the following ones (spec 2 §6 "Edit or remove sessions"). */
export async function planSessionRemoval(
  tx: Transaction,
  sessionId: string,
  scope: SessionChangeScope,
  options: PlanOptions,
): Promise<SessionPlan> {
  const { session, series } = await loadTarget(tx, sessionId, options);
  const live = (await sessionsInScope(tx, session, series, scope, options)).filter(
    (row) => row.cancelledAt === null,
  );
  const dates = new Map(live.map((row) => [row.id, row.date]));
  const bookings = await liveBookingsOf(
    tx,
    live.map((row) => row.id),
  );
  const preview: SessionChangePreview = {
    sessionsAffected: live.length,
    affectedBookings: bookings.map(({ bookedAt: _, ...booking }) => ({
      ...booking,
      date: dates.get(booking.sessionId) ?? '',
      outcome: 'CANCELLED',
    })),
    blockedByAttendance: bookings.some((booking) => booking.status === 'ATTENDED'),
  };
  return {
    preview,
    async apply(writer, byUserId) {
      // Spec 2 §4: a session with an ATTENDED member cannot be removed (nor a run holding one).
      if (preview.blockedByAttendance) throw new DomainError('SESSION_HAS_ATTENDED_MEMBERS_ERROR');
      await cancelSessions(
        writer,
        live.map((row) => row.id),
        byUserId,
      );
      // A class that did not happen costs no one a late cancellation or no-show fee.
      await waiveFeesOfRemovedSessions(
        writer,
        live.map((row) => row.id),
        byUserId,
      );
      if (scope === 'THIS_AND_FOLLOWING' && series.frequency === 'WEEKLY') {
        // The series ends before the cut, so the daily top-up makes none of the removed dates again.
        const dayBefore = addDays(session.date, -1);
        const endDate = daysBetween(series.startDate, dayBefore) >= 0 ? dayBefore : series.startDate;
        await updateSeries(writer, series.id, { endDate });
      }
      return session.id;
    },
  };
}

interface Placement {
  row: SessionRow;
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Changing one session or it and the following ones (spec 2 §3 "Session update input"). Bookings
 * stay booked whatever moves (the member is told by correspondence); a capacity lowered below the
 * places already taken keeps every member, the latest bookings beyond it reported OVER_CAPACITY,
 * and the stored capacity is then the number booked (the session reads Full): a paying member is
 * never dropped by an edit.
 */
export async function planSessionChange(
  tx: Transaction,
  change: SessionChange,
  options: PlanOptions,
): Promise<SessionPlan> {
  const { session, series } = await loadTarget(tx, change.id, options);
  if (session.date !== change.date) throw notFound();
  const shift = change.newDate === null ? 0 : daysBetween(change.date, change.newDate);
  if (change.newDate !== null && shift < 0 && change.scope === 'THIS_AND_FOLLOWING') {
    // The following part becomes a series of its own from the new date; an open weekly one is
    // made from there to 26 weeks ahead, so it may not start earlier than a new one may.
    if (series.frequency === 'WEEKLY' && series.endDate === null) {
      checkOpenSeriesStart(change.newDate, billingClock.today(series.timeZone), 'newDate');
    }
  }
  const inScope = await sessionsInScope(tx, session, series, change.scope, options);
  const placements = inScope.map((row): Placement => {
    const date = addDays(row.date, shift);
    const span = sessionSpan(date, change.startTime, change.endTime, row.timeZone);
    return {
      row,
      date,
      startsAt: new Date(span.start.epochMilliseconds),
      endsAt: new Date(span.end.epochMilliseconds),
    };
  });
  const live = placements.filter((placement) => placement.row.cancelledAt === null);
  const bookings = await liveBookingsOf(
    tx,
    live.map((placement) => placement.row.id),
  );
  const limit = change.capacity !== null && change.capacity > 0 ? change.capacity : null;
  const byId = new Map(live.map((placement) => [placement.row.id, placement]));
  const taken = new Map<string, number>();
  const affectedBookings: AffectedBooking[] = [];
  for (const { bookedAt: _, ...booking } of bookings) {
    const placement = byId.get(booking.sessionId);
    if (!placement) continue;
    const position = (taken.get(booking.sessionId) ?? 0) + 1;
    taken.set(booking.sessionId, position);
    const moved =
      placement.date !== placement.row.date ||
      placement.startsAt.getTime() !== placement.row.startsAt.getTime() ||
      placement.endsAt.getTime() !== placement.row.endsAt.getTime();
    // Beyond the new capacity weighs more for staff than the move: that member is kept over it.
    const outcome: BookingOutcome | null =
      limit !== null && position > limit ? 'OVER_CAPACITY' : moved ? 'MOVED' : null;
    if (outcome) affectedBookings.push({ ...booking, date: placement.row.date, outcome });
  }
  const preview: SessionChangePreview = {
    sessionsAffected: live.length,
    affectedBookings,
    blockedByAttendance: false,
  };
  const fieldsOf = (placement: Placement) => ({
    classId: change.classId,
    name: change.name,
    staffMemberId: change.staffMemberId,
    // Never below the places taken: nobody booked is dropped (the session then reads Full).
    capacity: limit === null ? change.capacity : Math.max(limit, placement.row.bookedCount),
    date: placement.date,
    startTime: change.startTime,
    endTime: change.endTime,
    startsAt: placement.startsAt,
    endsAt: placement.endsAt,
  });
  const changed = (placement: Placement) => {
    const fields = fieldsOf(placement);
    const row = placement.row;
    return (
      fields.classId !== row.classId ||
      fields.name !== row.name ||
      fields.staffMemberId !== row.staffMemberId ||
      fields.capacity !== row.capacity ||
      fields.date !== row.date ||
      fields.startTime !== row.startTime ||
      fields.endTime !== row.endTime
    );
  };
  const seriesFields = {
    classId: change.classId,
    name: change.name,
    staffMemberId: change.staffMemberId,
    capacity: change.capacity,
    startTime: change.startTime,
    endTime: change.endTime,
  };
  return {
    preview,
    async apply(writer, byUserId) {
      if (change.scope === 'THIS_SESSION') {
        const placement = placements[0];
        if (!placement) throw notFound();
        let seriesId = session.seriesId;
        if (placement.date !== session.date) {
          if (series.frequency !== 'ONCE') {
            // A moved occurrence leaves its weekly series for one of its own, so the series' grid
            // (and "this and following" on it) stays whole, and its old date is not made again.
            const detached = await insertSeries(writer, {
              applicationId: series.applicationId,
              branchId: session.branchId,
              ...seriesFields,
              capacity: fieldsOf(placement).capacity,
              frequency: 'ONCE',
              startDate: placement.date,
              timeZone: session.timeZone,
              materialisedUntil: placement.date,
              createdByUserId: byUserId,
            });
            seriesId = detached.id;
          }
        }
        if (series.frequency === 'ONCE') {
          // A series of one is that session: it follows the session, wherever it moves.
          await updateSeries(writer, series.id, {
            ...seriesFields,
            startDate: placement.date,
            materialisedUntil: placement.date,
          });
        }
        await updateSession(writer, session.id, { ...fieldsOf(placement), seriesId }, changed(placement));
        return session.id;
      }
      // This and following: a series of their own from the (moved) date takes the change, with the
      // earlier occurrences' series ending the day before. Moving the rows into a new series (rather
      // than shifting dates inside the old one) cannot collide with the unique (series, date).
      const split = splitAt(series, session);
      const following = await insertSeries(writer, {
        applicationId: series.applicationId,
        branchId: series.branchId,
        ...seriesFields,
        frequency: series.frequency,
        startDate: addDays(session.date, shift),
        endDate: series.endDate === null ? null : addDays(series.endDate, shift),
        timeZone: series.timeZone,
        materialisedUntil:
          series.materialisedUntil === null ? null : addDays(series.materialisedUntil, shift),
        createdByUserId: byUserId,
      });
      for (const placement of placements) {
        if (placement.row.cancelledAt !== null) {
          // A removed date stays removed in the new series (never made again by the top-up).
          await updateSession(
            writer,
            placement.row.id,
            { seriesId: following.id, date: placement.date },
            false,
          );
        } else {
          await updateSession(
            writer,
            placement.row.id,
            { ...fieldsOf(placement), seriesId: following.id },
            changed(placement),
          );
        }
      }
      if (split.before === null) {
        await deleteSeries(writer, series.id);
      } else {
        const dayBefore = addDays(session.date, -1);
        await updateSeries(writer, series.id, {
          endDate: split.before.untilDate,
          materialisedUntil:
            series.materialisedUntil !== null && series.materialisedUntil > dayBefore
              ? dayBefore
              : series.materialisedUntil,
        });
      }
      await materialiseSeries(
        writer,
        following,
        horizonOf(following, billingClock.today(following.timeZone)),
      );
      return session.id;
    },
  };
}
