import { todayIn, transferListMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../features.ts';
import { processAsyncOperation } from '../../platform/async-operations/process-async-operation.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships/memberships.testing.ts';
import { processTransferRun } from './transfer-run.job.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let auckland: string;
let catalogue: { account: string; plan: string; weekly: string };
const today = () => todayIn('Pacific/Auckland');
const daysAgo = (days: number) => today().subtract({ days }).toString();

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  auckland = org.branches.auckland.id;
  await org.build(async (tx) => {
    catalogue = await makeWeeklyCatalogue(tx, wellington);
    await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: true });
  });
});
afterAll(() => server.close());

const owner = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await server.db.pools.owner.query<T>(text, params)).rows;

/**
 * A Wellington member with a weekly membership there (a billing account unless `payInFull`) and
 * `visits` granted arrivals on `day` at noon: at home, at Auckland, and manual ones at Auckland.
 */
async function member(
  day: string,
  visits: { home?: number; away?: number; manualAway?: number },
  options: { tags?: string[]; ddrStatus?: string; noMembership?: boolean } = {},
) {
  const person = await org.build(async (tx) => {
    const made = await makePerson(tx, { homeBranchId: wellington, tags: options.tags ?? [] });
    if (!options.noMembership)
      await makeMembership(tx, {
        personId: made.id,
        branchId: wellington,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        startDate: daysAgo(200),
        account: { branchBillingAccountId: catalogue.account, ddrStatus: options.ddrStatus ?? 'DDR_ACTIVE' },
      });
    return made;
  });
  const insert = (branchId: string, count: number, tags: string) =>
    owner(
      `insert into arrivals (application_id, person_id, branch_id, arrived_at, tags, granted)
       select $1, $2, $3, ($4::date + time '12:00') at time zone 'Pacific/Auckland' + n * interval '1 second', $5::text[], true
       from generate_series(1, $6::int) n`,
      [org.applicationId, person.id, branchId, day, tags, count],
    );
  await insert(wellington, visits.home ?? 0, '{PAID}');
  await insert(auckland, visits.away ?? 0, '{PAID}');
  await insert(auckland, visits.manualAway ?? 0, '{MANUAL}');
  return person.id;
}

const LIST = `query { getLatestTransferList { id status error { message type }
  params { reportFromDate minVisitsPercentage membershipPaymentType }
  transferHistory { transferTicketId memberIds transferFinishedTimestamp kind }
  undoableUntil
  members { id sourceBranchId destinationBranchId visits { sourceBranchVisitNumber destinationBranchVisitNumber totalNumberOfVisits }
    transferResult { status error } dryRun { canTransfer reasons reasonTexts currentPrice newPrice priceNote futureBookings } } } }`;

interface ListView {
  id: string;
  status: string;
  error: { message: string; type: string | null } | null;
  transferHistory: {
    transferTicketId: string;
    memberIds: string[];
    kind: string;
    transferFinishedTimestamp: string | null;
  }[];
  undoableUntil: string | null;
  members: {
    id: string;
    visits: {
      sourceBranchVisitNumber: number;
      destinationBranchVisitNumber: number;
      totalNumberOfVisits: number;
    };
    transferResult: { status: string; error: string | null } | null;
    dryRun: { canTransfer: boolean; reasons: string[]; currentPrice: number | null; newPrice: number | null };
  }[];
}

async function latest(viewer: StaffUser = org.superAdmin): Promise<ListView> {
  const response = await server.graphql<{ getLatestTransferList: ListView }>(viewer, LIST);
  if (!response.data?.getLatestTransferList) throw new Error(JSON.stringify(response.errors));
  return response.data.getLatestTransferList;
}

const apply = (ticketId: string) =>
  processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );

/** Calls a mutation answering a ticket and applies it; answers the ticket's status. */
async function ticketed(document: string, variables: Record<string, unknown>) {
  const response = await server.graphql<Record<string, { ticketId: string }>>(
    org.superAdmin,
    document,
    variables,
  );
  const started = Object.values(response.data ?? {})[0];
  if (!started) return { errors: response.errors ?? [], ticketId: '' };
  await apply(started.ticketId);
  return { errors: [], ticketId: started.ticketId };
}

const CREATE = `mutation C($input: CreateTransferListInput!) { createTransferList(input: $input) { ticketId operationDomain } }`;
const DEFAULT_INPUT = {
  membershipPaymentType: 'ALL',
  minVisits: 1,
  minVisitsPercentage: 51,
  includeOverdue: false,
  includeManualVisits: false,
};
const generate = (day: string, extra: Record<string, unknown> = {}) =>
  ticketed(CREATE, { input: { ...DEFAULT_INPUT, reportFromDate: day, reportToDate: day, ...extra } });

/** TransferList.memberSummary: what the page polls instead of every member. */
const summaryOf = async () =>
  (
    await server.graphql<{ getLatestTransferList: { memberSummary: unknown } }>(
      org.superAdmin,
      `query { getLatestTransferList { memberSummary { total transferred failed inProgress undone canMove cannotMove
        canMoveByDestination { branchName count } } } }`,
    )
  ).data?.getLatestTransferList.memberSummary;

const runIdOf = async (ticketId: string) =>
  (await owner<{ id: string }>('select id from transfer_runs where ticket_id = $1', [ticketId]))[0]?.id ?? '';
const transfersOf = async (personId: string) =>
  (
    await owner<{ n: number }>('select count(*)::int as n from person_transfers where person_id = $1', [
      personId,
    ])
  )[0]?.n;
const homeOf = async (personId: string) =>
  (await owner<{ home_branch_id: string }>('select home_branch_id from persons where id = $1', [personId]))[0]
    ?.home_branch_id;

describe('transfer list generation (spec 3 §5)', () => {
  it('lists 51 % at another branch and not 50 %, manual visits and overdue members only when asked', async () => {
    const day = daysAgo(20);
    const fiftyOne = await member(day, { home: 49, away: 51 });
    const fifty = await member(day, { home: 50, away: 50 });
    const manual = await member(day, { home: 1, manualAway: 3 });
    const overdue = await member(day, { away: 2 }, { tags: ['overdue'] });
    await member(day, { away: 5 }, { noMembership: true });

    expect((await generate(day)).errors).toEqual([]);
    let list = await latest();
    expect(list.status).toBe('GENERATED');
    expect(list.members.map((m) => m.id)).toEqual([fiftyOne]);
    expect(list.members[0]).toMatchObject({
      visits: { sourceBranchVisitNumber: 49, destinationBranchVisitNumber: 51, totalNumberOfVisits: 100 },
      dryRun: { canTransfer: true, reasons: [], currentPrice: 2500, newPrice: 2500 },
    });

    // Their membership is billed through a provider account: direct debit, not pay in full.
    await generate(day, { membershipPaymentType: 'PAY_IN_FULL' });
    expect((await latest()).members).toEqual([]);
    await generate(day, { membershipPaymentType: 'DIRECT_DEBIT' });
    expect((await latest()).members.map((m) => m.id)).toEqual([fiftyOne]);

    await generate(day, { includeManualVisits: true, includeOverdue: true });
    list = await latest();
    expect(list.members.map((m) => m.id).sort()).toEqual([fiftyOne, manual, overdue].sort());
    expect(list.members.find((m) => m.id === overdue)?.dryRun).toMatchObject({
      canTransfer: false,
      reasons: ['OVERDUE'],
    });
    expect(list.members.some((m) => m.id === fifty)).toBe(false);
  });

  it('lists a member whose visits are in another country, but does not move them: the price is in another currency', async () => {
    const day = daysAgo(33);
    const traveller = await member(day, { home: 1 });
    await owner(
      `insert into arrivals (application_id, person_id, branch_id, arrived_at, tags, granted)
       select $1, $2, $3, ($4::date + time '12:00') at time zone 'Australia/Perth' + n * interval '1 second', '{PAID}', true
       from generate_series(1, 3) n`,
      [org.applicationId, traveller, org.branches.perth.id, day],
    );
    expect((await generate(day)).errors).toEqual([]);
    const listed = (await latest()).members.find((m) => m.id === traveller);
    expect(listed).toMatchObject({ destinationBranchId: org.branches.perth.id });
    expect(listed?.dryRun).toMatchObject({ canTransfer: false, reasons: ['OTHER_COUNTRY'] });
  });

  it('refuses parameters with the spec’s texts', async () => {
    const fieldErrors = async (extra: Record<string, unknown>) =>
      (await generate(daysAgo(10), extra)).errors[0]?.extensions?.fieldErrors;
    expect(await fieldErrors({ minVisitsPercentage: 50 })).toEqual({
      minVisitsPercentage: 'Minimum % must be between 51% and 100%',
    });
    expect(await fieldErrors({ reportToDate: daysAgo(11) })).toEqual({
      reportToDate: transferListMessages.toBeforeFrom(today().subtract({ days: 10 })),
    });
    expect(await fieldErrors({ reportFromDate: daysAgo(400) })).toEqual({
      reportToDate: 'Date exceeds 12 mth limit',
    });
    expect(await fieldErrors({ reportToDate: today().add({ days: 1 }).toString() })).toEqual({
      reportToDate: 'Date can not be in the future',
    });
    expect(await fieldErrors({ minVisits: 0 })).toEqual({
      minVisits: 'Minimum visits must be greater than 0',
    });
    // The form's schema (@clubline/domain): the range's message beside another field's.
    expect(await fieldErrors({ reportToDate: daysAgo(11), minVisits: 0 })).toEqual({
      reportToDate: transferListMessages.toBeforeFrom(today().subtract({ days: 10 })),
      minVisits: 'Minimum visits must be greater than 0',
    });
  });

  it('ends a generation that cannot finish FAILED with its code, with no member half-listed', async () => {
    const day = daysAgo(12);
    await member(day, { away: 4 });
    // A statement of the generation fails (as a time-out over a huge range would): every
    // candidate row is refused by a trigger for this test only.
    await owner(`create function refuse_candidates() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await owner(`create trigger refuse_candidates before insert on transfer_list_members
      for each row execute function refuse_candidates()`);
    try {
      expect((await generate(day)).errors).toEqual([]);
    } finally {
      await owner('drop trigger refuse_candidates on transfer_list_members');
      await owner('drop function refuse_candidates()');
    }
    const list = await latest();
    expect(list.status).toBe('FAILED');
    expect(list.error).toEqual({
      type: 'TRANSFER_LIST_GENERATION_FAILED',
      message: 'The list could not be generated (database error P0001). Please try again.',
    });
    expect(list.members).toEqual([]);
    // The page then offers a new list, which generates as usual.
    await generate(day);
    expect((await latest()).status).toBe('GENERATED');
  });
});

describe('transfer runs (spec 3 §4, §7)', () => {
  it('moves each member once through a run stopped midway and resumed, retries failures, and undoes', async () => {
    const day = daysAgo(15);
    const movers = [
      await member(day, { away: 3 }),
      await member(day, { away: 4 }),
      await member(day, { away: 5 }),
    ];
    const pending = await member(day, { away: 3 }, { ddrStatus: 'DDR_PENDING' });
    await generate(day);
    let list = await latest();
    expect(list.members.find((m) => m.id === pending)?.dryRun.reasons).toEqual(['AWAITING_PAYMENT_SETUP']);
    expect(await summaryOf()).toMatchObject({
      total: 4,
      canMove: 3,
      cannotMove: 1,
      canMoveByDestination: [{ branchName: org.branches.auckland.name, count: 3 }],
    });

    // Between the dry run and the run, one member's membership is suspended: they fail alone.
    const [first, second, third] = movers as [string, string, string];
    await owner(`update memberships set status = 'SUSPENDED' where person_id = $1`, [third]);
    const run = await ticketed(
      `mutation E($id: ID!) { executeTransferListAsync(transferListId: $id) { ticketId } }`,
      { id: list.id },
    );
    list = await latest();
    expect(list.status).toBe('TRANSFER_SCHEDULED');
    expect(list.transferHistory).toMatchObject([{ transferTicketId: run.ticketId, kind: 'TRANSFER' }]);
    expect(list.transferHistory[0]?.memberIds.sort()).toEqual([...movers].sort());

    // The worker stops after one member (a kill -9): the list shows exactly who moved.
    const runId = await runIdOf(run.ticketId);
    expect(
      await processTransferRun(server.deps.db, { applicationId: org.applicationId, runId }, { stopAfter: 1 }),
    ).toBe(1);
    list = await latest();
    expect(list.status).toBe('TRANSFER_IN_PROGRESS');
    const results = () =>
      Object.fromEntries(list.members.map((m) => [m.id, m.transferResult?.status ?? null]));
    const inProgress = Object.values(results()).filter((status) => status === 'IN_PROGRESS');
    expect(inProgress).toHaveLength(2);
    // Its heartbeat stops: after the timeout the list says so.
    await owner(`update transfer_runs set heartbeat_at = now() - interval '1 hour' where id = $1`, [runId]);
    expect((await latest()).status).toBe('TRANSFER_TIMEOUT');

    // The job is delivered again (twice): it resumes, nobody moves twice.
    await processTransferRun(server.deps.db, { applicationId: org.applicationId, runId });
    await processTransferRun(server.deps.db, { applicationId: org.applicationId, runId });
    list = await latest();
    expect(list.status).toBe('TRANSFER_DONE');
    expect(results()).toEqual({
      [first]: 'TRANSFERRED',
      [second]: 'TRANSFERRED',
      [third]: 'FAILED',
      [pending]: null,
    });
    expect(list.members.find((m) => m.id === third)?.transferResult?.error).toBe('SUSPENDED');
    // What the page polls instead of every member: counts over the whole list.
    expect(await summaryOf()).toEqual({
      total: 4,
      transferred: 2,
      failed: 1,
      inProgress: 0,
      undone: 0,
      // The failure's own dry run found the suspension: held back with the payment setup one.
      canMove: 0,
      cannotMove: 2,
      canMoveByDestination: [],
    });
    for (const id of [first, second]) {
      expect(await transfersOf(id)).toBe(1);
      expect(await homeOf(id)).toBe(auckland);
    }

    expect(list.undoableUntil).not.toBeNull();

    // Retry takes only the failure.
    await owner(`update memberships set status = 'ACTIVE' where person_id = $1`, [third]);
    const retry = await ticketed(
      `mutation R($id: ID!) { retryFailedTransfers(transferListId: $id) { ticketId } }`,
      {
        id: list.id,
      },
    );
    await processTransferRun(server.deps.db, {
      applicationId: org.applicationId,
      runId: await runIdOf(retry.ticketId),
    });
    list = await latest();
    expect(list.transferHistory.at(-1)).toMatchObject({ kind: 'RETRY', memberIds: [third] });
    expect(results()[third]).toBe('TRANSFERRED');
    expect(await transfersOf(first)).toBe(1);

    // Undo one member: they go home, the others stay.
    const undo = await ticketed(
      `mutation U($id: ID!, $m: [ID!]) { undoTransferList(transferListId: $id, memberIds: $m) { ticketId } }`,
      { id: list.id, m: [first] },
    );
    await processTransferRun(server.deps.db, {
      applicationId: org.applicationId,
      runId: await runIdOf(undo.ticketId),
    });
    list = await latest();
    expect(results()[first]).toBe('UNDONE');
    expect(await homeOf(first)).toBe(wellington);
    expect(await homeOf(second)).toBe(auckland);
    const again = await ticketed(
      `mutation U($id: ID!, $m: [ID!]) { undoTransferList(transferListId: $id, memberIds: $m) { ticketId } }`,
      { id: list.id, m: [first] },
    );
    expect(again.errors[0]?.extensions?.code).toBe('TRANSFER_LIST_MEMBER_NOT_SELECTABLE');
  });

  it('undoes one member’s transfer on its own, once, and refuses a member who moved since or after 14 days', async () => {
    const day = daysAgo(16);
    const [one, moved, late] = [
      await member(day, { away: 3 }),
      await member(day, { away: 3 }),
      await member(day, { away: 3 }),
    ];
    await generate(day);
    let list = await latest();
    const run = await ticketed(
      `mutation E($id: ID!) { executeTransferListAsync(transferListId: $id) { ticketId } }`,
      { id: list.id },
    );
    await processTransferRun(server.deps.db, {
      applicationId: org.applicationId,
      runId: await runIdOf(run.ticketId),
    });
    expect((await latest()).status).toBe('TRANSFER_DONE');

    const UNDO_ONE = `mutation U($id: ID!, $m: ID!) { undoTransferListMember(transferListId: $id, memberId: $m) { ticketId operationDomain } }`;
    // Two clicks at once: both tickets are accepted, the first moves the member back, the second
    // finds them undone already and changes nothing.
    const [first, second] = await Promise.all([
      server.graphql<{ undoTransferListMember: { ticketId: string } }>(org.superAdmin, UNDO_ONE, {
        id: list.id,
        m: one,
      }),
      server.graphql<{ undoTransferListMember: { ticketId: string } }>(org.superAdmin, UNDO_ONE, {
        id: list.id,
        m: one,
      }),
    ]);
    const tickets = [first, second].map((r) => r.data?.undoTransferListMember.ticketId ?? '');
    expect(tickets.every(Boolean)).toBe(true);
    // Applied at once too: one moves the member, the other waits for the member's row and is refused.
    const outcomes = await Promise.all(tickets.map(apply));
    expect([...outcomes].sort()).toEqual(['applied', 'failed']);
    const [refusal] = await owner<{ error_code: string }>(
      'select error_code from async_operations where id = $1',
      [tickets[outcomes.indexOf('failed')]],
    );
    expect(refusal?.error_code).toBe('TRANSFER_UNDO_NOT_TRANSFERRED');
    list = await latest();
    expect(list.status).toBe('TRANSFER_DONE');
    expect(list.members.find((m) => m.id === one)?.transferResult?.status).toBe('UNDONE');
    expect(list.transferHistory.at(-1)).toMatchObject({ kind: 'UNDO', memberIds: [one] });
    expect(list.transferHistory.at(-1)?.transferFinishedTimestamp).not.toBeNull();
    expect(await homeOf(one)).toBe(wellington);
    expect(await transfersOf(one)).toBe(2);
    // The others stay where the transfer put them.
    expect(await homeOf(moved)).toBe(auckland);

    const undoOne = (m: string) => ticketed(UNDO_ONE, { id: list.id, m });
    expect((await undoOne(one)).errors[0]?.extensions?.code).toBe('TRANSFER_UNDO_NOT_TRANSFERRED');
    expect((await undoOne('not-a-member')).errors[0]?.extensions?.code).toBe('TRANSFER_UNDO_NOT_TRANSFERRED');

    // Someone moves a member again by hand: their undo would undo that move too, so it is refused,
    // alone and in a whole-list undo (which moves the others back).
    const byHand = await ticketed(
      `mutation T($input: TransferPersonToBranchInput!) { transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId } }`,
      { input: { personId: moved, targetBranchId: wellington } },
    );
    expect(byHand.errors).toEqual([]);
    const refused = await undoOne(moved);
    expect(refused.errors[0]?.extensions?.code).toBe('TRANSFER_UNDO_MEMBER_MOVED');
    expect(refused.errors[0]?.message).toBe(
      'This member has moved branch since this transfer, so it can no longer be undone.',
    );

    // Fourteen days after the transfer finished, undo is over.
    await owner(`update transfer_lists set done_at = now() - interval '15 days' where id = $1`, [list.id]);
    expect((await undoOne(late)).errors[0]?.extensions?.code).toBe('TRANSFER_UNDO_EXPIRED');
    await owner(`update transfer_lists set done_at = now() where id = $1`, [list.id]);

    const all = await ticketed(
      `mutation U($id: ID!) { undoTransferList(transferListId: $id) { ticketId } }`,
      { id: list.id },
    );
    await processTransferRun(server.deps.db, {
      applicationId: org.applicationId,
      runId: await runIdOf(all.ticketId),
    });
    list = await latest();
    expect(list.members.find((m) => m.id === moved)?.transferResult).toEqual({
      status: 'TRANSFERRED',
      error: 'TRANSFER_UNDO_MEMBER_MOVED',
    });
    expect(list.members.find((m) => m.id === late)?.transferResult?.status).toBe('UNDONE');
    expect(await transfersOf(moved)).toBe(2);
  });

  it('refuses every operation when the flag is off, except under the billing provider it is offered for', async () => {
    await generate(daysAgo(25));
    const id = (await latest()).id;
    const someone = '00000000-0000-4000-8000-000000000001';
    const operations: [string, Record<string, unknown>][] = [
      ['query { getLatestTransferList { id } }', {}],
      [CREATE, { input: { ...DEFAULT_INPUT, reportFromDate: daysAgo(25), reportToDate: daysAgo(25) } }],
      [
        'mutation R($id: ID!, $m: [ID!]!) { removeMembersFromTransferList(transferListId: $id, members: $m) { id } }',
        { id, m: [someone] },
      ],
      ['mutation D($id: ID!) { dryRunTransferList(transferListId: $id) { id } }', { id }],
      ['mutation E($id: ID!) { executeTransferListAsync(transferListId: $id) { ticketId } }', { id }],
      ['mutation R($id: ID!) { retryFailedTransfers(transferListId: $id) { ticketId } }', { id }],
      ['mutation U($id: ID!) { undoTransferList(transferListId: $id) { ticketId } }', { id }],
      [
        'mutation U($id: ID!, $m: ID!) { undoTransferListMember(transferListId: $id, memberId: $m) { ticketId } }',
        { id, m: someone },
      ],
      ['mutation A($id: ID!) { archiveTransferList(transferListId: $id) { id } }', { id }],
    ];
    const codes = async () =>
      Promise.all(
        operations.map(
          async ([document, variables]) =>
            (await server.graphql(org.superAdmin, document, variables)).errors?.[0]?.extensions?.code ?? 'OK',
        ),
      );
    const provider = (name: string) =>
      owner('update applications set billing_provider = $2 where id = $1', [org.applicationId, name]);
    const [before] = await owner<{ billing_provider: string }>(
      'select billing_provider from applications where id = $1',
      [org.applicationId],
    );
    try {
      server.deps.flagsOff = new Set(['transferMembers']);
      await provider('DEBITSUCCESS');
      const refused = await server.graphql(org.superAdmin, 'query { getLatestTransferList { id } }');
      expect(refused.errors?.[0]?.message).toBe(
        'Transferring members is not available for this organisation.',
      );
      expect(await codes()).toEqual(operations.map(() => 'TRANSFER_NOT_AVAILABLE'));
      // Under paysmart the page is offered with the flag off, so the server answers.
      await provider('PAYSMART');
      expect((await server.graphql(org.superAdmin, operations[0]?.[0] ?? '')).errors).toBeUndefined();
      // With the flag on, every provider.
      server.deps.flagsOff = new Set();
      await provider('DEBITSUCCESS');
      expect((await server.graphql(org.superAdmin, operations[0]?.[0] ?? '')).errors).toBeUndefined();
    } finally {
      server.deps.flagsOff = new Set();
      await provider(before?.billing_provider ?? 'PAYSMART');
    }
  });

  it('refuses anyone without bulk-transfer on every branch', async () => {
    const response = await server.graphql(org.branchManager, 'query { getLatestTransferList { id } }');
    expect(response.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
  });
});
