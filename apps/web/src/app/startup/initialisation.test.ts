import { getOperationAST } from 'graphql';
import type { Client } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { StartUpBranchesDocument } from '../../gql/graphql.ts';
import {
  ADMIN_EVERYWHERE,
  type Assignment,
  type BranchData,
  type BranchGroupData,
  branches,
  discovery,
  groups,
  initialisationByUserAnswer,
  roles,
} from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures, fixtureFetch, type TestClient } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';
import type { SessionState } from '../auth/session.ts';
import { askStartUpEarly, forgetEarlyAnswers } from './early-start-up.ts';
import {
  initialise,
  startInitialisation,
  startInitialisationIfSignedIn,
  startInitialisationOnce,
  takeInitialisation,
} from './initialisation.ts';

const context = { discovery, domain: { domain: 'demo', forced: false } };

/** An access token's shape with this subject (the signature is the server's to check, not the web's). */
const tokenFor = (sub: string) =>
  `${btoa('{"alg":"ES256"}')}.${btoa(JSON.stringify({ sub, aud: 'api' }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.signature`;

type Me = OperationData<'GetInitialisationData'>['getInitialisationData']['me'];
const ME: Me = { applicationId: discovery.applicationId, personId: 'person-1', userId: 'user-1' };
// Off the schema (me is non-null there), but the start-up still refuses an answer without one.
const NO_ME = null as unknown as Me;

interface Options {
  me?: Me;
  assignments?: Assignment[];
  branchList?: readonly BranchData[];
  groupList?: readonly BranchGroupData[];
  overrides?: Fixtures;
}

function fixtures({
  me = ME,
  assignments = ADMIN_EVERYWHERE,
  branchList = branches,
  groupList = groups,
  overrides = {},
}: Options = {}): Fixtures {
  return {
    GetInitialisationData: { data: { getInitialisationData: { me, authzRoles: roles } } },
    GetInitialisationByUser: initialisationByUserAnswer(assignments, { firstName: 'Sam', lastName: 'Admin' }),
    StartUpBranches: { data: { allBranchesAndGroups: { branches: branchList, groups: groupList } } },
    ...overrides,
  };
}

/** user-1 is the admin everywhere; anyone else holds no role. */
const rolesOfUserOne = (variables: Record<string, unknown>) =>
  initialisationByUserAnswer(variables.userId === 'user-1' ? ADMIN_EVERYWHERE : [], {
    firstName: 'Sam',
    lastName: 'Admin',
  });

async function run(options: Parameters<typeof fixtures>[0] = {}) {
  const { client, calls } = createTestClient(fixtures(options));
  return { result: await initialise(client, context), calls };
}

/** The app's runtime with user-1 signed in, asking through `client`. */
function signedInRuntime(client: Client) {
  return {
    ...context,
    session: { state: async () => 'authenticated' as const, getAccessToken: async () => tokenFor('user-1') },
    graphql: { get: () => client },
  };
}

describe('start-up initialisation (spec 1 §2.3)', () => {
  it('derives the session from the user, their role assignments and the branches', async () => {
    const { result, calls } = await run();
    // Without a session to name the user, the user's roles wait for `me`; the branches do not.
    expect(calls.map((call) => call.operationName)).toEqual([
      'GetInitialisationData',
      'StartUpBranches',
      'GetInitialisationByUser',
    ]);
    expect(calls[2]?.variables).toEqual({ userId: 'user-1' });
    if (result.kind !== 'ready') throw new Error(`expected ready, got ${result.code}`);
    expect(result.data.displayName).toBe('Sam Admin');
    expect(result.data.permissions.branchIds).toHaveLength(4);
    expect(result.data.branches.map((branch) => branch.name)).toEqual([
      'Auckland CBD',
      'Christchurch Riccarton',
      'Sydney Surry Hills',
      'Wellington Lambton Quay',
    ]);
  });

  it('asks no member counts at start-up: counting the members of every branch took seconds at a million persons', () => {
    // The pages that show a count (branch tiles, overview, group detail) ask for it themselves.
    expect(JSON.stringify(StartUpBranchesDocument)).not.toContain('memberCount');
  });

  it('init_failed when the user query fails', async () => {
    const { result } = await run({ overrides: { GetInitialisationData: { errors: [{ message: 'boom' }] } } });
    expect(result).toEqual({ kind: 'error', code: 'init_failed' });
  });

  it('init_failed when the network fails', async () => {
    const { result } = await run({ overrides: { GetInitialisationByUser: { networkError: true } } });
    expect(result).toEqual({ kind: 'error', code: 'init_failed' });
  });

  it('no_user when there is no me', async () => {
    const { result } = await run({ me: NO_ME });
    expect(result).toEqual({ kind: 'error', code: 'no_user' });
  });

  it('no_user when the server finds no user behind the account', async () => {
    const { result } = await run({
      overrides: {
        GetInitialisationData: {
          errors: [{ message: 'User not found', extensions: { code: 'USER_NOT_FOUND' } }],
        },
      },
    });
    expect(result).toEqual({ kind: 'error', code: 'no_user' });
  });

  it("application_mismatch when the user's application is not the domain's", async () => {
    const { result } = await run({ me: { applicationId: 'other-app', personId: 'p', userId: 'user-1' } });
    expect(result).toEqual({ kind: 'error', code: 'application_mismatch' });
  });

  it('zero_permission when the user holds no role, whatever the branches', async () => {
    const { result } = await run({ assignments: [], branchList: [], groupList: [] });
    expect(result).toEqual({ kind: 'error', code: 'zero_permission' });
  });

  it('asks all three at once when the access token names the user: one round trip, not three', async () => {
    const { client } = createTestClient(fixtures());
    // No answer comes until every question the start-up asks before its first answer is in.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const holding: Pick<Client, 'query'> = {
      query: (query, variables, options) => {
        sent.push(typeof query === 'string' ? query : (getOperationAST(query)?.name?.value ?? ''));
        const asked = client.query(query, variables, options);
        return { ...asked, toPromise: () => held.then(() => asked.toPromise()) } as typeof asked;
      },
    };
    const session = { getAccessToken: async () => tokenFor('user-1') };
    const pending = initialise(holding, { ...context, session });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.sort()).toEqual(['GetInitialisationByUser', 'GetInitialisationData', 'StartUpBranches']);
    release();
    expect((await pending).kind).toBe('ready');
    expect(sent).toHaveLength(3);
  });

  it('asks about the user `me` names when the token named another, and about nobody from a token it cannot read', async () => {
    for (const token of [tokenFor('someone-else'), 'not-a-jwt', `a.${btoa('{"sub":5}')}.c`]) {
      const { client, calls } = createTestClient(
        fixtures({ overrides: { GetInitialisationByUser: rolesOfUserOne } }),
      );
      const result = await initialise(client, { ...context, session: { getAccessToken: async () => token } });
      expect(result.kind, token).toBe('ready');
      const asked = calls.filter((call) => call.operationName === 'GetInitialisationByUser');
      expect(asked.at(-1)?.variables, token).toEqual({ userId: 'user-1' });
    }
    // A session that cannot give a token: the queries still go, and say what they find.
    const { client } = createTestClient(fixtures());
    const failing = { getAccessToken: () => Promise.reject(new Error('expired')) };
    expect((await initialise(client, { ...context, session: failing })).kind).toBe('ready');
  });

  it('no_branch when the organisation has no branches', async () => {
    const { result } = await run({ branchList: [], groupList: [] });
    expect(result).toEqual({ kind: 'error', code: 'no_branch' });
  });

  it('no_branch when the roles cover no branch', async () => {
    const { result } = await run({ assignments: [{ roleId: 'admin', branchId: 'deleted-branch' }] });
    expect(result).toEqual({ kind: 'error', code: 'no_branch' });
  });

  it('hands an initialisation started early (by the sign-in callback) to the start-up, without asking again', async () => {
    const { client, calls } = createTestClient(fixtures());
    const early = startInitialisation(client, context);
    const taken = takeInitialisation(client, context);
    expect(taken).toBe(early);
    expect((await taken).kind).toBe('ready');
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(1);
  });

  it("the sign-in callback's start takes one the app's mount started, and starts one when none is fresh", async () => {
    const { client, calls } = createTestClient(fixtures());
    const atMount = startInitialisation(client, context);
    expect(startInitialisationOnce(client, context)).toBe(atMount);
    await takeInitialisation(client, context);
    const afterward = startInitialisationOnce(client, context);
    expect(afterward).not.toBe(atMount);
    expect(takeInitialisation(client, context)).toBe(afterward);
    await afterward;
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(2);
  });

  it('hands it over once: a later start-up of the same client asks again', async () => {
    const { client, calls } = createTestClient(fixtures());
    await takeInitialisation(client, context);
    startInitialisation(client, context);
    await takeInitialisation(client, context);
    await takeInitialisation(client, context);
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(3);
  });

  it('starts as the app loads for a signed-in user, and the start-up gate takes that answer without asking again', async () => {
    const { client, calls } = createTestClient(fixtures());
    const runtime = signedInRuntime(client);
    await startInitialisationIfSignedIn(runtime);
    // Sent before the gate asks: the page's code and the user's queries download side by side.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.operationName)).toContain('GetInitialisationData');
    expect((await takeInitialisation(client, context)).kind).toBe('ready');
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(1);
  });

  it('does not start again when the callback page started the start-up while the session was read', async () => {
    const { client, calls } = createTestClient(fixtures());
    const runtime = signedInRuntime(client);
    const atMount = startInitialisationIfSignedIn(runtime);
    const byTheCallback = startInitialisationOnce(client, context);
    await atMount;
    expect(takeInitialisation(client, context)).toBe(byTheCallback);
    await byTheCallback;
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(1);
  });

  it('leaves the start-up to the gate when the user must first renew their session or sign in', async () => {
    for (const state of [
      'refresh-token-only',
      'anonymous',
      'failed-to-refresh',
    ] as const satisfies SessionState[]) {
      const { client, calls } = createTestClient(fixtures());
      const session = { state: async () => state, getAccessToken: async () => tokenFor('user-1') };
      const runtime = { ...context, session, graphql: { get: () => client } };
      await startInitialisationIfSignedIn(runtime);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls, state).toEqual([]);
    }
  });
});

describe("the entry's early start-up (early-start-up.ts)", () => {
  afterEach(forgetEarlyAnswers);

  const signedIn = { ...context, session: { getAccessToken: async () => tokenFor('user-1') } };
  const stored = (accessToken: string) => ({
    accessToken,
    refreshToken: 'r',
    expiresAt: Date.now() + 300_000,
  });

  /** The entry asks with `fixtures` answering, as the server would. */
  function askedEarly(answers: Fixtures, accessToken = tokenFor('user-1')): TestClient['calls'] {
    const sent: TestClient['calls'] = [];
    askStartUpEarly(stored(accessToken), { apiKey: 'key', fetchFn: fixtureFetch(answers, sent) });
    return sent;
  }

  it('takes the three answers the entry asked with the same token, and the client asks nothing', async () => {
    const early = askedEarly(fixtures());
    const { client, calls } = createTestClient(fixtures());
    const result = await initialise(client, signedIn);
    if (result.kind !== 'ready') throw new Error(`expected ready, got ${result.code}`);
    expect(result.data.displayName).toBe('Sam Admin');
    expect(result.data.permissions.branchIds).toHaveLength(4);
    expect(early.map((call) => call.operationName).sort()).toEqual([
      'GetInitialisationByUser',
      'GetInitialisationData',
      'StartUpBranches',
    ]);
    expect(calls).toEqual([]);
  });

  it("judges the early answers as the client's: the server's USER_NOT_FOUND is no_user", async () => {
    const notFound = { errors: [{ message: 'User not found', extensions: { code: 'USER_NOT_FOUND' } }] };
    askedEarly(fixtures({ overrides: { GetInitialisationData: notFound } }));
    const { client, calls } = createTestClient(fixtures());
    expect(await initialise(client, signedIn)).toEqual({ kind: 'error', code: 'no_user' });
    expect(calls).toEqual([]);
  });

  it('asks through the client what the entry could not get, and everything when it asked with another token', async () => {
    askedEarly(fixtures({ overrides: { StartUpBranches: { networkError: true } } }));
    const { client, calls } = createTestClient(fixtures());
    expect((await initialise(client, signedIn)).kind).toBe('ready');
    expect(calls.map((call) => call.operationName)).toEqual(['StartUpBranches']);

    askedEarly(fixtures(), tokenFor('user-2'));
    const again = createTestClient(fixtures());
    expect((await initialise(again.client, signedIn)).kind).toBe('ready');
    expect(again.calls).toHaveLength(3);
  });
});
