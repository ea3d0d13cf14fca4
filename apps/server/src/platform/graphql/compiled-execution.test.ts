import {
  execute,
  GraphQLBoolean,
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.ts';
import { createLogger } from '../logging/logger.ts';
import { compiledExecution, compiledExecutionPlugin } from './compiled-execution.ts';
import { errorsPlugin } from './errors-plugin.ts';

/** The operations the plugin compiled, by their root fields. */
const compiledRoots: string[] = [];

const marked = compiledExecution({ extensions: {} }, 'a long list').extensions;

const Slot = new GraphQLObjectType({
  name: 'Slot',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString) },
    places: { type: GraphQLInt },
    full: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (slot: { places: number }) => slot.places === 0,
    },
  },
});
const slots = Array.from({ length: 50 }, (_, n) => ({ id: `slot-${n}`, places: n % 3 }));

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      slots: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Slot))),
        args: { first: { type: GraphQLInt } },
        extensions: marked,
        resolve: (_root, args: { first?: number | null }) => slots.slice(0, args.first ?? slots.length),
      },
      refused: {
        type: new GraphQLList(Slot),
        extensions: marked,
        resolve: () => {
          throw new DomainError('BRANCH_NOT_FOUND');
        },
      },
      plain: { type: GraphQLString, resolve: () => 'plain' },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLString, extensions: marked, resolve: () => 'touched' } },
  }),
});

/** A plugin before the compiled one that stops any operation naming `stop`. */
const stopper: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (args.operationName === 'stop') setResultAndStopExecution({ errors: [new GraphQLError('stopped')] });
  },
};

const yoga = createYoga({
  schema,
  maskedErrors: false,
  logging: false,
  plugins: [
    stopper,
    errorsPlugin({ logger: createLogger({ level: 'silent' }, { write: () => {} }), exposeUnexpected: false }),
    compiledExecutionPlugin({ onCompile: (fields) => compiledRoots.push(...fields) }),
  ],
});

async function post(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const response = await yoga.fetch('http://api.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: object }[] };
}

beforeEach(() => {
  compiledRoots.length = 0;
});

describe('the compiled executor', () => {
  it('answers a query of marked fields compiled, once per document, exactly as graphql-js does', async () => {
    const query = 'query Slots($first: Int) { slots(first: $first) { id places full } }';
    const expected = await execute({ schema, document: parse(query), variableValues: { first: 20 } });
    expect(await post(query, { first: 20 })).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(await post(query, { first: 20 })).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(compiledRoots).toEqual(['slots']);
  });

  it('leaves a query with an unmarked field, and every mutation, to graphql-js', async () => {
    expect(await post('{ slots(first: 1) { id } plain }')).toEqual({
      data: { slots: [{ id: 'slot-0' }], plain: 'plain' },
    });
    expect(await post('mutation { touch }')).toEqual({ data: { touch: 'touched' } });
    expect(compiledRoots).toEqual([]);
  });

  it('keeps a resolver’s refusal as the catalogue’s error, and bad variables as a bad request', async () => {
    const refused = await post('{ refused { id } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BRANCH_NOT_FOUND' });
    const badVariable = await post('query Slots($first: Int) { slots(first: $first) { id } }', {
      first: 'many',
    });
    expect(badVariable.data).toBeUndefined();
    expect(badVariable.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('never runs an operation a plugin before it stopped', async () => {
    const stopped = await post('query stop { slots { id } }', {}, 'stop');
    expect(stopped).toMatchObject({ errors: [{ message: 'stopped' }] });
    expect(stopped.data).toBeUndefined();
  });
});
