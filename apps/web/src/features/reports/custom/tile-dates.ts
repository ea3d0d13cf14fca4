import { formatInstant } from '../../../ui/format.ts';

/** Spec 3 §9: a custom report is marked new for 3 days; dates within 7 days are relative. */
const NEW_TAG_DAYS = 3;
const RELATIVE_DATE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Whether a template created at `createdAt` still carries the New tag at `now`. */
export function isNew(createdAt: string, now: Date = new Date()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= -60_000 && age < NEW_TAG_DAYS * DAY_MS;
}

const relative = new Intl.RelativeTimeFormat('en-NZ', { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "3 days ago" within 7 days; the date ("8 Nov 2026") before that. */
export function tileDate(instant: string, timeZone: string, now: Date = new Date()): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  const age = Math.max(0, now.getTime() - time);
  if (age >= RELATIVE_DATE_DAYS * DAY_MS) return formatInstant(instant, timeZone) ?? '';
  const minutes = Math.floor(age / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
