import { IconCalendarEvent } from '@tabler/icons-react';
import type { ModuleRoute, WebModule } from '../../app/modules/web-module.ts';
import { CALENDAR_ROUTE } from './paths.ts';

/**
 * Spec 1 §2.1 calendar/:view?/:isoDate?: anyone working at the branch sees its calendar (the spec
 * gates only editing and removing sessions, by manage-sessions). The page, with the calendar
 * library, loads on demand: the entry chunk does not carry it.
 */
const calendar: ModuleRoute<'branch'> = {
  path: CALENDAR_ROUTE,
  children: [
    {
      path: ':view?/:isoDate?',
      lazy: async () => ({ Component: (await import('./CalendarPage.tsx')).CalendarPage }),
    },
  ],
};

/** The branch's calendar of sessions, its landing page (the branches module redirects to it). */
export const calendarModule: WebModule = {
  name: 'calendar',
  routes: { branch: [calendar] },
  navigation: { branch: [{ label: 'Calendar', icon: IconCalendarEvent, route: calendar }] },
};
