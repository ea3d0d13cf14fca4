import type { InjectOptions } from 'fastify';
import { type Actor, type Expectations, OK, type Outcome, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** One line of the matrix: an operation, what it is called on, and each actor's outcome. */
export interface MatrixRow {
  /** A root field's name, or `METHOD /path` of a route as Fastify prints it. */
  operation: string;
  /** What the call is made on, for the reader of a failure. */
  subject: string;
  /**
   * A second row of one operation, on another kind of subject (e.g. a staff account whose roles
   * reach beyond the actor's): named `operation [variant]`, so no operation has one row twice.
   */
  variant?: string;
  expect: Expectations;
  /** Makes the call as `actor` and says what came back, in the notation of `Outcome`. */
  run(world: World, actor: Actor): Promise<Outcome>;
}

type Variables = Record<string, unknown>;

export interface FieldRow {
  subject: string;
  variant?: string;
  /** The operation document; it selects the root field the row is named after, once. */
  document: string;
  /**
   * The arguments, made for every cell: a row whose allowed calls change what they touch builds a
   * fresh subject here (world.freshMember() …), so cells cannot affect each other.
   */
  variables?: (world: World, actor: Actor) => Variables | Promise<Variables>;
  /** For rows whose outcome is in the data (lists filtered by branch): a word on what was seen. */
  observe?: (data: unknown, world: World, actor: Actor) => string;
  expect: Expectations;
}

/** A GraphQL root field's row; the runner reads `data[name]`. */
export function field(name: string, row: FieldRow): MatrixRow {
  return {
    operation: name,
    subject: row.subject,
    ...(row.variant ? { variant: row.variant } : {}),
    expect: row.expect,
    async run(world, actor) {
      const variables = (await row.variables?.(world, actor)) ?? {};
      const viewer = actor === 'anonymous' ? null : world.viewers[actor];
      const response = await world.server.graphql(viewer, row.document, variables);
      if (response.status === 401) return UNAUTHENTICATED;
      const data = response.data?.[name];
      const error = response.errors?.[0];
      if (error) {
        const code = String(error.extensions?.code ?? `no code: ${error.message}`);
        // A denial that still hands over data is no denial: it shows in the outcome.
        return data === null || data === undefined ? code : `${code} (with data)`;
      }
      if (response.status !== 200) return `HTTP ${response.status}`;
      return row.observe ? `${OK}: ${row.observe(data, world, actor)}` : OK;
    },
  };
}

/** Request headers carrying `actor`'s access token (none for anonymous). */
export async function bearerOf(world: World, actor: Actor): Promise<Record<string, string>> {
  if (actor === 'anonymous') return {};
  return { authorization: `Bearer ${await world.server.tokens.issue(world.viewers[actor])}` };
}

export interface RouteRow {
  subject: string;
  variant?: string;
  /** Which api answers: the production build (the test server) or the development one. */
  app?: 'production' | 'development';
  /** The request to make as `actor` (`forged(…)` when the actor could not get a real one). */
  request: (world: World, actor: Actor) => Promise<InjectOptions>;
  /** Adds a word on the body to `HTTP <status>`. */
  observe?: (body: string, world: World, actor: Actor) => string;
  expect: Expectations;
}

const forgedRequests = new WeakSet<InjectOptions>();

/**
 * Marks a request made with a credential the actor invented (a file address it was refused), so
 * the outcome says so: `no address; forged: HTTP 403`.
 */
export function forged(request: InjectOptions): InjectOptions {
  forgedRequests.add(request);
  return request;
}

/** A REST route's row, e.g. `GET /status`; the runner answers `HTTP <status>[: seen]`. */
export function route(operation: string, row: RouteRow): MatrixRow {
  return {
    operation,
    subject: row.subject,
    ...(row.variant ? { variant: row.variant } : {}),
    expect: row.expect,
    async run(world, actor) {
      const request = await row.request(world, actor);
      const app = row.app === 'development' ? world.development : world.server.app;
      const response = await app.inject(request);
      const seen = row.observe ? `: ${row.observe(response.body, world, actor)}` : '';
      return `${forgedRequests.has(request) ? 'no address; forged: ' : ''}HTTP ${response.statusCode}${seen}`;
    },
  };
}

/** How a row is named in the suite: its operation, and its variant when it has one. */
export function rowName(row: MatrixRow): string {
  return row.variant ? `${row.operation} [${row.variant}]` : row.operation;
}
