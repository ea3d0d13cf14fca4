import {
  activityPageLimitSchema,
  activityTimeRangeSchema,
  MEMBER_ACTIVITY_KINDS,
  type MemberActivityKind,
  pastActivitiesStart,
  upcomingActivitiesEnd,
} from '@clubline/domain';
import { z } from 'zod';
import { activitySources, type MemberActivityEntry } from '../../../platform/activities/activity-source.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { cursorMicros, type TimePosition } from '../../../platform/db/time-keyset.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { homeBranchOf, requirePersonAccess } from '../persons/persons.service.ts';

const rankOf = (kind: MemberActivityKind) => MEMBER_ACTIVITY_KINDS.indexOf(kind);

type Direction = 'past' | 'future';

/** Where a page ended: the last entry's instant, kind and id, bound to its list. */
const cursorSchema = z.object({
  d: z.enum(['past', 'future']),
  t: cursorMicros,
  k: z.enum(MEMBER_ACTIVITY_KINDS),
  i: z.string().max(100),
});
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(direction: Direction, entry: MemberActivityEntry): string {
  const cursor: Cursor = { d: direction, t: entry.atMicros, k: entry.kind, i: entry.id };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(direction: Direction, text: string | null | undefined): Cursor | null {
  if (text === null || text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('INVALID_CURSOR');
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.d !== direction) throw new DomainError('INVALID_CURSOR');
  return cursor.data;
}

/** Where a source continues after the cursor: entries at the same instant come in kind order. */
function positionFor(kind: MemberActivityKind, cursor: Cursor | null): TimePosition | null {
  if (!cursor) return null;
  const rank = rankOf(kind);
  const cursorRank = rankOf(cursor.k);
  return {
    atMicros: cursor.t,
    id: cursor.i,
    sameInstant: rank < cursorRank ? 'exclude' : rank === cursorRank ? 'byId' : 'include',
  };
}

/** The merged order: time in the list's direction, then kind, then id in the list's direction. */
function compareEntries(direction: Direction) {
  const sign = direction === 'past' ? -1 : 1;
  return (a: MemberActivityEntry, b: MemberActivityEntry): number => {
    const byTime = BigInt(a.atMicros) - BigInt(b.atMicros);
    if (byTime !== 0n) return sign * (byTime > 0n ? 1 : -1);
    const byKind = rankOf(a.kind) - rankOf(b.kind);
    if (byKind !== 0) return byKind;
    return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

export type { MemberActivityEntry };

export interface MemberActivityPage {
  activities: MemberActivityEntry[];
  /** Pass back to read the next page ("Load more"); null when there is none. */
  nextCursor: string | null;
}

async function readPage(
  tx: Transaction,
  personId: string,
  direction: Direction,
  range: { from: Date; to: Date },
  cursor: Cursor | null,
  limit: number,
): Promise<MemberActivityPage> {
  if (range.from.getTime() >= range.to.getTime()) return { activities: [], nextCursor: null };
  const order = direction === 'past' ? 'desc' : 'asc';
  // Sequential, not Promise.all: a transaction is one connection and runs one query at a time.
  const lists = [];
  for (const source of activitySources()) {
    lists.push(
      await source.list(tx, personId, {
        ...range,
        order,
        after: positionFor(source.kind, cursor),
        limit: limit + 1,
      }),
    );
  }
  const merged = lists.flat().sort(compareEntries(direction));
  const activities = merged.slice(0, limit);
  const last = activities.at(-1);
  return {
    activities,
    nextCursor: merged.length > limit && last ? encodeCursor(direction, last) : null,
  };
}

interface ActivityTimeRange {
  startTimestamp?: number | null;
  endTimestamp?: number | null;
}

export interface MemberActivitiesArgs {
  personId: string;
  /** Epoch seconds; clamped to the last 24 months and to now. */
  pastTimestamps?: ActivityTimeRange | null;
  /** Epoch seconds; from now on (default: the next 24 months). */
  futureTimestamps?: ActivityTimeRange | null;
  limit?: number | null;
  pastCursor?: string | null;
  futureCursor?: string | null;
}

export interface MemberActivities {
  past: MemberActivityPage;
  upcoming: MemberActivityPage;
  /** The earliest instant past activities reach (24 months back), for 'Only 2 years…'. */
  pastWindowStart: Date;
}

const seconds = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : value * 1000;

/**
 * getMemberActivities (spec 2 §7): view-member on the person's home branch. Past entries reach back
 * 24 months (in the home branch's time zone) whatever is asked, newest first; upcoming ones are
 * soonest first. Each list comes `limit` (at most 100) at a time with a cursor for the next.
 */
export async function getMemberActivities(
  context: RequestContext,
  args: MemberActivitiesArgs,
  nowMs: number = Date.now(),
): Promise<MemberActivities> {
  const limit = parseInput(activityPageLimitSchema, args.limit);
  const past = parseInput(activityTimeRangeSchema, args.pastTimestamps ?? {});
  const future = parseInput(activityTimeRangeSchema, args.futureTimestamps ?? {});
  const pastCursor = decodeCursor('past', args.pastCursor);
  const futureCursor = decodeCursor('future', args.futureCursor);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const person = await requirePersonAccess(context, tx, args.personId, 'view-member');
    const timeZone = (await homeBranchOf(tx, person))?.timeZone;
    const windowStart = pastActivitiesStart(nowMs, timeZone);
    const futureEnd = upcomingActivitiesEnd(nowMs, timeZone);
    const pastRange = {
      from: new Date(Math.max(windowStart, seconds(past.startTimestamp) ?? windowStart)),
      to: new Date(Math.min(nowMs, seconds(past.endTimestamp) ?? nowMs) + 1),
    };
    const futureRange = {
      from: new Date(Math.max(nowMs + 1, seconds(future.startTimestamp) ?? nowMs + 1)),
      to: new Date((seconds(future.endTimestamp) ?? futureEnd) + 1),
    };
    return {
      past: await readPage(tx, person.id, 'past', pastRange, pastCursor, limit),
      upcoming: await readPage(tx, person.id, 'future', futureRange, futureCursor, limit),
      pastWindowStart: new Date(windowStart),
    };
  });
}
