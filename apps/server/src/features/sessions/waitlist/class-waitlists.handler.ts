import { classWaitlistsAsked } from '../../classes/public.ts';
import { waitingByClass } from './waitlist.repository.ts';

/**
 * Answers the classes' question (class-waitlists.hook.ts): members waiting on the waitlists of
 * each class's sessions not removed and not yet over.
 */
export const answerClassWaitlists = classWaitlistsAsked.handledBy(async (tx, question) => {
  for (const row of await waitingByClass(tx, question.classIds)) {
    if (row.classId) question.waiting.set(row.classId, row.waiting);
  }
});
