import type { FastifyInstance } from 'fastify';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import { GRAPHQL_ROWS } from './authorization-matrix.graphql.ts';
import { OIDC_DISCOVERY, OIDC_METHODS, OIDC_ROWS, REST_ROWS } from './authorization-matrix.rest.ts';
import { type MatrixRow, rowName } from './authorization-matrix.run.ts';
import {
  ACTORS,
  type Actor,
  completeness,
  type Expectations,
  routesOfPrinted,
} from './authorization-matrix.ts';
import { buildWorld, type World } from './authorization-matrix.world.ts';

const rootFields = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});
const FIELDS = [...rootFields(schema.getQueryType()), ...rootFields(schema.getMutationType())];
const ROUTE_ROWS = [...REST_ROWS, ...OIDC_ROWS];

let world: World;
beforeAll(async () => {
  world = await buildWorld();
});
afterAll(async () => {
  await world?.development.close();
  await world?.server.close();
});

/** Every route of an app, and the endpoints its identity provider advertises. */
async function routesOf(app: FastifyInstance): Promise<string[]> {
  const metadata = (await app.inject({ method: 'GET', url: OIDC_DISCOVERY })).json<Record<string, unknown>>();
  const advertised = Object.entries(metadata)
    .filter(([key, value]) => (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string')
    .map(([key, value]) => `${OIDC_METHODS[key] ?? 'ANY'} ${new URL(String(value)).pathname}`);
  return [...routesOfPrinted(app.printRoutes()), `GET ${OIDC_DISCOVERY}`, ...advertised];
}

describe('the matrix covers every operation', () => {
  it('has one row per GraphQL root field (a new field needs a row)', () => {
    expect(
      completeness(
        FIELDS,
        GRAPHQL_ROWS.map((row) => row.operation),
      ),
    ).toEqual({ missing: [], unknown: [] });
  });

  it('has one row per route of the production and development builds and per identity endpoint', async () => {
    const routes = [
      ...new Set([...(await routesOf(world.server.app)), ...(await routesOf(world.development))]),
    ];
    expect(
      completeness(
        routes,
        ROUTE_ROWS.map((row) => row.operation),
      ),
    ).toEqual({ missing: [], unknown: [] });
  });

  it('has no operation twice', () => {
    const names = [...GRAPHQL_ROWS, ...ROUTE_ROWS].map(rowName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

/** Runs every cell of a row, the actors side by side (each call is its own request). */
async function outcomesOf(row: MatrixRow): Promise<Expectations> {
  const outcomes = await Promise.all(ACTORS.map((actor: Actor) => row.run(world, actor)));
  return Object.fromEntries(ACTORS.map((actor, index) => [actor, outcomes[index]])) as Expectations;
}

describe.each([
  ['GraphQL root field', GRAPHQL_ROWS],
  ['route', ROUTE_ROWS],
])('each %s answers every actor as declared', (_kind, rows) => {
  it.each(rows.map((row) => [rowName(row), row] as const))('%s', async (_operation, row) => {
    expect(await outcomesOf(row), row.subject).toEqual(row.expect);
  });
});

describe('the completeness check', () => {
  it('names the operations without a row and the rows without an operation', () => {
    expect(completeness(['getA', 'getB', 'GET /x'], ['getA', 'GET /gone'])).toEqual({
      missing: ['GET /x', 'getB'],
      unknown: ['GET /gone'],
    });
  });

  it('reads the routes out of Fastify’s printed tree, without the HEAD it adds to every GET', () => {
    const printed = [
      '└── /',
      '    ├── status (GET, HEAD)',
      '    ├── files/',
      '    │   └── * (OPTIONS, GET, HEAD, PUT)',
      '    ├── auth/',
      '    │   └── :domain (GET, HEAD)',
      '    └── graphql (GET, POST, HEAD)',
    ].join('\n');
    expect(routesOfPrinted(printed)).toEqual([
      'GET /auth/:domain',
      'GET /files/*',
      'GET /graphql',
      'GET /status',
      'OPTIONS /files/*',
      'POST /graphql',
      'PUT /files/*',
    ]);
  });
});
