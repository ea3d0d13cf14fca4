import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { createYoga, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.ts';
import { createLogger } from '../logging/logger.ts';
import { compiledExecution, compiledExecutionPlugin } from './compiled-execution.ts';
import type { GraphQLContext } from './context.ts';
import { errorsPlugin } from './errors-plugin.ts';
import {
  JsonAnswerBody,
  type JsonAnswerRequest,
  jsonAnswer,
  jsonAnswerPlanOf,
  jsonAnswerPlugin,
} from './json-answer.ts';

/*
 * The JSON answer plugin on a small schema: a list field whose answer a hook builds as text (here
 * from the same objects the resolver answers, so both paths can be compared), and what it leaves
 * to the executor.
 */

interface Slot {
  id: string;
  places: number | null;
  host: { name: string } | null;
}
const slots: Slot[] = Array.from({ length: 5 }, (_, n) => ({
  id: `slot-${n}`,
  places: n % 3 === 0 ? null : n,
  host: n % 2 === 0 ? { name: `Host "${n}" \\ ✓` } : null,
}));

/** What the hook was asked, and what it does next. */
const asked: JsonAnswerRequest[] = [];
let hookMode: 'answer' | 'decline' | 'refuse' | 'spaced' = 'answer';
let resolved = 0;

/** The hook's answer: the slots with the asked keys, built without the executor. */
function slotsText(request: JsonAnswerRequest): string[] {
  const first = typeof request.args.first === 'number' ? request.args.first : slots.length;
  const objects = slots.slice(0, first).map((slot) => {
    const out: Record<string, unknown> = {};
    for (const field of request.selection.fields) {
      if (field.fieldName === '__typename') out[field.responseKey] = request.selection.typeName;
      else if (field.fieldName === 'id') out[field.responseKey] = slot.id;
      else if (field.fieldName === 'places') out[field.responseKey] = slot.places;
      else if (field.fieldName === 'full') out[field.responseKey] = slot.places === 0;
      else if (field.fieldName === 'host') {
        const host: Record<string, unknown> = {};
        for (const below of field.selection?.fields ?? []) {
          host[below.responseKey] =
            below.fieldName === '__typename' ? field.selection?.typeName : slot.host?.name;
        }
        out[field.responseKey] = slot.host ? host : null;
      }
    }
    return out;
  });
  return objects.map((object) => JSON.stringify(object));
}

const Host = new GraphQLObjectType({
  name: 'Host',
  fields: { name: { type: new GraphQLNonNull(GraphQLString) } },
});
const SlotType = new GraphQLObjectType<Slot>({
  name: 'Slot',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    places: { type: GraphQLInt },
    full: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (slot) => slot.places === 0 },
    host: { type: Host },
    label: { type: GraphQLString, args: { upper: { type: GraphQLBoolean } }, resolve: (slot) => slot.id },
  },
});

const answered = jsonAnswer(compiledExecution({ extensions: {} }, 'a long list'), async (request) => {
  asked.push(request);
  if (hookMode === 'decline') return null;
  if (hookMode === 'refuse') throw new DomainError('BRANCH_NOT_FOUND');
  // Spaces JSON.stringify would never write: seen in the body only if the text went out as it is.
  if (hookMode === 'spaced') return [' {"id" : "slot-0"} ', '{ "id":"slot-1"}'];
  return slotsText(request);
}).extensions;

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      slots: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SlotType))),
        args: { first: { type: GraphQLInt } },
        extensions: answered,
        resolve: (_root, args: { first?: number | null }) => {
          resolved++;
          if (hookMode === 'refuse') throw new DomainError('BRANCH_NOT_FOUND');
          return slots.slice(0, args.first ?? slots.length);
        },
      },
      plain: { type: GraphQLString, resolve: () => 'plain' },
    },
  }),
});

/** Every result that reached the plugins before the answer, as they saw it after execution. */
const seenResults: unknown[] = [];
const observer: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result }) {
        seenResults.push(JSON.parse(JSON.stringify(result)));
      },
    };
  },
};
const stopper: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (args.operationName === 'stop') setResultAndStopExecution({ data: { slots: [] } });
  },
};

const context = { viewer: null, deps: {}, permissions: {}, loaders: new Map() } as unknown as GraphQLContext;
const yogaWith = (
  plugins: NonNullable<YogaServerOptions<Record<string, unknown>, GraphQLContext>['plugins']>,
) =>
  createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    maskedErrors: false,
    logging: false,
    plugins,
    context: () => context,
  });
const logger = createLogger({ level: 'silent' }, { write: () => {} });
const yoga = yogaWith([
  stopper,
  errorsPlugin({ logger, exposeUnexpected: false }),
  observer,
  jsonAnswerPlugin(),
  compiledExecutionPlugin(),
]);
/** The same api without the JSON answer: what the executor answers. */
const executorOnly = yogaWith([
  stopper,
  errorsPlugin({ logger, exposeUnexpected: false }),
  observer,
  compiledExecutionPlugin(),
]);

async function post(
  server: typeof yoga,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<string> {
  const response = await server.fetch('http://api.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return response.text();
}

/**
 * As the api's HTTP handler asks (api.ts): with a body to hold the answer's texts. Yoga's own
 * response text (the envelope), and the body.
 */
async function fetchWithBody(query: string, accept = 'application/json') {
  const jsonAnswerBody = new JsonAnswerBody();
  const response = await yoga.fetch(
    'http://api.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query, variables: { first: 4 } }),
    },
    { jsonAnswerBody },
  );
  return { envelope: await response.text(), jsonAnswerBody };
}

/** The bytes the handler writes (the envelope itself when the body holds nothing), as text. */
async function postWithBody(query: string): Promise<string> {
  const { envelope, jsonAnswerBody } = await fetchWithBody(query);
  return jsonAnswerBody.bytesOf(envelope)?.toString('utf8') ?? envelope;
}

beforeEach(() => {
  asked.length = 0;
  seenResults.length = 0;
  hookMode = 'answer';
  resolved = 0;
});

describe('the JSON answer', () => {
  it('answers a plain selection with the hook’s text, exactly as the executor would', async () => {
    const queries = [
      'query Slots($first: Int) { slots(first: $first) { id places full } }',
      'query Slots($first: Int) { all: slots(first: $first) { __typename key: id id host { name __typename } } }',
      'query Slots($first: Int) { slots(first: $first) { id ...More ... on Slot { full id } } } fragment More on Slot { places host { name } ...More2 } fragment More2 on Slot { host { __typename } }',
    ];
    for (const query of queries) {
      const expected = await post(executorOnly, query, { first: 4 });
      expect(resolved, query).toBe(1);
      resolved = 0;
      expect(await post(yoga, query, { first: 4 }), query).toBe(expected);
      expect(resolved, `${query}: the executor did not run`).toBe(0);
      expect(asked, query).toHaveLength(1);
      asked.length = 0;
    }
  });

  it('writes the hook’s text as it is, never parsed and serialised again', async () => {
    hookMode = 'spaced';
    expect(await post(yoga, '{ slots { id } }')).toBe(
      '{"data":{"slots":[ {"id" : "slot-0"} ,{ "id":"slot-1"}]}}',
    );
    expect(await post(yoga, '{ renamed: slots { id } }')).toBe(
      '{"data":{"renamed":[ {"id" : "slot-0"} ,{ "id":"slot-1"}]}}',
    );
  });

  it('hands the texts to the HTTP handler’s body, which writes the same bytes the executor answers', async () => {
    const query = 'query Slots($first: Int) { slots(first: $first) { id places host { name } } }';
    const expected = await post(executorOnly, query, { first: 4 });
    // A host's name is not ASCII ("✓"): the bytes are counted as UTF-8, not as characters.
    expect(expected).toContain('✓');
    const { envelope, jsonAnswerBody } = await fetchWithBody(query);
    // Yoga's own response holds only the envelope; the texts wait in the body.
    expect(envelope).not.toContain('slot-0');
    const bytes = jsonAnswerBody.bytesOf(envelope);
    expect(bytes?.toString('utf8')).toBe(expected);
    expect(bytes?.length).toBe(Buffer.byteLength(expected));
    // Taken once: a second write of the same body is the envelope's own.
    expect(jsonAnswerBody.bytesOf(envelope)).toBeNull();
    expect(await postWithBody('query Slots($first: Int) { slots(first: $first) { id } }')).toBe(
      await post(executorOnly, 'query Slots($first: Int) { slots(first: $first) { id } }', { first: 4 }),
    );
  });

  it('keeps the texts in the answer itself when Yoga answers other than plain JSON (an event stream)', async () => {
    const { envelope: events, jsonAnswerBody } = await fetchWithBody(
      '{ slots(first: 1) { id } }',
      'text/event-stream',
    );
    // The handler streams this as it is: the texts must be in it, and nothing waits in the body.
    expect(events).toContain('data: {"data":{"slots":[{"id":"slot-0"}]}}');
    expect(asked).toHaveLength(1);
    expect(jsonAnswerBody.bytesOf('{"data":{"slots":"\u0000json-answer\u0000"}}')).toBeNull();
  });

  it('hands the hook the coerced arguments and the selection as the executor collects it', async () => {
    await post(
      yoga,
      'query Slots($first: Int) { s: slots(first: $first) { id a: places id ... on Slot { host { name } } host { __typename } } }',
      { first: 2 },
    );
    expect(asked[0]?.args).toEqual({ first: 2 });
    expect(asked[0]?.selection).toEqual({
      typeName: 'Slot',
      fields: [
        { responseKey: 'id', fieldName: 'id', selection: null },
        { responseKey: 'a', fieldName: 'places', selection: null },
        {
          responseKey: 'host',
          fieldName: 'host',
          selection: {
            typeName: 'Host',
            fields: [
              { responseKey: 'name', fieldName: 'name', selection: null },
              { responseKey: '__typename', fieldName: '__typename', selection: null },
            ],
          },
        },
      ],
    });
  });

  it('lets the plugins before it see the result: the answer parses as data when read', async () => {
    await post(yoga, '{ slots(first: 2) { id } }');
    expect(seenResults).toEqual([{ data: { slots: [{ id: 'slot-0' }, { id: 'slot-1' }] } }]);
  });

  it('leaves to the executor what it does not plan: directives, other root fields, mutations, arguments below', () => {
    const planned = (query: string) => jsonAnswerPlanOf(schema, parse(query)) !== null;
    expect(planned('{ slots { id } }')).toBe(true);
    expect(planned('{ slots @include(if: true) { id } }')).toBe(false);
    expect(planned('{ slots { id @skip(if: false) } }')).toBe(false);
    expect(planned('{ slots { ...F @include(if: true) } } fragment F on Slot { id }')).toBe(false);
    expect(planned('{ slots { ...F } } fragment F on Slot @include(if: true) { id }')).toBe(false);
    expect(planned('{ slots { id } plain }')).toBe(false);
    expect(planned('{ slots { id } __typename }')).toBe(false);
    expect(planned('{ plain }')).toBe(false);
    expect(planned('{ slots { label(upper: true) } }')).toBe(false);
  });

  it('falls back to the executor when the hook declines or refuses, with the executor’s answer', async () => {
    const query = '{ slots(first: 1) { id } }';
    hookMode = 'decline';
    expect(await post(yoga, query)).toBe('{"data":{"slots":[{"id":"slot-0"}]}}');
    expect(asked).toHaveLength(1);
    hookMode = 'refuse';
    const refused = await post(yoga, query);
    expect(refused).toBe(await post(executorOnly, query));
    expect(JSON.parse(refused)).toMatchObject({ errors: [{ extensions: { code: 'BRANCH_NOT_FOUND' } }] });
  });

  it('leaves bad variables to the executor, and never runs after a plugin that stopped the operation', async () => {
    const bad = await post(yoga, 'query Slots($first: Int) { slots(first: $first) { id } }', {
      first: 'many',
    });
    expect(asked).toHaveLength(0);
    expect(JSON.parse(bad)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    expect(await post(yoga, 'query stop { slots { id } }', {}, 'stop')).toBe('{"data":{"slots":[]}}');
    expect(asked).toHaveLength(0);
  });
});
