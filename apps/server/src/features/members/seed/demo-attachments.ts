import { CONTENT_TYPES } from '../../../platform/files/content-type.ts';
import { DEMO_ATTACHMENT_ID, type DemoOrganisation } from '../../../platform/modules/demo-plan.ts';
import type { AttachmentInsert } from '../attachments/attachments.repository.ts';
import { storageKeyOf } from '../attachments/attachments.service.ts';
import { pdfDocument, photoIdImage } from './demo-files.ts';
import { DAY_MS, type DemoPerson, randomSequence } from './demo-members.ts';
import { instantSinceJoining, pickDistinct, staffWritingAt } from './demo-notes.ts';

/**
 * The demo persons' attachments and the files behind them, made deterministically like the notes
 * (a random sequence of their own): about 7% of the members and prospects, plain ones excepted,
 * have one or two scanned forms, uploaded by a demo staff member who may manage them. Each
 * attachment has a file of its own under the key a real upload would get, because removing an
 * attachment deletes its key: shared files would vanish from the other attachments.
 */

export interface DemoFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface DemoAttachmentRows {
  attachments: AttachmentInsert[];
  files: DemoFile[];
}

const ATTACHED_SHARE = 0.07;

interface DocumentKind {
  fileName: string;
  /** Who has one: Members, Prospects or both. */
  for: 'member' | 'prospect' | 'anyone';
  /** Signed on joining (uploaded within days of it) rather than at any time since. */
  onJoining: boolean;
  /** The document's title and body lines (PDF only; a photo ID is an image). */
  lines?: (person: DemoPerson, org: DemoOrganisation, date: string) => string[];
}

const heading = (person: DemoPerson, org: DemoOrganisation, date: string) => [
  `${org.name}, ${person.branch.name}`,
  '',
  `Name: ${person.firstName} ${person.lastName}`,
  `Date: ${date}`,
  '',
];

const DOCUMENTS: readonly DocumentKind[] = [
  {
    fileName: 'Membership agreement.pdf',
    for: 'member',
    onJoining: true,
    lines: (person, org, date) => [
      ...heading(person, org, date),
      'The member agrees to the membership terms and conditions and to the club',
      'rules displayed at reception, and has received a copy of both.',
      '',
      'Minimum term: 12 months. Notice of cancellation: 30 days, in writing.',
      '',
      'Signed by the member and by a staff member at the front desk.',
    ],
  },
  {
    fileName: 'Direct debit form.pdf',
    for: 'member',
    onJoining: true,
    lines: (person, org, date) => [
      ...heading(person, org, date),
      'The member authorises the club to collect membership fees by direct debit',
      'from the bank account given on the membership application, fortnightly,',
      'until the membership ends.',
      '',
      'Signed by the account holder.',
    ],
  },
  {
    fileName: 'Medical clearance.pdf',
    for: 'anyone',
    onJoining: false,
    lines: (person, org, date) => [
      ...heading(person, org, date),
      'I have examined the person named above and find them fit to take part in',
      'supervised exercise, subject to the following advice:',
      '',
      'Build up intensity gradually; stop and seek advice if pain or dizziness occurs.',
      '',
      'Signed by the general practitioner.',
    ],
  },
  {
    fileName: 'Membership freeze request.pdf',
    for: 'member',
    onJoining: false,
    lines: (person, org, date) => [
      ...heading(person, org, date),
      'The member asks to freeze the membership for four weeks from the date above.',
      'Billing pauses for the freeze and resumes automatically when it ends.',
      '',
      'Signed by the member.',
    ],
  },
  {
    fileName: 'Trial pass waiver.pdf',
    for: 'prospect',
    onJoining: true,
    lines: (person, org, date) => [
      ...heading(person, org, date),
      'The visitor accepts the club rules for the trial and confirms that they know of',
      'no medical reason not to exercise.',
      '',
      'Signed by the visitor.',
    ],
  },
  { fileName: 'Photo ID.png', for: 'anyone', onJoining: true },
];

/** Formatters by time zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function longDate(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

export function buildDemoAttachments(
  org: DemoOrganisation,
  tenantNumber: number,
  anchor: Date,
  persons: readonly DemoPerson[],
): DemoAttachmentRows {
  const random = randomSequence(tenantNumber * 7919 + 43);
  const anchorDay = Math.floor(anchor.getTime() / DAY_MS) * DAY_MS;
  const uploaders = new Map(org.branches.map((branch) => [branch.id, staffWritingAt(org, branch)]));
  const photoId = photoIdImage();
  const rows: DemoAttachmentRows = { attachments: [], files: [] };
  for (const person of persons) {
    if (person.plain || !random.chance(ATTACHED_SHARE)) continue;
    const authors = uploaders.get(person.branch.id) ?? [];
    if (authors.length === 0) continue;
    const kinds = DOCUMENTS.filter(
      (kind) => kind.for === 'anyone' || kind.for === (person.isMember ? 'member' : 'prospect'),
    );
    const joinedDaysAgo = Math.floor((anchorDay - person.createdAt.getTime()) / DAY_MS);
    for (const kind of pickDistinct(random, kinds, random.int(1, 2))) {
      const at = instantSinceJoining(
        random,
        person,
        anchorDay,
        kind.onJoining ? { min: joinedDaysAgo - 4, max: joinedDaysAgo } : { min: 1, max: joinedDaysAgo },
      );
      if (!at) continue;
      const id = DEMO_ATTACHMENT_ID(tenantNumber, rows.attachments.length + 1);
      const date = longDate(at, person.branch.timeZone);
      const title = kind.fileName.replace(/\.pdf$/, '');
      const bytes = kind.lines ? pdfDocument(title, kind.lines(person, org, date)) : photoId;
      const contentType = kind.lines ? CONTENT_TYPES.pdf : CONTENT_TYPES.png;
      const key = storageKeyOf(org.id, person.id, id);
      rows.files.push({ key, bytes, contentType });
      rows.attachments.push({
        id,
        applicationId: org.id,
        personId: person.id,
        fileName: kind.fileName,
        storageKey: key,
        contentType,
        sizeBytes: bytes.length,
        status: 'READY',
        uploadedByUserId: random.pick(authors),
        createdAt: at,
        uploadedAt: at,
      });
    }
  }
  return rows;
}
