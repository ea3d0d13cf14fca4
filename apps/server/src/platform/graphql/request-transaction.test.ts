import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import {
  makePerson,
  makeRoleAssignment,
  type OrganisationScenario,
  organisationScenario,
  type TestPerson,
} from '../../testing/builders.ts';
import { type CapturedQuery, capturingDatabase } from '../../testing/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { accessTokenIssuer, accessTokenVerifier, loadSigningKeys } from '../auth/access-tokens.ts';
import { fileUrlSigner } from '../files/file-urls.ts';
import { localFileStorage } from '../files/local-file-storage.ts';
import { tenantJobQueue } from '../jobs/job-queue.ts';
import type { Dependencies, Viewer } from './context.ts';

/**
 * The cost of the request path: how many statements and connections one GraphQL request
 * takes, counted on a real api over a database whose every statement is recorded. A regression
 * here is a round trip added to every request.
 */
let db: TestDatabase;
let api: FastifyInstance;
let statements: CapturedQuery[];
let acquired = 0;
let issue: (viewer: Viewer) => Promise<string>;
let org: OrganisationScenario;
let member: TestPerson;
const sentPayloads: ('text' | 'stream')[] = [];

const API_KEY = 'clubline-web-request-path';
const ISSUER = 'http://clubline.test/oidc';

beforeAll(async () => {
  db = await createTestDatabase();
  org = await organisationScenario(db);
  member = await org.build((tx) =>
    makePerson(tx, { homeBranchId: org.branches.wellington.id, email: 'mere.path@example.com', card: true }),
  );
  const capture = capturingDatabase(db.pools.app);
  statements = capture.queries;
  db.pools.app.on('acquire', () => {
    acquired++;
  });
  const keys = await loadSigningKeys(db.pools.owner);
  const deps: Dependencies = {
    db: capture.db,
    jobs: tenantJobQueue,
    publicUrl: 'http://clubline.test',
    files: {
      storage: localFileStorage(path.join(tmpdir(), 'clubline-request-path-no-files')),
      urls: fileUrlSigner({ key: randomBytes(32), publicUrl: 'http://clubline.test' }),
    },
  };
  api = await createApi({
    deps,
    statusPool: db.pools.app,
    verifier: accessTokenVerifier(keys, ISSUER),
    identity: { issuer: ISSUER, keys, ownerPool: db.pools.owner, trustProxy: false },
    webApiKey: API_KEY,
    logger: pino({ level: 'silent' }),
    production: true,
  });
  // What each answer hands Fastify to send: its text, or a stream Fastify must pipe.
  api.addHook('onSend', async (_request, _reply, payload) => {
    sentPayloads.push(typeof payload === 'string' ? 'text' : 'stream');
    return payload;
  });
  const tokens = accessTokenIssuer(keys, ISSUER);
  issue = (viewer) => tokens.issue(viewer);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

interface Counted {
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
  statements: string[];
  connections: number;
}

/** One request, with the statements it ran (in order, shortened) and the connections it took. */
async function counted(
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Counted> {
  const token = await issue(viewer);
  // Drain what an earlier request may still be ending (the answer does not wait for its COMMIT).
  await settle();
  statements.length = 0;
  acquired = 0;
  const response = await api.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  await settle();
  return {
    body: JSON.parse(response.body) as Counted['body'],
    statements: statements.map((statement) => shape(statement.sql)),
    connections: acquired,
  };
}

/** Until the pool has every connection back. */
async function settle(): Promise<void> {
  for (let i = 0; i < 100 && db.pools.app.totalCount !== db.pools.app.idleCount; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A statement as the expectations name it. */
function shape(sql: string): string {
  if (/^begin/.test(sql)) return sql;
  if (/^(commit|rollback)$/.test(sql)) return sql;
  if (sql.includes("set_config('app.application_id'")) return 'set tenant';
  if (sql.includes('as user_exists')) return 'access';
  const table = /^select .*? from "(\w+)"/s.exec(sql)?.[1];
  return table ? `read ${table}` : sql.slice(0, 60);
}

const PERSON_FIELDS = `id firstName lastName email homeBranch { id name timeZone { id } }
  roles { roleType status branchId lastVisitTimestamp } tags`;
const GET_PERSON = `query ($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS} } }`;
const SEARCH = `query ($term: String) { searchPersons(term: $term, limit: 50) {
  persons { ${PERSON_FIELDS} } pageInfo { total } } }`;

const READ_TRANSACTION = 'begin isolation level repeatable read read only';

describe('one transaction per query request', () => {
  it('getPerson: one connection, BEGIN, the tenant, the access, the person, their roles and branch, COMMIT', async () => {
    const result = await counted(org.frontDesk, GET_PERSON, { id: member.id });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.getPerson).toMatchObject({ id: member.id });
    expect(result.connections).toBe(1);
    expect(result.statements[0]).toBe(READ_TRANSACTION);
    expect(result.statements.slice(1, 4)).toEqual(['set tenant', 'access', 'read persons']);
    // The roles and the home branch are two DataLoader batches of the same tick: either order.
    expect(result.statements.slice(4, 6).sort()).toEqual(['read branches', 'read person_branch_roles']);
    expect(result.statements.slice(6)).toEqual(['commit']);
  });

  it('searchPersons by email and by #card: one connection and one transaction', async () => {
    for (const term of ['mere.path@example.com', `#${member.cardNumber ?? ''}`]) {
      const result = await counted(org.frontDesk, SEARCH, { term });
      expect(result.body.errors).toBeUndefined();
      expect(result.connections).toBe(1);
      expect(result.statements.filter((s) => s.startsWith('begin'))).toEqual([READ_TRANSACTION]);
      expect(result.statements.filter((s) => s === 'set tenant')).toHaveLength(1);
      expect(result.statements.filter((s) => s === 'access')).toHaveLength(1);
      expect(result.statements.at(-1)).toBe('commit');
    }
  });

  it('a request the token no longer opens costs one transaction and answers 401', async () => {
    const gone = { applicationId: org.applicationId, userId: '00000000-0000-4000-8000-00000000dead' };
    const result = await counted(gone, GET_PERSON, { id: member.id });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.statements).toEqual([READ_TRANSACTION, 'set tenant', 'access', 'commit']);
    expect(result.connections).toBe(1);
  });
});

describe('the answer', () => {
  it('is handed to Fastify as its JSON text, written once, not as a stream to pipe', async () => {
    sentPayloads.length = 0;
    const result = await counted(org.frontDesk, GET_PERSON, { id: member.id });
    expect(result.body.data?.getPerson).toMatchObject({ id: member.id });
    expect(sentPayloads).toEqual(['text']);
  });
});

describe('a query selecting a field that writes (writesInQuery)', () => {
  it('runs like a mutation, even through a fragment: its write commits in its own transaction', async () => {
    const result = await counted(
      org.frontDesk,
      `query ($personId: ID!) { ...Upload }
       fragment Upload on Query {
         getUrlForAttachmentUpload(personId: $personId, fileName: "plan.pdf", contentType: "application/pdf") }`,
      { personId: member.id },
    );
    expect(result.body.errors).toBeUndefined();
    const begins = result.statements.filter((s) => s.startsWith('begin'));
    expect(begins).toEqual([READ_TRANSACTION, 'begin']);
    const pending = await db.pools.owner.query(`select 1 from attachments where file_name = 'plan.pdf'`);
    expect(pending.rowCount).toBe(1);
  });
});

describe('mutations', () => {
  const ADD_NOTE = `mutation ($personId: ID!, $contents: String!) {
    addNote(personId: $personId, contents: $contents) { id } }`;

  it('end the access read before they run, then write in their own transaction', async () => {
    const result = await counted(org.frontDesk, ADD_NOTE, { personId: member.id, contents: 'Counted note' });
    expect(result.body.errors).toBeUndefined();
    const begins = result.statements.filter((s) => s.startsWith('begin'));
    expect(begins[0]).toBe(READ_TRANSACTION);
    // The write's transaction is an ordinary read-write one, after the read transaction committed.
    expect(begins.slice(1)).not.toHaveLength(0);
    expect(begins.slice(1).every((s) => s === 'begin')).toBe(true);
    const firstCommit = result.statements.indexOf('commit');
    expect(firstCommit).toBeLessThan(result.statements.indexOf('begin'));
  });

  it('a failed field writes nothing and leaves the field before it written', async () => {
    const sydney = await org.build((tx) =>
      makePerson(tx, { homeBranchId: org.branches.sydney.id, firstName: 'Not', lastName: 'Reachable' }),
    );
    const result = await counted(
      org.frontDesk,
      `mutation ($own: ID!, $other: ID!) {
        kept: addNote(personId: $own, contents: "Kept beside a failure") { id }
        refused: addNote(personId: $other, contents: "Never written") { id } }`,
      { own: member.id, other: sydney.id },
    );
    expect(result.body.errors?.map((error) => error.extensions?.code)).toEqual(['MEMBER_NOT_IN_BRANCH']);
    const notes = await db.pools.owner.query<{ contents: string }>(
      `select contents from notes where contents in ('Kept beside a failure', 'Never written')`,
    );
    expect(notes.rows.map((row) => row.contents)).toEqual(['Kept beside a failure']);
  });
});

describe('permissions are read fresh on every request', () => {
  it('a role given between two requests applies to the second', async () => {
    const outsider = await org.build((tx) =>
      makePerson(tx, { homeBranchId: org.branches.sydney.id, firstName: 'Sydney', lastName: 'Fresh' }),
    );
    const before = await counted(org.frontDesk, GET_PERSON, { id: outsider.id });
    expect(before.body.errors?.[0]?.extensions?.code).toBe('MEMBER_NOT_IN_BRANCH');
    await org.build((tx) =>
      makeRoleAssignment(tx, {
        userId: org.frontDesk.userId,
        roleId: 'front-desk',
        scope: { branchId: org.branches.sydney.id },
      }),
    );
    const after = await counted(org.frontDesk, GET_PERSON, { id: outsider.id });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data?.getPerson).toMatchObject({ id: outsider.id });
  });
});
