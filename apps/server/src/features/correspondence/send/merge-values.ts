import { formatPhoneNumber, type MergeValues, type StoredPhone } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { DuePerson } from '../finders.repository.ts';

/** What a message says of the branch (merge fields branchName, branchContactNumber, branchEmail). */
export interface BranchFacts {
  id: string;
  name: string;
  timeZone: string;
  contactNumber: StoredPhone | null;
  businessEmailAddress: string | null;
}

const dateText = (isoDate: string) =>
  Temporal.PlainDate.from(isoDate).toLocaleString('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const sessionStartText = (iso: string, timeZone: string) =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toLocaleString('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The merge values of one person's occasion, as the member reads them. */
export function mergeValuesOf(person: DuePerson, branch: BranchFacts, daysPrior: number | null): MergeValues {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    branchName: branch.name,
    branchContactNumber: branch.contactNumber ? formatPhoneNumber(branch.contactNumber) : '',
    branchEmail: branch.businessEmailAddress ?? '',
    daysPrior: String(daysPrior ?? 0),
    suspensionEndDate: person.suspensionEndDate ? dateText(person.suspensionEndDate) : '',
    sessionName: person.sessionName ?? '',
    sessionStart: person.sessionStart ? sessionStartText(person.sessionStart, branch.timeZone) : '',
    sessionDuration: person.sessionMinutes === null ? '' : `${person.sessionMinutes} minutes`,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The email template's paragraphs as text: <p> and blank lines split them, <br> breaks a line,
 * every other tag is dropped. The message is then rendered escaped (correspondence-message), so
 * no markup staff type reaches a mail client (no scripts, no tracking images).
 */
export function templateParagraphs(htmlTemplate: string): string[] {
  return htmlTemplate
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
