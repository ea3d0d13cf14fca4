import type { DatabasePool } from '../platform/db/client.ts';

/**
 * What the fuzz suite holds every answer to: never a 5xx, never an internal error, never a
 * PostgreSQL message or a stack trace in the body; and an operation that answered with an error
 * has written nothing.
 */

export type Outcome = 'data' | 'refused' | 'http-4xx';

export interface Finding {
  readonly problem: string;
  readonly request: string;
  readonly response: string;
}

/** Text only PostgreSQL, node-postgres or a thrown JavaScript error would put in an answer. */
export const LEAKS: readonly [string, RegExp][] = [
  [
    'SQL error text',
    /syntax error at or near|invalid input syntax for|invalid byte sequence|violates (?:foreign key|unique|check|not-null)|duplicate key value|relation "[^"]*" does not exist|column "[^"]*" (?:does not exist|of relation)|unterminated quoted|value too long for type|out of range for type/i,
  ],
  [
    'SQL statement',
    /\b(?:select\s+[\w".*, ]+\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\s+"?\w/i,
  ],
  [
    'stack trace',
    /\bat (?:async )?[\w.$<>]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)|\/node_modules\/|\.ts:\d+:\d+/,
  ],
];

interface GraphQLBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown; category?: unknown } }[];
}

/**
 * The outcome of one answer, and what is wrong with it. The texts a request sent come back in some
 * validation messages, so leaks are looked for in the answer with the request's own strings removed.
 */
export function judge(
  status: number,
  body: string,
  sentStrings: readonly string[],
): { outcome: Outcome; problems: string[] } {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  let scrubbed = body;
  // Each distinct text once (a 10,000-id list repeats a few ids), and none longer than the answer:
  // its escaped form is no shorter, so it cannot be in it (escaping a 1 MB text costs 5 ms).
  for (const sent of new Set(sentStrings)) {
    if (sent.length >= 3 && sent.length <= body.length) scrubbed = scrubbed.split(jsonEscaped(sent)).join('');
  }
  for (const [name, pattern] of LEAKS) if (pattern.test(scrubbed)) problems.push(name);
  let parsed: GraphQLBody | undefined;
  try {
    parsed = JSON.parse(body) as GraphQLBody;
  } catch {
    problems.push('answer is not JSON');
  }
  for (const error of parsed?.errors ?? []) {
    const code = error.extensions?.code;
    if (
      code === 'INTERNAL' ||
      code === 'INTERNAL_SERVER_ERROR' ||
      error.extensions?.category === 'internal'
    ) {
      problems.push(`internal error (${String(code)})`);
    }
    if (typeof code !== 'string') problems.push(`error without a code: ${String(error.message)}`);
  }
  const failed = (parsed?.errors?.length ?? 0) > 0 || parsed?.data === undefined || parsed.data === null;
  const outcome: Outcome = status >= 400 ? 'http-4xx' : failed ? 'refused' : 'data';
  return { outcome, problems };
}

/** How a string appears inside the JSON answer. */
function jsonEscaped(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** Every string in a value, to scrub from the answer before looking for leaks. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * A fingerprint of everything the api may write: each table of the public schema (row count and a
 * digest of its rows) and the job queue. Sign-in state (oidc, throttling, keys) is left out: the
 * suite issues its tokens itself. The digest is the sum of each row's 64-bit hash: the rows in any
 * order, so nothing is sorted (an md5 of the rows' sorted text took 90–110 ms for the 65 tables of a
 * test organisation, this 5–7 ms); a changed row goes unseen only if its new hash equals its old.
 */
export async function databaseFingerprint(owner: DatabasePool): Promise<string> {
  const tables = await tableNames(owner);
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::text as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as digest from public."${table}" t`,
  );
  parts.push(`select 'pgboss.job', count(*)::text, '' from pgboss.job`);
  const result = await owner.query<{ name: string; rows: string; digest: string }>(parts.join(' union all '));
  // By name: a union's rows come in no promised order (a parallel append interleaves them).
  return result.rows
    .map((row) => `${row.name}:${row.rows}:${row.digest}`)
    .sort()
    .join('\n');
}

/**
 * A count of the write statements run in this database, kept by a statement-level trigger on
 * every fingerprinted table (INSERT, UPDATE, DELETE, TRUNCATE). On the job queue, whose count alone
 * is fingerprinted, each row inserted or deleted counts (and a TRUNCATE): pg-boss's supervisor runs
 * its clean-up DELETEs every second in the tests, nearly always of no row. The counter is a
 * sequence, so a statement rolled back still counts: a count that moved only means the full
 * fingerprint is taken, never a change missed.
 * It is this database's own: the cluster's WAL position, used before, moved with every write of
 * the other test files' databases, so inside `npm test` nearly every check read every table.
 * Installed on first use, in the test's own database (each test file has its own).
 */
async function installWriteCounter(owner: DatabasePool): Promise<void> {
  const tables = await tableNames(owner);
  const triggers = tables.map(
    (table) =>
      `create or replace trigger fuzz_watch_writes after insert or update or delete or truncate
         on public."${table}" for each statement execute function fuzz_watch.count_write();`,
  );
  await owner.query(`
    create schema if not exists fuzz_watch;
    create sequence if not exists fuzz_watch.writes;
    create or replace function fuzz_watch.count_write() returns trigger
      language plpgsql security definer set search_path = pg_catalog
      as $$ begin perform nextval('fuzz_watch.writes'); return null; end $$;
    ${triggers.join('\n')}
    create or replace trigger fuzz_watch_writes after insert or delete
      on pgboss.job for each row execute function fuzz_watch.count_write();
    create or replace trigger fuzz_watch_truncates after truncate
      on pgboss.job for each statement execute function fuzz_watch.count_write();
  `);
}

/** The fingerprint, recomputed only when the database's write counter moved since the last one. */
export function databaseFingerprints(owner: DatabasePool): {
  current(): Promise<string>;
  /** How many times the full fingerprint was read (what the counter saves). */
  fullReads(): number;
} {
  let installed: Promise<void> | undefined;
  let last: { writes: string; fingerprint: string } | undefined;
  let reads = 0;
  const writes = async () => {
    installed ??= installWriteCounter(owner);
    await installed;
    const result = await owner.query<{ writes: string }>(
      'select last_value::text || is_called::text as writes from fuzz_watch.writes',
    );
    return result.rows[0]?.writes ?? '';
  };
  return {
    async current() {
      const before = await writes();
      if (last && last.writes === before) return last.fingerprint;
      const fingerprint = await databaseFingerprint(owner);
      reads += 1;
      // Unchanged around the fingerprint's own reads: nothing wrote while it was read either.
      const after = await writes();
      last = after === before ? { writes: after, fingerprint } : undefined;
      return fingerprint;
    },
    fullReads: () => reads,
  };
}

/** One write counter and cache per database, shared by every REST request a suite fuzzes against it. */
const fingerprintsByPool = new WeakMap<DatabasePool, ReturnType<typeof databaseFingerprints>>();

export function fingerprintsOf(owner: DatabasePool): ReturnType<typeof databaseFingerprints> {
  let fingerprints = fingerprintsByPool.get(owner);
  if (!fingerprints) {
    fingerprints = databaseFingerprints(owner);
    fingerprintsByPool.set(owner, fingerprints);
  }
  return fingerprints;
}

// Throttling counters move on every attempt, refused ones too (that is their point).
const EXCLUDED_TABLES = new Set(['oidc_models', 'login_failures', 'payment_setup_attempts', 'signing_keys']);
let cachedTables: Promise<string[]> | undefined;

function tableNames(owner: DatabasePool): Promise<string[]> {
  cachedTables ??= owner
    .query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    .then((result) =>
      result.rows
        .map((row) => row.table_name)
        .filter((name) => !EXCLUDED_TABLES.has(name) && !name.startsWith('__') && /^[a-z_0-9]+$/.test(name)),
    );
  return cachedTables;
}

/** An answer as `app.inject` gives it. */
interface RestAnswer {
  statusCode: number;
  body: string;
}

/**
 * One generated REST request, judged as every REST fuzz suite judges it: `judge` on the answer,
 * and a refused request (4xx) must leave the database as it was. `request` describes what was
 * sent, for the findings.
 */
/**
 * A generated REST body as sent: its JSON, or with `raw` that JSON cut short by its last character
 * (a body that is not JSON). `undefined` becomes the text "undefined", also not JSON.
 */
export function fuzzBody(body: unknown, raw: boolean): string {
  const json = String(JSON.stringify(body));
  return raw ? json.slice(0, -1) : json;
}

export async function fuzzRestRequest(
  owner: DatabasePool,
  send: () => Promise<RestAnswer>,
  sent: { strings: string[]; request: string },
): Promise<Finding[]> {
  const fingerprints = fingerprintsOf(owner);
  const before = await fingerprints.current();
  const response = await send();
  const problems = [...judge(response.statusCode, response.body, sent.strings).problems];
  if (response.statusCode >= 400 && (await fingerprints.current()) !== before) {
    problems.push('a refused request changed the database');
  }
  return problems.map((problem) => ({
    problem,
    request: sent.request.slice(0, 300),
    response: `${response.statusCode} ${response.body.slice(0, 300)}`,
  }));
}
