import type { FeatureModule } from '../../../platform/modules/feature-module.ts';
import { registerCalendarFeedFields } from '../ical/calendar-feed.graphql.ts';
import { registerCalendarFeedRoutes } from '../ical/calendar-feed.rest.ts';
import { timetableSeed } from '../seed/timetable.seed.ts';
import { registerTimetableRoutes } from './timetable.rest.ts';

/**
 * What members see of the sessions (docs/classes.md "Member timetable", "Calendar feed"): the
 * public week's timetable on the member domain, each member's iCalendar feed and the field that
 * hands its address to staff; and the demo timetable the seed writes.
 */
export const sessionTimetableModule: FeatureModule = {
  name: 'session-timetable',
  graphql: registerCalendarFeedFields,
  rest: async (app, env) => {
    await registerCalendarFeedRoutes(app, env);
    await registerTimetableRoutes(app, env);
  },
  seed: timetableSeed,
};
