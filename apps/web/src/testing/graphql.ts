import { Client, cacheExchange, fetchExchange } from 'urql';

/** What a fixture answers: data, or GraphQL errors (with extensions), or a network failure. */
export type FixtureAnswer =
  | { data: unknown }
  | { errors: { message: string; extensions?: Record<string, unknown> }[] }
  | { networkError: true };

/** Per operation name: a fixed answer, or one computed from the variables. */
export type Fixtures = Record<
  string,
  FixtureAnswer | ((variables: Record<string, unknown>) => FixtureAnswer)
>;

export interface TestClient {
  client: Client;
  /** Operations the client sent, in order. */
  calls: { operationName: string; variables: Record<string, unknown> }[];
}

/**
 * A real urql client whose network answers come from fixtures keyed by operation name, so tests
 * exercise the same documents, exchanges and error handling as the app.
 */
export function createTestClient(fixtures: Fixtures): TestClient {
  const calls: TestClient['calls'] = [];
  const client = new Client({
    url: 'http://test.local/graphql',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        operationName: string;
        variables?: Record<string, unknown>;
      };
      const variables = body.variables ?? {};
      calls.push({ operationName: body.operationName, variables });
      const fixture = fixtures[body.operationName];
      if (!fixture) throw new Error(`No fixture for ${body.operationName}`);
      const answer = typeof fixture === 'function' ? fixture(variables) : fixture;
      if ('networkError' in answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, calls };
}
