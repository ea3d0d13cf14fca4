/** Spec 1 §2.1: the branch area's calendar, calendar/:view?/:isoDate? (the branch's landing page). */
export const CALENDAR_ROUTE = 'calendar';
