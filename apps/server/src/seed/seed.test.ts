import { addressSchema, isValidPhoneNumber, type PhoneCountryCode } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../testing/demo.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';
import { buildDemoMembers } from './demo-members.ts';
import { seedDemo } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
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
});

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
    // Each role's last visit is the latest arrival there.
    const wrongLastVisits = await count(`select count(*)::int as count from person_branch_roles r
      left join (select person_id, branch_id, max(arrived_at) as latest from arrivals group by 1, 2) a
        using (person_id, branch_id)
      where r.last_visit_at is distinct from a.latest`);
    expect(wrongLastVisits).toBe(0);
  });

  it('is deterministic and changes nothing when run again', async () => {
    const anchor = new Date('2026-01-10T00:00:00Z');
    const first = buildDemoMembers(demoOrg, 1, anchor);
    const second = buildDemoMembers(demoOrg, 1, anchor);
    expect(second).toEqual(first);
    const before = await tableCounts();
    expect(await seedDemo(db.pools.appDb)).toEqual({ created: [] });
    expect(await tableCounts()).toEqual(before);
  });
});
