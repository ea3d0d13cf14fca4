import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@clubline/domain';

/** Display helpers for branch details; addresses and phones are formatted by `ui/format.ts`. */
export { formatAddress, formatPhone } from '../../ui/format.ts';

/** Every weekday, Monday first, with its opening hours or none (closed). */
export function weekWithHours<T extends { dayOfWeek: string }>(
  hours: readonly T[],
): { day: Weekday; label: string; hours: T | undefined }[] {
  return WEEKDAYS.map((day) => ({
    day,
    label: WEEKDAY_LABELS[day],
    hours: hours.find((entry) => entry.dayOfWeek.toUpperCase() === day),
  }));
}
