import { Client, cacheExchange, fetchExchange } from 'urql';
import type { OperationData, OperationName, OperationVariables } from './operations.ts';

/** A GraphQL error as the server sends it. */
interface FixtureError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** What a fixture answers: data, or GraphQL errors (with extensions), or a network failure. */
export type FixtureAnswer<Data = unknown> =
  | { data: Data }
  | { errors: FixtureError[] }
  | { networkError: true };

/** The answer to operation `N`, its data typed from the generated documents. */
export type AnswerTo<N extends OperationName> = FixtureAnswer<OperationData<N>>;

/**
 * A fixed answer to operation `N`, or one computed from its variables; a promise holds the answer
 * back until the test resolves it (what the page shows while a request is on its way).
 */
export type Fixture<N extends OperationName> =
  | AnswerTo<N>
  | ((variables: OperationVariables<N>) => AnswerTo<N> | Promise<AnswerTo<N>>);

/** Per operation name; a name that is no operation of the web does not compile. */
export type Fixtures = { [N in OperationName]?: Fixture<N> };

/** Answers by name for documents written inside a test file, which codegen does not read. */
export type TestDocumentFixtures = Record<
  string,
  FixtureAnswer | ((variables: Record<string, unknown>) => FixtureAnswer | Promise<FixtureAnswer>)
>;

export interface TestClient {
  client: Client;
  /** Operations the client sent, in order. */
  calls: { operationName: string; variables: Record<string, unknown> }[];
}

/**
 * A fetch that answers GraphQL requests from fixtures keyed by operation name (as urql sends them:
 * a JSON body with operationName and variables), recording each in `calls`.
 */
export function fixtureFetch(
  fixtures: Fixtures,
  calls: TestClient['calls'],
  testDocuments: TestDocumentFixtures = {},
): typeof fetch {
  // Looked up by the name that comes off the wire, so each answer takes the variables as sent.
  const answers = { ...testDocuments, ...fixtures } as Record<
    string,
    | FixtureAnswer
    | ((variables: Record<string, unknown>) => FixtureAnswer | Promise<FixtureAnswer>)
    | undefined
  >;
  return async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const variables = body.variables ?? {};
    calls.push({ operationName: body.operationName, variables });
    const fixture = answers[body.operationName];
    if (!fixture) throw new Error(`No fixture for ${body.operationName}`);
    const answer = typeof fixture === 'function' ? await fixture(variables) : fixture;
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * A real urql client whose network answers come from fixtures keyed by operation name, so tests
 * exercise the same documents, exchanges and error handling as the app.
 */
export function createTestClient(fixtures: Fixtures, testDocuments: TestDocumentFixtures = {}): TestClient {
  const calls: TestClient['calls'] = [];
  const client = new Client({
    url: 'http://test.local/graphql',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: fixtureFetch(fixtures, calls, testDocuments),
  });
  return { client, calls };
}
