import type { Transaction } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { DemoOrganisation, SeedStep } from '../../platform/modules/demo-plan.ts';
import { type AttachmentInsert, insertAttachments } from './attachments/attachments.repository.ts';
import { insertNotes, type NoteInsert } from './notes/notes.repository.ts';
import {
  insertAccessCards,
  insertPerson,
  insertPersonRoles,
  insertPersons,
  insertPersonTransfers,
} from './persons/persons.repository.ts';
import { buildDemoAttachments, type DemoFile } from './seed/demo-attachments.ts';
import { type DemoMemberRows, demoMembersOf, demoPersons } from './seed/demo-members.ts';
import { buildDemoNotes } from './seed/demo-notes.ts';

/**
 * The demo persons: the staff (a person each; identity adds their accounts) and the members and
 * prospects (seed/demo-members.ts) with their roles, access cards, transfers, notes and
 * attachments, and the attachments' files. Their visits, and each role's last visit, are the
 * arrivals step's (arrivals.seed.ts).
 */
export const membersSeed: SeedStep = {
  after: ['branches'],
  async run(tx, demo) {
    const { organisation: org, tenantNumber, anchor } = demo;
    const members = demoMembersOf(demo);
    const persons = demoPersons(org, members);
    const notes = buildDemoNotes(org, tenantNumber, anchor, persons);
    const attachments = buildDemoAttachments(org, tenantNumber, anchor, persons);
    // The files are written while the rows go in (the disk or bucket works while PostgreSQL does,
    // which hides most of their time), and both finish inside the transaction: a failed write rolls
    // the organisation back, so the next start seeds it again, rewriting the same keys, rather than
    // leaving attachments without files. allSettled, not all: the transaction must not end while
    // inserts are still running on it.
    const results = await Promise.allSettled([
      storeFiles(demo.storage, attachments.files),
      insertRows(tx, org, members, notes, attachments.attachments),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  },
};

async function insertRows(
  tx: Transaction,
  org: DemoOrganisation,
  members: DemoMemberRows,
  notes: readonly NoteInsert[],
  attachments: readonly AttachmentInsert[],
): Promise<void> {
  for (const staff of org.staff) {
    await insertPerson(tx, {
      id: staff.id,
      applicationId: org.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: `${staff.username}@${org.domain}.example.com`,
      homeBranchId: staff.homeBranchId,
    });
  }
  await insertPersons(tx, members.persons);
  await insertPersonRoles(tx, members.roles);
  await insertAccessCards(tx, members.cards);
  await insertPersonTransfers(tx, members.transfers);
  await insertNotes(tx, notes);
  await insertAttachments(tx, attachments);
}

/** Files written at once: enough to hide an S3 round trip, few enough not to flood it. */
const PARALLEL_WRITES = 16;

async function* bytesOf(file: DemoFile) {
  yield file.bytes;
}

async function storeFiles(storage: FileStorage, files: readonly DemoFile[]): Promise<void> {
  let next = 0;
  const writer = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      await storage.put(file.key, bytesOf(file), {
        maxBytes: file.bytes.length,
        contentType: file.contentType,
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer));
}
