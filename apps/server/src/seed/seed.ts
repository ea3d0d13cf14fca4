import { recordArrivals } from '../features/arrivals/arrivals.service.ts';
import { insertBranch, insertBranchGroup } from '../features/branches/branches.repository.ts';
import { insertUser } from '../features/identity/identity.repository.ts';
import { hashPassword } from '../features/identity/passwords.ts';
import { insertAttachments } from '../features/members/attachments/attachments.repository.ts';
import { insertNotes, type NoteInsert } from '../features/members/notes/notes.repository.ts';
import {
  insertAccessCards,
  insertPerson,
  insertPersonRoles,
  insertPersons,
  insertPersonTransfers,
} from '../features/members/persons/persons.repository.ts';
import {
  insertApplication,
  resolveApplicationByDomain,
} from '../features/organisation/organisation.repository.ts';
import { insertAssignment, insertRole } from '../features/roles/roles.repository.ts';
import type { Database } from '../platform/db/client.ts';
import { withTenant } from '../platform/db/tenant.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { buildDemoAttachments, type DemoAttachmentRows, type DemoFile } from './demo-attachments.ts';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_ROLES, type DemoOrganisation } from './demo-data.ts';
import { buildDemoMembers, type DemoMemberRows, demoPersons } from './demo-members.ts';
import { buildDemoNotes } from './demo-notes.ts';

/**
 * Seeds the demo organisations that do not exist yet. Each organisation is written in one
 * transaction through the api role (so RLS checks every row), and skipped when its domain is
 * already taken: running the seed twice changes nothing. The files of the demo attachments go to
 * `storage`, the store the api serves downloads from.
 */
export async function seedDemo(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<{ created: string[] }> {
  const created: string[] = [];
  // Members' visits are laid out over the 24 months before the start of the seeding day.
  const anchor = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const organisation of DEMO_ORGANISATIONS) {
    const exists = await db.transaction((tx) => resolveApplicationByDomain(tx, organisation.domain));
    if (exists) continue;
    await withTenant(db, organisation.id, (tx) =>
      seedOrganisation(tx, storage, organisation, passwordHash, anchor),
    );
    created.push(organisation.domain);
  }
  return { created };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function seedOrganisation(
  tx: Tx,
  storage: FileStorage,
  org: DemoOrganisation,
  passwordHash: string,
  anchor: Date,
): Promise<void> {
  const tenantNumber = Number.parseInt(org.id.slice(0, 8), 16);
  const members = buildDemoMembers(org, tenantNumber, anchor);
  const persons = demoPersons(org, members);
  const demo: DemoRows = {
    members,
    notes: buildDemoNotes(org, tenantNumber, anchor, persons),
    attachments: buildDemoAttachments(org, tenantNumber, anchor, persons),
  };
  // The files are written while the rows go in (the disk or bucket works while PostgreSQL does,
  // which hides most of their time), and both finish inside the transaction: a failed write rolls
  // the organisation back, so the next start seeds it again, rewriting the same keys, rather than
  // leaving attachments without files. allSettled, not all: the transaction must not end while
  // inserts are still running on it.
  const results = await Promise.allSettled([
    storeFiles(storage, demo.attachments.files),
    insertOrganisation(tx, org, passwordHash, demo),
  ]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}

interface DemoRows {
  members: DemoMemberRows;
  notes: NoteInsert[];
  attachments: DemoAttachmentRows;
}

async function insertOrganisation(
  tx: Tx,
  org: DemoOrganisation,
  passwordHash: string,
  { members, notes, attachments }: DemoRows,
): Promise<void> {
  const applicationId = org.id;
  await insertApplication(tx, {
    id: applicationId,
    domain: org.domain,
    name: org.name,
    billingProvider: org.billingProvider,
    defaultCountry: org.defaultCountry,
  });
  for (const b of org.branches) {
    await insertBranch(tx, {
      id: b.id,
      applicationId,
      name: b.name,
      legalName: `${org.name} ${b.city} Limited`,
      isGstRegistered: true,
      gstNumber: b.country === 'NZ' ? '123-456-789' : null,
      businessNumberType: b.country === 'NZ' ? 'NZBN' : 'ABN',
      businessNumber: b.country === 'NZ' ? '9429041000000' : '51824753556',
      businessHours: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '05:30',
        finishTime: '22:00',
      })),
      address: {
        address1: `${10 + org.branches.indexOf(b)} Queen Street`,
        address2: null,
        suburb: b.suburb,
        city: b.city,
        state: b.state,
        postalCode: b.postalCode,
        country: b.country,
      },
      contactNumber: { countryCode: b.country, number: b.phone },
      businessEmailAddress: `${b.city.toLowerCase()}@${org.domain}.example.com`,
      country: b.country,
      timeZone: b.timeZone,
      memberDomainName: `${org.domain}.example.com`,
    });
  }
  for (const group of org.groups) {
    await insertBranchGroup(
      tx,
      { id: group.id, applicationId, name: group.name, description: group.description },
      group.branchIds,
    );
  }
  for (const role of DEMO_ROLES) {
    await insertRole(
      tx,
      { applicationId, id: role.id, name: role.name, description: role.description, type: 'BUILT_IN' },
      role.operations,
    );
  }
  for (const member of org.staff) {
    await insertPerson(tx, {
      id: member.id,
      applicationId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: `${member.username}@${org.domain}.example.com`,
      homeBranchId: member.homeBranchId,
    });
    await insertUser(tx, {
      id: member.userId,
      applicationId,
      personId: member.id,
      username: member.username,
      passwordHash,
    });
    if (member.scope) {
      await insertAssignment(tx, {
        applicationId,
        userId: member.userId,
        roleId: member.roleId,
        allBranches: 'allBranches' in member.scope,
        branchId: 'branchId' in member.scope ? member.scope.branchId : null,
        branchGroupId: 'branchGroupId' in member.scope ? member.scope.branchGroupId : null,
      });
    }
  }
  await insertPersons(tx, members.persons);
  await insertPersonRoles(tx, members.roles);
  await insertAccessCards(tx, members.cards);
  await insertPersonTransfers(tx, members.transfers);
  await recordArrivals(tx, members.arrivals);
  await insertNotes(tx, notes);
  await insertAttachments(tx, attachments.attachments);
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
