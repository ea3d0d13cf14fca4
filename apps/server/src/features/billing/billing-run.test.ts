import { ledgerSummary } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { createOrganisation } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type BillingSetup, makeBillingMembership, makeBillingSetup } from './billing.testing.ts';
import { billingClock } from './billing-clock.ts';
import {
  readBillingAccount,
  setCustomerReference,
  setMembershipEndDate,
  setMembershipJoinFee,
} from './billing-fixtures.repository.ts';
import { refreshNextDebitDate, runBillingDay } from './billing-run.ts';
import { appendLedgerEntries, ledgerOfMembership, toLedgerEntry } from './ledger.repository.ts';
import { submitPaymentSetup } from './payment-setup/payment-setup.service.ts';
import type { BillingProviders } from './providers/billing-provider.ts';
import {
  deleteSandboxDirectDebitRequest,
  sandboxBillingProviders,
} from './providers/sandbox-billing.repository.ts';

let database: TestDatabase;
let providers: BillingProviders;

beforeAll(async () => {
  database = await createTestDatabase();
  providers = sandboxBillingProviders(database.pools.owner, { settlementDays: 2 });
});
afterAll(() => database.drop());
afterEach(() => billingClock.set(null));

const db = () => database.pools.appDb;

/**
 * An organisation with a weekly $25 plan and `count` members whose DDR is active with `account`;
 * `joinFees` gives the first members' join fees (0 otherwise).
 */
async function organisationWithMembers(
  count: number,
  account = '12-3140-0171323-000',
  joinFees: readonly number[] = [],
) {
  const org = await createOrganisation(db());
  const setup: BillingSetup = await org.build((tx) => makeBillingSetup(tx));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const membership = await org.build((tx) =>
      makeBillingMembership(tx, setup, {
        ddrStatus: 'DDR_ACTIVE',
        signupToken: null,
        signupTokenExpiresAt: null,
        joinFee: joinFees[i] ?? 0,
      }),
    );
    const customer = await providers.PAYSMART.createCustomer({
      applicationId: org.applicationId,
      externalId: membership.id,
      name: 'Ana Member',
      paymentMethod: {
        method: 'BANK_ACCOUNT',
        country: 'NZ',
        accountName: 'Ana Member',
        accountNumber: account,
      },
    });
    await org.build(async (tx) => {
      // The setup page's effect, without the page: the customer and the cursor.
      await setCustomerReference(tx, membership.id, customer.customerReference);
      await refreshNextDebitDate(tx, membership.id);
    });
    ids.push(membership.id);
  }
  return { org, setup, ids };
}

async function ledger(applicationId: string, membershipId: string) {
  return withTenant(db(), applicationId, (tx) => ledgerOfMembership(tx, membershipId));
}

const shape = (rows: Awaited<ReturnType<typeof ledger>>) =>
  rows.map((row) => [row.type, row.chargeKey ?? row.reference, row.amount, row.date, row.reason]);

describe('billing run (paysmart)', () => {
  it('writes the due charges and one debit for their sum, and a second run writes nothing', async () => {
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    // Starts Wed 2026-01-07; paysmart's grid gives Wed 2026-01-14: a week's partial, the
    // establishment fee and the first week.
    expect(
      (await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id)))?.next_debit_date,
    ).toBe('2026-01-14');
    const before = await runBillingDay(db(), providers, org.applicationId, '2026-01-13');
    expect(before.debitsSubmitted).toBe(0);
    const first = await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    expect(first).toMatchObject({ charges: 3, debitsSubmitted: 1, amountSubmitted: 2500 + 4900 + 2500 });
    const again = await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    expect(again).toMatchObject({ charges: 0, debitsSubmitted: 0 });
    expect(shape(await ledger(org.applicationId, id))).toEqual([
      ['CHARGE', 'PARTIAL:0', 2500, '2026-01-14', null],
      ['CHARGE', 'RECURRING:0', 2500, '2026-01-14', null],
      ['CHARGE', 'ADMINISTRATION_FEE:0', 4900, '2026-01-14', null],
      ['DEBIT_SUBMITTED', `${id}:2026-01-14`, 9900, '2026-01-14', null],
    ]);
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    expect(account?.next_debit_date).toBe('2026-01-21');
    // Two days later the bank's answer: settled; the next week is debited on its day.
    const settled = await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    expect(settled).toMatchObject({ settled: 1, dishonoured: 0, debitsSubmitted: 0 });
    const week = await runBillingDay(db(), providers, org.applicationId, '2026-01-21');
    expect(week).toMatchObject({ charges: 1, debitsSubmitted: 1, amountSubmitted: 2500 });
    const rows = await ledger(org.applicationId, id);
    const summary = ledgerSummary(rows.map(toLedgerEntry), Temporal.PlainDate.from('2026-01-21'));
    expect(summary).toMatchObject({ charged: 12400, paid: 9900, pending: 2500, overdueAmount: 0 });
  });

  it('records a debit sent after the request was deleted at the billing company as dishonoured, so it stays owed', async () => {
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    // The member has the billing company delete their request before our hourly check sees it: the
    // next run still debits the week, which the bank can no longer take.
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    await deleteSandboxDirectDebitRequest(
      database.pools.owner,
      'PAYSMART',
      org.applicationId,
      String(account?.customer_reference),
    );
    await runBillingDay(db(), providers, org.applicationId, '2026-01-21');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-23');
    const rows = await ledger(org.applicationId, id);
    expect(shape(rows).slice(-4)).toEqual([
      ['CHARGE', 'RECURRING:1', 2500, '2026-01-21', null],
      ['DEBIT_SUBMITTED', `${id}:2026-01-21`, 2500, '2026-01-21', null],
      ['DEBIT_DISHONOURED', `${id}:2026-01-21`, null, '2026-01-23', 'AUTHORITY_CANCELLED'],
      ['CHARGE', 'REVERSAL_FEE:20260121', expect.any(Number), '2026-01-23', null],
    ]);
    // Never pending for good: the week and the fee are overdue until paid at the desk.
    const summary = ledgerSummary(rows.map(toLedgerEntry), Temporal.PlainDate.from('2026-01-23'));
    expect(summary.pending).toBe(0);
    expect(summary.overdueAmount).toBeGreaterThanOrEqual(2500);
  });

  it('gives the same ledger when a run dies mid-way and runs again', async () => {
    const clean = await organisationWithMembers(5);
    await runBillingDay(db(), providers, clean.org.applicationId, '2026-01-14', { batchSize: 2 });
    const killed = await organisationWithMembers(5);
    await expect(
      runBillingDay(db(), providers, killed.org.applicationId, '2026-01-14', {
        batchSize: 2,
        afterBatch: (batch) => {
          if (batch === 1) throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    await runBillingDay(db(), providers, killed.org.applicationId, '2026-01-14', { batchSize: 2 });
    await runBillingDay(db(), providers, killed.org.applicationId, '2026-01-14', { batchSize: 2 });
    const strip = (rows: Awaited<ReturnType<typeof ledger>>, id: string) =>
      shape(rows).map((row) => row.map((cell) => (typeof cell === 'string' ? cell.replace(id, 'M') : cell)));
    for (let i = 0; i < 5; i++) {
      const a = clean.ids[i] ?? '';
      const b = killed.ids[i] ?? '';
      expect(strip(await ledger(killed.org.applicationId, b), b)).toEqual(
        strip(await ledger(clean.org.applicationId, a), a),
      );
    }
    // The provider took each debit once.
    const history = await Promise.all(
      killed.ids.map(async (id) => {
        const account = await withTenant(db(), killed.org.applicationId, (tx) => readBillingAccount(tx, id));
        return providers.PAYSMART.paymentHistory(
          killed.org.applicationId,
          String(account?.customer_reference),
        );
      }),
    );
    expect(history.map((lines) => lines.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('records a dishonour with the reversal fee and PAYMENT_DECLINED, then ACTIVE once a debit pays', async () => {
    // -098: the first debit is declined (insufficient funds), later ones pay.
    const { org, ids } = await organisationWithMembers(1, '12-3140-0171323-098');
    const [id = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    const bounced = await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    expect(bounced).toMatchObject({ dishonoured: 1, settled: 0 });
    const rows = await ledger(org.applicationId, id);
    expect(shape(rows).slice(-2)).toEqual([
      ['DEBIT_DISHONOURED', `${id}:2026-01-14`, null, '2026-01-16', 'INSUFFICIENT_FUNDS'],
      ['CHARGE', 'REVERSAL_FEE:20260114', 1000, '2026-01-16', null],
    ]);
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    expect(account).toMatchObject({
      account_billing_status: 'PAYMENT_DECLINED',
      account_billing_status_reason: 'Insufficient funds',
    });
    const summary = ledgerSummary(rows.map(toLedgerEntry), Temporal.PlainDate.from('2026-01-16'));
    expect(summary.overdueAmount).toBe(9900 + 1000);
    // A payment at the desk (the memberships feature's pay overdue) clears it.
    await withTenant(db(), org.applicationId, async (tx) => {
      await appendLedgerEntries(tx, [
        {
          applicationId: org.applicationId,
          membershipId: id,
          type: 'PAYMENT',
          amount: 10900,
          date: '2026-01-17',
          reference: 'ticket-1',
          paymentType: 'CASH',
        },
      ]);
    });
    await runBillingDay(db(), providers, org.applicationId, '2026-01-17');
    const paid = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    expect(paid).toMatchObject({ account_billing_status: 'ACTIVE', account_billing_status_reason: null });
  });

  it('keeps a bounced week declined while the next weeks settle, and OVERDUE a period after it fell due', async () => {
    // Weekly $25 from Wed 14 Jan, no administration fee: the first debit ($25) is dishonoured
    // (-098) with its $10 fee, the next ones settle. Arrears of less than two weeks' payments.
    const org = await createOrganisation(db());
    const setup = await org.build((tx) => makeBillingSetup(tx, { establishmentFee: 0 }));
    const membership = await org.build((tx) =>
      makeBillingMembership(tx, setup, {
        startDate: '2026-01-14',
        ddrStatus: 'DDR_ACTIVE',
        signupToken: null,
        signupTokenExpiresAt: null,
      }),
    );
    const customer = await providers.PAYSMART.createCustomer({
      applicationId: org.applicationId,
      externalId: membership.id,
      name: 'Ana Member',
      paymentMethod: {
        method: 'BANK_ACCOUNT',
        country: 'NZ',
        accountName: 'Ana Member',
        accountNumber: '12-3140-0171323-098',
      },
    });
    await org.build(async (tx) => {
      await setCustomerReference(tx, membership.id, customer.customerReference);
      await refreshNextDebitDate(tx, membership.id);
    });
    const id = membership.id;
    const account = () => withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    const days = (from: string, to: string) => {
      const list: string[] = [];
      for (let day = Temporal.PlainDate.from(from); day.toString() <= to; day = day.add({ days: 1 }))
        list.push(day.toString());
      return list;
    };
    for (const day of days('2026-01-14', '2026-01-27'))
      await runBillingDay(db(), providers, org.applicationId, day);
    expect(await account()).toMatchObject({
      account_billing_status: 'PAYMENT_DECLINED',
      account_billing_status_reason: 'Insufficient funds',
    });
    // The weeks of 21 and 28 Jan are debited for themselves; the bounced week and its fee are still
    // owed. Before, the later debits were taken to the oldest charges, the arrears read as last
    // week's: on 28 Jan the account went back to ACTIVE with $35 owed, and never became OVERDUE.
    await runBillingDay(db(), providers, org.applicationId, '2026-01-28');
    expect(await account()).toMatchObject({
      account_billing_status: 'OVERDUE',
      account_billing_status_reason: 'Insufficient funds',
    });
    for (const day of days('2026-01-29', '2026-02-12'))
      await runBillingDay(db(), providers, org.applicationId, day);
    expect((await account())?.account_billing_status).toBe('OVERDUE');
    const summary = ledgerSummary(
      (await ledger(org.applicationId, id)).map(toLedgerEntry),
      Temporal.PlainDate.from('2026-02-12'),
    );
    expect([summary.overdueAmount, summary.overdueSince?.toString()]).toEqual([2500 + 1000, '2026-01-14']);
  });

  it('makes an account OVERDUE a period after a charge no debit tried to collect fell due (a class fee)', async () => {
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    // A no-show fee on Sat 17 Jan: arrears paid at the desk, never debited. Owed, not declined.
    await withTenant(db(), org.applicationId, (tx) =>
      appendLedgerEntries(tx, [
        {
          applicationId: org.applicationId,
          membershipId: id,
          type: 'CHARGE',
          chargeKey: 'SESSION_FEE:no-show',
          kind: 'NO_SHOW_FEE',
          amount: 1000,
          date: '2026-01-17',
        },
      ]),
    );
    const status = async () =>
      (await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id)))?.account_billing_status;
    for (let day = Temporal.PlainDate.from('2026-01-17'); day.day < 31; day = day.add({ days: 1 }))
      await runBillingDay(db(), providers, org.applicationId, day.toString());
    expect(await status()).toBe('ACTIVE');
    // Still unpaid a billing period after it fell due: OVERDUE, as for any arrears. Before, only
    // accounts already declined or overdue were reviewed, so it stayed ACTIVE for good.
    await runBillingDay(db(), providers, org.applicationId, '2026-01-31');
    expect(await status()).toBe('OVERDUE');
  });

  it('bills nothing on or after the end date the membership has at the run', async () => {
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    // Ends on Sat 2026-01-24: the week from 2026-01-21 is billed for 3 days only, then nothing.
    await org.build(async (tx) => {
      await setMembershipEndDate(tx, id, '2026-01-24');
      await refreshNextDebitDate(tx, id);
    });
    await runBillingDay(db(), providers, org.applicationId, '2026-01-21');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-28');
    await runBillingDay(db(), providers, org.applicationId, '2026-02-25');
    const charges = (await ledger(org.applicationId, id)).filter((row) => row.type === 'CHARGE');
    expect(charges.map((row) => [row.chargeKey, row.amount])).toEqual([
      ['PARTIAL:0', 2500],
      ['RECURRING:0', 2500],
      ['ADMINISTRATION_FEE:0', 4900],
      ['RECURRING:1', Math.floor((2500 * 3) / 7)],
    ]);
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    expect(account?.next_debit_date).toBeNull();
  });
});

describe('billing run (a day run again after a change)', () => {
  it('debits at the next run what a rerun of an already debited day finds due, never leaving it undebited', async () => {
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    for (const day of ['2026-01-14', '2026-01-16', '2026-01-21', '2026-01-23'])
      await runBillingDay(db(), providers, org.applicationId, day);
    // Suspended from Wed 28 Jan for four weeks at $5 a week: the runs debit the weekly fee.
    await database.pools.owner.query(
      `insert into membership_suspensions
         (application_id, membership_id, start_date, end_date, suspension_fee, frequency)
       values ($1, $2, '2026-01-28', '2026-02-25', 500, 'PERIODS')`,
      [org.applicationId, id],
    );
    await org.build((tx) => refreshNextDebitDate(tx, id, '2026-01-23'));
    await runBillingDay(db(), providers, org.applicationId, '2026-01-28');
    await runBillingDay(db(), providers, org.applicationId, '2026-02-04');
    // Later on 4 Feb staff End the suspension now: the payment it interrupted is due today.
    await database.pools.owner.query(
      `update membership_suspensions set end_date = '2026-02-04' where membership_id = $1`,
      [id],
    );
    await org.build((tx) => refreshNextDebitDate(tx, id, '2026-02-04'));
    // The day is run again (a retried job, a catch-up command naming it): the membership already
    // has its debit of the day, so the payment waits for the next run, written and debited there.
    // Before, it was written now and its debit (the day's reference, taken) was not: owed and
    // overdue at once, never debited.
    const again = await runBillingDay(db(), providers, org.applicationId, '2026-02-04');
    expect(again).toMatchObject({ charges: 0, debitsSubmitted: 0 });
    const owed = async (day: string) =>
      ledgerSummary((await ledger(org.applicationId, id)).map(toLedgerEntry), Temporal.PlainDate.from(day));
    expect((await owed('2026-02-04')).overdueAmount).toBe(0);
    const next = await runBillingDay(db(), providers, org.applicationId, '2026-02-05');
    expect(next).toMatchObject({ charges: 1, debitsSubmitted: 1, amountSubmitted: 2500 });
    const rows = await ledger(org.applicationId, id);
    expect(shape(rows).slice(-2)).toEqual([
      ['CHARGE', 'RECURRING:2', 2500, '2026-02-04', null],
      ['DEBIT_SUBMITTED', `${id}:2026-02-05`, 2500, '2026-02-05', null],
    ]);
    expect(await owed('2026-02-05')).toMatchObject({ overdueAmount: 0, pending: 2500 + 500 });
    // Its next payment a week later, as before the suspension.
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
    expect(account?.next_debit_date).toBe('2026-02-11');
  });
});

describe('billing run (catch-up on bank business days)', () => {
  it('takes charges already due on the next bank business day, never on a weekend', async () => {
    // Due since Wed 2026-01-14 (and 01-21) but first billed on Sat 2026-01-24: held to Monday.
    const { org, ids } = await organisationWithMembers(1);
    const [id = ''] = ids;
    for (const day of ['2026-01-24', '2026-01-25'])
      expect((await runBillingDay(db(), providers, org.applicationId, day)).debitsSubmitted, day).toBe(0);
    expect(await runBillingDay(db(), providers, org.applicationId, '2026-01-26')).toMatchObject({
      debitsSubmitted: 1,
      amountSubmitted: 9900 + 2500,
    });
    const debits = (await ledger(org.applicationId, id)).filter((row) => row.type === 'DEBIT_SUBMITTED');
    expect(debits.map((row) => [row.date, row.amount])).toEqual([['2026-01-26', 12400]]);
  });
});

describe('billing run (one membership never stops a billing day)', () => {
  it('records and reports a membership it cannot bill, bills every other one and organisation, and retries it next run', async () => {
    // The first member's join fee is the largest a stored amount can be: its first debit (the fee,
    // a partial, a week and the administration fee) is more than any debit may be.
    const { org, ids } = await organisationWithMembers(4, '12-3140-0171323-000', [2_147_483_647]);
    const [bad = '', ...good] = ids;
    const other = await organisationWithMembers(1);
    const day = await runBillingDay(db(), providers, org.applicationId, '2026-01-14', { batchSize: 2 });
    expect(day).toMatchObject({ debitsSubmitted: 3, amountSubmitted: 3 * 9900 });
    expect(day.failures).toEqual([
      { membershipId: bad, step: 'DEBITS', reason: expect.stringContaining('cannot exceed') },
    ]);
    // Nothing of it is written and its cursor stays: the next run tries it again.
    expect(await ledger(org.applicationId, bad)).toEqual([]);
    expect(
      (await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, bad)))?.next_debit_date,
    ).toBe('2026-01-14');
    // Every other debit is recorded and sent.
    for (const id of good) {
      const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
      expect(
        await providers.PAYSMART.paymentHistory(org.applicationId, String(account?.customer_reference)),
      ).toHaveLength(1);
    }
    expect(await runBillingDay(db(), providers, other.org.applicationId, '2026-01-14')).toMatchObject({
      debitsSubmitted: 1,
      failures: [],
    });
    // Retried on the next run, and billed once staff corrected the amount.
    const again = await runBillingDay(db(), providers, org.applicationId, '2026-01-15');
    expect(again.failures.map((failure) => failure.membershipId)).toEqual([bad]);
    await org.build((tx) => setMembershipJoinFee(tx, bad, 5000));
    const fixed = await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    expect(fixed).toMatchObject({ debitsSubmitted: 1, amountSubmitted: 5000 + 9900, failures: [] });
  });

  it('writes every other outcome when one cannot be written, and takes that one at the next run', async () => {
    const { org, ids } = await organisationWithMembers(3);
    const [garbled = '', ...rest] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    // The bank's answer for one debit carries a date our ledger cannot hold.
    const garbling: BillingProviders = {
      ...providers,
      PAYSMART: {
        ...providers.PAYSMART,
        settlements: async (applicationId, date, limit) =>
          (await providers.PAYSMART.settlements(applicationId, date, limit)).map((settlement) =>
            settlement.idempotencyKey.startsWith(garbled)
              ? { ...settlement, date: '2026-02-30' }
              : settlement,
          ),
      },
    };
    const day = await runBillingDay(db(), garbling, org.applicationId, '2026-01-16');
    expect(day).toMatchObject({ settled: 2, dishonoured: 0 });
    expect(day.failures.map((failure) => [failure.membershipId, failure.step])).toEqual([
      [garbled, 'OUTCOME'],
    ]);
    const outcomes = async (id: string) =>
      (await ledger(org.applicationId, id)).filter((row) => row.type === 'DEBIT_SETTLED').length;
    for (const id of rest) expect(await outcomes(id)).toBe(1);
    expect(await outcomes(garbled)).toBe(0);
    expect(await failureRecords(org.applicationId, garbled)).toEqual([
      expect.objectContaining({ step: 'OUTCOME', resolved_billing_date: null }),
    ]);
    // Not acknowledged: the provider reports it again, and the next run writes it once.
    const next = await runBillingDay(db(), providers, org.applicationId, '2026-01-17');
    expect(next).toMatchObject({ settled: 1, failures: [] });
    for (const id of ids) expect(await outcomes(id)).toBe(1);
    expect(await failureRecords(org.applicationId, garbled)).toEqual([
      expect.objectContaining({ step: 'OUTCOME', resolved_billing_date: '2026-01-17' }),
    ]);
  });

  it('reviews every other account in arrears when one ledger cannot be read, and sets that one aside', async () => {
    // Two members whose first debit bounced; one pays at the desk. The other's ledger holds an
    // outcome of a debit never submitted (a row no engine writes): ledgerSummary refuses it.
    const { org, ids } = await organisationWithMembers(2, '12-3140-0171323-098');
    const [bad = '', paid = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    await database.pools.owner.query(
      `insert into ledger_entries (application_id, membership_id, type, date, reference)
       values ($1, $2, 'DEBIT_SETTLED', '2026-01-16', 'orphan')`,
      [org.applicationId, bad],
    );
    await withTenant(db(), org.applicationId, (tx) =>
      appendLedgerEntries(tx, [
        {
          applicationId: org.applicationId,
          membershipId: paid,
          type: 'PAYMENT',
          amount: 9900 + 1000,
          date: '2026-01-17',
          reference: 'desk-1',
          paymentType: 'CASH',
        },
      ]),
    );
    // Before, the run threw at step 5 (LedgerError) on every day, and no account's status followed
    // its ledger any more: the member who paid stayed PAYMENT_DECLINED.
    const day = await runBillingDay(db(), providers, org.applicationId, '2026-01-17');
    expect(day.failures).toEqual([
      { membershipId: bad, step: 'ARREARS', reason: expect.stringContaining('never submitted') },
    ]);
    const status = async (id: string) =>
      (await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id)))?.account_billing_status;
    expect(await status(paid)).toBe('ACTIVE');
    expect(await status(bad)).toBe('PAYMENT_DECLINED');
    expect(await failureRecords(org.applicationId, bad)).toEqual([
      expect.objectContaining({ step: 'ARREARS', resolved_billing_date: null }),
    ]);
  });

  it('isolates a membership whose billing throws, and a debit the provider refuses', async () => {
    const { org, ids } = await organisationWithMembers(3);
    const [refused = '', ...rest] = ids;
    const refusing: BillingProviders = {
      ...providers,
      PAYSMART: {
        ...providers.PAYSMART,
        submitDebits: async (applicationId, debits) => {
          if (debits.some((debit) => debit.idempotencyKey.startsWith(refused)))
            throw new Error('provider refused the debit');
          return providers.PAYSMART.submitDebits(applicationId, debits);
        },
      },
    };
    const day = await runBillingDay(db(), refusing, org.applicationId, '2026-01-14');
    expect(day.failures).toEqual([
      { membershipId: refused, step: 'SUBMISSION', reason: 'provider refused the debit' },
    ]);
    for (const id of rest) {
      const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, id));
      expect(
        await providers.PAYSMART.paymentHistory(org.applicationId, String(account?.customer_reference)),
      ).toHaveLength(1);
    }
    // Recorded, not yet sent: the next run sends it.
    const next = await runBillingDay(db(), providers, org.applicationId, '2026-01-15');
    expect(next.failures).toEqual([]);
    const account = await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, refused));
    expect(
      await providers.PAYSMART.paymentHistory(org.applicationId, String(account?.customer_reference)),
    ).toHaveLength(1);
  });
});

/** The set-aside records of a membership, as an auditor reads them (docs/billing.md). */
async function failureRecords(applicationId: string, membershipId: string) {
  const { rows } = await withTenant(db(), applicationId, (tx) =>
    tx.execute<Record<string, unknown>>(
      sql`select step, reason, first_billing_date, last_billing_date, attempts,
            first_failed_at, last_failed_at, resolved_at, resolved_billing_date
          from billing_run_failures where membership_id = ${membershipId}::uuid order by first_failed_at`,
    ),
  );
  return rows;
}

describe('billing run (set-aside memberships are stored)', () => {
  it('stores a set-aside membership once, counts the runs that failed it, and resolves it when a run bills it', async () => {
    const { org, ids } = await organisationWithMembers(2, '12-3140-0171323-000', [2_147_483_647]);
    const [bad = '', good = ''] = ids;
    await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
    expect(await failureRecords(org.applicationId, bad)).toEqual([
      expect.objectContaining({
        step: 'DEBITS',
        reason: expect.stringContaining('A debit cannot exceed $1,000,000'),
        first_billing_date: '2026-01-14',
        last_billing_date: '2026-01-14',
        attempts: 1,
        resolved_at: null,
        resolved_billing_date: null,
      }),
    ]);
    expect(await failureRecords(org.applicationId, good)).toEqual([]);
    // A second failing run: the same open row, one more attempt.
    await runBillingDay(db(), providers, org.applicationId, '2026-01-15');
    const [again, ...more] = await failureRecords(org.applicationId, bad);
    expect(more).toEqual([]);
    expect(again).toMatchObject({
      first_billing_date: '2026-01-14',
      last_billing_date: '2026-01-15',
      attempts: 2,
    });
    expect(again?.resolved_at).toBeNull();
    // Staff correct the amount; the next run bills it and closes the record.
    await org.build((tx) => setMembershipJoinFee(tx, bad, 5000));
    await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    const [resolved, ...none] = await failureRecords(org.applicationId, bad);
    expect(none).toEqual([]);
    expect(resolved).toMatchObject({ attempts: 2, resolved_billing_date: '2026-01-16' });
    expect(resolved?.resolved_at).not.toBeNull();
  });

  it("keeps the record when the membership's billing rolls back, without SQL or personal data in its reason", async () => {
    const { org, ids } = await organisationWithMembers(3);
    const [failing = '', ...rest] = ids;
    // The database refuses this membership's ledger rows, with personal data in its message.
    const trigger = `refuse_${failing.replaceAll('-', '')}`;
    await database.pools.owner.query(
      `create function ${trigger}() returns trigger language plpgsql as $$
         begin
           if new.membership_id = '${failing}'::uuid then
             raise exception 'refused for ana.member@example.com, account 12-3140-0171323-000';
           end if;
           return new;
         end $$;
       create trigger ${trigger} before insert on ledger_entries for each row execute function ${trigger}();`,
    );
    try {
      const day = await runBillingDay(db(), providers, org.applicationId, '2026-01-14');
      expect(day.failures.map((failure) => failure.membershipId)).toEqual([failing]);
      expect(await ledger(org.applicationId, failing)).toEqual([]);
      const [record] = await failureRecords(org.applicationId, failing);
      expect(record).toMatchObject({ step: 'DEBITS', attempts: 1, resolved_at: null });
      const reason = String(record?.reason);
      expect(reason).toContain('P0001');
      expect(reason).not.toMatch(/insert|ledger_entries|params|example\.com|0171323/i);
      expect(reason.length).toBeLessThanOrEqual(300);
      for (const id of rest) expect(await failureRecords(org.applicationId, id)).toEqual([]);
    } finally {
      await database.pools.owner.query(
        `drop trigger ${trigger} on ledger_entries; drop function ${trigger}();`,
      );
    }
    // The database takes its rows again: the next run bills it and resolves the record.
    await runBillingDay(db(), providers, org.applicationId, '2026-01-15');
    expect(await failureRecords(org.applicationId, failing)).toEqual([
      expect.objectContaining({ resolved_billing_date: '2026-01-15', attempts: 1 }),
    ]);
  });

  it('stores a debit the provider refused, and resolves it once a later run sends it', async () => {
    const { org, ids } = await organisationWithMembers(2);
    const [refused = ''] = ids;
    const refusing: BillingProviders = {
      ...providers,
      PAYSMART: {
        ...providers.PAYSMART,
        submitDebits: async (applicationId, debits) => {
          if (debits.some((debit) => debit.idempotencyKey.startsWith(refused)))
            throw new Error('provider refused the debit');
          return providers.PAYSMART.submitDebits(applicationId, debits);
        },
      },
    };
    await runBillingDay(db(), refusing, org.applicationId, '2026-01-14');
    expect(await failureRecords(org.applicationId, refused)).toEqual([
      expect.objectContaining({
        step: 'SUBMISSION',
        reason: 'provider refused the debit',
        resolved_at: null,
      }),
    ]);
    await runBillingDay(db(), providers, org.applicationId, '2026-01-15');
    expect(await failureRecords(org.applicationId, refused)).toEqual([
      expect.objectContaining({ step: 'SUBMISSION', resolved_billing_date: '2026-01-15' }),
    ]);
  });

  it('is not resolved by a run that does not bill the membership (a weekend)', async () => {
    const { org, ids } = await organisationWithMembers(1, '12-3140-0171323-000', [2_147_483_647]);
    const [bad = ''] = ids;
    // Friday 2026-01-16 fails; Saturday's run bills nobody, so the record stays open.
    await runBillingDay(db(), providers, org.applicationId, '2026-01-16');
    await runBillingDay(db(), providers, org.applicationId, '2026-01-17');
    expect(await failureRecords(org.applicationId, bad)).toEqual([
      expect.objectContaining({ attempts: 1, last_billing_date: '2026-01-16', resolved_at: null }),
    ]);
  });
});

describe('billing run (debitsuccess mirror)', () => {
  it('mirrors the debits the provider takes on its own schedule, then their settlement', async () => {
    const org = await createOrganisation(db(), { billingProvider: 'DEBITSUCCESS' });
    const setup = await org.build((tx) => makeBillingSetup(tx));
    const membership = await org.build((tx) =>
      makeBillingMembership(tx, setup, { provider: 'DEBITSUCCESS' }),
    );
    // The member sets up payment on the day of the sale: nothing is due yet to catch up.
    billingClock.set('2026-01-07');
    const outcome = await submitPaymentSetup(
      { db: db(), ownerPool: database.pools.owner, providers },
      String(membership.signupToken),
      {
        method: 'BANK_ACCOUNT',
        country: 'NZ',
        accountName: 'Ana Member',
        accountNumber: '12-3140-0171323-000',
      },
    );
    expect(outcome?.ddrStatus).toBe('DDR_ACTIVE');
    // The provider owns the schedule: our cursor stays unset.
    expect(
      (await withTenant(db(), org.applicationId, (tx) => readBillingAccount(tx, membership.id)))
        ?.next_debit_date,
    ).toBeNull();
    // Starts Wed 2026-01-07; debitsuccess's grid gives Mon 2026-01-19: 12 days' partial, the first
    // week and the establishment fee, taken by the provider and mirrored here.
    expect((await runBillingDay(db(), providers, org.applicationId, '2026-01-16')).mirrored).toBe(0);
    const day = await runBillingDay(db(), providers, org.applicationId, '2026-01-19');
    expect(day).toMatchObject({ mirrored: 1, debitsSubmitted: 0 });
    expect((await runBillingDay(db(), providers, org.applicationId, '2026-01-19')).mirrored).toBe(0);
    const partial = Math.floor((2500 * 12) / 7);
    expect(shape(await ledger(org.applicationId, membership.id))).toEqual([
      ['CHARGE', 'PARTIAL:0', partial, '2026-01-19', null],
      ['CHARGE', 'RECURRING:0', 2500, '2026-01-19', null],
      ['CHARGE', 'ADMINISTRATION_FEE:0', 4900, '2026-01-19', null],
      ['DEBIT_SUBMITTED', `${membership.id}:2026-01-19`, partial + 2500 + 4900, '2026-01-19', null],
    ]);
    expect(await runBillingDay(db(), providers, org.applicationId, '2026-01-21')).toMatchObject({
      settled: 1,
    });
  });
});
