import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Expectations, everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Correspondence rules (docs/correspondence.md): manage-correspondence on the branch, Wellington
 * here. The admin holds it everywhere; the branch and area managers hold it on other branches (the
 * gate lets them through, the branch refuses them); the front desks and the role-less hold it
 * nowhere. Another organisation's admin finds no such branch. The unsubscribe link is public: its
 * signed token is the credential, so a token nobody was given answers 404 to everyone
 * (correspondence.test.ts covers a real one).
 */
const MANAGE: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

const wellington = (world: World) => world.org.branches.wellington.id;

export const CORRESPONDENCE_ROWS: MatrixRow[] = [
  field('getCorrespondenceSettings', {
    subject: "Wellington's SMS rules",
    document: 'query Q($branchId: ID!) { getCorrespondenceSettings(branchId: $branchId) { type } }',
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
  field('getEmailSettings', {
    subject: "Wellington's email rules",
    document: 'query Q($branchId: ID!) { getEmailSettings(branchId: $branchId) { type } }',
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
  field('correspondenceRuleAudience', {
    subject: "who Wellington's birthday email would reach today",
    document:
      'query Q($branchId: ID!) { correspondenceRuleAudience(branchId: $branchId, type: "BIRTHDAY", channel: EMAIL) { count } }',
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
  field('previewCorrespondence', {
    subject: "Wellington's birthday SMS rendered for one of its members",
    document:
      'query Q($branchId: ID!) { previewCorrespondence(branchId: $branchId, type: "BIRTHDAY", channel: SMS) { body } }',
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
  field('setCorrespondenceStatus', {
    subject: "Wellington's birthday SMS rule, left disabled",
    document: `mutation M($branchId: ID!) { setCorrespondenceStatus(branchId: $branchId,
      smsSettings: { type: "BIRTHDAY", enabled: false, parameters: { daysPrior: 0 } }) { type } }`,
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
  field('setEmailStatus', {
    subject: "Wellington's birthday email rule, left disabled",
    document: `mutation M($branchId: ID!) { setEmailStatus(branchId: $branchId, emailSettings: { type: "BIRTHDAY",
      enabled: false, parameters: { daysPrior: 0 }, subject: "Happy birthday", htmlTemplate: "<p>Hi {{firstName}}</p>" }) { type } }`,
    variables: async (world) => ({ branchId: wellington(world) }),
    expect: MANAGE,
  }),
];

const UNKNOWN_TOKEN = 'matrix-token-nobody-was-given.000000000000';

/** The error code of an answer, else its status only. */
function codeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    return parsed.errors?.[0]?.extensions?.code ?? 'queued';
  } catch {
    return 'not JSON';
  }
}

export const CORRESPONDENCE_REST_ROWS: MatrixRow[] = [
  ...(['GET', 'POST'] as const).map((method) =>
    route(`${method} /correspondence/unsubscribe/:token`, {
      subject: 'an unsubscribe link nobody was given (public: the signed token is the credential)',
      request: async () => ({ method, url: `/correspondence/unsubscribe/${UNKNOWN_TOKEN}` }),
      expect: everyone('HTTP 404'),
    }),
  ),
  route('POST /sandbox/correspondence/run', {
    subject: "Wellington's correspondence day, run now (development only)",
    app: 'development',
    request: async (world, actor) => ({
      method: 'POST',
      url: '/sandbox/correspondence/run',
      headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/json' },
      payload: JSON.stringify({ branchId: wellington(world) }),
    }),
    observe: codeOf,
    expect: {
      anonymous: 'HTTP 401: UNAUTHENTICATED',
      noRole: 'HTTP 403: BRANCH_ACCESS_DENIED',
      frontDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
      branchManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
      reliefDesk: 'HTTP 403: BRANCH_ACCESS_DENIED',
      areaManager: 'HTTP 403: BRANCH_ACCESS_DENIED',
      superAdmin: 'HTTP 202: queued',
      otherAdmin: 'HTTP 404: BRANCH_NOT_FOUND',
    },
  }),
];
