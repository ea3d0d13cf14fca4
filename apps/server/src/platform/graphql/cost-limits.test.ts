import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
  visit,
} from 'graphql';
import { envelop, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { costLimitPlugins, MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from './cost-limits.ts';
import { queryCost, UNBOUNDED_LIST_SIZE, UNSTATED_PAGE_SIZE } from './cost-limits-weight.ts';

/** The web's operations, each with the fragments it spreads, as codegen collected them. */
function webOperations(): { name: string; source: string }[] {
  const gqlFile = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../web/src/gql/gql.ts',
  );
  const text = readFileSync(gqlFile, 'utf8');
  const block = text.slice(
    text.indexOf('type Documents = {'),
    text.indexOf('};', text.indexOf('type Documents = {')),
  );
  // Keys of the Documents map are the documents' sources as JSON-compatible string literals.
  const sources = [...block.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof/gm)].map(
    (match) => JSON.parse(match[1] ?? '""') as string,
  );
  const definitions = sources.flatMap((source) => parse(source).definitions);
  const fragments = new Map(
    definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(spread.name.value)) {
            used.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
    return { name: operation.name?.value ?? '(anonymous)', source: printDocument(document) };
  });
}

function printDocument(document: DocumentNode): string {
  return document.definitions
    .map((definition) => definition.loc?.source.body.slice(definition.loc.start, definition.loc.end) ?? '')
    .join('\n');
}

/** parse and validate as Yoga runs them, with the cost-limit plugins and nothing else. */
function limitedEngine() {
  const engine: Plugin = {
    onParse: ({ setParseFn }) => setParseFn(parse),
    onValidate: ({ setValidationFn }) => setValidationFn(validate),
    onEnveloped: ({ setSchema }) => setSchema(schema),
  };
  const getEnveloped = envelop({ plugins: [engine, ...costLimitPlugins()] });
  return getEnveloped();
}

describe('the limits against the web app', () => {
  const operations = webOperations();

  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((operation) => operation.name)).toContain('MyMembers');
  });

  it('lets every operation of the web through, with the largest page it may ask for', () => {
    const { parse: limitedParse, validate: limitedValidate } = limitedEngine();
    for (const operation of operations) {
      const document = limitedParse(operation.source);
      expect(limitedValidate(schema, document), operation.name).toEqual([]);
      const cost = queryCost({
        schema,
        document,
        operationName: operation.name,
        variables: { limit: UNSTATED_PAGE_SIZE },
        stopAbove: MAX_COST,
      });
      expect(cost, operation.name).toBeLessThanOrEqual(MAX_COST);
    }
  });
});

describe('queryCost', () => {
  const cost = (source: string, variables: Record<string, unknown> = {}) =>
    queryCost({
      schema,
      document: parse(source),
      operationName: undefined,
      variables,
      stopAbove: Number.MAX_SAFE_INTEGER,
    });

  it('weighs what a page selects by its limit, from a literal or a variable', () => {
    const page = 'searchPersons(limit: 10) { persons { id firstName } }';
    // searchPersons 1 + 10 × (persons 1 + id 1 + firstName 1): the page's list is the limit, counted once.
    expect(cost(`{ ${page} }`)).toBe(1 + 10 * 3);
    expect(cost('query($n: Int) { searchPersons(limit: $n) { persons { id } } }', { n: 500 })).toBe(
      1 + 500 * 2,
    );
    expect(cost('{ searchPersons { persons { id } } }')).toBe(1 + UNSTATED_PAGE_SIZE * 2);
  });

  it('weighs a list without a limit by the unbounded list size, and nested lists by both', () => {
    expect(cost('{ getAllOperations { name } }')).toBe(1 + UNBOUNDED_LIST_SIZE);
    expect(cost('{ searchPersons(limit: 10) { persons { roles { roleType } } } }')).toBe(
      1 + 10 * (1 + (1 + UNBOUNDED_LIST_SIZE)),
    );
  });

  it('counts a fragment spread many times once per spread, without walking it again', () => {
    const fragment = 'fragment P on Person { id firstName lastName }';
    expect(cost(`{ getPerson(id: "x") { ...P ...P } } ${fragment}`)).toBe(1 + 6);
  });
});

describe('refusing expensive requests over HTTP', () => {
  let server: TestServer;
  let org: OrganisationScenario;
  beforeAll(async () => {
    server = await createTestServer();
    org = await organisationScenario(server);
  });
  afterAll(() => server.close());

  const personFields =
    'id firstName lastName email gender dateOfBirth homeBranchId hasImage tags smsOptin emailOptin';

  /** Answers QUERY_TOO_COMPLEX quickly, without data: nothing was executed. */
  async function expectRefused(query: string, variables?: Record<string, unknown>) {
    const started = performance.now();
    const response = await server.graphql(org.frontDesk, query, variables);
    const elapsed = performance.now() - started;
    expect(response.status).toBeLessThan(500);
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.map((error) => error.extensions?.code)).toContain('QUERY_TOO_COMPLEX');
    expect(response.errors?.[0]?.message).toBe(
      'This request asks for too much at once. Please narrow it down and try again.',
    );
    // A refused request is answered long before one page of 1000 persons could be read.
    expect(elapsed).toBeLessThan(2_000);
    return response;
  }

  it('refuses 1000 aliases of searchPersons(limit: 1000)', async () => {
    const aliases = Array.from(
      { length: 1000 },
      (_, i) => `a${i}: searchPersons(limit: 1000) { persons { ${personFields} } }`,
    );
    // That document is over the token limit too: the parser stops first.
    await expectRefused(`{ ${aliases.join(' ')} }`);
    const few = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: getAllOperations { name }`);
    const response = await expectRefused(`{ ${few.join(' ')} }`);
    expect(response.errors?.[0]?.extensions?.limit).toBe(
      `Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
    );
  });

  it('refuses 5000 aliases and a huge number of tokens before parsing them all', async () => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: getAllOperations { name }`);
    const response = await expectRefused(`{ ${aliases.join(' ')} }`);
    expect(response.errors?.[0]?.extensions?.limit).toBe(`Token limit of ${MAX_TOKENS} exceeded.`);
    await expectRefused(`{ getAllOperations { ${'name '.repeat(MAX_TOKENS)} } }`);
  });

  it('refuses 300 levels of nesting', async () => {
    const nested = `${'getPerson(id: "x") { homeBranch { '.repeat(1)}${'a { '.repeat(298)}id${' }'.repeat(300)}`;
    const response = await expectRefused(`{ ${nested} }`);
    expect(
      response.errors?.some((error) =>
        String(error.extensions?.limit).startsWith(`Query depth limit of ${MAX_DEPTH} exceeded`),
      ),
    ).toBe(true);
  });

  it('weighs pages by their limit: a few small pages pass, as many full pages do not', async () => {
    const pages = (limit: string) =>
      `${limit === '$n' ? 'query($n: Int)' : ''} { ${Array.from({ length: 5 }, (_, i) => `p${i}: searchPersons(limit: ${limit}) { persons { ${personFields} roles { roleType branchId status } } }`).join(' ')} }`;
    const small = await server.graphql(org.frontDesk, pages('10'));
    expect(small.errors).toBeUndefined();
    const response = await expectRefused(pages('1000'));
    expect(response.errors?.[0]?.extensions?.limit).toBe(`Query cost limit of ${MAX_COST} exceeded.`);
    // The same through a variable, as the web sends its page size.
    expect((await server.graphql(org.frontDesk, pages('$n'), { n: 10 })).errors).toBeUndefined();
    await expectRefused(pages('$n'), { n: 1000 });
  });
});
