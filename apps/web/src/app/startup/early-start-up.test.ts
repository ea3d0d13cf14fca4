import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { askStartUpEarly, forgetEarlyAnswers, takeEarlyAnswer } from './early-start-up.ts';
import {
  InitialisationByUserQuery,
  InitialisationDataQuery,
  StartUpBranchesQuery,
} from './start-up-queries.ts';

const NOW = 1_800_000_000_000;

/** An access token's shape naming this subject (its signature is the server's to check). */
const tokenFor = (sub: string) =>
  `${btoa('{"alg":"ES256"}')}.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.signature`;

const TOKEN = tokenFor('user-1');
const valid = (accessToken: string | null = TOKEN, expiresAt: number | null = NOW + 300_000) => ({
  accessToken,
  refreshToken: 'refresh',
  expiresAt,
});

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { operationName: string; query: string; variables: Record<string, unknown> };
}

/** A fetch that records each request and answers it with `respond`'s response. */
function recordingFetch(respond: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request: Sent = {
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    };
    sent.push(request);
    return respond(request);
  };
  return { sent, fetchFn };
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(forgetEarlyAnswers);

describe('the start-up asked by the entry chunk', () => {
  it("asks the three start-up queries with the stored token and the domain's api key", async () => {
    const { sent, fetchFn } = recordingFetch((request) =>
      answer({ data: { asked: request.body.operationName } }),
    );
    askStartUpEarly(valid(), { apiKey: 'key-1', fetchFn, now: NOW });

    expect(sent.map((request) => [request.url, request.body.operationName, request.body.variables])).toEqual([
      ['/graphql', 'GetInitialisationData', {}],
      ['/graphql', 'GetInitialisationByUser', { userId: 'user-1' }],
      ['/graphql', 'StartUpBranches', {}],
    ]);
    for (const request of sent) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers['x-api-key']).toBe('key-1');
      // The document itself, printed: the server parses it as it would the client's.
      expect(() => parse(request.body.query)).not.toThrow();
      expect(request.body.query).toContain(`query ${request.body.operationName}`);
    }
    await expect(takeEarlyAnswer(TOKEN, StartUpBranchesQuery, {}, NOW)).resolves.toEqual({
      data: { asked: 'StartUpBranches' },
    });
  });

  it('hands each answer over once, and only to the same token and variables', async () => {
    const { fetchFn } = recordingFetch(() => answer({ data: {} }));
    askStartUpEarly(valid(), { apiKey: 'key-1', fetchFn, now: NOW });

    expect(takeEarlyAnswer(tokenFor('user-2'), InitialisationDataQuery, {}, NOW)).toBeNull();
    expect(takeEarlyAnswer(TOKEN, InitialisationByUserQuery, { userId: 'user-2' }, NOW)).toBeNull();
    await expect(takeEarlyAnswer(TOKEN, InitialisationDataQuery, {}, NOW)).resolves.toEqual({ data: {} });
    expect(takeEarlyAnswer(TOKEN, InitialisationDataQuery, {}, NOW)).toBeNull();
  });

  it('hands nothing over once it is stale', () => {
    const { fetchFn } = recordingFetch(() => answer({ data: {} }));
    askStartUpEarly(valid(), { apiKey: 'key-1', fetchFn, now: NOW });
    expect(takeEarlyAnswer(TOKEN, InitialisationDataQuery, {}, NOW + 30_001)).toBeNull();
  });

  it('asks nothing without a token the app would send as it is', () => {
    const { sent, fetchFn } = recordingFetch(() => answer({ data: {} }));
    askStartUpEarly(null, { apiKey: 'key-1', fetchFn, now: NOW });
    askStartUpEarly(valid(null), { apiKey: 'key-1', fetchFn, now: NOW });
    askStartUpEarly(valid(TOKEN, null), { apiKey: 'key-1', fetchFn, now: NOW });
    // Under a minute left: the session renews it before its first request, so that one differs.
    askStartUpEarly(valid(TOKEN, NOW + 59_000), { apiKey: 'key-1', fetchFn, now: NOW });
    expect(sent).toEqual([]);
  });

  it('leaves the user query out when the token names nobody', () => {
    const { sent, fetchFn } = recordingFetch(() => answer({ data: {} }));
    askStartUpEarly(valid('not-a-jwt'), { apiKey: 'key-1', fetchFn, now: NOW });
    expect(sent.map((request) => request.body.operationName)).toEqual([
      'GetInitialisationData',
      'StartUpBranches',
    ]);
  });

  it.each([
    ['a refusal', () => answer({ errors: [{ message: 'Unauthorised' }] }, 401)],
    ['a server error', () => answer({}, 500)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a body that is no GraphQL answer', () => answer({ hello: 'world' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('resolves null after %s, so the start-up asks itself', async (_case, respond) => {
    const { fetchFn } = recordingFetch(respond);
    askStartUpEarly(valid(), { apiKey: 'key-1', fetchFn, now: NOW });
    await expect(takeEarlyAnswer(TOKEN, InitialisationDataQuery, {}, NOW)).resolves.toBeNull();
  });

  it("hands over the server's errors as they came", async () => {
    const errors = [{ message: 'User not found', extensions: { code: 'USER_NOT_FOUND' } }];
    const { fetchFn } = recordingFetch(() => answer({ data: null, errors }));
    askStartUpEarly(valid(), { apiKey: 'key-1', fetchFn, now: NOW });
    await expect(takeEarlyAnswer(TOKEN, InitialisationDataQuery, {}, NOW)).resolves.toEqual({
      data: null,
      errors,
    });
  });
});
