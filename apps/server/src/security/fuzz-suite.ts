import fc from 'fast-check';
import type { GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeBranchBillingAccount } from '../features/billing-accounts/billing-accounts.testing.ts';
import { makeClass } from '../features/classes/classes.testing.ts';
import { makeMembership } from '../features/memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../features/plans/plans.testing.ts';
import { makeBookableSession } from '../features/sessions/bookings/bookings.testing.ts';
import { takePlace } from '../features/sessions/bookings/places.ts';
import { makeChargedFee } from '../features/sessions/fees/session-fees.testing.ts';
import { makeSessionSeries } from '../features/sessions/sessions.testing.ts';
import { schema } from '../schema.ts';
import {
  makeAttachment,
  makeNote,
  makePerson,
  makeRole,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
  secondTenant,
} from '../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../testing/test-server.ts';
import { type RawRequest, rawRequests } from './fuzz-documents.ts';
import { databaseFingerprints, type Finding, judge, type Outcome, stringsIn } from './fuzz-oracle.ts';
import {
  type FuzzRequest,
  fieldRequests,
  holdsIds,
  rootFields,
  systematicRequests,
} from './fuzz-requests.ts';
import type { FuzzFixtures } from './fuzz-values.ts';

/*
 * The GraphQL fuzz suite: every root field of the committed schema gets generated malformed
 * arguments, and the api gets malformed documents and bodies, as a super admin (who gets past
 * authorization into every service) and as a front desk user. Deterministic: the seed is printed,
 * and FUZZ_SEED=<n> replays a run. The super admin gets every systematic request; the front desk,
 * in `npm test`, those of id arguments and fields, where authorization reads what a thing holds
 * (its other hostile values meet the same coercion and the same validation as the super admin's;
 * what differs with who asks is authorization, which reads ids); FUZZ_FULL=1 gives the front desk
 * all of them. FUZZ_RUNS sets the random
 * requests per field and viewer (16 in `npm test`, 48 in the full run) and FUZZ_RAW the malformed
 * bodies per viewer.
 *
 * The root fields are dealt to FUZZ_SHARDS test files (fuzz-shard-<n>.test.ts) by a hash of their
 * name, so Vitest's two workers share the suite instead of one file being the run's long pole.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * FUZZ_FULL=1: the full run (before a release, or after touching input handling): 48 random
 * requests per field and viewer, and the front desk gets every systematic request too.
 */
const FULL = process.env.FUZZ_FULL === '1';
const RUNS_PER_FIELD = Number(process.env.FUZZ_RUNS ?? (FULL ? 48 : 16));
const RAW_REQUESTS_PER_VIEWER = Number(process.env.FUZZ_RAW ?? 200);
const FUZZ_SHARDS = 3;
/** Requests a shard must have sent: a shard that sent fewer lost its fields or its fixtures. */
const MINIMUM_REQUESTS_PER_SHARD = 1000;

/** A seed per field and viewer, so adding a field does not change the others' requests. */
function seedFor(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

interface Totals {
  requests: number;
  byOutcome: Record<Outcome, number>;
  byKind: Record<string, number>;
  mutationsChecked: number;
}

/** The shard (0-based) a root field's requests run in. */
function shardOf(fieldName: string): number {
  return Math.abs(seedFor(`shard:${fieldName}`)) % FUZZ_SHARDS;
}

/** Registers one shard's fixtures and its test in the calling test file. */
export function defineFuzzShard(shard: number): void {
  let server: TestServer;
  let org: OrganisationScenario;
  let fixtures: FuzzFixtures;

  beforeAll(async () => {
    server = await createTestServer();
    org = await organisationScenario(server);
    const other = await secondTenant(server);
    const [member, prospect, sydney] = await org.build(async (tx) => [
      await makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
      await makePerson(tx, { homeBranchId: org.branches.wellington.id, role: 'Prospect' }),
      await makePerson(tx, { homeBranchId: org.branches.sydney.id, card: true }),
    ]);
    const personIds = [member, prospect, sydney].map((person) => person.id);
    // One statement at a time: a transaction is one connection, which pg will not share between
    // statements in flight (it warns today, and refuses from pg@9).
    const records = await org.build(async (tx) => {
      const made: { id: string }[] = [];
      for (const personId of personIds) made.push(await makeNote(tx, { personId, contents: 'Note' }));
      made.push(
        await makeNote(tx, {
          personId: personIds[0] ?? '',
          contents: 'Sent',
          category: 'SMS',
          status: 'SENT',
        }),
      );
      for (const personId of personIds) made.push(await makeAttachment(tx, { personId }));
      return made;
    });
    const otherPerson = await other.build((tx) =>
      makePerson(tx, { homeBranchId: other.branches.adelaide.id }),
    );
    // Billing accounts (a default and another) at a branch of the front desk's and one of no one's.
    const accounts = await org.build(async (tx) => [
      await makeBranchBillingAccount(tx, { branchId: org.branches.wellington.id, isDefault: true }),
      await makeBranchBillingAccount(tx, { branchId: org.branches.wellington.id }),
      await makeBranchBillingAccount(tx, { branchId: org.branches.sydney.id, isDefault: true }),
    ]);
    const otherAccount = await other.build((tx) =>
      makeBranchBillingAccount(tx, { branchId: other.branches.adelaide.id, isDefault: true }),
    );
    // A plan sold at Wellington (a draft and a published option) and one sold at Sydney only.
    const plans = await org.build(async (tx) => {
      const wellington = await makeMembershipPlan(tx, { name: 'Fuzz plan' });
      const sydney = await makeMembershipPlan(tx, { name: 'Fuzz Sydney plan', country: 'AU' });
      const options = [
        await makePaymentOption(tx, {
          membershipPlanId: wellington.id,
          sellingBranchIds: [org.branches.wellington.id],
        }),
        await makePaymentOption(tx, {
          membershipPlanId: wellington.id,
          sellingBranchIds: [org.branches.wellington.id],
          status: 'PUBLISHED',
        }),
        await makePaymentOption(tx, {
          membershipPlanId: sydney.id,
          sellingBranchIds: [org.branches.sydney.id],
        }),
      ];
      return [wellington.id, sydney.id, ...options.map((option) => option.id)];
    });
    // A billing membership of the Wellington member with a dishonoured debit (memberships' fields).
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: member.id,
        branchId: org.branches.wellington.id,
        membershipPlanId: plans[0] ?? '',
        paymentOptionId: plans[3] ?? '',
        account: { branchBillingAccountId: accounts[0]?.id ?? '', customerReference: 'PS-FUZZ-1' },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:1', kind: 'RECURRING', amount: 2500, date: '2026-01-07' },
          { type: 'DEBIT_SUBMITTED', reference: 'D-FUZZ-1', amount: 2500, date: '2026-01-07' },
          {
            type: 'DEBIT_DISHONOURED',
            reference: 'D-FUZZ-1',
            reason: 'INSUFFICIENT_FUNDS',
            date: '2026-01-08',
          },
        ],
      }),
    );
    // A class at Wellington booked by the Wellington plan, and one at Sydney.
    const classes = await org.build(async (tx) => [
      await makeClass(tx, {
        branchIds: [org.branches.wellington.id],
        allowBookingsFrom: 'CASUAL',
        bookingByMembership: true,
        planIds: [plans[0] ?? ''],
      }),
      await makeClass(tx, { branchIds: [org.branches.sydney.id] }),
    ]);
    // Sessions at Wellington: the class's, full with the member booked (bookings, waitlists), one
    // by name with places free, and the first of a weekly series (changes and removals of a run).
    const sessions = await org.build(async (tx) => {
      const branchId = org.branches.wellington.id;
      const full = await makeBookableSession(tx, { branchId, classId: classes[0]?.id ?? null, capacity: 1 });
      await takePlace(tx, {
        applicationId: org.applicationId,
        sessionId: full.id,
        personId: member.id,
        membershipId: null,
        source: 'STAFF',
        bookedByUserId: null,
      });
      const open = await makeBookableSession(tx, { branchId, capacity: null });
      const weekly = await makeSessionSeries(tx, {
        branchId,
        classId: classes[0]?.id ?? null,
        frequency: 'WEEKLY',
        startDate: '2030-03-04',
        endDate: '2030-04-01',
      });
      return [full.id, open.id, ...weekly.sessions.slice(0, 1).map((row) => row.id)];
    });
    // A late cancellation fee charged at Wellington (waiveSessionFee).
    const fee = await org.build((tx) => makeChargedFee(tx, org.branches.wellington.id));
    // A custom role of each organisation (role ids are names, not UUIDs: the built-in ones too).
    const role = await org.build((tx) => makeRole(tx, { id: 'fuzz-role', name: 'Fuzz role' }));
    const otherRole = await other.build((tx) =>
      makeRole(tx, { id: 'fuzz-other-role', name: 'Fuzz other role' }),
    );
    fixtures = {
      ids: [
        role.id,
        'admin',
        'front-desk',
        ...plans,
        ...classes.map((row) => row.id),
        ...sessions,
        membership.id,
        fee,
        ...personIds,
        ...records.map((record) => record.id),
        ...accounts.map((account) => account.id),
        ...org.branchIds,
        org.groups.australia.id,
        org.groups.northIsland.id,
        org.superAdmin.userId,
        org.frontDesk.userId,
        org.frontDesk.personId,
        'ALL_BRANCHES',
      ],
      otherTenantIds: [
        otherRole.id,
        otherPerson.id,
        ...other.branchIds,
        other.superAdmin.userId,
        otherAccount.id,
      ],
    };
  });
  afterAll(() => server.close());

  it(`answers every generated request without an internal error, a 5xx, a leak or a partial write (shard ${shard + 1} of ${FUZZ_SHARDS})`, async () => {
    const totals: Totals = {
      requests: 0,
      byOutcome: { data: 0, refused: 0, 'http-4xx': 0 },
      byKind: {},
      mutationsChecked: 0,
    };
    const findings: Finding[] = [];
    const owner = server.db.pools.owner;
    const fingerprints = databaseFingerprints(owner);
    let fingerprint = await fingerprints.current();

    const send = async (token: string, request: RawRequest, sent: readonly string[]) => {
      const response = await server.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          'x-api-key': TEST_API_KEY,
          authorization: `Bearer ${token}`,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const verdict = judge(response.statusCode, response.body, sent);
      totals.requests += 1;
      totals.byOutcome[verdict.outcome] += 1;
      totals.byKind[request.kind] = (totals.byKind[request.kind] ?? 0) + 1;
      for (const problem of verdict.problems) {
        findings.push({
          problem,
          request: `${request.kind}: ${abbreviated(request.payload ?? request.url)}`,
          response: `${response.statusCode} ${response.body.slice(0, 400)}`,
        });
      }
      return verdict.outcome;
    };

    // Each viewer and which arguments get their systematic hostile values.
    const viewers: [string, StaffUser, (type: GraphQLInputType) => boolean][] = [
      ['superAdmin', org.superAdmin, () => true],
      ['frontDesk', org.frontDesk, FULL ? () => true : holdsIds],
    ];
    process.stdout.write(
      `fuzz shard ${shard + 1}/${FUZZ_SHARDS}: seed ${SEED} (FUZZ_SEED to replay), ${RUNS_PER_FIELD} random requests per field and viewer (FUZZ_RUNS), the front desk's systematic requests ${FULL ? 'all' : 'of id arguments only'} (FUZZ_FULL)\n`,
    );
    for (const [viewerName, viewer, systematicOf] of viewers) {
      const token = await server.tokens.issue(viewer);
      for (const root of rootFields(schema).filter((field) => shardOf(field.field.name) === shard)) {
        const seed = seedFor(`${viewerName}:${root.field.name}`);
        const requests = [
          ...systematicRequests(root, fixtures, seed, systematicOf),
          ...fc.sample(fieldRequests(root, fixtures), { seed, numRuns: RUNS_PER_FIELD }),
        ];
        // Queries never write: the database is compared once around each field's requests.
        const beforeField = fingerprint;
        for (const request of requests) {
          const outcome = await send(token, asRaw(request), sentStrings(request));
          if (root.operation === 'query') continue;
          // A mutation that answered with an error must have changed nothing.
          const after = await fingerprints.current();
          totals.mutationsChecked += 1;
          if (after !== fingerprint && outcome !== 'data') {
            findings.push({
              problem: `failed mutation wrote: ${changedTables(fingerprint, after)}`,
              request: `${request.kind}: ${request.query.slice(0, 300)} ${JSON.stringify(request.variables ?? {}).slice(0, 300)}`,
              response: outcome,
            });
          }
          fingerprint = after;
        }
        if (root.operation === 'query') {
          fingerprint = await fingerprints.current();
          if (fingerprint !== beforeField) {
            findings.push({
              problem: `${root.field.name} wrote: ${changedTables(beforeField, fingerprint)}`,
              request: '',
              response: '',
            });
          }
        }
      }
      if (shard !== 0) continue;
      for (const request of fc.sample(rawRequests(), {
        seed: seedFor(`${viewerName}:raw`),
        numRuns: RAW_REQUESTS_PER_VIEWER,
      })) {
        await send(token, request, [request.payload ?? '', decodeURIComponent(request.url)]);
      }
    }
    const after = await fingerprints.current();
    if (after !== fingerprint)
      findings.push({
        problem: `raw requests wrote: ${changedTables(fingerprint, after)}`,
        request: '',
        response: '',
      });

    process.stdout.write(
      `fuzz totals: ${totals.requests} requests; ${totals.byOutcome.data} answered with data, ${totals.byOutcome.refused} refused with a GraphQL error, ${totals.byOutcome['http-4xx']} refused with HTTP 4xx; ${totals.mutationsChecked} mutations checked for partial writes; ${findings.length} findings\n`,
    );
    process.stdout.write(`fuzz requests by kind: ${JSON.stringify(totals.byKind)}\n`);
    for (const finding of findings.slice(0, 40)) process.stdout.write(`FINDING ${JSON.stringify(finding)}\n`);
    expect(findings).toEqual([]);
    expect(totals.requests).toBeGreaterThanOrEqual(MINIMUM_REQUESTS_PER_SHARD);
  }, 600_000);
}

function asRaw(request: FuzzRequest): RawRequest {
  return {
    kind: `${request.operation} ${request.kind}`,
    method: 'POST',
    url: '/graphql',
    contentType: 'application/json',
    payload: JSON.stringify({ query: request.query, variables: request.variables }),
  };
}

function sentStrings(request: FuzzRequest): string[] {
  return stringsIn([request.variables, request.inlineValues]);
}

function changedTables(before: string, after: string): string {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':').slice(0, 2).join(':'))
    .join(', ');
}

/** A request as a finding quotes it: long strings and lists shortened, so every argument shows. */
function abbreviated(payload: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload.slice(0, 600);
  }
  return JSON.stringify(body, (key, value: unknown) => {
    const keep = key === 'query' ? 600 : 120;
    if (typeof value === 'string' && value.length > keep)
      return `${value.slice(0, keep)}…(${value.length} characters)`;
    if (Array.isArray(value) && value.length > 10) return [...value.slice(0, 10), `…(${value.length} items)`];
    return value;
  });
}
