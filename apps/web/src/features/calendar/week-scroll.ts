import { CALENDAR_WEEK_STARTS_ON, type CalendarView } from '@clubline/domain';
import { type RefObject, useLayoutEffect } from 'react';

/** The column of a YYYY-MM-DD day in its week: 0 for the first day (Monday), 6 for the last. */
export function weekColumnOf(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  // getUTCDay: Sunday 0 … Saturday 6; CALENDAR_WEEK_STARTS_ON counts Monday as 1, as ISO does.
  const isoWeekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  return (isoWeekday - CALENDAR_WEEK_STARTS_ON + 7) % 7;
}

/**
 * Scrolls the week's time grid sideways so that `isoDate`'s column is the first one beside the
 * times. On a phone the seven days are wider together than the screen and scroll inside the grid
 * (SessionCalendar.module.css); the week opens on the day of its address, which is today when the
 * calendar is opened from the menu or with Today, and the day just looked at when switching from
 * the day view. Where the whole week fits, the grid cannot scroll and nothing moves. The days'
 * names above scroll with the grid: the library follows the grid's scroll events, and is told at
 * once here so the first frame already agrees.
 */
export function scrollWeekToDay(root: ParentNode, isoDate: string): void {
  const grid = root.querySelector<HTMLElement>('.rbc-time-content');
  if (!grid) return;
  const day = grid.querySelectorAll<HTMLElement>(':scope > .rbc-day-slot')[weekColumnOf(isoDate)];
  if (!day) return;
  const times = grid.querySelector<HTMLElement>(':scope > .rbc-time-gutter');
  grid.scrollLeft = day.offsetLeft - (times?.offsetWidth ?? 0);
  const header = root.querySelector<HTMLElement>('.rbc-time-header');
  if (header) header.scrollLeft = grid.scrollLeft;
}

/**
 * The week under `ref` opens on its address's day (scrollWeekToDay), before its first paint and
 * again whenever the view or the day changes. The header of day names can only scroll as far as
 * it is wide, and its width settles after the grid's: the library measures the times' column a
 * frame later and narrows the header beside a vertical scrollbar. Until then it could not follow
 * the grid to the week's last days, so it follows again whenever its size changes.
 */
export function useWeekOpensOnDay(
  ref: RefObject<HTMLElement | null>,
  view: CalendarView,
  isoDate: string,
): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (view !== 'week' || !root) return;
    scrollWeekToDay(root, isoDate);
    const grid = root.querySelector<HTMLElement>('.rbc-time-content');
    const header = root.querySelector<HTMLElement>('.rbc-time-header');
    if (!grid || !header) return;
    const observer = new ResizeObserver(() => {
      header.scrollLeft = grid.scrollLeft;
    });
    observer.observe(header);
    const times = header.querySelector('.rbc-time-header-gutter');
    if (times) observer.observe(times);
    return () => observer.disconnect();
  }, [ref, view, isoDate]);
}
