import { todayIn, weekStart } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { requestedWeek } from './timetable.service.ts';
import { placeBooking, placeSession } from './timetable-fixtures.repository.ts';

/**
 * The member timetable at {member domain}/{branchId}/timetable: the organisation comes from the
 * host, the week from ?week (Monday start, in the branch's zone), places left but no member's name.
 */
let server: TestServer;
let org: OrganisationScenario;
let other: OrganisationScenario;
const ZONE = 'Pacific/Auckland';
// Next week: every session there is still to come, whatever day the test runs on.
const thisMonday = weekStart(todayIn(ZONE));
const monday = thisMonday.add({ days: 7 });
const day = (n: number) => monday.add({ days: n }).toString();
const lastMonday = thisMonday.subtract({ days: 7 }).toString();

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await organisationScenario(server);
  await org.build(async (tx) => {
    const auckland = org.branches.auckland.id;
    const yoga = await makeClass(tx, {
      name: 'Yoga',
      branchIds: [auckland],
      waitlistStatus: 'ENABLED',
      waitlistLimit: 5,
    });
    const spin = await makeClass(tx, { name: 'Spin', branchIds: [auckland] });
    const full = await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: day(0),
      startTime: '06:00',
      endTime: '07:00',
      classId: yoga.id,
      staffMemberId: org.superAdmin.personId,
      capacity: 1,
      bookedCount: 1,
    });
    const member = await makePerson(tx, {
      firstName: 'Zebedee',
      lastName: 'Quibble',
      homeBranchId: auckland,
    });
    await placeBooking(tx, { sessionId: full.id, personId: member.id });
    await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: day(2),
      startTime: '18:00',
      endTime: '19:00',
      classId: spin.id,
      capacity: 12,
      bookedCount: 9,
    });
    await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: day(3),
      startTime: '12:00',
      endTime: '12:30',
      name: 'Gym <induction>',
    });
    await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: day(4),
      startTime: '09:00',
      endTime: '10:00',
      name: 'Cancelled clinic',
      cancelled: true,
    });
    await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: day(9),
      startTime: '07:00',
      endTime: '08:00',
      name: 'Week after bootcamp',
    });
    await placeSession(tx, {
      branchId: auckland,
      timeZone: ZONE,
      date: lastMonday,
      startTime: '10:00',
      endTime: '11:00',
      name: 'Old clinic',
      capacity: 5,
      bookedCount: 5,
    });
    await placeSession(tx, {
      branchId: org.branches.wellington.id,
      timeZone: ZONE,
      date: day(1),
      startTime: '07:00',
      endTime: '08:00',
      name: 'Wellington only',
    });
  });
});
afterAll(() => server.close());

const get = (host: string, path: string) =>
  server.app.inject({ method: 'GET', url: path, headers: { host } });
const memberHost = (scenario: OrganisationScenario) => `${scenario.domain}.example.com`;

const timetable = (week?: string) =>
  get(memberHost(org), `/${org.branches.auckland.id}/timetable${week ? `?week=${week}` : ''}`);

describe('member timetable', () => {
  it("shows the week's sessions of the branch with places left, light and without member names", async () => {
    const started = performance.now();
    const response = await timetable(day(0));
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Auckland CBD timetable');
    expect(html).toMatch(
      /06:00–07:00<\/span><span class="name">Yoga<\/span><span>with Sam<\/span><span class="full">Full, waitlist open/,
    );
    expect(html).toMatch(
      /18:00–19:00<\/span><span class="name">Spin<\/span><span class="spots">3 spots left/,
    );
    expect(html).toContain('Gym &lt;induction&gt;');
    expect(html).toContain('No limit');
    expect(html).not.toContain('Cancelled clinic');
    expect(html).not.toContain('Wellington only');
    expect(html).not.toContain('Week after bootcamp');
    expect(html).not.toContain('Zebedee');
    expect(html).not.toContain('Quibble');
    expect(html).not.toContain('<script');
    expect(html.match(/<section /g)).toHaveLength(7);
    expect(html).toContain(`href="?week=${monday.add({ days: 7 })}" rel="next"`);
    expect(html).toContain(`href="?week=${thisMonday}" rel="prev"`);
    expect(Buffer.byteLength(html)).toBeLessThan(12_000);
    console.info(`timetable page: ${Buffer.byteLength(html)} bytes, ${elapsed.toFixed(1)} ms`);
  });

  it('shows this week without ?week, another week from any day of it, and this week for a date that is not one', async () => {
    const now = await timetable();
    expect(now.statusCode).toBe(200);
    expect(now.body).toContain(`href="?week=${thisMonday}" aria-current="page"`);
    expect(now.body).not.toContain('Spin');
    const later = await timetable(day(10));
    expect(later.body).toContain('Week after bootcamp');
    expect(later.body).not.toContain('Spin');
    for (const week of ['2026-02-30', 'monday', '1899-12-31', `${day(0)}x`]) {
      const response = await timetable(encodeURIComponent(week));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`href="?week=${thisMonday}" aria-current="page"`);
    }
    expect(requestedWeek('2026-12-03')?.toString()).toBe('2026-11-30');
  });

  it('says a session that is over is finished, not how many places it had', async () => {
    const past = await timetable(lastMonday);
    expect(past.body).toMatch(/Old clinic<\/span><span class="over">Finished<\/span>/);
    expect(past.body).not.toContain('Full');
  });

  it('answers 404 for a branch of another organisation, an unknown host or a malformed id', async () => {
    const cases = [
      get(memberHost(other), `/${org.branches.auckland.id}/timetable`),
      get('nobody-here.example.com', `/${org.branches.auckland.id}/timetable`),
      get('localhost', `/${org.branches.auckland.id}/timetable`),
      get(memberHost(org), '/not-a-branch/timetable'),
      get(memberHost(org), `/${other.branches.auckland.id}/timetable`),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Timetable not found');
      expect(response.body).not.toContain('Yoga');
    }
  });

  it('is found on a development host too (demo.localhost names the organisation demo)', async () => {
    const response = await get(
      `${org.domain}.localhost:3000`,
      `/${org.branches.auckland.id}/timetable?week=${day(0)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Yoga');
  });
});
