import 'dayjs/locale/en-gb';
import dayjs from 'dayjs';
import { DateLocalizer, type DateRange, dayjsLocalizer, type FormatInput } from 'react-big-calendar';

type Unit = Parameters<DateLocalizer['inRange']>[3];

/**
 * en-gb: weeks start on Monday (CALENDAR_WEEK_STARTS_ON, the days fetched), dates read 28 Nov. Set
 * as dayjs's own locale: the localizer reads the first day of the week from it, whatever culture
 * the calendar is given. Nothing else in the web uses dayjs.
 */
export const CULTURE = 'en-gb';
dayjs.locale(CULTURE);

const dayjsBased = dayjsLocalizer(dayjs);

/**
 * The calendar's localizer: dayjs writes the labels (its format tokens, its en-gb week and the
 * month view's visible days), while the date arithmetic the library runs while laying out events
 * (start of day, comparisons, differences, several calls per event and per pair of events) is
 * the library's own on plain Dates, as its date-fns and Globalize localizers do. The dayjs
 * localizer wraps every operand in a dayjs object: with a thousand sessions in a week that was
 * the largest share of the script before the first paint. The events are wall-clock Dates in the
 * browser's zone (calendar-events.ts), which is the zone both do their arithmetic in.
 */
const dayjsFormats = {
  formats: dayjsBased.formats,
  firstOfWeek: (culture: string) => dayjsBased.startOfWeek(culture),
  format: (value: FormatInput, format: string, culture?: string) => dayjsBased.format(value, format, culture),
  firstVisibleDay: (date: Date, calendar: unknown) => dayjsBased.firstVisibleDay(date, calendar),
  lastVisibleDay: (date: Date, calendar: unknown) => dayjsBased.lastVisibleDay(date, calendar),
  visibleDays: (date: Date, calendar: unknown) => dayjsBased.visibleDays(date, calendar),
};

/** The library's own arithmetic, for the cases the shortcuts below leave to it. */
const library = new DateLocalizer(dayjsFormats);

/**
 * The start of a date's local day as a time value: what the library's startOf(date, 'day') gives
 * (hours, minutes, seconds and milliseconds set to 0 one after the other, a new Date each time).
 */
const dayStart = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The start of a date's minute (the library's startOf(date, 'minutes')). */
function minuteStart(date: Date): number {
  const minute = new Date(date);
  minute.setSeconds(0, 0);
  return minute.getTime();
}

/**
 * The three comparisons the week view runs for every event and day (which day column an event is
 * in, whether it is in the range, their order), written on time values: the same answers as the
 * library's, whose every comparison takes the start of the day or minute of both sides anew.
 */
function inRange(day: Date, min: Date, max: Date, unit: Unit = 'day'): boolean {
  return (!min || comparisons.gte(day, min, unit)) && (!max || comparisons.lte(day, max, unit));
}

function inEventRange({ event, range }: { event: DateRange; range: DateRange }): boolean {
  const eventDay = new Date(dayStart(event.start));
  const startsBeforeEnd = eventDay.getTime() <= dayStart(range.end);
  const end = minuteStart(event.end);
  const rangeStart = minuteStart(range.start);
  // The library's rule: an event ending at its day's first minute counts when it ends at the start.
  const endsAfterStart = eventDay.getTime() !== end ? end > rangeStart : end >= rangeStart;
  return startsBeforeEnd && endsAfterStart;
}

/**
 * The library's comparisons (lt, gte, …) compare the start of the unit of both sides; by day and
 * by minute (the units the time grid compares in, per event) on time values, others as it does.
 */
function comparer(operator: (a: number, b: number) => boolean, fallback: DateLocalizer['lt']) {
  return (a: Date, b: Date, unit?: Unit): boolean => {
    // The month's "+N more" list asks whether each event continues after its day's end, which the
    // library never sets: its own arithmetic then compares an invalid date, and no order holds.
    if (!a || !b) return operator(Number.NaN, Number.NaN);
    if (unit === 'day') return operator(dayStart(a), dayStart(b));
    if (unit === 'minutes') return operator(minuteStart(a), minuteStart(b));
    if (unit === undefined) return operator(a.getTime(), b.getTime());
    return fallback(a, b, unit);
  };
}

const comparisons = {
  eq: comparer((a, b) => a === b, library.eq),
  neq: comparer((a, b) => a !== b, library.neq),
  gt: comparer((a, b) => a > b, library.gt),
  gte: comparer((a, b) => a >= b, library.gte),
  lt: comparer((a, b) => a < b, library.lt),
  lte: comparer((a, b) => a <= b, library.lte),
};

interface SortableEvent {
  start: Date;
  end: Date;
  allDay?: boolean;
}

/** The library's daySpan: the difference of the days of the month (its own, as it is). */
const daySpan = (start: Date, end: Date): number => Math.abs(start.getDate() - end.getDate());

/** By start day, longer spans first, all-day first, then by start and end (the library's order). */
function sortEvents({ evtA, evtB }: { evtA: SortableEvent; evtB: SortableEvent }): number {
  return (
    dayStart(evtA.start) - dayStart(evtB.start) ||
    daySpan(evtB.start, evtB.end) - daySpan(evtA.start, evtA.end) ||
    Number(Boolean(evtB.allDay)) - Number(Boolean(evtA.allDay)) ||
    evtA.start.getTime() - evtB.start.getTime() ||
    evtA.end.getTime() - evtB.end.getTime()
  );
}

/*
 * sortEvents and inEventRange are set after construction: the library (lib/localizer.js) calls
 * them with one object ({ evtA, evtB }, { event, range }), while its type declarations describe
 * two arguments, so they cannot be given in the typed spec.
 */
export const localizer = Object.assign(new DateLocalizer({ ...dayjsFormats, ...comparisons, inRange }), {
  sortEvents,
  inEventRange,
});
// The month view's segment shift the dayjs localizer computes from the browser's offset.
localizer.segmentOffset = dayjsBased.segmentOffset;
