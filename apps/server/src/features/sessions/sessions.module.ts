import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import {
  createSessionOperation,
  removeSessionOperation,
  updateSessionOperation,
} from './schedule/schedule.operations.ts';
import { sessionTopUpDayJob, sessionTopUpJob } from './schedule/top-up.jobs.ts';
import { registerSessionsFields } from './sessions.graphql.ts';
import { sessionSubject } from './subjects.ts';

/**
 * Sessions (spec 2 §3–§9): the schedule (series and their occurrences, changes with a preview),
 * the calendar's reads and staff availability; bookings and waitlists register beside them.
 */
export const sessionsModule: FeatureModule = {
  name: 'sessions',
  graphql: () => {
    registerSessionsFields();
  },
  jobs: [sessionTopUpJob, sessionTopUpDayJob],
  asyncOperations: [createSessionOperation, updateSessionOperation, removeSessionOperation],
  subjects: { session: sessionSubject },
};
