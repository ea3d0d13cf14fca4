import fc from 'fast-check';

/**
 * Malformed documents and bodies for the fuzz suite, whatever the field: deep and wide documents,
 * fragment and directive bombs, broken syntax, and HTTP bodies GraphQL over HTTP does not allow.
 */

/** A request as posted: `payload` is the raw body, sent with `contentType`. */
export interface RawRequest {
  readonly kind: string;
  readonly method: 'POST' | 'GET';
  readonly url: string;
  readonly contentType?: string;
  readonly payload?: string;
}

const post = (kind: string, body: unknown): RawRequest => ({
  kind,
  method: 'POST',
  url: '/graphql',
  contentType: 'application/json',
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

const nested = (depth: number) =>
  `{ getPerson(id: "x") ${'{ homeBranch '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: searchPersons(limit: 1000) { persons { id } }`).join(' ')} }`;
const fragmentBomb = (levels: number) => {
  const fragments = Array.from(
    { length: levels },
    (_, i) =>
      `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'getAllOperations { id name }'} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')}`;
};
const directives = (count: number) => `{ getAllOperations ${'@include(if: true) '.repeat(count)}{ id } }`;
const repeatedField = (count: number) => `{ getAllOperations { ${'name '.repeat(count)} } }`;

/** Valid documents the syntax attacks cut and garble. */
const SEEDS = [
  '{ getAllOperations { id name } }',
  'query Q($id: ID!) { getPerson(id: $id) { id firstName homeBranch { id name } } }',
  'mutation M { addNote(personId: "x", contents: "hello") { id } }',
  '{ searchPersons(term: "smith", limit: 10) { persons { id } pageInfo { total } } }',
];

const documentAttacks: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.integer({ min: 10, max: 400 }).map((depth) => post('deep document', { query: nested(depth) })),
  fc
    .integer({ min: 16, max: 6000 })
    .map((count) => post('wide document (aliases)', { query: aliases(count) })),
  fc.integer({ min: 2, max: 40 }).map((levels) => post('fragment bomb', { query: fragmentBomb(levels) })),
  fc.integer({ min: 10, max: 2000 }).map((count) => post('directive bomb', { query: directives(count) })),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((count) => post('repeated field', { query: repeatedField(count) })),
  fc
    .tuple(fc.constantFrom(...SEEDS), fc.nat())
    .map(([seed, cut]) => post('truncated document', { query: seed.slice(0, cut % seed.length) })),
  fc
    .tuple(fc.constantFrom(...SEEDS), fc.nat(), fc.string({ minLength: 1, maxLength: 4 }))
    .map(([seed, at, junk]) => {
      const i = at % seed.length;
      return post('garbled document', { query: `${seed.slice(0, i)}${junk}${seed.slice(i + 1)}` });
    }),
  fc.string({ maxLength: 200 }).map((query) => post('random text document', { query })),
  fc.constantFrom(
    post('introspection', {
      query: '{ __schema { types { name fields { name type { ofType { ofType { ofType { name } } } } } } } }',
    }),
    post('subscription', { query: 'subscription { getAllOperations { id } }' }),
    post('two anonymous operations', { query: '{ getAllOperations { id } } { getAllOperations { name } }' }),
    post('unknown operation name', { query: 'query A { getAllOperations { id } }', operationName: 'B' }),
    post('operation name of wrong type', { query: 'query A { getAllOperations { id } }', operationName: 42 }),
    post('mutation over GET-only shape', { query: 'mutation { removeNote(id: "x", personId: "y") }' }),
    post('control characters in the document', { query: '{ getAllOperations { id\u0000 name } }' }),
    post('NUL in a string literal', { query: '{ searchPersons(term: "a\\u0000b") { persons { id } } }' }),
    post('lone surrogate escape', { query: '{ searchPersons(term: "\\uD800") { persons { id } } }' }),
    post('huge int literal', {
      query: '{ searchPersons(limit: 99999999999999999999999) { persons { id } } }',
    }),
    post('huge float literal', { query: '{ searchPersons(limit: 1e999) { persons { id } } }' }),
    post('long operation name', { query: `query ${'N'.repeat(100_000)} { getAllOperations { id } }` }),
    post('unknown directive', { query: '{ getAllOperations @defer { id } }' }),
    post('stream directive', { query: '{ getAllOperations @stream(initialCount: 1) { id } }' }),
  ),
);

const bodyAttacks: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.constantFrom(
    post('invalid JSON', '{"query": "{ getAllOperations { id } }"'),
    post('JSON null', 'null'),
    post('JSON array (batch)', [
      { query: '{ getAllOperations { id } }' },
      { query: '{ getAllOperations { id } }' },
    ]),
    post('JSON string', '"{ getAllOperations { id } }"'),
    post('query of wrong type', { query: 42 }),
    post('query missing', { variables: {} }),
    post('variables as a string', { query: '{ getAllOperations { id } }', variables: '{"a":1}' }),
    post('variables as an array', { query: '{ getAllOperations { id } }', variables: [1, 2] }),
    post('extensions junk', {
      query: '{ getAllOperations { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } },
    }),
    post(
      'prototype pollution',
      '{"query":"{ getAllOperations { id } }","__proto__":{"polluted":true},"variables":{"__proto__":{"x":1}}}',
    ),
    post('body over the limit', { query: `{ getAllOperations { id } } #${'z'.repeat(1_100_000)}` }),
    post(
      'deeply nested JSON',
      `{"query":"{ getAllOperations { id } }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    ),
    {
      kind: 'text/plain body',
      method: 'POST',
      url: '/graphql',
      contentType: 'text/plain',
      payload: '{ getAllOperations { id } }',
    },
    {
      kind: 'graphql body',
      method: 'POST',
      url: '/graphql',
      contentType: 'application/graphql',
      payload: '{ getAllOperations { id } }',
    },
    {
      kind: 'form body',
      method: 'POST',
      url: '/graphql',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'query=%7B%7D',
    },
    { kind: 'empty body', method: 'POST', url: '/graphql', contentType: 'application/json', payload: '' },
    {
      kind: 'GET query',
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ getAllOperations { id } }')}`,
    },
    {
      kind: 'GET mutation',
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { removeNote(id: "x", personId: "y") }')}`,
    },
    {
      kind: 'GET bad variables',
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($t: String) { searchPersons(term: $t) { persons { id } } }')}&variables=%7Bnot-json`,
    },
    {
      kind: 'GET NUL variable',
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($t: String) { searchPersons(term: $t) { persons { id } } }')}&variables=${encodeURIComponent('{"t":"a\\u0000"}')}`,
    },
  ),
  fc.string({ maxLength: 300 }).map((payload) => post('random body', payload)),
);

export function rawRequests(): fc.Arbitrary<RawRequest> {
  return fc.oneof({ weight: 3, arbitrary: documentAttacks }, { weight: 1, arbitrary: bodyAttacks });
}
