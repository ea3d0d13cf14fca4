import { randomBytes } from 'node:crypto';
import {
  type BillingProviderId,
  type DishonourReason,
  nextBillingDate,
  paymentMethodSummary,
} from '@clubline/domain';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import type {
  BillingProvider,
  BillingProviders,
  ProviderDebit,
  ScheduledDebitLine,
  Settlement,
} from './billing-provider.ts';
import { sandboxBillingCustomers, sandboxBillingDebits } from './sandbox-billing.table.ts';
import { type SandboxBehaviour, sandboxBehaviour } from './sandbox-rules.ts';

/**
 * The billing sandboxes: paysmart and debitsuccess as working simulations with their own state
 * (sandbox-billing.table.ts, owner role only, like a provider's database). Outcomes follow the test
 * numbers (sandbox-rules.ts); a debit's bank answer is known `settlementDays` after its debit date
 * (billing clock days), as a real direct debit clears two or three business days later.
 */
export interface SandboxBillingOptions {
  /** Days from a debit's date to its settlement report (BILLING_SETTLEMENT_DAYS, default 2). */
  settlementDays: number;
}

const DEFAULT_SETTLEMENT_DAYS = 2;

/** BILLING_SETTLEMENT_DAYS from the environment: a whole number of days, 0 to 30. */
export function settlementDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BILLING_SETTLEMENT_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_SETTLEMENT_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 30)
    throw new Error('BILLING_SETTLEMENT_DAYS must be a whole number of days from 0 to 30');
  return days;
}

/** What the sandboxes' bank answers to a rejected direct-debit request (the test numbers ending 99). */
const SANDBOX_DDR_REJECTION_REASON = 'The bank does not accept direct debits from this account';

const PREFIX: Readonly<Record<BillingProviderId, string>> = { PAYSMART: 'PS', DEBITSUCCESS: 'DS' };
/** Rows per insert: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 2000;

function encodeBehaviour(behaviour: SandboxBehaviour): { behaviour: string; declineReason: string | null } {
  if (behaviour.ddr === 'REJECTED') return { behaviour: 'OK', declineReason: null };
  return behaviour.debits === 'OK'
    ? { behaviour: 'OK', declineReason: null }
    : { behaviour: behaviour.debits, declineReason: behaviour.reason };
}

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

function sandboxBillingProvider(
  id: BillingProviderId,
  ownerPool: pg.Pool,
  options: SandboxBillingOptions,
): BillingProvider {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  const customers = sandboxBillingCustomers;
  const debits = sandboxBillingDebits;

  /** Writes debits once per key; outcomes follow each customer's test numbers. */
  async function record(applicationId: string, requested: readonly ProviderDebit[]): Promise<void> {
    for (let i = 0; i < requested.length; i += CHUNK) {
      const given = requested.slice(i, i + CHUNK);
      // A key it already took answers as the first time: only new keys are looked at further.
      const known = await db
        .select({ key: debits.idempotencyKey })
        .from(debits)
        .where(
          and(
            eq(debits.provider, id),
            eq(debits.applicationId, applicationId),
            inArray(
              debits.idempotencyKey,
              given.map((debit) => debit.idempotencyKey),
            ),
          ),
        );
      const taken = new Set(known.map((row) => row.key));
      const chunk = given.filter((debit) => !taken.has(debit.idempotencyKey));
      if (chunk.length === 0) continue;
      const references = [...new Set(chunk.map((debit) => debit.customerReference))];
      const customerRows = await db
        .select({
          reference: customers.reference,
          ddrStatus: customers.ddrStatus,
          behaviour: customers.behaviour,
          declineReason: customers.declineReason,
        })
        .from(customers)
        .where(
          and(
            eq(customers.provider, id),
            eq(customers.applicationId, applicationId),
            inArray(customers.ddrStatus, ['ACTIVE', 'DELETED']),
            inArray(customers.reference, references),
          ),
        );
      // How many debits a "declined once" customer has had: only those need counting.
      const once = customerRows.filter((row) => row.behaviour === 'DECLINE_ONCE').map((row) => row.reference);
      const counts =
        once.length === 0
          ? []
          : await db
              .select({ reference: debits.customerReference, taken: sql<number>`count(*)::int` })
              .from(debits)
              .where(
                and(
                  eq(debits.provider, id),
                  eq(debits.applicationId, applicationId),
                  inArray(debits.customerReference, once),
                ),
              )
              .groupBy(debits.customerReference);
      const takenBy = new Map(counts.map((row) => [row.reference, row.taken]));
      const byReference = new Map(
        customerRows.map((row) => [row.reference, { ...row, taken: takenBy.get(row.reference) ?? 0 }]),
      );
      const rows = chunk.flatMap((debit) => {
        const customer = byReference.get(debit.customerReference);
        // No such customer (or its DDR was rejected): a real provider refuses the debit outright.
        if (!customer) return [];
        // A request the customer had deleted: the bank returns the debit, as it does against an
        // authority cancelled (docs/billing.md "Deleting a direct debit request"). Taken and never
        // answered, our ledger would hold it pending for good, covering the charges it was for.
        const cancelled = customer.ddrStatus === 'DELETED';
        const declined =
          cancelled ||
          customer.behaviour === 'DECLINE_ALWAYS' ||
          (customer.behaviour === 'DECLINE_ONCE' && customer.taken === 0);
        customer.taken += 1;
        return [
          {
            provider: id,
            applicationId,
            customerReference: debit.customerReference,
            idempotencyKey: debit.idempotencyKey,
            amount: debit.amount,
            debitDate: debit.date,
            settlesOn: addDays(debit.date, options.settlementDays),
            outcome: declined ? 'DISHONOURED' : 'SETTLED',
            reason: cancelled ? 'AUTHORITY_CANCELLED' : declined ? customer.declineReason : null,
            charges: debit.charges.length > 0 ? debit.charges : null,
          },
        ];
      });
      if (rows.length > 0) await db.insert(debits).values(rows).onConflictDoNothing();
    }
  }

  return {
    id,
    ownsSchedule: id === 'DEBITSUCCESS',

    async createCustomer(request) {
      const [earlier] = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.provider, id),
            eq(customers.applicationId, request.applicationId),
            eq(customers.externalId, request.externalId),
          ),
        );
      const behaviour = sandboxBehaviour(request.paymentMethod);
      const row = earlier ?? {
        reference: `${PREFIX[id]}-${randomBytes(5).toString('hex').toUpperCase()}`,
        provider: id,
        applicationId: request.applicationId,
        externalId: request.externalId,
        name: request.name,
        ddrStatus: behaviour.ddr,
        paymentMethodToken: `tok_${randomBytes(12).toString('base64url')}`,
        paymentMethodSummary: paymentMethodSummary(request.paymentMethod),
        ...encodeBehaviour(behaviour),
        schedule: id === 'DEBITSUCCESS' && request.schedule ? [...request.schedule] : null,
      };
      if (!earlier) await db.insert(customers).values(row).onConflictDoNothing();
      // A new request after a rejected one (a new payment setup link): the customer stays, its
      // request and payment method are the new ones. An active or deleted one answers as before.
      if (earlier?.ddrStatus === 'REJECTED') {
        Object.assign(row, {
          ddrStatus: behaviour.ddr,
          paymentMethodToken: `tok_${randomBytes(12).toString('base64url')}`,
          paymentMethodSummary: paymentMethodSummary(request.paymentMethod),
          ...encodeBehaviour(behaviour),
          schedule: id === 'DEBITSUCCESS' && request.schedule ? [...request.schedule] : null,
        });
        await db.update(customers).set(row).where(eq(customers.reference, row.reference));
      }
      const ddrStatus = row.ddrStatus === 'ACTIVE' ? 'ACTIVE' : 'REJECTED';
      return {
        customerReference: row.reference,
        ddrStatus,
        ddrRejectionReason: ddrStatus === 'REJECTED' ? SANDBOX_DDR_REJECTION_REASON : null,
        paymentMethodToken: row.paymentMethodToken,
        paymentMethodSummary: row.paymentMethodSummary,
      };
    },

    async submitDebits(applicationId, requested) {
      await record(
        applicationId,
        requested.map((debit) => ({ ...debit, charges: [] })),
      );
    },

    async replaceSchedule(applicationId, customerReference, fromDate, lines) {
      if (id !== 'DEBITSUCCESS') return;
      // One statement: the kept part and the new part are read and written together, so two
      // replacements at once leave one of them whole, never a mix.
      const future = lines
        .filter((line) => line.date >= fromDate)
        .map((line) => ({ ...line }))
        .sort((a, b) => a.date.localeCompare(b.date));
      await db
        .update(customers)
        .set({
          schedule: sql`coalesce((
            select jsonb_agg(line order by line->>'date')
            from jsonb_array_elements(coalesce(${customers.schedule}, '[]'::jsonb)) as line
            where line->>'date' < ${fromDate}
          ), '[]'::jsonb) || ${JSON.stringify(future)}::jsonb`,
        })
        .where(
          and(
            eq(customers.provider, id),
            eq(customers.applicationId, applicationId),
            eq(customers.reference, customerReference),
          ),
        );
    },

    async collectScheduledDebits(applicationId, date) {
      if (id !== 'DEBITSUCCESS') return [];
      const owned = await db
        .select({
          reference: customers.reference,
          externalId: customers.externalId,
          schedule: customers.schedule,
        })
        .from(customers)
        .where(
          and(
            eq(customers.provider, id),
            eq(customers.applicationId, applicationId),
            eq(customers.ddrStatus, 'ACTIVE'),
          ),
        );
      const due: ProviderDebit[] = owned.flatMap((customer) =>
        (customer.schedule ?? [])
          .filter((line) => line.date <= date)
          .map((line) => ({
            customerReference: customer.reference,
            idempotencyKey: `${customer.externalId}:${line.date}`,
            amount: line.amount,
            date: line.date,
            charges: line.charges,
          })),
      );
      await record(applicationId, due);
      // What it took, as its daily report lists it (the ledger skips what it already mirrored).
      const taken = await db
        .select()
        .from(debits)
        .where(
          and(eq(debits.provider, id), eq(debits.applicationId, applicationId), lte(debits.debitDate, date)),
        );
      return taken.map((row) => ({
        customerReference: row.customerReference,
        idempotencyKey: row.idempotencyKey,
        amount: row.amount,
        date: row.debitDate,
        charges: row.charges ?? [],
      }));
    },

    async settlements(applicationId, asOf, limit) {
      const rows = await db
        .select()
        .from(debits)
        .where(
          and(
            eq(debits.provider, id),
            eq(debits.applicationId, applicationId),
            lte(debits.settlesOn, asOf),
            isNull(debits.reportedAt),
          ),
        )
        .orderBy(asc(debits.settlesOn), asc(debits.idempotencyKey))
        .limit(limit);
      return rows.map(
        (row): Settlement => ({
          customerReference: row.customerReference,
          idempotencyKey: row.idempotencyKey,
          outcome: row.outcome === 'DISHONOURED' ? 'DISHONOURED' : 'SETTLED',
          reason: (row.reason as DishonourReason | null) ?? null,
          date: row.settlesOn,
          providerReference: row.id,
        }),
      );
    },

    async acknowledgeSettlements(applicationId, keys) {
      for (let i = 0; i < keys.length; i += CHUNK) {
        await db
          .update(debits)
          .set({ reportedAt: new Date() })
          .where(
            and(
              eq(debits.provider, id),
              eq(debits.applicationId, applicationId),
              inArray(debits.idempotencyKey, keys.slice(i, i + CHUNK)),
            ),
          );
      }
    },

    nextBillingDate(fromDate) {
      return nextBillingDate(id, Temporal.PlainDate.from(fromDate)).toString();
    },

    async deletedDirectDebitRequests(applicationId, customerReferences) {
      const deleted: string[] = [];
      for (let i = 0; i < customerReferences.length; i += CHUNK) {
        const rows = await db
          .select({ reference: customers.reference })
          .from(customers)
          .where(
            and(
              eq(customers.provider, id),
              eq(customers.applicationId, applicationId),
              eq(customers.ddrStatus, 'DELETED'),
              inArray(customers.reference, customerReferences.slice(i, i + CHUNK)),
            ),
          );
        deleted.push(...rows.map((row) => row.reference));
      }
      return deleted;
    },

    async accountView(applicationId, customerReference, asOf) {
      const [customer] = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.provider, id),
            eq(customers.applicationId, applicationId),
            eq(customers.reference, customerReference),
          ),
        );
      if (!customer) return null;
      // Debitsuccess takes what its schedule has due whether or not anyone asks (as its daily run).
      if (id === 'DEBITSUCCESS' && customer.ddrStatus === 'ACTIVE') {
        await record(
          applicationId,
          (customer.schedule ?? [])
            .filter((line) => line.date <= asOf)
            .map((line) => ({
              customerReference,
              idempotencyKey: `${customer.externalId}:${line.date}`,
              amount: line.amount,
              date: line.date,
              charges: line.charges,
            })),
        );
      }
      const rows = await db
        .select()
        .from(debits)
        .where(
          and(
            eq(debits.provider, id),
            eq(debits.applicationId, applicationId),
            eq(debits.customerReference, customerReference),
            lte(debits.debitDate, asOf),
          ),
        )
        .orderBy(asc(debits.debitDate));
      return {
        customerReference,
        ddrStatus:
          customer.ddrStatus === 'ACTIVE' || customer.ddrStatus === 'DELETED'
            ? customer.ddrStatus
            : 'REJECTED',
        debits: rows.map((row) => {
          // The bank's answer is known from settlesOn on, reported to us or not (our view may lag).
          const answered = row.settlesOn <= asOf;
          return {
            customerReference,
            idempotencyKey: row.idempotencyKey,
            amount: row.amount,
            date: row.debitDate,
            charges: row.charges ?? [],
            outcome: !answered ? 'PENDING' : row.outcome === 'DISHONOURED' ? 'DISHONOURED' : 'SETTLED',
            reason: answered ? ((row.reason as DishonourReason | null) ?? null) : null,
            outcomeDate: row.settlesOn,
            providerReference: row.id,
          };
        }),
      };
    },

    async paymentHistory(applicationId, customerReference) {
      const rows = await db
        .select()
        .from(debits)
        .where(
          and(
            eq(debits.provider, id),
            eq(debits.applicationId, applicationId),
            eq(debits.customerReference, customerReference),
          ),
        )
        .orderBy(asc(debits.debitDate));
      return rows.map((row) => ({
        date: row.debitDate,
        amount: row.amount,
        reference: row.idempotencyKey,
        status:
          row.reportedAt === null ? 'PENDING' : row.outcome === 'DISHONOURED' ? 'DISHONOURED' : 'SETTLED',
        reason: row.reportedAt === null ? null : ((row.reason as DishonourReason | null) ?? null),
        settlesOn: row.settlesOn,
      }));
    },
  };
}

/** A customer the billing company already holds (the demo seed's active direct debits). */
export interface SandboxCustomerImport {
  reference: string;
  /** Our membership. */
  externalId: string;
  name: string;
  paymentMethodToken: string;
  paymentMethodSummary: string;
  /** Debitsuccess: the schedule it owns from here on. */
  schedule: ScheduledDebitLine[] | null;
  /** How its debits end (sandbox-rules.ts); pays always when absent. */
  behaviour?: 'OK' | 'DECLINE_ONCE' | 'DECLINE_ALWAYS';
  declineReason?: DishonourReason | null;
}

/**
 * Puts customers with an active DDR into a sandbox's books, as a provider's onboarding of an
 * existing book of members would: the demo seed's memberships are billed by the next billing run
 * like any set up through the payment setup page. Customers it already has are left as they are.
 */
export async function importSandboxCustomers(
  ownerPool: pg.Pool,
  provider: BillingProviderId,
  applicationId: string,
  imported: readonly SandboxCustomerImport[],
): Promise<void> {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  for (let i = 0; i < imported.length; i += CHUNK) {
    const rows = imported.slice(i, i + CHUNK).map((customer) => ({
      ...customer,
      provider,
      applicationId,
      ddrStatus: 'ACTIVE',
      behaviour: customer.behaviour ?? 'OK',
      declineReason: customer.declineReason ?? null,
      schedule: provider === 'DEBITSUCCESS' ? customer.schedule : null,
    }));
    await db.insert(sandboxBillingCustomers).values(rows).onConflictDoNothing();
  }
}

/**
 * The member has the billing company delete their direct-debit request (spec 2 §4; what a real
 * provider's own back office does): it takes nothing more (only ACTIVE requests are debited) and
 * reports the request DELETED. Development, demos, tests and the sandbox's back office route
 * (sandbox-billing.rest.ts) call it; unknown customers are ignored. Answers whether the sandbox
 * knew the customer.
 */
export async function deleteSandboxDirectDebitRequest(
  ownerPool: pg.Pool,
  provider: BillingProviderId,
  applicationId: string,
  customerReference: string,
): Promise<boolean> {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  const updated = await db
    .update(sandboxBillingCustomers)
    .set({ ddrStatus: 'DELETED' })
    .where(
      and(
        eq(sandboxBillingCustomers.provider, provider),
        eq(sandboxBillingCustomers.applicationId, applicationId),
        eq(sandboxBillingCustomers.reference, customerReference),
      ),
    )
    .returning({ reference: sandboxBillingCustomers.reference });
  return updated.length > 0;
}

/** Both sandboxes over the owner pool. */
export function sandboxBillingProviders(
  ownerPool: pg.Pool,
  options: SandboxBillingOptions,
): BillingProviders {
  return {
    PAYSMART: sandboxBillingProvider('PAYSMART', ownerPool, options),
    DEBITSUCCESS: sandboxBillingProvider('DEBITSUCCESS', ownerPool, options),
  };
}

/** The branches of the viewer's organisation's memberships billed under `customerReference`. */
export async function branchesOfCustomer(
  tx: Transaction,
  provider: 'PAYSMART' | 'DEBITSUCCESS',
  customerReference: string,
): Promise<string[]> {
  const result = await tx.execute<{ branch_id: string }>(sql`
    select distinct m.branch_id from membership_billing_accounts a
    join memberships m on m.id = a.membership_id
    where a.provider = ${provider} and a.customer_reference = ${customerReference}`);
  return result.rows.map((row) => row.branch_id);
}
