import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { csvCell, transactionsCsv } from './membership-transactions.csv.ts';

let server: TestServer;
let org: OrganisationScenario;
let personId: string;
let otherPersonId: string;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const charge = (n: number, date: string, amount = 2500) => ({
  type: 'CHARGE',
  chargeKey: `RECURRING:${n}`,
  kind: 'RECURRING',
  amount,
  date,
});

/**
 * A weekly member: a join fee paid at the desk, then three debits: one paid, one dishonoured
 * (with its reversal fee), one still with the bank.
 */
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    const plan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    const option = (await makePaymentOption(tx, { membershipPlanId: plan, sellingBranchIds: [wellington] }))
      .id;
    const person = await makePerson(tx, { homeBranchId: wellington, firstName: 'Ana', lastName: '=Ruru' });
    personId = person.id;
    otherPersonId = (await makePerson(tx, { homeBranchId: org.branches.auckland.id })).id;
    const m = 'ref';
    await makeMembership(tx, {
      personId,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: option,
      ledger: [
        { type: 'CHARGE', chargeKey: 'JOIN_FEE:0', kind: 'JOIN_FEE', amount: 5000, date: '2026-01-07' },
        { type: 'PAYMENT', amount: 5000, date: '2026-01-07', reference: `SALE:${m}`, paymentType: 'EFTPOS' },
        charge(1, '2026-01-14'),
        { type: 'DEBIT_SUBMITTED', amount: 2500, date: '2026-01-14', reference: `${m}:2026-01-14` },
        { type: 'DEBIT_SETTLED', date: '2026-01-16', reference: `${m}:2026-01-14` },
        charge(2, '2026-01-21'),
        { type: 'DEBIT_SUBMITTED', amount: 2500, date: '2026-01-21', reference: `${m}:2026-01-21` },
        {
          type: 'DEBIT_DISHONOURED',
          date: '2026-01-23',
          reference: `${m}:2026-01-21`,
          reason: 'INSUFFICIENT_FUNDS',
        },
        {
          type: 'CHARGE',
          chargeKey: 'REVERSAL_FEE:2',
          kind: 'REVERSAL_FEE',
          amount: 1000,
          date: '2026-01-23',
        },
        charge(3, '2026-01-28'),
        { type: 'DEBIT_SUBMITTED', amount: 2500, date: '2026-01-28', reference: `${m}:2026-01-28` },
      ],
    });
  });
});
afterAll(() => server.close());

const ROW = `date kind label amount reference outcome outcomeDate reason reasonLabel paymentType balance membershipName`;
const QUERY = `query T($personId: ID!, $from: String, $to: String, $kinds: [TransactionKind!], $offset: Int, $limit: Int) {
  getMembershipTransactions(personId: $personId, from: $from, to: $to, kinds: $kinds, offset: $offset, limit: $limit) {
    total offset limit rows { ${ROW} }
  }
}`;

interface Row {
  date: string;
  kind: string;
  label: string;
  amount: number;
  reference: string;
  outcome: string | null;
  reasonLabel: string | null;
  balance: number;
  [key: string]: unknown;
}
interface Page {
  total: number;
  offset: number;
  limit: number;
  rows: Row[];
}

async function page(variables: Record<string, unknown> = {}) {
  const response = await server.graphql<{ getMembershipTransactions: Page | null }>(org.frontDesk, QUERY, {
    personId,
    ...variables,
  });
  return { page: response.data?.getMembershipTransactions ?? null, errors: response.errors ?? [] };
}

const fieldErrorsOf = (errors: readonly { extensions?: Record<string, unknown> }[]) => ({
  code: errors[0]?.extensions?.code,
  fieldErrors: errors[0]?.extensions?.fieldErrors,
});

describe('transactions (docs/billing.md "Transactions")', () => {
  it('lists one row per debit with its outcome and the bank’s reason, newest first', async () => {
    const { page: all } = await page();
    const debits = all?.rows.filter((row) => row.kind === 'DEBIT') ?? [];
    expect(debits.map((row) => [row.date, row.outcome, row.outcomeDate, row.reasonLabel])).toEqual([
      ['2026-01-28', 'SUBMITTED', null, null],
      ['2026-01-21', 'DISHONOURED', '2026-01-23', 'Insufficient funds'],
      ['2026-01-14', 'PAID', '2026-01-16', null],
    ]);
    expect(all?.total).toBe(9);
    expect(all?.rows.map((row) => row.label)).toEqual([
      'Direct debit',
      'Recurring payment',
      'Dishonour fee',
      'Direct debit',
      'Recurring payment',
      'Direct debit',
      'Recurring payment',
      'Payment (EFTPOS)',
      'Join fee',
    ]);
  });

  it('gives references a person can read (the plan and the n-th debit, payment or charge), never an id', async () => {
    const { page: all } = await page();
    for (const row of all?.rows ?? []) expect(row.reference).not.toMatch(UUID);
    expect(all?.rows.filter((row) => row.kind === 'DEBIT').map((row) => row.reference)).toEqual([
      'Anytime · DD-3',
      'Anytime · DD-2',
      'Anytime · DD-1',
    ]);
    expect(all?.rows.at(-2)?.reference).toBe('Anytime · PAY-1');
  });

  it('keeps a running balance, oldest first: charges add, payments and paid debits take off', async () => {
    const { page: all } = await page();
    // Oldest first: join fee 50, paid 0, charge 25, paid debit 0, charge 25, dishonoured 25,
    // reversal fee 35, charge 60, debit on its way 60.
    expect(all?.rows.map((row) => row.balance).reverse()).toEqual([
      5000, 0, 2500, 0, 2500, 2500, 3500, 6000, 6000,
    ]);
  });

  it('pages with a total, and the same balances on a later page', async () => {
    const first = await page({ limit: 4 });
    const second = await page({ limit: 4, offset: 4 });
    const past = await page({ limit: 4, offset: 40 });
    expect(first.page?.rows).toHaveLength(4);
    expect(second.page).toMatchObject({ total: 9, offset: 4, limit: 4 });
    expect(second.page?.rows.map((row) => row.balance)).toEqual([2500, 0, 2500, 0]);
    expect(past.page).toMatchObject({ total: 9, rows: [] });
  });

  it('filters by dates (inclusive) and kinds', async () => {
    const january21 = await page({ from: '2026-01-21', to: '2026-01-23' });
    expect(january21.page?.rows.map((row) => row.label)).toEqual([
      'Dishonour fee',
      'Direct debit',
      'Recurring payment',
    ]);
    const fees = await page({ kinds: ['JOIN_FEE', 'PAYMENT'] });
    expect(fees.page?.rows.map((row) => [row.kind, row.balance])).toEqual([
      ['PAYMENT', 0],
      ['JOIN_FEE', 5000],
    ]);
  });

  it('refuses dates that are not dates, a reversed range and pages out of bounds, in words', async () => {
    expect(fieldErrorsOf((await page({ from: '2026-02-30' })).errors)).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { from: 'From is not a date in the calendar.' },
    });
    // Year 0 is in Temporal's calendar but not PostgreSQL's: a sentence, never INTERNAL.
    expect(fieldErrorsOf((await page({ from: '0000-01-01' })).errors)).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { from: 'From is not a date in the calendar.' },
    });
    expect(fieldErrorsOf((await page({ to: '21/01/2026' })).errors).fieldErrors).toEqual({
      to: 'To must be a date (YYYY-MM-DD).',
    });
    expect(fieldErrorsOf((await page({ from: '2026-02-01', to: '2026-01-01' })).errors).fieldErrors).toEqual({
      to: 'To must be on or after From.',
    });
    expect(fieldErrorsOf((await page({ limit: 101 })).errors).fieldErrors).toEqual({
      limit: 'A page holds 1 to 100 transactions.',
    });
    expect(fieldErrorsOf((await page({ offset: -1 })).errors).fieldErrors).toEqual({
      offset: 'The page does not exist.',
    });
  });

  it('keeps one running balance per currency: a New Zealand history owed is not added to Australian rows', async () => {
    // A member who left Wellington owing $80.00 (NZD) and now trains in Sydney.
    const sydney = org.branches.sydney.id;
    const moved = await org.build(async (tx) => {
      const nz = (await makeMembershipPlan(tx, { name: 'Wellington anytime', country: 'NZ' })).id;
      const au = (await makeMembershipPlan(tx, { name: 'Sydney anytime', country: 'AU' })).id;
      const nzOption = (
        await makePaymentOption(tx, { membershipPlanId: nz, sellingBranchIds: [org.branches.wellington.id] })
      ).id;
      const auOption = (await makePaymentOption(tx, { membershipPlanId: au, sellingBranchIds: [sydney] })).id;
      const person = await makePerson(tx, { homeBranchId: sydney });
      await makeMembership(tx, {
        personId: person.id,
        branchId: org.branches.wellington.id,
        membershipPlanId: nz,
        paymentOptionId: nzOption,
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        ledger: [charge(1, '2026-01-14', 8000)],
      });
      await makeMembership(tx, {
        personId: person.id,
        branchId: sydney,
        membershipPlanId: au,
        paymentOptionId: auOption,
        startDate: '2026-02-02',
        ledger: [charge(1, '2026-02-04', 5000)],
      });
      return person.id;
    });
    const response = await server.graphql<{ getMembershipTransactions: Page }>(org.superAdmin, QUERY, {
      personId: moved,
    });
    expect(
      response.data?.getMembershipTransactions.rows.map((row) => [row.membershipName, row.balance]),
    ).toEqual([
      ['Sydney anytime', 5000],
      ['Wellington anytime', 8000],
    ]);
  });

  it('keeps another branch’s front desk out', async () => {
    const response = await server.graphql(org.frontDesk, QUERY, { personId: otherPersonId });
    expect(response.data?.getMembershipTransactions ?? null).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('MEMBER_NOT_IN_BRANCH');
  });
});

describe('transactions CSV export', () => {
  const get = async (url: string, viewer: typeof org.frontDesk | null = org.frontDesk) => {
    const token = viewer ? await server.tokens.issue(viewer) : null;
    return server.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it('answers the filtered rows as CSV, RFC 4180 and safe from formulas', async () => {
    const response = await get(`/exports/members/${personId}/transactions.csv?kind=DEBIT&from=2026-01-21`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions-Ana-Ruru.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')).toEqual([
      'Date,Membership,Reference,Description,Outcome,Outcome date,Reason,Amount,Balance',
      '2026-01-28,Anytime,Anytime · DD-3,Direct debit,Submitted,,,25.00,60.00',
      '2026-01-21,Anytime,Anytime · DD-2,Direct debit,Dishonoured,2026-01-23,Insufficient funds,25.00,25.00',
      '',
    ]);
  });

  it('authorizes like the query and validates like it', async () => {
    expect((await get(`/exports/members/${personId}/transactions.csv`, null)).statusCode).toBe(401);
    const denied = await get(`/exports/members/${otherPersonId}/transactions.csv`);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('Date,');
    const badDate = await get(`/exports/members/${personId}/transactions.csv?from=2026-13-01`);
    expect(badDate.statusCode).toBe(400);
    expect(JSON.parse(badDate.body).errors[0].extensions.fieldErrors).toEqual({
      from: 'From is not a date in the calendar.',
    });
    expect((await get(`/exports/members/${personId}/transactions.csv?kind=NOPE`)).statusCode).toBe(400);
    expect((await get('/exports/members/not-an-id/transactions.csv')).statusCode).toBe(400);
  });

  it('quotes cells with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(transactionsCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('writes a credit balance as a number a spreadsheet adds up, not as defused text', () => {
    const credit = {
      id: 'x',
      membershipId: 'm',
      membershipName: 'Anytime',
      country: 'NZ',
      kind: 'PAYMENT',
      label: 'Payment at the desk',
      amount: 1250,
      date: '2026-11-02',
      reference: 'Anytime · PAY-1',
      outcome: null,
      outcomeDate: null,
      reason: null,
      reasonLabel: null,
      paymentType: null,
      balance: -1250,
    };
    expect(transactionsCsv([credit]).split('\r\n')[1]).toBe(
      '2026-11-02,Anytime,Anytime · PAY-1,Payment at the desk,,,,12.50,-12.50',
    );
  });
});
