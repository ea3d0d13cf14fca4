import { describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from './client.ts';

// A plain document: codegen does not read test files.
const Query = 'query ClientTestBranches { allBranchesAndGroups { branches { id } } }';

describe('GraphQL client (spec 1 §7.1)', () => {
  it('sends the bearer token from the session and the API key', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: { allBranchesAndGroups: { __typename: 'BranchesAndGroups', branches: [] } } }),
    );
    const session = { getAccessToken: vi.fn(async () => 'token-1'), loginRequired: vi.fn(async () => {}) };
    const client = createGraphQLClient({ session, apiKey: 'key-1', url: 'http://test/graphql', fetchFn });
    const result = await client.query(Query, {}).toPromise();
    expect(result.error).toBeUndefined();
    const headers = new Headers(fetchFn.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('x-api-key')).toBe('key-1');
    expect(fetchFn.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('sends the user back to login on 401', async () => {
    const session = { getAccessToken: vi.fn(async () => 'token-1'), loginRequired: vi.fn(async () => {}) };
    const client = createGraphQLClient({
      session,
      apiKey: 'k',
      url: 'http://test/graphql',
      fetchFn: async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Unauthorized' }] }), { status: 401 }),
    });
    await client.query(Query, {}).toPromise();
    expect(session.loginRequired).toHaveBeenCalled();
  });
});
