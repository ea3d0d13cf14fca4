import { saleEndOf, saleStartOf } from '@clubline/domain';

/**
 * The sale window's date and 15-minute time inputs (spec 3 §4) and the epoch-ms text the API
 * holds (spec 3 §3). A date alone is the start (or end) of that day in the plan's zone; a time
 * picks that minute.
 */

/** The zone a plan's sale dates are read in: its country's main zone (branches share it). */
export function planTimeZone(country: string): string {
  return country === 'AU' ? 'Australia/Sydney' : 'Pacific/Auckland';
}

interface LocalParts {
  date: string;
  time: string;
}

function localParts(millis: number, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(millis))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The instant of `date` at `time` in the zone; a day with a clock change is corrected once. */
function instantAt(date: string, time: string, timeZone: string): number {
  const guess = Number(saleStartOf(date, timeZone)) + minutesOf(time) * 60_000;
  const shown = localParts(guess, timeZone);
  const drift = shown.date === date ? minutesOf(shown.time) - minutesOf(time) : 0;
  return guess - drift * 60_000;
}

/** The epoch-ms text to send; undefined when no date is set, the date itself when it is not a date. */
export function saleInstant(
  edge: 'start' | 'end',
  date: string,
  time: string | null,
  timeZone: string,
): string | undefined {
  if (date.trim() === '') return undefined;
  try {
    if (time) return String(instantAt(date, time, timeZone));
    return edge === 'start' ? saleStartOf(date, timeZone) : saleEndOf(date, timeZone);
  } catch {
    // Not a date: the schema reports "A valid date is required" for it.
    return date;
  }
}

/**
 * The date and time inputs of a stored instant: a start at midnight or an end at the day's last
 * millisecond was date-only, so it shows no time.
 */
export function saleInputs(
  edge: 'start' | 'end',
  millisText: string | null | undefined,
  timeZone: string,
): { date: string; time: string | null } {
  if (!millisText) return { date: '', time: null };
  const millis = Number(millisText);
  const local = localParts(millis, timeZone);
  const dateOnly =
    edge === 'start'
      ? String(millis) === saleStartOf(local.date, timeZone)
      : String(millis) === saleEndOf(local.date, timeZone);
  return { date: local.date, time: dateOnly ? null : local.time };
}
