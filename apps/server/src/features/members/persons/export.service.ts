import { randomUUID } from 'node:crypto';
import {
  formatPhoneNumber,
  GENDER_LABELS,
  GENDERS,
  isOneOf,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  resolveTimeZone,
} from '@clubline/domain';
import { permittedBranches } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { recordTemporaryFile } from '../../../platform/files/temporary-files.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { loadBranchesByIds } from '../../branches/public.ts';
import { findRolesOfPersons, type PersonRoleRow, type PersonRow } from './persons.repository.ts';
import { findCardsOfPersons, type PersonSearchCriteria, searchPersonRowsAfter } from './search.repository.ts';

/** The columns of the member CSV export, in order. */
export const MEMBERS_CSV_COLUMNS = [
  'First name',
  'Last name',
  'Email',
  'Mobile phone',
  'Home phone',
  'Gender',
  'Date of birth',
  'Home branch',
  'Role',
  'Status',
  'Member since',
  'Last visit',
  'Access cards',
  'Tags',
  'Email opt-in',
  'SMS opt-in',
] as const;

/** Persons read per query while writing the file. */
const BATCH_SIZE = 2000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) gets a leading quote.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** "YYYY-MM-DD HH:mm" in the branch's time zone. */
function localDateTime(date: Date | null, timeZone: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** As the profile shows it: "027 080 2451" (spec 1 §5.3), not the stored code and digits. */
const phoneText = (phone: { countryCode: string; number: string } | null) =>
  phone ? formatPhoneNumber(phone) : '';

/** Labels, not codes (FEMALE and MEMBER once leaked into the file); an unknown code as is. */
const genderText = (gender: string | null) =>
  gender && isOneOf(GENDERS, gender) ? GENDER_LABELS[gender] : (gender ?? '');
const statusText = (status: string | undefined) =>
  status && isOneOf(PERSON_STATUSES, status) ? PERSON_STATUS_LABELS[status] : (status ?? '');

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

async function batchLines(tx: Transaction, persons: readonly PersonRow[]): Promise<string> {
  const ids = persons.map((person) => person.id);
  // One after the other: the statements share the transaction's connection.
  const roles = await findRolesOfPersons(tx, ids);
  const cards = await findCardsOfPersons(tx, ids);
  const branches = await loadBranchesByIds(tx, [
    ...new Set(persons.flatMap((person) => person.homeBranchId ?? [])),
  ]);
  const branchById = new Map(branches.map((branch) => [branch.id, branch]));
  const homeBranchOf = new Map(persons.map((person) => [person.id, person.homeBranchId]));
  const homeRole = new Map<string, PersonRoleRow>();
  for (const role of roles) {
    if (role.branchId === homeBranchOf.get(role.personId) && !homeRole.has(role.personId)) {
      homeRole.set(role.personId, role);
    }
  }
  const cardsOf = new Map<string, string[]>();
  for (const card of cards)
    cardsOf.set(card.personId, [...(cardsOf.get(card.personId) ?? []), card.cardNumber]);
  let text = '';
  for (const person of persons) {
    const branch = person.homeBranchId ? branchById.get(person.homeBranchId) : undefined;
    const timeZone = resolveTimeZone(branch?.timeZone);
    const role = homeRole.get(person.id);
    text += csvLine([
      person.firstName,
      person.lastName,
      person.email,
      phoneText(person.mobilePhone),
      phoneText(person.homePhone),
      genderText(person.gender),
      person.dateOfBirth,
      branch?.name,
      role?.roleType,
      statusText(role?.status),
      role ? localDateTime(role.joinedAt, timeZone).slice(0, 10) : '',
      localDateTime(role?.lastVisitAt ?? null, timeZone),
      (cardsOf.get(person.id) ?? []).join(' '),
      person.tags.join(' '),
      yesNo(person.emailOptin),
      yesNo(person.smsOptin),
    ]);
  }
  return text;
}

/** What the export lists: the persons (Members and Prospects) whose home branch is one of `branchIds`. */
function exportCriteria(branchIds: string[]): PersonSearchCriteria {
  return {
    branchIds,
    reciprocal: false,
    roleTypes: ['Member', 'Prospect'],
    homeBranchId: null,
    query: { kind: 'none' },
  };
}

/** The CSV in pieces, batch by batch, read inside the caller's transaction. */
async function* csvChunks(tx: Transaction, criteria: PersonSearchCriteria): AsyncGenerator<Uint8Array> {
  yield Buffer.from(csvLine(MEMBERS_CSV_COLUMNS));
  let after: PersonRow | null = null;
  for (;;) {
    const batch: PersonRow[] = await searchPersonRowsAfter(tx, criteria, after, BATCH_SIZE);
    if (batch.length > 0) yield Buffer.from(await batchLines(tx, batch));
    if (batch.length < BATCH_SIZE) return;
    after = batch.at(-1) ?? null;
  }
}

/**
 * The branches an export covers: `branches` (branch ids, group ids or ALL_BRANCHES; default every
 * branch the viewer may view) narrowed to those the viewer holds view-member on.
 */
async function exportBranches(
  context: RequestContext,
  branches?: readonly string[] | null,
): Promise<string[]> {
  const branchIds = permittedBranches(context.permissions, 'view-member', branches);
  if (branchIds.length === 0) throw new DomainError('BRANCHES_ACCESS_DENIED');
  return branchIds;
}

/**
 * The member list as CSV text (spec 2 §2 "CSV export"): the Members and Prospects whose home branch
 * is one of the branches, sorted by last and first name, dates in each home branch's time zone.
 */
export async function membersCsv(
  context: RequestContext,
  branches?: readonly string[] | null,
): Promise<string> {
  const criteria = exportCriteria(await exportBranches(context, branches));
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of csvChunks(tx, criteria)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  });
}

/** Largest export stored (a million members take about 150 MB). */
const MAX_EXPORT_BYTES = 1024 * 1024 * 1024;

/**
 * exportMembersCsv (spec 2 §7): writes the CSV to file storage and answers a signed address that
 * downloads it for a few minutes (platform/files), under the name members-<date>.csv.
 */
export async function exportMembersCsv(
  context: RequestContext,
  branches?: readonly string[] | null,
): Promise<{ reportUrl: string }> {
  const criteria = exportCriteria(await exportBranches(context, branches));
  const { applicationId } = context.viewer;
  const key = `${applicationId}/exports/members/${randomUUID()}.csv`;
  await withTenant(context.deps.db, applicationId, async (tx) => {
    await context.deps.files.storage.put(key, csvChunks(tx, criteria), {
      maxBytes: MAX_EXPORT_BYTES,
      contentType: 'text/csv',
    });
    // Recorded in the same transaction: the purge job deletes the file once its address is long dead.
    await recordTemporaryFile(tx, { applicationId, storageKey: key });
  });
  const fileName = `members-${new Date().toISOString().slice(0, 10)}.csv`;
  return { reportUrl: context.deps.files.urls.downloadUrl({ applicationId, key, fileName }) };
}
