import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { placeBooking, placeSession } from '../timetable/timetable-fixtures.repository.ts';
import { calendarFeedToken } from './feed-token.ts';

/**
 * A member's iCalendar feed, read back with a real parser (ical.js): one event per booking with a
 * stable UID, SEQUENCE following the session's changes, STATUS:CANCELLED for what was cancelled,
 * and nothing of anyone else. The address comes from getMemberCalendarFeedUrl.
 */
let server: TestServer;
let org: OrganisationScenario;
let other: OrganisationScenario;
let memberId: string;
let wellingtonMemberId: string;
const ids = { upcoming: '', cancelledSession: '', cancelledBooking: '', old: '', recent: '', others: '' };
const ZONE = 'Pacific/Auckland';
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const FEED_URL = 'query($personId: ID!) { getMemberCalendarFeedUrl(personId: $personId) }';

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await organisationScenario(server);
  await org.build(async (tx) => {
    const auckland = org.branches.auckland.id;
    const yoga = await makeClass(tx, { name: 'Yoga', branchIds: [auckland] });
    const member = await makePerson(tx, { firstName: 'Mere', homeBranchId: auckland });
    const neighbour = await makePerson(tx, { firstName: 'Nikau', homeBranchId: auckland });
    const wellington = await makePerson(tx, { homeBranchId: org.branches.wellington.id });
    memberId = member.id;
    wellingtonMemberId = wellington.id;
    const session = (date: string, fields: { cancelled?: boolean; sequence?: number; name?: string } = {}) =>
      placeSession(tx, {
        branchId: auckland,
        timeZone: ZONE,
        date,
        startTime: '06:00',
        endTime: '07:00',
        ...(fields.name ? { name: fields.name } : { classId: yoga.id }),
        staffMemberId: org.superAdmin.personId,
        capacity: 10,
        ...fields,
      });
    const upcoming = await session(dayFromToday(3), { sequence: 2 });
    ids.upcoming = await placeBooking(tx, { sessionId: upcoming.id, personId: member.id });
    ids.others = await placeBooking(tx, { sessionId: upcoming.id, personId: neighbour.id });
    const removed = await session(dayFromToday(5), { cancelled: true, sequence: 1, name: 'Bootcamp' });
    ids.cancelledSession = await placeBooking(tx, {
      sessionId: removed.id,
      personId: member.id,
      cancelled: true,
    });
    const dropped = await session(dayFromToday(7));
    ids.cancelledBooking = await placeBooking(tx, {
      sessionId: dropped.id,
      personId: member.id,
      cancelled: true,
    });
    const recent = await session(dayFromToday(-20));
    ids.recent = await placeBooking(tx, { sessionId: recent.id, personId: member.id, status: 'ATTENDED' });
    const old = await session(dayFromToday(-90));
    ids.old = await placeBooking(tx, { sessionId: old.id, personId: member.id, status: 'ATTENDED' });
  });
});
afterAll(() => server.close());

async function feedUrl(viewer = org.branchManager, personId = memberId) {
  return server.graphql<{ getMemberCalendarFeedUrl: string | null }>(viewer, FEED_URL, { personId });
}

async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  return server.app.inject({ method: 'GET', url: path });
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate().toISOString(),
      location: event.location,
    };
  });
}

describe('calendar feed', () => {
  it("lists the member's bookings from 60 days back, each with a stable UID, SEQUENCE and STATUS", async () => {
    const { data, errors } = await feedUrl();
    expect(errors).toBeUndefined();
    const url = data?.getMemberCalendarFeedUrl ?? '';
    expect(url).toMatch(/^http:\/\/clubline\.test\/ical\/[A-Za-z0-9_-]{80,}\.ics$/);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const events = eventsOf(response.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids.recent, ids.upcoming, ids.cancelledSession, ids.cancelledBooking]
        .map((id) => `${id}@clubline.test`)
        .sort(),
    );
    expect(byUid.get(`${ids.upcoming}@clubline.test`)).toMatchObject({
      summary: 'Yoga',
      sequence: 2,
      status: 'CONFIRMED',
      location: 'Auckland CBD',
    });
    expect(byUid.get(`${ids.cancelledSession}@clubline.test`)).toMatchObject({
      summary: 'Bootcamp',
      status: 'CANCELLED',
    });
    // The booking's own cancellation is a change of the event: its SEQUENCE moves on.
    expect(byUid.get(`${ids.cancelledBooking}@clubline.test`)).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
    });
    // 06:00 in Auckland, whatever the offset that day.
    const upcoming = byUid.get(`${ids.upcoming}@clubline.test`);
    const local = new Date(upcoming?.start ?? '').toLocaleTimeString('en-NZ', {
      timeZone: ZONE,
      hour12: false,
    });
    expect(local.slice(0, 5)).toBe('06:00');
    expect(response.body).not.toContain('Nikau');
    expect(response.body).not.toContain(ids.others);
  });

  it('follows a change of the session: the same UID with a higher SEQUENCE', async () => {
    const url = (await feedUrl()).data?.getMemberCalendarFeedUrl ?? '';
    await org.build((tx) =>
      tx.execute(sql`update sessions set sequence = sequence + 1, start_time = '07:00', end_time = '08:00',
        starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour'
        where id = (select session_id from session_bookings where id = ${ids.upcoming})`),
    );
    const event = eventsOf((await fetchFeed(url)).body).find(
      (e) => e.uid === `${ids.upcoming}@clubline.test`,
    );
    expect(event?.sequence).toBe(3);
    const local = new Date(event?.start ?? '').toLocaleTimeString('en-NZ', { timeZone: ZONE, hour12: false });
    expect(local.slice(0, 5)).toBe('07:00');
  });

  it('answers 404 to an altered, foreign or malformed token, and to a person who no longer exists', async () => {
    const url = (await feedUrl()).data?.getMemberCalendarFeedUrl ?? '';
    const token = /\/ical\/(.+)\.ics$/.exec(url)?.[1] ?? '';
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const path of [
      `/ical/${altered}.ics`,
      `/ical/${token}`,
      '/ical/nothing.ics',
      `/ical/${token}.ics.ics`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('BEGIN:VCALENDAR');
    }
    // Signed by us, but for the other organisation: its tenant has no such person.
    const crossed = calendarFeedToken({
      applicationId: other.applicationId,
      personId: memberId,
      generation: 1,
    });
    expect((await server.app.inject({ method: 'GET', url: `/ical/${crossed}.ics` })).statusCode).toBe(404);
    // An older or newer generation is not the current address.
    const stale = calendarFeedToken({ applicationId: org.applicationId, personId: memberId, generation: 2 });
    expect((await server.app.inject({ method: 'GET', url: `/ical/${stale}.ics` })).statusCode).toBe(404);
  });

  it('gives the address only with view-member on the person', async () => {
    // Frankie works at Wellington only: an Auckland member is not theirs to see.
    const denied = await feedUrl(org.frontDesk);
    expect(denied.data?.getMemberCalendarFeedUrl ?? null).toBeNull();
    expect(denied.errors?.[0]?.message).toBeTruthy();
    const allowed = await feedUrl(org.frontDesk, wellingtonMemberId);
    expect(allowed.errors).toBeUndefined();
    const foreign = await feedUrl(other.superAdmin);
    expect(foreign.data?.getMemberCalendarFeedUrl ?? null).toBeNull();
  });

  it("resets one member's address: the old one answers 404, the new one the feed, others unchanged", async () => {
    const RESET = 'mutation($personId: ID!) { resetMemberCalendarFeedUrl(personId: $personId) }';
    const get = async (url: string) =>
      (await server.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
    const first = (await feedUrl(org.frontDesk, wellingtonMemberId)).data?.getMemberCalendarFeedUrl ?? '';
    const neighbour = (await feedUrl()).data?.getMemberCalendarFeedUrl ?? '';
    expect(await get(first)).toBe(200);
    // Frankie may see an Auckland member's page nowhere, so may not reset their address either.
    const refused = await server.graphql(org.frontDesk, RESET, { personId: memberId });
    expect(refused.errors?.[0]?.message).toBeTruthy();
    const reset = await server.graphql<{ resetMemberCalendarFeedUrl: string }>(org.frontDesk, RESET, {
      personId: wellingtonMemberId,
    });
    expect(reset.errors).toBeUndefined();
    const second = reset.data?.resetMemberCalendarFeedUrl ?? '';
    expect(second).not.toBe(first);
    expect(await get(first)).toBe(404);
    expect(await get(second)).toBe(200);
    // The address staff read from now on is the new one; another member's is as it was.
    expect((await feedUrl(org.frontDesk, wellingtonMemberId)).data?.getMemberCalendarFeedUrl).toBe(second);
    expect(await get(neighbour)).toBe(200);
    const third = await server.graphql<{ resetMemberCalendarFeedUrl: string }>(org.frontDesk, RESET, {
      personId: wellingtonMemberId,
    });
    expect(await get(second)).toBe(404);
    expect(await get(third.data?.resetMemberCalendarFeedUrl ?? '')).toBe(200);
  });
});
