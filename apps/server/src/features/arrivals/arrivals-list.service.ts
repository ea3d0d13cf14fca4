import { isDenialReasonCode, parseIsoDate, resolveTimeZone, todayIn } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { allows, authorize } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { cursorMicros } from '../../platform/db/time-keyset.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { findBranchInTransaction } from '../branches/public.ts';
import {
  type ArrivalListRow,
  findArrivalAtBranch,
  findArrivalsOfBranch,
} from './arrivals-list.repository.ts';

/** The page's size and the most one request may ask for. */
const ARRIVALS_PAGE_SIZE = 50;
const ARRIVALS_PAGE_MAX = 100;

/** Seeing a branch's arrivals (spec 1 §2 "arrivals (needs view-arrival)"), the card's and the page's gate. */
export const VIEW_ARRIVAL = 'view-arrival';

const arrivalListInput = z.object({
  branchId: z.uuid({ message: 'Invalid branchId' }),
  day: z
    .string()
    .max(10)
    .refine((text) => parseIsoDate(text) !== undefined, { message: 'Day must be a date (YYYY-MM-DD)' })
    .optional(),
  result: z.enum(['GRANTED', 'DENIED']).optional(),
  /** A code of the denial catalogue. */
  reason: z
    .string()
    .refine(isDenialReasonCode, { message: 'Reason must be a denial reason code' })
    .optional(),
  after: z.string().max(300).optional(),
  limit: z.int().min(1).max(ARRIVALS_PAGE_MAX).optional(),
});
export type ArrivalListInput = z.input<typeof arrivalListInput>;

export type ArrivalView = ArrivalListRow;

export interface ArrivalPage {
  /** The branch day listed (YYYY-MM-DD in the branch's time zone). */
  day: string;
  /** The branch's time zone, in which the page shows times. */
  timeZone: string;
  arrivals: ArrivalView[];
  /** Pass back as `after` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

const cursorSchema = z.object({ t: cursorMicros, i: z.uuid() });

function encodeCursor(row: ArrivalListRow): string {
  return Buffer.from(JSON.stringify({ t: row.atMicros, i: row.id })).toString('base64url');
}

function decodeCursor(text: string | undefined): z.infer<typeof cursorSchema> | null {
  if (text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('INVALID_CURSOR');
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) throw new DomainError('INVALID_CURSOR');
  return cursor.data;
}

/** The instants a branch day spans (a daylight-saving day is 23 or 25 hours long). */
function dayWindow(day: Temporal.PlainDate, timeZone: string): { from: Date; to: Date } {
  const start = day.toZonedDateTime({ timeZone }).toInstant();
  const end = day.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant();
  return { from: new Date(start.epochMilliseconds), to: new Date(end.epochMilliseconds) };
}

/**
 * A branch's arrivals of one day in its time zone (today when no day is given), newest first, in
 * pages read after the previous page's last arrival. view-arrival on the branch, as stored.
 */
export async function getArrivals(context: RequestContext, rawInput: ArrivalListInput): Promise<ArrivalPage> {
  const input = parseInput(arrivalListInput, rawInput);
  const cursor = decodeCursor(input.after);
  const limit = input.limit ?? ARRIVALS_PAGE_SIZE;
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, VIEW_ARRIVAL, { kind: 'branch', id: input.branchId });
    const branch = await findBranchInTransaction(tx, input.branchId);
    if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
    const timeZone = resolveTimeZone(branch.timeZone);
    const day = (input.day ? parseIsoDate(input.day) : undefined) ?? todayIn(timeZone);
    const rows = await findArrivalsOfBranch(tx, {
      branchId: input.branchId,
      granted: input.result === undefined ? undefined : input.result === 'GRANTED',
      reason: input.reason,
      window: {
        ...dayWindow(day, timeZone),
        order: 'desc',
        after: cursor ? { atMicros: cursor.t, id: cursor.i, sameInstant: 'byId' } : null,
        limit: limit + 1,
      },
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      day: day.toString(),
      timeZone,
      arrivals: page,
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  });
}

const arrivalInput = z.object({
  id: z.uuid({ message: 'Invalid arrival id' }),
  branchId: z.uuid({ message: 'Invalid branchId' }),
});

/**
 * One arrival by id at a branch (the arrival card reads each message's arrival so). view-arrival on
 * the branch; null when the branch has no such arrival, so an id of another branch tells nothing.
 */
export async function getArrival(
  context: RequestContext,
  rawInput: z.input<typeof arrivalInput>,
): Promise<ArrivalView | null> {
  const input = parseInput(arrivalInput, rawInput);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, VIEW_ARRIVAL, { kind: 'branch', id: input.branchId });
    return (await findArrivalAtBranch(tx, input.id, input.branchId)) ?? null;
  });
}

/**
 * A manual arrival's ticket result: the arrival when the viewer may still see its branch's
 * arrivals, else null (as a transfer's person is).
 */
export async function findVisibleArrival(
  context: RequestContext,
  id: string,
  branchId: string,
): Promise<ArrivalView | null> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    if (!(await allows(context, tx, VIEW_ARRIVAL, { kind: 'branch', id: branchId }))) return null;
    return (await findArrivalAtBranch(tx, id, branchId)) ?? null;
  });
}
