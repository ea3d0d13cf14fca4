import { ARRIVAL_TAG_LABELS, ARRIVAL_TAGS, isOneOf } from '@clubline/domain';

/** Labels of the activity kinds (spec 2 §3 "Member activity"). */
export const ACTIVITY_KIND_LABELS: Readonly<Record<string, string>> = {
  VISIT: 'Visit',
  BRANCH_TRANSFER: 'Branch transfer',
  SESSION: 'Class session',
  MEMBERSHIP_CHANGE: 'Membership change',
  WAITLIST_ACTIVITY: 'Waitlist',
  CORRESPONDENCE: 'Message sent',
};

/** A stay of `seconds` as "1 h 5 min" or "40 min"; null for none. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || seconds < 0) return null;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A visit or transfer tag in words ("Manual transfer", not MANUAL_TRANSFER); an unknown tag as is. */
export function activityTagLabel(tag: string): string {
  return isOneOf(ARRIVAL_TAGS, tag) ? ARRIVAL_TAG_LABELS[tag] : tag;
}
