import { performance } from 'node:perf_hooks';
import { type BillingProviderId, billingStatusAfter, dueOn, ledgerSummary } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Database, DatabasePool, Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  debitReference,
  directDebitCharges,
  membershipOfReference,
  reversalFeeKey,
} from './billing-engine.ts';
import {
  accountMoneyFacts,
  accountsInArrears,
  type BillingAccountContext,
  type BillingStatusChange,
  billingAccountContext,
  billingAccountContexts,
  dueAccountIds,
  membershipsByCustomer,
  organisationDomains,
  organisationTimeZone,
  pendingDebits,
  setAccountBillingStatuses,
  setNextDebitDates,
  submittedReferences,
} from './billing-run.repository.ts';
import {
  openBillingRunFailures,
  recordBillingRunFailure,
  resolveBillingRunFailures,
} from './billing-run-failures.repository.ts';
import {
  type BillingRunFailure,
  debitProblem,
  failureReason,
  sanitisedReason,
} from './billing-run-failures.ts';
import { bankingCalendar } from './business-days.ts';
import { appendLedgerEntries, type LedgerInsert, ledgerOf, toLedgerEntry } from './ledger.repository.ts';
import { membershipSchedule } from './membership-schedule.ts';
import type { BillingProviders, ProviderDebit, Settlement } from './providers/billing-provider.ts';

/**
 * A billing day of one organisation (docs/billing.md "Billing runs"), in steps that each may run
 * again or die half-way without a cent written twice:
 * 1. paysmart (we are the billing master): for each account with an active DDR and nextDebitDate on
 *    or before the day, in batches of one transaction each: the due CHARGE rows from the
 *    membership's schedule (read fresh, with its end date), one DEBIT_SUBMITTED for their sum
 *    (reference `${membershipId}:${date}`), and the moved cursor. The ledger's unique keys make a
 *    repeated batch write nothing;
 * 2. every submitted debit without an outcome goes to the provider with its reference as the
 *    idempotency key (so a run that died after step 1 submits on the next try, and one that did
 *    not submits nothing new);
 * 3. debitsuccess (it owns the schedule): what it took is mirrored into the ledger;
 * 4. settlements: each provider's reported outcomes become DEBIT_SETTLED or DEBIT_DISHONOURED (with
 *    the branch billing account's reversal fee), statuses follow, then the report is acknowledged;
 * 5. accounts in arrears are reviewed (OVERDUE after a period, ACTIVE once paid).
 */
export interface BillingRunOptions {
  /** Accounts per transaction in step 1. */
  batchSize?: number;
  /** Called after each committed batch of step 1 (tests stop a run here to kill it mid-way). */
  afterBatch?: (batch: number) => Promise<void> | void;
  /** After the ledger changed for these people (the memberships feature's overdue tags). */
  afterOutcomes?: (tx: Transaction, personIds: readonly string[], today: string) => Promise<void>;
  /**
   * The billing clock's today. Statuses and overdue tags are assessed on the later of it and the
   * run's day: a run catching up an earlier day must not read today's arrears as not yet due (they
   * would be cleared until the member's next dishonour). Absent: the run's day (tests of a day).
   */
  today?: string;
  /** Told of each membership the run could not bill or send (the job logs it). */
  onFailure?: (failure: BillingRunFailure) => void;
  /**
   * Told when the stored record of a set-aside membership (billing_run_failures) could not be
   * written or resolved; the run carries on (the job logs it).
   */
  onRecordingFailed?: (membershipIds: readonly string[], reason: string) => void;
}

export interface BillingRunResult {
  charges: number;
  debitsSubmitted: number;
  amountSubmitted: number;
  mirrored: number;
  settled: number;
  dishonoured: number;
  /** Memberships set aside this run (recorded here and reported), tried again by the next run. */
  failures: BillingRunFailure[];
  /** Milliseconds each step took: debits, submission, mirror, settlements, arrears. */
  stepMs: [number, number, number, number, number];
}

/** Days of schedule listed past the billing day: a month (31) and a business-day shift (Easter, Christmas). */
const HORIZON_DAYS = 40;
const SETTLEMENT_PAGE = 5000;
/** Batches of step 1 in flight at once: each holds one database connection. */
const BATCH_CONCURRENCY = 2;

type ScheduleCache = Map<string, ReturnType<typeof computeSchedule>>;

function computeSchedule(account: BillingAccountContext, date: string) {
  const horizon = Temporal.PlainDate.from(date).add({ days: HORIZON_DAYS });
  const schedule = membershipSchedule({
    membership: account.membership,
    option: account.option,
    planType: account.planType,
    provider: account.provider,
    administrationFee: account.establishmentFee,
    region: { country: account.country, state: account.state },
    until: horizon,
  });
  const openEnded =
    schedule.firstPaymentDate !== null && !account.membership.endDate && !schedule.termEndDate;
  return { schedule, charges: directDebitCharges(schedule), horizon: horizon.toString(), openEnded };
}

/**
 * The schedule of an account as of `date`. Within a run, memberships sold on the same day under
 * the same option with the same fees and branch calendar have the same schedule: it is computed
 * once (a pure function of exactly these inputs), which keeps a 100,000-debit day fast.
 */
function scheduleOf(account: BillingAccountContext, date: string, cache?: ScheduleCache) {
  if (!cache) return computeSchedule(account, date);
  const key = JSON.stringify([
    account.membership,
    account.option,
    account.planType,
    account.provider,
    account.establishmentFee,
    account.country,
    account.state,
    date,
  ]);
  let found = cache.get(key);
  if (!found) {
    found = computeSchedule(account, date);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, found);
  }
  return found;
}

/** Step 1 for one batch: charges, debits and cursors of the accounts, in the caller's transaction. */
async function billAccounts(
  tx: Transaction,
  applicationId: string,
  accounts: readonly BillingAccountContext[],
  date: string,
  cache: ScheduleCache = new Map(),
): Promise<{
  charges: number;
  debits: number;
  amount: number;
  failures: BillingRunFailure[];
  /** The memberships billed: their due charges written (or none due) and their cursor moved. */
  billed: string[];
}> {
  const chargeRows: LedgerInsert[] = [];
  const cursors: { membershipId: string; nextDebitDate: string | null }[] = [];
  const heldDue = new Map<string, number>();
  const failures: BillingRunFailure[] = [];
  const day = Temporal.PlainDate.from(date);
  // A membership is debited once a day (its debit's reference is the day's). A run of a day already
  // debited that finds charges due (a change since moved the cursor back to the day, e.g. End now of
  // a suspension) leaves them and the cursor to the next run: written now, they would have no debit.
  const debitedToday = await submittedReferences(
    tx,
    accounts.map((account) => debitReference(account.membershipId, date)),
  );
  for (const account of accounts) {
    if (debitedToday.has(debitReference(account.membershipId, date))) continue;
    // Money is taken on bank business days only. A scheduled debit never falls on another day
    // (the schedule moves it), so this holds back only a catch-up (charges due before a late
    // payment setup) to the next business day's run, the day the payment setup page showed.
    if (!bankingCalendar({ country: account.country, state: account.state }).isBusinessDay(day)) continue;
    const { charges, horizon, openEnded } = scheduleOf(account, date, cache);
    const due = dueOn([...charges, ...account.heldCharges], account.nextDebitDate, date, horizon, openEnded);
    // A debit beyond the maximum (amounts stored before sales had bounds) is not written at all,
    // nor its charges, and the cursor stays: the membership is reported and tried again next run.
    const problem = debitProblem(due.charges.reduce((sum, charge) => sum + charge.amount, 0));
    if (problem) {
      failures.push({ membershipId: account.membershipId, step: 'DEBITS', reason: problem });
      continue;
    }
    for (const charge of due.charges)
      chargeRows.push({
        applicationId,
        membershipId: account.membershipId,
        type: 'CHARGE',
        chargeKey: charge.key,
        kind: charge.kind,
        amount: charge.amount,
        date: charge.dueDate,
      });
    cursors.push({ membershipId: account.membershipId, nextDebitDate: due.nextDebitDate });
    // A held charge is in the ledger already (its row is not written again): this debit collects it.
    for (const charge of due.charges)
      if (account.heldCharges.some((held) => held.key === charge.key))
        heldDue.set(account.membershipId, (heldDue.get(account.membershipId) ?? 0) + charge.amount);
  }
  const written = await appendLedgerEntries(tx, chargeRows);
  // A debit collects exactly the charges this transaction wrote: a charge written by an earlier run
  // was debited by it.
  const amounts = new Map<string, number>();
  for (const row of written)
    amounts.set(row.membershipId, (amounts.get(row.membershipId) ?? 0) + (row.amount ?? 0));
  for (const [membershipId, amount] of heldDue)
    amounts.set(membershipId, (amounts.get(membershipId) ?? 0) + amount);
  const debitRows: LedgerInsert[] = [...amounts]
    .filter(([, amount]) => amount > 0)
    .map(([membershipId, amount]) => ({
      applicationId,
      membershipId,
      type: 'DEBIT_SUBMITTED',
      amount,
      date,
      reference: debitReference(membershipId, date),
    }));
  const debits = await appendLedgerEntries(tx, debitRows);
  await setNextDebitDates(tx, cursors);
  return {
    charges: written.length,
    debits: debits.length,
    amount: debits.reduce((sum, row) => sum + (row.amount ?? 0), 0),
    failures,
    billed: cursors.map((cursor) => cursor.membershipId),
  };
}

export async function runBillingDay(
  db: Database,
  providers: BillingProviders,
  applicationId: string,
  date: string,
  options: BillingRunOptions = {},
): Promise<BillingRunResult> {
  const result: BillingRunResult = {
    charges: 0,
    debitsSubmitted: 0,
    amountSubmitted: 0,
    mirrored: 0,
    settled: 0,
    dishonoured: 0,
    failures: [],
    stepMs: [0, 0, 0, 0, 0],
  };
  // The stored record (billing_run_failures): each set-aside membership gets its row in a
  // transaction of its own, never the one that rolled back its billing; a membership with an open
  // row that this run bills is resolved at the end of step 5. Only the first failure of a
  // membership in a run counts as an attempt. Writing a record never stops the run.
  const recording = (membershipIds: readonly string[], write: (tx: Transaction) => Promise<unknown>) =>
    withTenant(db, applicationId, write).catch((error: unknown) =>
      options.onRecordingFailed?.(membershipIds, failureReason(error)),
    );
  const open = await withTenant(db, applicationId, openBillingRunFailures);
  const setAside = new Set<string>();
  const billed = new Set<string>();
  const billedNow = (membershipId: string) => {
    if (open.has(membershipId)) billed.add(membershipId);
  };
  const failed = async (failure: BillingRunFailure) => {
    result.failures.push(failure);
    options.onFailure?.(failure);
    if (setAside.has(failure.membershipId)) return;
    setAside.add(failure.membershipId);
    const stored = { ...failure, reason: sanitisedReason(failure.reason) };
    await recording([failure.membershipId], (tx) => recordBillingRunFailure(tx, applicationId, date, stored));
  };
  let stepStart = performance.now();
  const stepDone = (step: 0 | 1 | 2 | 3 | 4) => {
    const now = performance.now();
    result.stepMs[step] = Math.round(now - stepStart);
    stepStart = now;
  };
  const limit = options.batchSize ?? 1000;
  const asOf = options.today !== undefined && options.today > date ? options.today : date;

  // 1. Paysmart: charges and debits. The due accounts are split in batches of one transaction
  // each, BATCH_CONCURRENCY at a time (disjoint accounts: the batches never write the same rows).
  const cache: ScheduleCache = new Map();
  const due = await withTenant(db, applicationId, (tx) => dueAccountIds(tx, date));
  const batches: string[][] = [];
  for (let i = 0; i < due.length; i += limit) batches.push(due.slice(i, i + limit));
  let done = 0;
  let next = 0;
  const billBatch = (ids: readonly string[]) =>
    withTenant(db, applicationId, async (tx) =>
      // Re-read by id inside the transaction: an account that stopped being due since is skipped.
      billAccounts(
        tx,
        applicationId,
        (await billingAccountContexts(tx, ids)).filter(
          (account) =>
            account.provider === 'PAYSMART' &&
            account.ddrStatus === 'DDR_ACTIVE' &&
            account.nextDebitDate !== null &&
            account.nextDebitDate <= date,
        ),
        date,
        cache,
      ),
    );
  const counted = async (outcome: Awaited<ReturnType<typeof billBatch>>) => {
    result.charges += outcome.charges;
    result.debitsSubmitted += outcome.debits;
    result.amountSubmitted += outcome.amount;
    for (const membershipId of outcome.billed) billedNow(membershipId);
    for (const failure of outcome.failures) await failed(failure);
  };
  const worker = async () => {
    for (let index = next++; index < batches.length; index = next++) {
      const ids = batches[index] ?? [];
      let outcome: Awaited<ReturnType<typeof billBatch>> | null = null;
      try {
        outcome = await billBatch(ids);
      } catch {
        // The batch rolled back. One membership must not stop the others: each is billed in a
        // transaction of its own, and only the ones that fail alone are set aside.
        for (const id of ids) {
          let alone: Awaited<ReturnType<typeof billBatch>> | null = null;
          try {
            alone = await billBatch([id]);
          } catch (error) {
            await failed({ membershipId: id, step: 'DEBITS', reason: failureReason(error) });
          }
          if (alone) await counted(alone);
        }
      }
      if (outcome) await counted(outcome);
      done += 1;
      await options.afterBatch?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, batches.length) }, worker));
  stepDone(0);

  // 2. Every debit without an outcome to the provider, once per reference (idempotency key).
  const pending = await withTenant(db, applicationId, (tx) => pendingDebits(tx, 'PAYSMART', date));
  const requests = pending.map((debit) => ({
    customerReference: debit.customerReference,
    idempotencyKey: debit.reference,
    amount: debit.amount,
    date: debit.date,
  }));
  try {
    await providers.PAYSMART.submitDebits(applicationId, requests);
    for (const request of requests) billedNow(membershipOfReference(request.idempotencyKey));
  } catch {
    // Each debit on its own (the same idempotency keys, so what the provider took is not taken
    // twice): one it refuses stays recorded and unsent, reported, and the next run sends it.
    for (const request of requests) {
      try {
        await providers.PAYSMART.submitDebits(applicationId, [request]);
        billedNow(membershipOfReference(request.idempotencyKey));
      } catch (error) {
        await failed({
          membershipId: membershipOfReference(request.idempotencyKey),
          step: 'SUBMISSION',
          reason: failureReason(error),
        });
      }
    }
  }

  stepDone(1);

  // 3. Debitsuccess: mirror what it took.
  const taken = await providers.DEBITSUCCESS.collectScheduledDebits(applicationId, date);
  const mirror = (debits: readonly ProviderDebit[]) =>
    withTenant(db, applicationId, (tx) => mirrorTakenDebits(tx, applicationId, debits));
  if (taken.length > 0) {
    try {
      result.mirrored += await mirror(taken);
      for (const debit of taken) billedNow(membershipOfReference(debit.idempotencyKey));
    } catch {
      // As in step 1: one debit that cannot be written does not keep the others out of the ledger.
      for (const debit of taken) {
        try {
          result.mirrored += await mirror([debit]);
          billedNow(membershipOfReference(debit.idempotencyKey));
        } catch (error) {
          await failed({
            membershipId: membershipOfReference(debit.idempotencyKey),
            step: 'MIRROR',
            reason: failureReason(error),
          });
        }
      }
    }
  }

  stepDone(2);

  // 4. Settlements of both providers, a page in one transaction. As in steps 1 and 3, one outcome
  // that cannot be written does not keep the others out: the page is then written one outcome at
  // a time, and only what was written is acknowledged, so the provider reports the rest again at
  // the next run (an outcome that failed is not tried again within this one).
  const record = async (settlements: readonly Settlement[]) => {
    const counts = await withTenant(db, applicationId, (tx) =>
      recordSettlements(tx, applicationId, settlements, asOf, options),
    );
    result.settled += counts.settled;
    result.dishonoured += counts.dishonoured;
  };
  const unwritten = new Set<string>();
  for (const providerId of ['PAYSMART', 'DEBITSUCCESS'] as const satisfies readonly BillingProviderId[]) {
    const provider = providers[providerId];
    for (;;) {
      const reported = await provider.settlements(applicationId, date, SETTLEMENT_PAGE);
      const page = reported.filter((settlement) => !unwritten.has(settlement.idempotencyKey));
      if (page.length === 0) break;
      let written: readonly Settlement[] = page;
      try {
        await record(page);
      } catch {
        written = [];
        for (const settlement of page) {
          try {
            await record([settlement]);
            written = [...written, settlement];
          } catch (error) {
            unwritten.add(settlement.idempotencyKey);
            await failed({
              membershipId: membershipOfReference(settlement.idempotencyKey),
              step: 'OUTCOME',
              reason: failureReason(error),
            });
          }
        }
      }
      if (written.length > 0)
        await provider.acknowledgeSettlements(
          applicationId,
          written.map((settlement) => settlement.idempotencyKey),
        );
      for (const settlement of written) billedNow(membershipOfReference(settlement.idempotencyKey));
      if (reported.length < SETTLEMENT_PAGE) break;
    }
  }

  stepDone(3);

  // 5. Arrears: OVERDUE after a period, ACTIVE once paid. As in the steps before, one account whose
  // status cannot be reviewed (its ledger unreadable) does not keep the others' from changing: the
  // accounts are then reviewed one at a time, and that one is set aside with its old status.
  const review = (membershipIds: readonly string[]) =>
    withTenant(db, applicationId, async (tx) => {
      const changed = await refreshAccountBillingStatus(tx, membershipIds, asOf);
      if (changed.length > 0) await options.afterOutcomes?.(tx, changed, asOf);
    });
  const inArrears = await withTenant(db, applicationId, (tx) => accountsInArrears(tx, asOf));
  try {
    await review(inArrears);
  } catch {
    for (const membershipId of inArrears) {
      try {
        await review([membershipId]);
      } catch (error) {
        await failed({ membershipId, step: 'ARREARS', reason: failureReason(error) });
      }
    }
  }

  // A membership set aside by an earlier run and billed by this one, or whose outcome it wrote
  // (and not set aside again by any step), is resolved: the record says which run's day did it.
  const resolved = [...billed].filter((membershipId) => !setAside.has(membershipId));
  if (resolved.length > 0) await recording(resolved, (tx) => resolveBillingRunFailures(tx, resolved, date));
  stepDone(4);
  return result;
}

/**
 * Mirrors debits debitsuccess took on its own schedule into the ledger: their charges, then the
 * DEBIT_SUBMITTED (the ledger's unique keys skip what is already there). Returns how many debits
 * were new. The billing run and Synchronise (account-sync.ts) both mirror through here.
 */
export async function mirrorTakenDebits(
  tx: Transaction,
  applicationId: string,
  taken: readonly ProviderDebit[],
): Promise<number> {
  const byCustomer = await membershipsByCustomer(
    tx,
    'DEBITSUCCESS',
    taken.map((debit) => debit.customerReference),
  );
  const rows: LedgerInsert[] = [];
  for (const debit of taken) {
    const membershipId = byCustomer.get(debit.customerReference);
    if (!membershipId) continue;
    for (const charge of debit.charges)
      rows.push({
        applicationId,
        membershipId,
        type: 'CHARGE',
        chargeKey: charge.key,
        kind: charge.kind,
        amount: charge.amount,
        date: debit.date,
      });
    rows.push({
      applicationId,
      membershipId,
      type: 'DEBIT_SUBMITTED',
      amount: debit.amount,
      date: debit.date,
      reference: debit.idempotencyKey,
    });
  }
  // Charges first: within one insert the rows keep their order, so `seq` does too.
  return (await appendLedgerEntries(tx, rows)).filter((row) => row.type === 'DEBIT_SUBMITTED').length;
}

/**
 * Writes reported outcomes (and reversal fees) and sets the statuses that follow, assessed on
 * `today` (never a day before the billing clock's today: see BillingRunOptions.today).
 */
export async function recordSettlements(
  tx: Transaction,
  applicationId: string,
  reported: readonly Settlement[],
  today: string,
  options: BillingRunOptions,
): Promise<{ settled: number; dishonoured: number }> {
  const ours = await submittedReferences(
    tx,
    reported.map((settlement) => settlement.idempotencyKey),
  );
  const known = reported.filter((settlement) => ours.has(settlement.idempotencyKey));
  const accounts = new Map(
    (
      await accountMoneyFacts(tx, [...new Set(known.map((s) => membershipOfReference(s.idempotencyKey)))])
    ).map((account) => [account.membershipId, account]),
  );
  const outcomes: LedgerInsert[] = known.map((settlement) => ({
    applicationId,
    membershipId: membershipOfReference(settlement.idempotencyKey),
    type: settlement.outcome === 'SETTLED' ? 'DEBIT_SETTLED' : 'DEBIT_DISHONOURED',
    date: settlement.date,
    reference: settlement.idempotencyKey,
    reason: settlement.outcome === 'DISHONOURED' ? (settlement.reason ?? 'REFER_TO_CUSTOMER') : null,
    providerReference: settlement.providerReference,
  }));
  const written = await appendLedgerEntries(tx, outcomes);
  const fees: LedgerInsert[] = written.flatMap((row) => {
    const fee = accounts.get(row.membershipId)?.defaultCharge ?? 0;
    return row.type === 'DEBIT_DISHONOURED' && fee > 0 && row.reference
      ? [
          {
            applicationId,
            membershipId: row.membershipId,
            type: 'CHARGE',
            chargeKey: reversalFeeKey(row.reference),
            kind: 'REVERSAL_FEE',
            amount: fee,
            date: row.date,
          },
        ]
      : [];
  });
  await appendLedgerEntries(tx, fees);
  const dishonouredNow = new Map(
    written.filter((row) => row.type === 'DEBIT_DISHONOURED').map((row) => [row.membershipId, row.reason]),
  );
  const changed = await refreshAccountBillingStatus(
    tx,
    [...new Set(written.map((row) => row.membershipId))],
    today,
    dishonouredNow,
  );
  if (changed.length > 0) await options.afterOutcomes?.(tx, changed, today);
  const dishonoured = written.filter((row) => row.type === 'DEBIT_DISHONOURED').length;
  return { settled: written.length - dishonoured, dishonoured };
}

/**
 * Every organisation, with its domain and the time zone its billing day is counted in (its first
 * branch's; the default zone when it has no branch), read in its own tenant: a subquery on branches
 * from the owner's list answered null under forced row-level security, so in production every club
 * would have billed on the default zone's day.
 */
export async function organisationsToBill(
  ownerPool: DatabasePool,
  db: Database,
): Promise<{ applicationId: string; domain: string; timeZone: string | null }[]> {
  const organisations = [];
  for (const organisation of await organisationDomains(ownerPool))
    organisations.push({
      ...organisation,
      timeZone: await withTenant(db, organisation.applicationId, organisationTimeZone),
    });
  return organisations;
}

/**
 * Sets the account billing status of these memberships from their ledgers as of `today`
 * (the domain's billingStatusAfter). The memberships feature calls it after a payment at the desk. Returns the
 * people whose memberships' money changed status, for their overdue tags.
 */
export async function refreshAccountBillingStatus(
  tx: Transaction,
  membershipIds: readonly string[],
  today: string,
  dishonouredNow: ReadonlyMap<string, string | null> = new Map(),
): Promise<string[]> {
  if (membershipIds.length === 0) return [];
  const accounts = await accountMoneyFacts(tx, membershipIds);
  const ledgers = await ledgerOf(tx, membershipIds);
  const day = Temporal.PlainDate.from(today);
  const changes: BillingStatusChange[] = [];
  const people = new Set<string>();
  for (const account of accounts) {
    const summary = ledgerSummary((ledgers.get(account.membershipId) ?? []).map(toLedgerEntry), day);
    const reason = dishonouredNow.get(account.membershipId);
    const next = billingStatusAfter(
      account.accountBillingStatus,
      summary,
      today,
      reason ? (reason as Parameters<typeof billingStatusAfter>[3]) : null,
    );
    people.add(account.personId);
    if (next)
      changes.push({
        membershipId: account.membershipId,
        accountBillingStatus: next.status,
        reason: next.reason,
      });
  }
  await setAccountBillingStatuses(tx, changes);
  return [...people];
}

/**
 * Recomputes a membership's nextDebitDate (the runs' cursor) after its dates changed (end, change,
 * edit, suspensions) or its payment setup completed: the first direct-debit charge from the current
 * cursor on (from the start when there is none), null when nothing more will be debited or no DDR is
 * active. Given `today`, from today when that is before the cursor: a change can bring a charge
 * forward (End now brings the payment a suspension interrupted to today, before the next weekly fee
 * the cursor held), and a run skips a charge due before its cursor. A charge already written is not
 * written again (its key), so looking from today never bills twice.
 */
export async function refreshNextDebitDate(
  tx: Transaction,
  membershipId: string,
  today?: string,
): Promise<string | null> {
  const account = await billingAccountContext(tx, membershipId);
  if (!account) return null;
  let next: string | null = null;
  if (account.ddrStatus === 'DDR_ACTIVE') {
    const cursor = account.nextDebitDate;
    const from = cursor === null ? account.membership.startDate : today && today < cursor ? today : cursor;
    const base = today && today > from ? today : from;
    const { schedule, horizon, openEnded } = scheduleOf(account, base);
    const first = schedule.charges.find(
      (charge) =>
        charge.collection === 'DIRECT_DEBIT' &&
        (account.nextDebitDate === null || charge.dueDate.toString() >= from),
    );
    const scheduled = first ? first.dueDate.toString() : openEnded ? horizon : null;
    // A held charge (paysmart's cancellation fee) is collected on its day, after the last debit too.
    const held = account.heldCharges
      .map((charge) => charge.dueDate)
      .filter((day) => account.nextDebitDate === null || day >= from)
      .sort()[0];
    next = held && (scheduled === null || held < scheduled) ? held : scheduled;
  }
  await setNextDebitDates(tx, [{ membershipId, nextDebitDate: next }]);
  return next;
}
