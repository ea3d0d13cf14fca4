import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  makeArrival,
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import {
  capturingDatabase,
  dataQueries,
  explain,
  vacuumUntilAllVisible,
} from '../../../testing/query-plans.ts';
import {
  createTestServer,
  TEST_API_KEY,
  TEST_PUBLIC_URL,
  type TestServer,
} from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/public.ts';
import { makeMembership } from '../../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { standardReportMessages as text } from './standard-report-messages.ts';
import { contactTracingRows, highUsageRows, memberVisitRows } from './standard-report-queries.repository.ts';

/*
 * A hand-built Auckland (Pacific/Auckland, +13:00 in March) where every answer is known; the range
 * is March 2026. Sign-ups: Carol at 00:30 on 1 March (NZ), Alice at 23:30 on 31 March (NZ): both
 * count; Bob (sold at 00:30 on 1 April NZ, back-dated to start on 1 March) does not. Arrivals: Alice 3 in March (one at 23:30 on the
 * 31st), one on 1 April (NZ) and a refused one; Bob 1; Eve one in February. Eve's membership ended
 * (MOVING) on 20 March; Carol's suspension ends 25 March. Perth has a sign-up the Auckland reports
 * never show.
 */
let server: TestServer;
let org: OrganisationScenario;
let planA: string;
let planB: string;
const people: Record<'alice' | 'bob' | 'carol' | 'eve' | 'dan', string> = {
  alice: '',
  bob: '',
  carol: '',
  eve: '',
  dan: '',
};

const RANGE = { startDate: '2026-03-01', endDate: '2026-03-31', localCreationDate: '2026-04-15T09:00:00' };

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  billingClock.set('2026-04-15');
  const auckland = org.branches.auckland.id;
  const perth = org.branches.perth.id;
  await org.build(async (tx) => {
    const a = await makeMembershipPlan(tx, { name: 'Gold', country: 'NZ' });
    const b = await makeMembershipPlan(tx, { name: 'Silver', country: 'NZ' });
    planA = a.id;
    planB = b.id;
    const optionA = await makePaymentOption(tx, {
      membershipPlanId: a.id,
      sellingBranchIds: [auckland, perth],
    });
    const optionB = await makePaymentOption(tx, { membershipPlanId: b.id, sellingBranchIds: [auckland] });
    const person = async (firstName: string, gender: 'MALE' | 'FEMALE' | null, home = auckland) =>
      (await makePerson(tx, { firstName, lastName: 'Test', gender, homeBranchId: home })).id;
    people.alice = await person('Alice', 'FEMALE');
    people.bob = await person('Bob', 'MALE');
    people.carol = await person('Carol', null);
    people.eve = await person('Eve', 'MALE');
    people.dan = await person('Dan', 'MALE', perth);
    const sold = (
      personId: string,
      plan: 'A' | 'B',
      createdAt: string,
      extra: Record<string, unknown> = {},
    ) =>
      makeMembership(tx, {
        personId,
        branchId: personId === people.dan ? perth : auckland,
        membershipPlanId: plan === 'A' ? a.id : b.id,
        paymentOptionId: plan === 'A' ? optionA.id : optionB.id,
        createdAt: new Date(createdAt),
        joinFee: 1000,
        ...extra,
      });
    const alice = await sold(people.alice, 'A', '2026-03-31T10:30:00Z', { startDate: '2026-03-31' });
    const bob = await sold(people.bob, 'B', '2026-03-31T11:30:00Z', { startDate: '2026-03-01' });
    const carol = await sold(people.carol, 'B', '2026-02-28T11:30:00Z', {
      startDate: '2026-03-01',
      status: 'SUSPENDED',
    });
    await sold(people.eve, 'A', '2026-01-05T00:00:00Z', {
      startDate: '2026-01-05',
      endDate: '2026-03-20',
      cancellationReason: 'MOVING',
      cancelledAt: new Date('2026-03-02T01:00:00Z'),
    });
    await sold(people.dan, 'A', '2026-03-15T02:00:00Z', { startDate: '2026-03-15' });
    const arrive = (personId: string, at: string, membershipId: string | null, granted = true) =>
      makeArrival(tx, { personId, branchId: auckland, arrivedAt: new Date(at), membershipId, granted });
    await arrive(people.alice, '2026-03-05T20:00:00Z', alice.id);
    await arrive(people.alice, '2026-03-20T20:00:00Z', alice.id);
    await arrive(people.alice, '2026-03-31T10:30:00Z', alice.id);
    await arrive(people.alice, '2026-03-31T11:30:00Z', alice.id);
    await arrive(people.alice, '2026-03-10T20:00:00Z', alice.id, false);
    await arrive(people.bob, '2026-03-12T20:00:00Z', bob.id);
    await arrive(people.eve, '2026-02-10T20:00:00Z', null);
    await tx.execute(
      sql`insert into membership_suspensions (application_id, membership_id, start_date, end_date, suspension_fee, frequency)
       values (${org.applicationId}, ${carol.id}, '2026-03-10', '2026-03-25', 500, 'WEEKLY'),
              (${org.applicationId}, ${carol.id}, '2026-03-28', '2026-04-05', 700, 'WEEKLY')`,
    );
    const receipt = (
      number: number,
      issuedOn: string,
      total: number,
      gst: number,
      supplier = auckland,
      desk: string | null = null,
    ) =>
      tx.execute(
        sql`insert into receipts (application_id, number, reference, membership_id, membership_ids, person_id, branch_id,
           desk_branch_id, issued_on, payment_type, total_cents, gst_cents, lines, issuer, recipient)
         values (${org.applicationId}, ${number}, ${`SALE:${number}`}, ${alice.id}, array[${alice.id}]::uuid[],
           ${people.alice}, ${supplier}, ${desk}, ${issuedOn}, 'CASH', ${total}, ${gst}, '[]', '{}',
           '{"name":"Alice Test","email":null}')`,
      );
    await receipt(1, '2026-03-31', 1500, 196);
    await receipt(2, '2026-04-01', 2000, 261);
    // Arrears a moved member owed: Auckland's receipt whose money the Wellington desk took, and
    // Wellington's whose money the Auckland desk took.
    await receipt(3, '2026-03-20', 700, 91, auckland, org.branches.wellington.id);
    await receipt(4, '2026-03-21', 900, 117, org.branches.wellington.id, auckland);
  });
});
afterAll(async () => {
  billingClock.set(null);
  await server.close();
});

interface Grid {
  totalRows: number;
  rows: Record<string, unknown>[];
  summaries: Record<string, number>;
  charts?: { gender: Record<string, number> };
}

async function run(
  viewer: StaffUser,
  field: string,
  args: Record<string, unknown>,
  declarations = '',
): Promise<{ grid?: Grid; error?: { message: string; code: unknown } }> {
  const variables = { ...RANGE, branches: [org.branches.auckland.id], ...args };
  const answer = await server.graphql<Record<string, { reportUrl: string }>>(
    viewer,
    `query Report($startDate: String!, $endDate: String!, $branches: [ID!]!, $localCreationDate: String!${declarations}) {
      report: ${field}(startDate: $startDate, endDate: $endDate, branches: $branches, localCreationDate: $localCreationDate,
        contentType: "json"${Object.keys(args)
          .filter((name) => !['startDate', 'endDate', 'branches', 'localCreationDate'].includes(name))
          .map((name) => `, ${name}: $${name}`)
          .join('')}) { reportUrl }
    }`,
    variables,
  );
  const error = answer.errors?.[0];
  if (error) return { error: { message: error.message, code: error.extensions?.code } };
  const url = answer.data?.report?.reportUrl ?? '';
  expect(url.startsWith(`${TEST_PUBLIC_URL}/reporting/v1/result-sets/`)).toBe(true);
  const response = await server.app.inject({
    method: 'GET',
    url: url.slice(TEST_PUBLIC_URL.length),
    headers: {
      'x-api-key': TEST_API_KEY,
      authorization: `Bearer ${await server.tokens.issue(viewer)}`,
      'x-application-id': org.applicationId,
    },
  });
  expect(response.statusCode).toBe(200);
  return { grid: response.json() };
}

const names = (grid: Grid | undefined) => grid?.rows.map((row) => row.memberName);

/** A node of EXPLAIN (FORMAT JSON). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

describe('standard reports over a hand-built Auckland', () => {
  it('member sign up: counts in the branch zone (23:30 on the last day in, 00:30 the day after out), Auckland only', async () => {
    const { grid } = await run(org.superAdmin, 'memberSignUpReport', {});
    expect(names(grid)).toEqual(['Carol Test', 'Alice Test']);
    expect(grid?.rows[1]).toMatchObject({ signedUpAt: '2026-03-31T23:30:00+13:00', joinFee: 1000 });
    expect(grid?.summaries).toEqual({ joinFee: 2000, accessCardFee: 0 });
  });

  it('high usage, member visit and contact tracing count granted arrivals of the range in the branch zone', async () => {
    const high = await run(org.superAdmin, 'highUsageReport', { minVisit: 2 }, ', $minVisit: Int!');
    expect(high.grid?.rows.map((row) => [row.memberName, row.visits])).toEqual([['Alice Test', 3]]);
    const visits = await run(
      org.superAdmin,
      'memberVisitReport',
      { membershipPlans: [planB] },
      ', $membershipPlans: [ID!]',
    );
    expect(visits.grid?.rows.map((row) => [row.memberName, row.visits])).toEqual([['Bob Test', 1]]);
    const tracing = await run(org.superAdmin, 'contactTracingReport', {});
    expect(names(tracing.grid)).toEqual(['Alice Test', 'Bob Test', 'Alice Test', 'Alice Test']);
    expect(tracing.grid?.rows.at(-1)?.arrivedAt).toBe('2026-03-31T23:30:00+13:00');
  });

  it.each([
    ['contact tracing', contactTracingRows],
    ['high usage', highUsageRows],
    ['member visit', memberVisitRows],
  ] as const)('%s reads the arrivals from the granted-arrivals index alone', async (_report, rows) => {
    // A year at a busy branch read one heap page per arrival; the index carries what these show.
    await vacuumUntilAllVisible(server.db.pools.owner, 'arrivals');
    const scope = {
      applicationId: org.applicationId,
      branchIds: [org.branches.auckland.id],
      timeZone: 'Pacific/Auckland',
    };
    const params = { ...RANGE, minVisit: 1, membershipPlans: [planA] };
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, org.applicationId, async (tx) => {
      for await (const _row of rows(tx, scope, params));
    });
    const [cursor] = dataQueries(capture.queries);
    if (!cursor) throw new Error('no statement captured');
    const { plan } = await explain(server.db.pools.app, org.applicationId, cursor, { noSeqScan: true });
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'arrivals')
        scans.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`);
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const root of plan as { Plan: PlanNode }[]) walk(root.Plan);
    expect(scans).toEqual(['Index Only Scan arrivals_granted_branch_idx']);
  });

  it('membership ending, suspension ending, non-attendance and in-branch payment', async () => {
    const ending = await run(org.superAdmin, 'membershipCancellationReport', {});
    expect(ending.grid?.rows.map((row) => [row.memberName, row.endDate, row.cancellationReason])).toEqual([
      ['Eve Test', '2026-03-20', 'MOVING'],
    ]);
    const suspensions = await run(org.superAdmin, 'memberSuspensionEndingReport', {});
    expect(suspensions.grid?.rows.map((row) => [row.memberName, row.resumesOn, row.suspensionFee])).toEqual([
      ['Carol Test', '2026-03-25', 500],
    ]);
    const absent = await run(org.superAdmin, 'nonAttendanceReport', {});
    expect(absent.grid?.rows.map((row) => [row.memberName, row.lastVisit])).toEqual([
      ['Carol Test', null],
      ['Eve Test', '2026-02-11T09:00:00+13:00'],
    ]);
    // What each desk took: Auckland's own receipt and the one it took for Wellington, not the one
    // Wellington's desk took for Auckland.
    const paid = await run(org.superAdmin, 'inBranchPaymentReport', { country: 'NZ' }, ', $country: String');
    expect(paid.grid?.rows.map((row) => [row.receiptNumber, row.paidOn, row.amount])).toEqual([
      ['R-000004', '2026-03-21', 900],
      ['R-000001', '2026-03-31', 1500],
    ]);
    expect(paid.grid?.summaries).toEqual({ amount: 2400, gstAmount: 313 });
    const atWellington = await run(
      org.superAdmin,
      'inBranchPaymentReport',
      { country: 'NZ', branches: [org.branches.wellington.id] },
      ', $country: String',
    );
    expect(atWellington.grid?.rows.map((row) => [row.receiptNumber, row.amount])).toEqual([
      ['R-000003', 700],
    ]);
    const wrongCountry = await run(
      org.superAdmin,
      'inBranchPaymentReport',
      { country: 'AU' },
      ', $country: String',
    );
    expect(wrongCountry.error?.message).toBe(text.branchesOfCountry);
  });

  it("a result set is read only by whoever holds its tile's operation at its branches, beside view-reports", async () => {
    // A custom role that opens the reports pages and runs reports at Auckland, without view-sales.
    const reporter = await org.build(async (tx) => {
      await makeRole(tx, { id: 'reporter', name: 'Reporter', operations: ['view-reports', 'run-report'] });
      return makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'reporter', scope: { branchId: org.branches.auckland.id } }],
      });
    });
    const asked = await server.graphql<{ report: { reportUrl: string } }>(
      org.superAdmin,
      `query Paid($branches: [ID!]!) {
        report: inBranchPaymentReport(startDate: "2026-03-01", endDate: "2026-03-31", branches: $branches,
          localCreationDate: "2026-04-15T09:00:00", contentType: "json", country: "NZ") { reportUrl }
      }`,
      { branches: [org.branches.auckland.id] },
    );
    const path = (asked.data?.report.reportUrl ?? '').slice(TEST_PUBLIC_URL.length);
    expect(path).toMatch(/^\/reporting\/v1\/result-sets\//);
    const read = async (viewer: StaffUser, suffix = '') =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${path}${suffix}`,
          headers: {
            'x-api-key': TEST_API_KEY,
            authorization: `Bearer ${await server.tokens.issue(viewer)}`,
            'x-application-id': org.applicationId,
          },
        })
      ).statusCode;
    // Running it themselves is refused (no view-sales), and so is reading someone else's.
    expect(
      (await run(reporter, 'inBranchPaymentReport', { country: 'NZ' }, ', $country: String')).error?.code,
    ).toBe('BRANCHES_ACCESS_DENIED');
    expect(await read(reporter)).toBe(403);
    expect(await read(reporter, '/export?format=csv')).toBe(403);
    expect(await read(org.superAdmin)).toBe(200);
    // A report of view-reports alone stays theirs to read.
    expect((await run(reporter, 'memberSignUpReport', {})).grid?.totalRows).toBe(2);
  });

  it('membership: Active, Suspended and Pending on the billing clock, with the gender chart', async () => {
    billingClock.set('2026-03-15');
    try {
      const { grid } = await run(org.superAdmin, 'membershipReport', {});
      expect(grid?.rows.map((row) => [row.firstName, row.status, row.gender])).toEqual([
        ['Alice', 'Pending', 'Female'],
        ['Bob', 'Active', 'Male'],
        ['Carol', 'Suspended', null],
        ['Eve', 'Active', 'Male'],
      ]);
      expect(grid?.charts?.gender).toEqual({ Male: 2, Female: 1, 'Prefer not to say': 1 });
      expect(grid?.rows[0]?.memberId).toBe(people.alice);
    } finally {
      billingClock.set('2026-04-15');
    }
  });

  it("refuses with the spec's texts and checks run-report at every branch", async () => {
    const message = async (field: string, args: Record<string, unknown>, declarations = '') =>
      (await run(org.superAdmin, field, args, declarations)).error?.message;
    expect(await message('memberSignUpReport', { startDate: '' })).toBe(text.dateRequired);
    expect(await message('memberSignUpReport', { startDate: '2026-02-30' })).toBe(text.validDate);
    expect(await message('memberSignUpReport', { startDate: '1800-01-01' })).toBe(text.dateLooksWrong);
    expect(await message('memberSignUpReport', { startDate: '2025-03-30' })).toBe(text.rangeTooLong);
    expect(await message('memberSignUpReport', { startDate: '2026-04-01' })).toBe(text.endBeforeStart);
    expect(await message('memberSignUpReport', { branches: [] })).toBe(text.branchRequired);
    // Only recorded, but stored as JSON: a lone surrogate PostgreSQL's JSON refuses was INTERNAL.
    // The request guard now refuses it in any variable; any other text that is no date-time here.
    expect(
      (await run(org.superAdmin, 'memberSignUpReport', { localCreationDate: '2026-04-15T09:00:00\ud800' }))
        .error?.code,
    ).toBe('CONTROL_CHARACTERS');
    expect(
      (await run(org.superAdmin, 'memberSignUpReport', { localCreationDate: 'yesterday' })).error,
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'localCreationDate must be a date-time (YYYY-MM-DDTHH:mm:ss)',
    });
    expect(
      (
        await run(org.superAdmin, 'memberSignUpReport', {
          localCreationDate: '2026-04-15T09:00:00.123+12:00',
        })
      ).grid,
    ).toBeDefined();
    expect(await message('memberSignUpReport', { endDate: '2026-04-16' })).toBe(text.notInFuture);
    expect(
      (await run(org.superAdmin, 'membershipCancellationReport', { endDate: '2026-06-30' })).grid,
    ).toBeDefined();
    expect(await message('highUsageReport', { minVisit: 0 }, ', $minVisit: Int!')).toBe(
      text.minVisitRequired,
    );
    expect(await message('memberVisitReport', { membershipPlans: [] }, ', $membershipPlans: [ID!]')).toBe(
      text.membershipRequired,
    );
    expect(planA).not.toBe('');
    const denied = await run(org.frontDesk, 'memberSignUpReport', { branches: [org.branches.wellington.id] });
    expect(denied.error?.code).toBe('ACCESS_DENIED');
    const otherBranch = await run(org.branchManager, 'memberSignUpReport', {
      branches: [org.branches.auckland.id, org.branches.wellington.id],
    });
    expect(otherBranch.error?.code).toBe('BRANCHES_ACCESS_DENIED');
    expect((await run(org.branchManager, 'memberSignUpReport', {})).grid?.totalRows).toBe(2);
  });
});
