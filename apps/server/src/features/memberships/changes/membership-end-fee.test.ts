import { billingDatesFrom, ledgerSummary, nextBillingDate, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { runBillingDay } from '../../billing/billing-run.ts';
import type { BillingProviders } from '../../billing/providers/billing-provider.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import { ledgerOfMembership, refreshNextDebitDate, toLedgerEntry } from '../../billing/public.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships.testing.ts';

/**
 * Under paysmart we are the billing master: an End inside the minimum term charges the cancellation
 * fee, and the next direct debit collects it (docs/memberships.md "Ending"). The member is not
 * overdue for it the moment they leave.
 */
let server: TestServer;
let org: OrganisationScenario;
let providers: BillingProviders;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;

const today = () => todayIn('Pacific/Auckland');
const CANCELLATION_FEE = 7500;

beforeAll(async () => {
  server = await createTestServer();
  providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  ({ account, plan, weekly } = await org.build((tx) =>
    makeWeeklyCatalogue(tx, wellington, {
      account: { cancellationFee: CANCELLATION_FEE },
      option: { term: 6, termType: 'PERIODS' },
    }),
  ));
});
afterAll(() => server.close());

const CANCEL = `mutation Cancel($input: CancelMembershipInput!) {
  cancelMembership(cancelMembershipInput: $input) { ticketId }
}`;
const PREVIEW = `query E($p: ID!, $m: ID!, $d: String!) {
  previewEndMembership(personId: $p, membershipId: $m, cancellationDate: $d) {
    endDate charges { kind amount } debits { date amount charges { kind amount } }
  }
}`;
const ONE = `query One($p: ID!, $id: ID!) {
  getMembership(personId: $p, membershipId: $id) { endDate overdueAmount nextPayments(count: 3) { date charges { kind amount } } }
  getPerson(personId: $p) { tags }
}`;

/** A paysmart member debited weekly since today, with the customer at the provider. */
async function activeMember(start = today(), accountNumber = '12-3140-0171323-000') {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const customer = await providers.PAYSMART.createCustomer({
    applicationId: org.applicationId,
    externalId: person.id,
    name: 'Ana Member',
    paymentMethod: {
      method: 'BANK_ACCOUNT',
      country: 'NZ',
      accountName: 'Ana Member',
      accountNumber,
    },
  });
  const membership = await org.build(async (tx) => {
    const m = await makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      startDate: start.toString(),
      account: { branchBillingAccountId: account, customerReference: customer.customerReference },
    });
    await refreshNextDebitDate(tx, m.id);
    return m;
  });
  return { person, membership };
}

describe('End under paysmart: the cancellation fee', () => {
  it('is collected by the next direct debit, not overdue at the End', async () => {
    const { person, membership } = await activeMember();
    const [endDate = ''] = billingDatesFrom('PAYSMART', today().add({ days: 15 }), 1).map(String);

    const preview = await server.graphql<{
      previewEndMembership: {
        endDate: string | null;
        debits: { date: string; charges: { kind: string; amount: number }[] }[];
      };
    }>(org.frontDesk, PREVIEW, { p: person.id, m: membership.id, d: endDate });
    expect(preview.data?.previewEndMembership.endDate).toBe(endDate);
    const withFee = preview.data?.previewEndMembership.debits.find((debit) =>
      debit.charges.some((charge) => charge.kind === 'CANCELLATION_FEE'),
    );
    expect(withFee?.charges).toContainEqual({ kind: 'CANCELLATION_FEE', amount: CANCELLATION_FEE });

    const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(org.frontDesk, CANCEL, {
      input: {
        membershipId: membership.id,
        branchId: wellington,
        personId: person.id,
        cancellationDate: endDate,
        cancellationReason: 'MOVING',
      },
    });
    const ticketId = started.data?.cancelMembership.ticketId;
    if (!ticketId) throw new Error(JSON.stringify(started.errors));
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId },
      { finalAttempt: false },
    );

    const after = await server.graphql<{
      getMembership: {
        endDate: string;
        overdueAmount: number;
        nextPayments: { date: string; charges: { kind: string; amount: number }[] }[];
      };
      getPerson: { tags: string[] };
    }>(org.frontDesk, ONE, { p: person.id, id: membership.id });
    expect(after.data?.getMembership).toMatchObject({ endDate, overdueAmount: 0 });
    expect(after.data?.getPerson.tags).not.toContain('overdue');
    // Staff see it in the debit that collects it, the one the preview showed.
    const next = after.data?.getMembership.nextPayments.find((debit) => debit.date === withFee?.date);
    expect(next?.charges).toContainEqual({ kind: 'CANCELLATION_FEE', amount: CANCELLATION_FEE });

    // The runs up to that day debit it with the day's other charges, and nothing is overdue.
    const feeDay = Temporal.PlainDate.from(withFee?.date ?? endDate);
    for (let day = today(); Temporal.PlainDate.compare(day, feeDay) <= 0; day = day.add({ days: 1 })) {
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    }
    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) =>
      ledgerOfMembership(tx, membership.id),
    );
    const fee = ledger.filter((row) => row.kind === 'CANCELLATION_FEE');
    expect(fee.map((row) => [row.amount, row.date])).toEqual([[CANCELLATION_FEE, feeDay.toString()]]);
    const charged = ledger
      .filter((row) => row.type === 'CHARGE' && row.date === feeDay.toString())
      .reduce((sum, row) => sum + (row.amount ?? 0), 0);
    const debit = ledger.find((row) => row.type === 'DEBIT_SUBMITTED' && row.date === feeDay.toString());
    expect(debit?.amount).toBe(charged);
    expect(ledgerSummary(ledger.map(toLedgerEntry), feeDay).overdueAmount).toBe(0);
    // A run again that day debits nothing twice.
    const again = await runBillingDay(server.deps.db, providers, org.applicationId, feeDay.toString());
    expect(again.debitsSubmitted).toBe(0);
  });

  it('after the last debit, is debited on its own on the next billing date', async () => {
    // Started on the last paysmart billing date before today, so its first debit is behind it
    // whatever the day: a start a fixed number of days back fell after the last grid date on 3
    // days of every 14, and its partial, dated today once ended, was left for the fee's debit.
    const start = nextBillingDate('PAYSMART', today()).subtract({ days: 14 });
    const { person, membership } = await activeMember(start);
    // Caught up to today: what is charged covers the days up to the next debit.
    for (let day = start; Temporal.PlainDate.compare(day, today()) <= 0; day = day.add({ days: 1 }))
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    // The earliest end offered: the end of what is charged, so no debit of the schedule is left.
    let endDate = '';
    for (const candidate of billingDatesFrom('PAYSMART', today(), 8).map(String)) {
      const tried = await server.graphql(org.frontDesk, PREVIEW, {
        p: person.id,
        m: membership.id,
        d: candidate,
      });
      if (!tried.errors) {
        endDate = candidate;
        break;
      }
    }
    expect(endDate).not.toBe('');
    const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(org.frontDesk, CANCEL, {
      input: {
        membershipId: membership.id,
        branchId: wellington,
        personId: person.id,
        cancellationDate: endDate,
        cancellationReason: 'MOVING',
      },
    });
    const ticketId = started.data?.cancelMembership.ticketId;
    if (!ticketId) throw new Error(JSON.stringify(started.errors));
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId },
      { finalAttempt: false },
    );
    const ledger = async () =>
      withTenant(server.deps.db, org.applicationId, (tx) => ledgerOfMembership(tx, membership.id));
    const [fee] = (await ledger()).filter((row) => row.kind === 'CANCELLATION_FEE');
    const feeDay = Temporal.PlainDate.from(fee?.date ?? '');
    expect(Temporal.PlainDate.compare(feeDay, today())).toBeGreaterThan(0);
    expect(ledgerSummary((await ledger()).map(toLedgerEntry), today()).overdueAmount).toBe(0);
    for (
      let day = today().add({ days: 1 });
      Temporal.PlainDate.compare(day, feeDay) <= 0;
      day = day.add({ days: 1 })
    )
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    const rows = await ledger();
    const debit = rows.find((row) => row.type === 'DEBIT_SUBMITTED' && row.date === feeDay.toString());
    const charged = rows
      .filter((row) => row.type === 'CHARGE' && row.date === feeDay.toString())
      .reduce((sum, row) => sum + (row.amount ?? 0), 0);
    expect(debit?.amount).toBe(charged);
    expect(charged).toBeGreaterThanOrEqual(CANCELLATION_FEE);
    expect(ledgerSummary(rows.map(toLedgerEntry), feeDay).overdueAmount).toBe(0);
  });
  it('is waived when the End is taken back after the debit that tried to collect it bounced', async () => {
    // -097: every debit is dishonoured (Account closed).
    const { person, membership } = await activeMember(today(), '12-3140-0171323-097');
    const [endDate = ''] = billingDatesFrom('PAYSMART', today().add({ days: 15 }), 1).map(String);
    const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(org.frontDesk, CANCEL, {
      input: {
        membershipId: membership.id,
        branchId: wellington,
        personId: person.id,
        cancellationDate: endDate,
        cancellationReason: 'MOVING',
      },
    });
    const ticketId = started.data?.cancelMembership.ticketId;
    if (!ticketId) throw new Error(JSON.stringify(started.errors));
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId },
      { finalAttempt: false },
    );
    const ledger = () =>
      withTenant(server.deps.db, org.applicationId, (tx) => ledgerOfMembership(tx, membership.id));
    const [fee] = (await ledger()).filter((row) => row.kind === 'CANCELLATION_FEE');
    const feeDay = Temporal.PlainDate.from(fee?.date ?? '');
    // The fee's debit day, and its bank answer two days on: dishonoured, fee and all.
    const answered = feeDay.add({ days: 2 });
    for (let day = today(); Temporal.PlainDate.compare(day, answered) <= 0; day = day.add({ days: 1 }))
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    const before = await ledger();
    const feeDebit = before.find((row) => row.type === 'DEBIT_SUBMITTED' && row.date === feeDay.toString());
    expect(
      before.some((row) => row.type === 'DEBIT_DISHONOURED' && row.reference === feeDebit?.reference),
    ).toBe(true);
    // The member stays: staff remove the end date. The fee was never collected, so it is waived;
    // before, the bounced debit counted as collecting it and the member kept owing it.
    const kept = await server.graphql<{ updateMembership: { endDate: string | null } }>(
      org.superAdmin,
      `mutation U($p: ID!, $u: MembershipUpdate!) { updateMembership(personId: $p, membershipUpdate: $u) { endDate } }`,
      { p: person.id, u: { membershipId: membership.id, newMembershipEndDate: null } },
    );
    expect(kept.data?.updateMembership.endDate).toBeNull();
    const after = await ledger();
    expect(
      after
        .filter((row) => row.type === 'PAYMENT')
        .map((row) => [row.amount, row.paymentType, row.reference]),
    ).toEqual([
      [CANCELLATION_FEE, 'Fee waived', `CANCELLATION_FEE_WAIVER:${membership.id}:CANCELLATION_FEE:0`],
    ]);
    // What stays owed is what the bounced debits were for, without the fee.
    const owed = ledgerSummary(after.map(toLedgerEntry), answered);
    const owedBefore = ledgerSummary(before.map(toLedgerEntry), answered);
    expect(owed.overdueAmount).toBe(owedBefore.overdueAmount - CANCELLATION_FEE);
  });

  it('is not charged to a member who never set up payment: no debit and no desk could collect it', async () => {
    // Sold today, the payment setup page never completed: no customer at the provider, no
    // reference for Pay overdue. Staff end it inside the minimum term (the member changed their mind).
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: today().toString(),
        account: { branchBillingAccountId: account, ddrStatus: 'DDR_PENDING', customerReference: null },
      }),
    );
    const [endDate = ''] = billingDatesFrom('PAYSMART', today().add({ days: 15 }), 1).map(String);
    const preview = await server.graphql<{ previewEndMembership: { charges: { kind: string }[] } }>(
      org.frontDesk,
      PREVIEW,
      { p: person.id, m: membership.id, d: endDate },
    );
    expect(preview.data?.previewEndMembership.charges).toEqual([]);
    const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(org.frontDesk, CANCEL, {
      input: {
        membershipId: membership.id,
        branchId: wellington,
        personId: person.id,
        cancellationDate: endDate,
        cancellationReason: 'MOVING',
      },
    });
    const ticketId = started.data?.cancelMembership.ticketId;
    if (!ticketId) throw new Error(JSON.stringify(started.errors));
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId },
      { finalAttempt: false },
    );
    const rows = await withTenant(server.deps.db, org.applicationId, (tx) =>
      ledgerOfMembership(tx, membership.id),
    );
    // Before, CANCELLATION_FEE:0 was written: overdue from its day, the member tagged 'overdue' for
    // good, and Pay overdue (by customer reference) could never take it.
    expect(rows).toEqual([]);
    expect(ledgerSummary(rows.map(toLedgerEntry), Temporal.PlainDate.from(endDate)).overdueAmount).toBe(0);
  });
  it('is waived when staff take the End back (Edit removes the end date) before it is debited, and charged again at a new End', async () => {
    const { person, membership } = await activeMember();
    const [endDate = ''] = billingDatesFrom('PAYSMART', today().add({ days: 15 }), 1).map(String);
    const end = async () => {
      const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(
        org.frontDesk,
        CANCEL,
        {
          input: {
            membershipId: membership.id,
            branchId: wellington,
            personId: person.id,
            cancellationDate: endDate,
            cancellationReason: 'MOVING',
          },
        },
      );
      const ticketId = started.data?.cancelMembership.ticketId;
      if (!ticketId) throw new Error(JSON.stringify(started.errors));
      await processAsyncOperation(
        server.deps.db,
        modules.asyncOperations,
        { applicationId: org.applicationId, ticketId },
        { finalAttempt: false },
      );
    };
    const ledger = () =>
      withTenant(server.deps.db, org.applicationId, (tx) => ledgerOfMembership(tx, membership.id));
    await end();
    const [fee] = (await ledger()).filter((row) => row.kind === 'CANCELLATION_FEE');
    const feeDay = Temporal.PlainDate.from(fee?.date ?? '');
    // The member stays after all: staff remove the end date (Edit membership).
    const kept = await server.graphql<{ updateMembership: { endDate: string | null } }>(
      org.superAdmin,
      `mutation U($p: ID!, $u: MembershipUpdate!) { updateMembership(personId: $p, membershipUpdate: $u) { endDate } }`,
      { p: person.id, u: { membershipId: membership.id, newMembershipEndDate: null } },
    );
    expect(kept.data?.updateMembership.endDate).toBeNull();
    for (let day = today(); Temporal.PlainDate.compare(day, feeDay) <= 0; day = day.add({ days: 1 }))
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    const rows = await ledger();
    // The fee's debit day took the week only; the fee is netted by its waiver, nothing is owed.
    const debit = rows.find((row) => row.type === 'DEBIT_SUBMITTED' && row.date === feeDay.toString());
    const week = rows
      .filter(
        (row) => row.type === 'CHARGE' && row.date === feeDay.toString() && row.kind !== 'CANCELLATION_FEE',
      )
      .reduce((sum, row) => sum + (row.amount ?? 0), 0);
    expect(debit?.amount).toBe(week);
    expect(rows.filter((row) => row.type === 'PAYMENT').map((row) => [row.amount, row.paymentType])).toEqual([
      [CANCELLATION_FEE, 'Fee waived'],
    ]);
    const summary = ledgerSummary(rows.map(toLedgerEntry), feeDay);
    expect(summary.overdueAmount).toBe(0);
    expect(summary.balance).toBe(summary.pending);
    // Ending inside the term again costs the fee again.
    await end();
    const fees = (await ledger()).filter((row) => row.kind === 'CANCELLATION_FEE');
    expect(fees.map((row) => row.amount)).toEqual([CANCELLATION_FEE, CANCELLATION_FEE]);
  });
});
