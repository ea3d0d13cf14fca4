export const SESSION_ATTENDANCES = ['BOOKED', 'ATTENDED'] as const;
export type SessionAttendance = (typeof SESSION_ATTENDANCES)[number];

export const SESSION_REPEATS = ['ONCE', 'WEEKLY'] as const;
export type SessionRepeat = (typeof SESSION_REPEATS)[number];

/** Weekdays in ISO order: index + 1 is the ISO day of week (Monday = 1, as in Temporal). */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

/** The weekday of an ISO day-of-week number (1 = Monday … 7 = Sunday). */
export function weekdayFromIso(dayOfWeek: number): Weekday {
  const day = WEEKDAYS[dayOfWeek - 1];
  if (day === undefined) throw new RangeError(`Invalid ISO day of week: ${dayOfWeek}`);
  return day;
}
