import Holidays from 'date-holidays';
import type { Temporal } from 'temporal-polyfill';

/**
 * Bank business days for direct debits (docs/billing.md "Business days"). A debit due
 * on a weekend or a public holiday is taken on the next business day, as NZ and AU direct-debit
 * providers do. Holidays come from date-holidays (kept up to date, with substitute days), not a
 * hand-made list:
 * - New Zealand: the national public holidays. Regional anniversary days are not bank holidays
 *   for direct debits (interbank settlement runs), so a region is not needed.
 * - Australia: the public and bank holidays of the branch's state (BECS follows the state).
 * - Elsewhere: the country's public holidays.
 */
export interface BankingRegion {
  /** ISO country code of the branch (NZ, AU, …). */
  readonly country: string;
  /** The branch's state or territory (AU: NSW, VIC, …); ignored for NZ. */
  readonly state?: string | null | undefined;
}

export interface BankingCalendar {
  isBusinessDay(date: Temporal.PlainDate): boolean;
  /** `date` when it is a business day, otherwise the first business day after it. */
  onOrAfter(date: Temporal.PlainDate): Temporal.PlainDate;
}

const calendars = new Map<string, BankingCalendar>();

/** The calendar of a region; made once per region and year, then reused. */
export function bankingCalendar(region: BankingRegion): BankingCalendar {
  const country = region.country.toUpperCase();
  const state = country === 'AU' && region.state ? region.state.toUpperCase() : undefined;
  const key = `${country}/${state ?? ''}`;
  const known = calendars.get(key);
  if (known) return known;

  const holidays = state ? new Holidays(country, state) : new Holidays(country);
  const counted = new Set(country === 'AU' ? ['public', 'bank'] : ['public']);
  const years = new Map<number, ReadonlySet<string>>();
  const holidaysOf = (year: number): ReadonlySet<string> => {
    let days = years.get(year);
    if (!days) {
      const found = holidays.getHolidays(year) || [];
      // `date` is the holiday's local start, "YYYY-MM-DD hh:mm:ss".
      days = new Set(found.filter((h) => counted.has(h.type)).map((h) => h.date.slice(0, 10)));
      years.set(year, days);
    }
    return days;
  };
  const isBusinessDay = (date: Temporal.PlainDate) =>
    date.dayOfWeek <= 5 && !holidaysOf(date.year).has(date.toString());
  const calendar: BankingCalendar = {
    isBusinessDay,
    onOrAfter(date) {
      let day = date;
      // A run of holidays and a weekend is at most a few days; 14 is a guard, not a rule.
      for (let i = 0; i < 14 && !isBusinessDay(day); i++) day = day.add({ days: 1 });
      return day;
    },
  };
  calendars.set(key, calendar);
  return calendar;
}
