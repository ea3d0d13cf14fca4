import { calendarFeedUrl } from '../features/sessions/ical/calendar-feed.service.ts';
import { makePerson } from '../testing/builders.ts';
import { TEST_PUBLIC_URL } from '../testing/test-server.ts';
import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Actor, everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * What members see of the sessions (docs/classes.md "Member timetable", "Calendar feed"). Staff
 * read a member's feed address with view-member on the person and reset it with manage-member; the feed and the timetable are
 * public, whoever sends a staff token: the feed's signed token is its only credential, the
 * timetable is the club's public page on its member domain.
 */
const request = async (world: World, actor: Actor, url: string, host?: string) => ({
  method: 'GET' as const,
  url,
  headers: { ...(await bearerOf(world, actor)), ...(host ? { host } : {}) },
});

export const SESSION_TIMETABLE_ROWS: MatrixRow[] = [
  field('getMemberCalendarFeedUrl', {
    subject: "a Wellington member's calendar feed address",
    document: 'query F($id: ID!) { getMemberCalendarFeedUrl(personId: $id) }',
    variables: async (world) => ({ id: world.member.id }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: OK,
      branchManager: 'MEMBER_NOT_IN_BRANCH',
      reliefDesk: OK,
      areaManager: 'MEMBER_NOT_IN_BRANCH',
      superAdmin: OK,
      otherAdmin: 'MEMBER_NOT_FOUND',
    },
  }),
  field('resetMemberCalendarFeedUrl', {
    subject:
      "a Wellington member's calendar feed address, reset (a member of its own: the old address stops)",
    document: 'mutation R($id: ID!) { resetMemberCalendarFeedUrl(personId: $id) }',
    variables: async (world) => ({
      id: (await world.org.build((tx) => makePerson(tx, { homeBranchId: world.org.branches.wellington.id })))
        .id,
    }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: OK,
      branchManager: 'MEMBER_NOT_IN_BRANCH',
      reliefDesk: OK,
      areaManager: 'MEMBER_NOT_IN_BRANCH',
      superAdmin: OK,
      otherAdmin: 'MEMBER_NOT_FOUND',
    },
  }),
];

export const SESSION_TIMETABLE_REST_ROWS: MatrixRow[] = [
  route('GET /ical/:file', {
    subject: "a Wellington member's calendar feed (public: the signed token is the credential)",
    request: (world, actor) => {
      const url = new URL(calendarFeedUrl(TEST_PUBLIC_URL, world.org.applicationId, world.member.id, 1));
      return request(world, actor, url.pathname);
    },
    expect: everyone('HTTP 200'),
  }),
  route('GET /ical/:file', {
    variant: 'a token nobody was given',
    subject: 'a calendar feed address we never issued',
    request: (world, actor) => request(world, actor, '/ical/matrix-token-nobody-was-given.ics'),
    expect: everyone('HTTP 404'),
  }),
  route('GET /:branchId/timetable', {
    subject: "Wellington's week on the organisation's member domain (public)",
    request: (world, actor) =>
      request(
        world,
        actor,
        `/${world.org.branches.wellington.id}/timetable`,
        `${world.org.domain}.example.com`,
      ),
    expect: everyone('HTTP 200'),
  }),
  route('GET /:branchId/timetable', {
    variant: "on another organisation's member domain",
    subject: "Wellington's week asked for on the second organisation's domain",
    request: (world, actor) =>
      request(
        world,
        actor,
        `/${world.org.branches.wellington.id}/timetable`,
        `${world.other.domain}.example.com`,
      ),
    expect: everyone('HTTP 404'),
  }),
];
