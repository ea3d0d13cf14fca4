/**
 * The authorization matrix: for every GraphQL root field and every HTTP route, what
 * each kind of caller gets, declared in a table (authorization-matrix.graphql.ts, .rest.ts) and
 * checked against the real server by authorization-matrix.test.ts. This file holds what the
 * tables and the test share: the actors, the outcome notation and the completeness check.
 */

/**
 * Who calls. The subject of most rows is a member whose home branch is Wellington, so:
 * - `anonymous`: no access token;
 * - `noRole`: signed in, no role anywhere (home Wellington);
 * - `frontDesk`: same-branch staff, front desk of Wellington;
 * - `branchManager`: other-branch staff, manager of Auckland (more operations, elsewhere);
 * - `reliefDesk`: group-level staff whose group (North Island) holds Wellington;
 * - `areaManager`: group-level staff of another group (Australia);
 * - `superAdmin`: the organisation's admin on ALL_BRANCHES;
 * - `otherAdmin`: another organisation's admin on ALL_BRANCHES.
 */
export const ACTORS = [
  'anonymous',
  'noRole',
  'frontDesk',
  'branchManager',
  'reliefDesk',
  'areaManager',
  'superAdmin',
  'otherAdmin',
] as const;

export type Actor = (typeof ACTORS)[number];

/**
 * What one call gave, as the tables write it:
 * - `ok`: HTTP 200 and no error (GraphQL), `ok: <what was seen>` when the row looks at the data;
 * - `UNAUTHENTICATED`: HTTP 401 before anything ran;
 * - an error code of the catalogue (`MEMBER_ACCESS_DENIED`, `MEMBER_NOT_FOUND` …): a GraphQL
 *   error with that code and no data;
 * - `HTTP <status>` (and what was seen) for the REST routes.
 */
export type Outcome = string;

export type Expectations = Record<Actor, Outcome>;

export const OK = 'ok';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/** The same answer for every actor: routes whose credential is not the caller's token. */
export function everyone(outcome: Outcome): Expectations {
  return Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Expectations;
}

/** Every signed-in actor gets `signedIn`; a call without a token is refused. */
export function signedIn(signedInOutcome: Outcome, anonymous: Outcome = UNAUTHENTICATED): Expectations {
  return { ...everyone(signedInOutcome), anonymous };
}

/**
 * Operations that exist without a row in the table, and rows for operations that no longer exist.
 * A new root field or route fails the suite until someone decides who may call it.
 */
export function completeness(
  operations: readonly string[],
  entries: readonly string[],
): { missing: string[]; unknown: string[] } {
  const declared = new Set(entries);
  const existing = new Set(operations);
  return {
    missing: [...existing].filter((operation) => !declared.has(operation)).sort(),
    unknown: [...declared].filter((entry) => !existing.has(entry)).sort(),
  };
}

/**
 * The routes of a Fastify app as `METHOD /path`, read from `app.printRoutes()` (a tree whose lines
 * are `<indent><branch> <segment> (<methods>)`, four columns per level). HEAD is left out: Fastify
 * adds it to every GET by itself.
 */
export function routesOfPrinted(printed: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
