import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import { classWaitlistsAsked } from '../../classes/public.ts';
import { sessions } from '../sessions.table.ts';

/**
 * Answers the classes' question (class-waitlists.hook.ts): members waiting on the waitlists of
 * each class's sessions not removed and not yet over, from the counts the waitlist statements keep.
 */
export const answerClassWaitlists = classWaitlistsAsked.handledBy(async (tx, question) => {
  const rows = await tx
    .select({ classId: sessions.classId, waiting: sql<number>`sum(${sessions.waitlistCount})::int` })
    .from(sessions)
    .where(
      and(
        inArray(sessions.classId, [...question.classIds]),
        isNull(sessions.cancelledAt),
        gt(sessions.endsAt, sql`now()`),
        gt(sessions.waitlistCount, 0),
      ),
    )
    .groupBy(sessions.classId);
  for (const row of rows) if (row.classId) question.waiting.set(row.classId, row.waiting);
});
