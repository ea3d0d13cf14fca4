import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import {
  addressSchema,
  checkAttachmentFileName,
  isValidPhoneNumber,
  NOTE_MAX_LENGTH,
  type PhoneCountryCode,
} from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDemoAttachments } from '../features/members/seed/demo-attachments.ts';
import { buildDemoMembers, demoMembersOf, demoPersons } from '../features/members/seed/demo-members.ts';
import { buildDemoNotes, staffWritingAt } from '../features/members/seed/demo-notes.ts';
import { detectContentTypes } from '../platform/files/content-type.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import { demo } from '../testing/demo.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';
import { seedDemo } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

const [demoOrg] = DEMO_ORGANISATIONS;
if (!demoOrg) throw new Error('no demo organisation');

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const result = await db.pools.owner.query<{ count: number }>(sql, params);
  return result.rows[0]?.count ?? 0;
}

const tableCounts = async () => ({
  persons: await count('select count(*)::int as count from persons'),
  roles: await count('select count(*)::int as count from person_branch_roles'),
  cards: await count('select count(*)::int as count from access_cards'),
  arrivals: await count('select count(*)::int as count from arrivals'),
  transfers: await count('select count(*)::int as count from person_transfers'),
  notes: await count('select count(*)::int as count from notes'),
  attachments: await count('select count(*)::int as count from attachments'),
});

/** The global set-up seeded the template into this directory; every clone's attachments point there. */
const seededFilesDir = inject('seededFilesDir');
const storage = localFileStorage(seededFilesDir);
const storedObjects = async () =>
  (await readdir(seededFilesDir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && !entry.parentPath.includes('.meta'),
  ).length;

const personCount = 7 * 400;

describe('the demo seed', () => {
  it('gives the demo organisation 400 members and prospects per branch', async () => {
    for (const branchId of demo.branchIds) {
      const persons = await count(
        `select count(*)::int as count from persons p join person_branch_roles r
           on r.person_id = p.id and r.branch_id = p.home_branch_id and r.role_type in ('Member', 'Prospect')
         where p.home_branch_id = $1`,
        [branchId],
      );
      expect(persons).toBe(400);
    }
    const byRole = await db.pools.owner.query<{ role_type: string; count: number }>(
      `select role_type, count(*)::int as count from person_branch_roles where application_id = $1
       group by role_type order by role_type`,
      [demo.applicationId],
    );
    expect(byRole.rows).toEqual([
      { role_type: 'Member', count: 7 * 280 + 7 * 20 },
      { role_type: 'Prospect', count: 7 * 120 },
      { role_type: 'StaffMember', count: demoOrg.staff.length },
    ]);
  });

  it('keeps the layout tests rely on: memberOf(b, i) belongs to branch b, the first ones are Members', async () => {
    const rows = await db.pools.owner.query<{ home_branch_id: string; role_type: string }>(
      `select p.home_branch_id, r.role_type from persons p
       join person_branch_roles r on r.person_id = p.id and r.branch_id = p.home_branch_id where p.id = any($1)`,
      [[demo.memberOf(0, 0), demo.memberOf(1, 3), demo.memberOf(3, 8)]],
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { home_branch_id: demo.auckland, role_type: 'Member' },
        { home_branch_id: demo.wellington, role_type: 'Member' },
        { home_branch_id: demo.sydney, role_type: 'Prospect' },
      ]),
    );
  });

  it('writes contacts and addresses the domain rules accept', async () => {
    const persons = await db.pools.owner.query<{
      email: string | null;
      mobile_phone: { countryCode: PhoneCountryCode; number: string } | null;
      home_phone: { countryCode: PhoneCountryCode; number: string } | null;
      emergency_contact: { name: string; number: { countryCode: PhoneCountryCode; number: string } } | null;
      address: Record<string, string | null> | null;
      first_name: string;
      last_name: string;
    }>(
      `select p.* from persons p join person_branch_roles r on r.person_id = p.id and r.role_type <> 'StaffMember'`,
    );
    expect(persons.rows.length).toBeGreaterThan(2800);
    const address = addressSchema();
    for (const person of persons.rows) {
      expect(person.email !== null || person.mobile_phone !== null).toBe(true);
      if (person.email) expect(person.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.(com|net|org)$/);
      for (const phone of [
        person.mobile_phone,
        person.home_phone,
        person.emergency_contact?.number ?? null,
      ]) {
        if (phone)
          expect(isValidPhoneNumber(phone.countryCode, phone.number), JSON.stringify(phone)).toBe(true);
      }
      if (person.address) {
        const result = address.safeParse(person.address);
        expect(result.success, JSON.stringify(person.address)).toBe(true);
      }
      expect(person.first_name.length).toBeLessThanOrEqual(30);
      expect(person.last_name.length).toBeLessThanOrEqual(30);
    }
  });

  it('gives every member an access card, visits over the last 24 months and some transfers and reciprocal roles', async () => {
    const members = await count(`select count(*)::int as count from person_branch_roles r
      join persons p on p.id = r.person_id and p.home_branch_id = r.branch_id where r.role_type = 'Member'`);
    const cards = await db.pools.owner.query<{ card_number: string }>('select card_number from access_cards');
    expect(cards.rows.length).toBe(members);
    expect(cards.rows.every((card) => /^[0-9A-F]{8}$/.test(card.card_number))).toBe(true);
    const window = await db.pools.owner.query<{ oldest: Date; newest: Date }>(
      'select min(arrived_at) as oldest, max(arrived_at) as newest from arrivals',
    );
    const { oldest, newest } = window.rows[0] ?? { oldest: new Date(0), newest: new Date(0) };
    expect(Date.now() - oldest.getTime()).toBeLessThan(733 * 86_400_000);
    expect(newest.getTime()).toBeLessThan(Date.now());
    expect(await count('select count(*)::int as count from arrivals')).toBeGreaterThan(7 * 400 * 4);
    expect(await count('select count(*)::int as count from person_transfers')).toBeGreaterThan(50);
    const reciprocal = await count(`select count(*)::int as count from person_branch_roles r
      join persons p on p.id = r.person_id where r.branch_id <> p.home_branch_id`);
    expect(reciprocal).toBeGreaterThan(100);
    // Each role's last visit is the latest arrival let in there (a refused swipe is no visit).
    const wrongLastVisits = await count(`select count(*)::int as count from person_branch_roles r
      left join (select person_id, branch_id, max(arrived_at) as latest from arrivals where granted
                 group by 1, 2) a
        using (person_id, branch_id)
      where r.last_visit_at is distinct from a.latest`);
    expect(wrongLastVisits).toBe(0);
  });

  it('gives about a third of the members and prospects 1–3 notes by staff who may manage them', async () => {
    const perPerson = await db.pools.owner.query<{
      person_id: string;
      notes: number;
      home_branch_id: string;
    }>(
      `select n.person_id, p.home_branch_id, count(*) filter (where n.category = 'NOTE')::int as notes
       from notes n join persons p on p.id = n.person_id where n.application_id = $1
       group by n.person_id, p.home_branch_id`,
      [demo.applicationId],
    );
    expect(perPerson.rows.length).toBeGreaterThan(personCount * 0.28);
    expect(perPerson.rows.length).toBeLessThan(personCount * 0.38);
    for (const row of perPerson.rows) {
      expect(row.notes).toBeGreaterThanOrEqual(1);
      expect(row.notes).toBeLessThanOrEqual(3);
    }
    // Plain persons (the first ten of a branch) keep an empty Notes widget for tests and journeys.
    const plain = demo.branchIds.flatMap((_, b) =>
      Array.from({ length: 10 }, (__, i) => demo.memberOf(b, i)),
    );
    expect(perPerson.rows.filter((row) => plain.includes(row.person_id))).toEqual([]);

    const notes = await db.pools.owner.query<{
      contents: string;
      category: string;
      status: string | null;
      modified_by_user_id: string | null;
      home_branch_id: string;
      created_at: Date;
      modified_at: Date;
      joined: Date;
    }>(
      `select n.*, p.home_branch_id, p.created_at as joined from notes n join persons p on p.id = n.person_id
       where n.application_id = $1`,
      [demo.applicationId],
    );
    const sms = notes.rows.filter((note) => note.category === 'SMS');
    expect(sms.length).toBeGreaterThan(50);
    expect(sms.every((note) => note.status === 'SENT')).toBe(true);
    expect(new Set(notes.rows.map((note) => note.contents)).size).toBeGreaterThan(30);
    for (const note of notes.rows) {
      expect(note.contents.length).toBeGreaterThan(0);
      expect(note.contents.length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
      if (note.category === 'NOTE') expect(note.status).toBeNull();
      const branch = demoOrg.branches.find((b) => b.id === note.home_branch_id);
      if (!branch) throw new Error('note of a person outside the demo branches');
      expect(staffWritingAt(demoOrg, branch)).toContain(note.modified_by_user_id);
      expect(note.modified_at).toEqual(note.created_at);
      expect(note.created_at.getTime()).toBeGreaterThan(note.joined.getTime());
      expect(note.created_at.getTime()).toBeLessThan(Date.now());
      expect(Date.now() - note.created_at.getTime()).toBeLessThan(732 * 86_400_000);
    }
    expect(
      await count('select count(*)::int as count from notes where application_id <> $1', [
        demo.applicationId,
      ]),
    ).toBeGreaterThan(0);
  });

  it('gives some persons attachments whose files are stored, readable and of their recorded type and size', async () => {
    const rows = await db.pools.owner.query<{
      id: string;
      application_id: string;
      person_id: string;
      file_name: string;
      storage_key: string;
      content_type: string | null;
      size_bytes: number | null;
      status: string;
      uploaded_by_user_id: string | null;
      uploaded_at: Date | null;
      joined: Date;
    }>(`select a.id, a.application_id, a.person_id, a.file_name, a.storage_key, a.content_type,
         a.size_bytes::int as size_bytes, a.status, a.uploaded_by_user_id, a.uploaded_at, p.created_at as joined
       from attachments a join persons p on p.id = a.person_id`);
    const demoRows = rows.rows.filter((row) => row.application_id === demo.applicationId);
    const persons = new Set(demoRows.map((row) => row.person_id));
    expect(persons.size).toBeGreaterThan(personCount * 0.05);
    expect(persons.size).toBeLessThan(personCount * 0.1);
    expect(rows.rows.length).toBeGreaterThan(demoRows.length); // Acme has some too
    const users = new Set(DEMO_ORGANISATIONS.flatMap((org) => org.staff.map((staff) => staff.userId)));
    for (const row of rows.rows) {
      expect(row.status).toBe('READY');
      expect(checkAttachmentFileName(row.file_name).ok).toBe(true);
      expect(row.storage_key).toBe(`${row.application_id}/persons/${row.person_id}/attachments/${row.id}`);
      expect(users.has(row.uploaded_by_user_id ?? '')).toBe(true);
      expect(row.uploaded_at?.getTime()).toBeLessThan(Date.now());
      expect(row.uploaded_at?.getTime()).toBeGreaterThan(row.joined.getTime());

      const file = await storage.get(row.storage_key);
      if (!file) throw new Error(`no stored file for ${row.file_name} (${row.storage_key})`);
      const bytes = await buffer(file.body);
      expect(file.sizeBytes).toBe(row.size_bytes);
      expect(bytes.length).toBe(row.size_bytes);
      expect(file.contentType).toBe(row.content_type);
      // What an upload of these bytes would have been recorded as.
      expect(await detectContentTypes(bytes)).toContain(row.content_type);
      if (row.content_type === 'application/pdf') {
        expect(row.file_name).toMatch(/\.pdf$/);
        expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      } else expect(row.file_name).toMatch(/\.png$/);
    }
    expect(await storedObjects()).toBe(rows.rows.length);
  });

  it('is deterministic and changes nothing when run again', async () => {
    const anchor = new Date('2026-01-10T00:00:00Z');
    const first = buildDemoMembers(demoOrg, 1, anchor);
    const second = buildDemoMembers(demoOrg, 1, anchor);
    expect(second).toEqual(first);
    const persons = demoPersons(demoOrg, first);
    expect(buildDemoNotes(demoOrg, 1, anchor, persons)).toEqual(buildDemoNotes(demoOrg, 1, anchor, persons));
    expect(buildDemoAttachments(demoOrg, 1, anchor, persons)).toEqual(
      buildDemoAttachments(demoOrg, 1, anchor, persons),
    );
    // The members and memberships steps share one generation per organisation being seeded.
    const context = {
      organisation: demoOrg,
      tenantNumber: 1,
      anchor,
      now: anchor,
      passwordHash: '',
      storage,
      sandboxPool: null,
    };
    expect(demoMembersOf(context)).toBe(demoMembersOf(context));
    expect(demoMembersOf(context)).toEqual(first);
    expect(demoMembersOf({ ...context })).not.toBe(demoMembersOf(context));
    const before = await tableCounts();
    const objects = await storedObjects();
    expect(await seedDemo(db.pools.appDb, storage)).toEqual({ created: [] });
    expect(await tableCounts()).toEqual(before);
    expect(await storedObjects()).toBe(objects);
  });
});
