import { makeAccessCard } from '../testing/builders.ts';
import { fixtures } from '../testing/file-fixtures.ts';
import { TEST_API_KEY } from '../testing/test-server.ts';
import { ARRIVALS_LIVE_ROWS } from './authorization-matrix.arrivals-live.ts';
import { BILLING_REST_ROWS } from './authorization-matrix.billing.ts';
import { BRANCH_SETTINGS_REST_ROWS } from './authorization-matrix.branch-settings.ts';
import { CORRESPONDENCE_REST_ROWS } from './authorization-matrix.correspondence.ts';
import { CUSTOM_REPORT_REST_ROWS } from './authorization-matrix.custom-reports.ts';
import { DOOR_SIMULATOR_REST_ROWS } from './authorization-matrix.door-simulator.ts';
import { DOOR_REST_ROWS } from './authorization-matrix.doors.ts';
import { OFFLINE_DOOR_REST_ROWS } from './authorization-matrix.doors-offline.ts';
import { MEMBERSHIP_REST_ROWS } from './authorization-matrix.memberships.ts';
import { REPORT_SCHEDULE_REST_ROWS } from './authorization-matrix.report-schedules.ts';
import { REPORT_REST_ROWS } from './authorization-matrix.reports.ts';
import { bearerOf, forged, type MatrixRow, route } from './authorization-matrix.run.ts';
import { SESSION_OFFER_REST_ROWS } from './authorization-matrix.session-offers.ts';
import { SESSION_TIMETABLE_REST_ROWS } from './authorization-matrix.session-timetable.ts';
import { STAFF_ADMIN_TARGET_ROUTE_ROWS } from './authorization-matrix.staff.ts';
import { type Actor, type Expectations, everyone, signedIn } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Every HTTP route of the api (production and development builds, as Fastify lists them) and
 * every endpoint the identity provider advertises, with what each actor gets. Routes whose
 * credential is not the caller's access token (sign-in, discovery, signed file addresses) say so
 * and expect the same for everyone.
 */

const GRAPHQL_QUERY = '{ getAllOperations { id } }';

/** What a file address issued to `actor` gives; an actor refused the address tries a forged one. */
const FILE_ROUTE: Expectations = {
  anonymous: 'no address; forged: HTTP 403',
  noRole: 'no address; forged: HTTP 403',
  frontDesk: 'HTTP 200',
  branchManager: 'no address; forged: HTTP 403',
  reliefDesk: 'HTTP 200',
  areaManager: 'no address; forged: HTTP 403',
  superAdmin: 'HTTP 200',
  otherAdmin: 'no address; forged: HTTP 403',
};

/**
 * The path of a signed file address `actor` obtains through GraphQL, or null when refused. The
 * token in the address is the only credential of /files (the browser opens it in a new tab), so
 * who may use the route is decided when the address is issued.
 */
async function fileAddressOf(
  world: World,
  actor: Actor,
  document: string,
  variables: Record<string, unknown>,
): Promise<string | null> {
  if (actor === 'anonymous') return null;
  const response = await world.server.graphql<Record<string, string | null>>(
    world.viewers[actor],
    document,
    variables,
  );
  const address = Object.values(response.data ?? {})[0];
  return address ? new URL(address).pathname : null;
}

const FORGED = '/files/eyJvcCI6ImdldCJ9.forged';

/**
 * A person's access cards (access-control.service.ts): view-member (GET) or manage-member (POST,
 * DELETE) on the person's home branch, Wellington; another organisation's admin finds no one.
 */
const WELLINGTON_PERSON_REST = (ok: string): Expectations => ({
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: MEMBER_NOT_IN_BRANCH',
  frontDesk: ok,
  branchManager: 'HTTP 403: MEMBER_NOT_IN_BRANCH',
  reliefDesk: ok,
  areaManager: 'HTTP 403: MEMBER_NOT_IN_BRANCH',
  superAdmin: ok,
  otherAdmin: 'HTTP 404: MEMBER_NOT_FOUND',
});

/** The error code of an access-control answer, else what it answered. */
function accessAnswer(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; tokens?: unknown };
  const code = parsed.errors?.[0]?.extensions?.code;
  if (code) return code;
  return parsed.tokens ? 'user' : 'token';
}

function ACCESS_CONTROL_ROWS(): MatrixRow[] {
  const preflight = (path: string, url: (world: World) => string) =>
    route(`OPTIONS /access-control/user/:userId${path}`, {
      subject:
        'a CORS preflight of the access-control service (public: browsers send it without credentials)',
      request: async (world) => ({ method: 'OPTIONS', url: url(world) }),
      expect: everyone('HTTP 204'),
    });
  return [
    preflight('', (world) => `/access-control/user/${world.member.id}`),
    preflight('/token', (world) => `/access-control/user/${world.member.id}/token`),
    preflight(
      '/token/:tokenId',
      (world) => `/access-control/user/${world.member.id}/token/${world.member.id}`,
    ),
    route('GET /access-control/user/:userId', {
      subject: "the Wellington member's cards and access levels",
      request: async (world, actor) => ({
        method: 'GET',
        url: `/access-control/user/${world.member.id}`,
        headers: await bearerOf(world, actor),
      }),
      observe: accessAnswer,
      expect: WELLINGTON_PERSON_REST('HTTP 200: user'),
    }),
    route('POST /access-control/user/:userId/token', {
      subject: 'a card for a fresh Wellington member',
      request: async (world, actor) => {
        const member = await world.freshMember();
        return {
          method: 'POST',
          url: `/access-control/user/${member.id}/token`,
          headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/json' },
          payload: JSON.stringify({ cardNumber: `MATRIX${member.id.slice(0, 8)}`, type: 'card' }),
        };
      },
      observe: accessAnswer,
      expect: WELLINGTON_PERSON_REST('HTTP 201: token'),
    }),
    route('DELETE /access-control/user/:userId/token/:tokenId', {
      subject: "a fresh Wellington member's card",
      request: async (world, actor) => {
        const member = await world.freshMember();
        await world.org.build((tx) => makeAccessCard(tx, { personId: member.id }));
        const { rows } = await world.server.db.pools.owner.query<{ id: string }>(
          'select id from access_cards where person_id = $1',
          [member.id],
        );
        return {
          method: 'DELETE',
          url: `/access-control/user/${member.id}/token/${rows[0]?.id}`,
          headers: await bearerOf(world, actor),
        };
      },
      observe: accessAnswer,
      expect: WELLINGTON_PERSON_REST('HTTP 200: token'),
    }),
  ];
}

export const REST_ROWS: MatrixRow[] = [
  route('GET /status', {
    subject: 'liveness and the database (public: load balancers call it)',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/status',
      headers: await bearerOf(world, actor),
    }),
    expect: everyone('HTTP 200'),
  }),
  route('GET /healthz', {
    subject: 'the process is alive (public: the orchestrator probes it)',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/healthz',
      headers: await bearerOf(world, actor),
    }),
    expect: everyone('HTTP 200'),
  }),
  route('GET /readyz', {
    subject: 'the process can serve: started, database and migrations (public: load balancers call it)',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/readyz',
      headers: await bearerOf(world, actor),
    }),
    expect: everyone('HTTP 200'),
  }),
  route('GET /auth/:domain', {
    subject: "the organisation's discovery (public: how a user without a token starts)",
    request: async (world, actor) => ({
      method: 'GET',
      url: `/auth/${world.org.domain}`,
      headers: await bearerOf(world, actor),
    }),
    expect: everyone('HTTP 200'),
  }),
  route('GET /interaction/:uid', {
    subject: 'a sign-in that was never started (public: the sign-in page)',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/interaction/no-such-sign-in',
      headers: await bearerOf(world, actor),
    }),
    expect: everyone('HTTP 400'),
  }),
  route('POST /interaction/:uid', {
    subject: 'a sign-in that was never started (public: the sign-in form)',
    request: async (world, actor) => ({
      method: 'POST',
      url: '/interaction/no-such-sign-in',
      headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=super.admin&password=wrong',
    }),
    expect: everyone('HTTP 400'),
  }),
  route('POST /graphql', {
    subject: 'the operation catalogue (each root field has its own row)',
    request: async (world, actor) => ({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...(await bearerOf(world, actor)),
        'content-type': 'application/json',
        'x-api-key': TEST_API_KEY,
      },
      payload: JSON.stringify({ query: GRAPHQL_QUERY }),
    }),
    expect: signedIn('HTTP 200', 'HTTP 401'),
  }),
  route('GET /graphql', {
    subject: 'the operation catalogue, as a GET query',
    request: async (world, actor) => ({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(GRAPHQL_QUERY)}`,
      headers: { ...(await bearerOf(world, actor)), 'x-api-key': TEST_API_KEY },
    }),
    expect: signedIn('HTTP 200', 'HTTP 401'),
  }),
  route('GET /files/*', {
    subject: "an attachment of the member of Wellington's, by the address getUrlForAttachmentDownload gives",
    request: async (world, actor) => {
      const path = await fileAddressOf(
        world,
        actor,
        'query D($p: ID!, $a: ID!) { getUrlForAttachmentDownload(personId: $p, attachmentId: $a) }',
        { p: world.member.id, a: world.attachmentId },
      );
      return path ? { method: 'GET', url: path } : forged({ method: 'GET', url: FORGED });
    },
    expect: FILE_ROUTE,
  }),
  route('PUT /files/*', {
    subject: 'a PDF for the member of Wellington, by the address getUrlForAttachmentUpload gives',
    request: async (world, actor) => {
      const path = await fileAddressOf(
        world,
        actor,
        'query U($p: ID!) { getUrlForAttachmentUpload(personId: $p, fileName: "m.pdf", contentType: "application/pdf") }',
        { p: world.member.id },
      );
      const upload = {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        payload: fixtures.pdf,
      } as const;
      return path ? { ...upload, url: path } : forged({ ...upload, url: FORGED });
    },
    expect: FILE_ROUTE,
  }),
  route('OPTIONS /files/*', {
    subject: 'the CORS preflight of an upload (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url: FORGED }),
    expect: everyone('HTTP 204'),
  }),
  route('OPTIONS /access-control/access-type', {
    subject: 'the CORS preflight of the access types (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url: '/access-control/access-type' }),
    expect: everyone('HTTP 204'),
  }),
  route('GET /access-control/access-type', {
    subject: "the organisation's access types (view-membership-plan or manage-membership-plan anywhere)",
    request: async (world, actor) => ({
      method: 'GET',
      url: '/access-control/access-type',
      headers: await bearerOf(world, actor),
    }),
    observe: (body, _world, actor) => {
      if (!body.startsWith('[')) return 'nothing';
      const [own, foreign] =
        actor === 'otherAdmin'
          ? ['Other all hours', 'Matrix all hours']
          : ['Matrix all hours', 'Other all hours'];
      return body.includes(own) && !body.includes(foreign) ? 'own organisation' : 'not only its own';
    },
    expect: {
      ...signedIn('HTTP 200: own organisation', 'HTTP 401: nothing'),
      noRole: 'HTTP 403: nothing',
    },
  }),
  ...ACCESS_CONTROL_ROWS(),
  ...STAFF_ADMIN_TARGET_ROUTE_ROWS,
  ...BILLING_REST_ROWS,
  ...DOOR_REST_ROWS,
  ...OFFLINE_DOOR_REST_ROWS,
  ...DOOR_SIMULATOR_REST_ROWS,
  ...BRANCH_SETTINGS_REST_ROWS,
  ...MEMBERSHIP_REST_ROWS,
  ...CUSTOM_REPORT_REST_ROWS,
  ...REPORT_REST_ROWS,
  ...REPORT_SCHEDULE_REST_ROWS,
  ...SESSION_OFFER_REST_ROWS,
  ...CORRESPONDENCE_REST_ROWS,
  ...SESSION_TIMETABLE_REST_ROWS,
  ...ARRIVALS_LIVE_ROWS,
  route('GET /sandbox/sms', {
    subject: 'the SMS outbox of the development build (never served in production)',
    app: 'development',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/sandbox/sms',
      headers: await bearerOf(world, actor),
    }),
    observe: (body, world, actor) => {
      if (actor === 'anonymous') return 'nothing';
      const own = actor === 'otherAdmin' ? world.other.applicationId : world.org.applicationId;
      const messages = (JSON.parse(body) as { messages?: { applicationId: string }[] }).messages ?? [];
      if (messages.length === 0) return 'nothing';
      return messages.every((message) => message.applicationId === own)
        ? 'own organisation only'
        : 'other organisations too';
    },
    expect: signedIn('HTTP 200: own organisation only', 'HTTP 401: nothing'),
  }),
  route('GET /sandbox/email', {
    subject:
      'the email outbox of the development build (never served in production, nor with SMTP): every staff passcode, the admin’s too, so every operation on every branch',
    app: 'development',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/sandbox/email',
      headers: await bearerOf(world, actor),
    }),
    observe: (body, world, actor) => {
      if (actor === 'anonymous') return 'nothing';
      const own = actor === 'otherAdmin' ? world.other.applicationId : world.org.applicationId;
      const messages = (JSON.parse(body) as { messages?: { applicationId: string }[] }).messages ?? [];
      if (messages.length === 0) return 'nothing';
      return messages.every((message) => message.applicationId === own)
        ? 'own organisation only'
        : 'other organisations too';
    },
    expect: {
      ...signedIn('HTTP 403: nothing', 'HTTP 401: nothing'),
      superAdmin: 'HTTP 200: own organisation only',
      otherAdmin: 'HTTP 200: own organisation only',
    },
  }),
];

/** How the identity provider's advertised endpoints are called (discovery gives no methods). */
export const OIDC_METHODS: Record<string, string> = {
  authorization_endpoint: 'GET',
  end_session_endpoint: 'GET',
  jwks_uri: 'GET',
  userinfo_endpoint: 'GET',
  token_endpoint: 'POST',
  revocation_endpoint: 'POST',
  pushed_authorization_request_endpoint: 'POST',
};

/** The identity provider's endpoints (mounted as middleware, so Fastify does not list them). */
export const OIDC_DISCOVERY = '/oidc/.well-known/openid-configuration';

/**
 * The identity provider's own routes, called with nothing but the actor's access token. Only
 * userinfo takes one; the others are public by nature (sign-in, token exchange with the client's
 * own credentials, keys, sign-out) and answer everyone alike.
 */
const oidc = (method: 'GET' | 'POST', path: string, subject: string, expect: Expectations) =>
  route(`${method} ${path}`, {
    subject,
    request: async (world, actor) => ({
      method,
      url: path,
      headers: {
        ...(await bearerOf(world, actor)),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: '' } : {}),
    }),
    expect,
  });

export const OIDC_ROWS: MatrixRow[] = [
  oidc('GET', OIDC_DISCOVERY, 'the provider metadata (public)', everyone('HTTP 200')),
  oidc('GET', '/oidc/jwks', 'the signing keys (public)', everyone('HTTP 200')),
  oidc('GET', '/oidc/auth', 'an authorization request without a client', everyone('HTTP 400')),
  oidc('GET', '/oidc/session/end', 'sign-out without a session', everyone('HTTP 200')),
  oidc('POST', '/oidc/token', 'a token request without a client', everyone('HTTP 400')),
  oidc('POST', '/oidc/token/revocation', 'a revocation without a client', everyone('HTTP 400')),
  oidc('POST', '/oidc/request', 'a pushed authorization request without a client', everyone('HTTP 400')),
  userinfo('GET'),
  userinfo('POST'),
  route('OPTIONS /oidc/me', {
    subject: 'the CORS preflight of userinfo (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url: '/oidc/me' }),
    expect: everyone('HTTP 204'),
  }),
];

/** userinfo: the claims of the token's own account, whoever it is; nothing without a token. */
function userinfo(method: 'GET' | 'POST'): MatrixRow {
  return route(`${method} /oidc/me`, {
    subject: "userinfo, with the actor's access token",
    request: async (world, actor) => ({ method, url: '/oidc/me', headers: await bearerOf(world, actor) }),
    observe: (body, world, actor) => {
      if (actor === 'anonymous') return 'nothing';
      const claims = JSON.parse(body) as { sub?: string };
      return claims.sub === world.viewers[actor].userId ? 'own claims' : 'no claims';
    },
    expect: signedIn('HTTP 200: own claims', 'HTTP 401: nothing'),
  });
}
