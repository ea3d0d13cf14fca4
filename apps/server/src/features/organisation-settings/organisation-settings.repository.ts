import {
  DEFAULT_MINIMUM_AGE_SETTINGS,
  DEFAULT_OVERDUE_SETTINGS,
  type MinimumAgeSettings,
  type OverdueSettings,
} from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Transaction } from '../../platform/db/client.ts';
import { organisationSettings } from './organisation-settings.table.ts';

/** The organisation's settings, stored or default (spec 3 §3). */
export interface OrganisationSettings {
  minimumAge: MinimumAgeSettings;
  overdue: OverdueSettings;
}

/** The settings of the transaction's organisation (RLS picks the row); defaults when none is saved. */
export async function readOrganisationSettings(tx: Transaction): Promise<OrganisationSettings> {
  const [row] = await tx.select().from(organisationSettings).limit(1);
  if (!row)
    return { minimumAge: { ...DEFAULT_MINIMUM_AGE_SETTINGS }, overdue: { ...DEFAULT_OVERDUE_SETTINGS } };
  return {
    minimumAge: {
      warn: row.warn,
      warnBelowAge: row.warnBelowAge,
      restrict: row.restrict,
      restrictBelowAge: row.restrictBelowAge,
    },
    overdue: {
      enabled: row.overdueEnabled,
      maximumOverdueAmount: row.maximumOverdueAmount,
      gracePeriodInDays: row.gracePeriodInDays,
    },
  };
}

export async function saveMinimumAgeSettings(
  tx: Transaction,
  applicationId: string,
  settings: MinimumAgeSettings,
): Promise<void> {
  const values = {
    warn: settings.warn,
    warnBelowAge: settings.warnBelowAge,
    restrict: settings.restrict,
    restrictBelowAge: settings.restrictBelowAge,
  };
  await tx
    .insert(organisationSettings)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: organisationSettings.applicationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function saveOverdueSettings(
  tx: Transaction,
  applicationId: string,
  settings: OverdueSettings,
): Promise<void> {
  const values = {
    overdueEnabled: settings.enabled,
    maximumOverdueAmount: settings.maximumOverdueAmount,
    gracePeriodInDays: settings.gracePeriodInDays,
  };
  await tx
    .insert(organisationSettings)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: organisationSettings.applicationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Organisations the daily overdue assessment visits: every one, since turning control off must
 * unblock too and the settings are behind each tenant's RLS (forced, the owner included). A job
 * finds out in its own tenant whether there is anything to do. Owner connection, like the billing
 * day's list of organisations (applications' owner_domain_lookup policy).
 */
export async function organisationsToAssess(ownerPool: pg.Pool): Promise<string[]> {
  const result = await ownerPool.query<{ id: string }>('select id from applications order by id');
  return result.rows.map((row) => row.id);
}

/**
 * The organisation's time zone for overdue assessment: its first branch's, as the billing runs
 * take it (docs/billing.md); null falls back to Pacific/Auckland in the domain.
 */
export async function organisationTimeZone(tx: Transaction): Promise<string | null> {
  const result = await tx.execute<{ time_zone: string | null }>(
    sql`select time_zone from branches order by created_at, id limit 1`,
  );
  return result.rows[0]?.time_zone ?? null;
}

/**
 * The demo's overdue member (organisation-settings.seed.ts): the first active billing membership
 * with an active direct debit at `branchId`, by id, and the debit references its ledger already
 * uses. Read by name (seed only): the memberships feature exposes no such query.
 */
export async function findDemoOverdueCandidate(
  tx: Transaction,
  branchId: string,
  today: string,
): Promise<{ membershipId: string; references: Set<string> } | null> {
  const result = await tx.execute<{ id: string }>(
    sql`select m.id from memberships m join membership_billing_accounts a on a.membership_id = m.id
        where m.branch_id = ${branchId} and m.status = 'ACTIVE' and a.ddr_status = 'DDR_ACTIVE'
          and m.start_date <= ${today}::date - 30 and m.end_date is null
        order by m.id limit 1`,
  );
  const membershipId = result.rows[0]?.id;
  if (!membershipId) return null;
  const references = await tx.execute<{ reference: string }>(
    sql`select reference from ledger_entries where membership_id = ${membershipId} and reference is not null`,
  );
  return { membershipId, references: new Set(references.rows.map((row) => row.reference)) };
}
