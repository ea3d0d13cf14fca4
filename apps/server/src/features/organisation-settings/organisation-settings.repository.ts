import {
  DEFAULT_MINIMUM_AGE_SETTINGS,
  DEFAULT_OVERDUE_SETTINGS,
  type MinimumAgeSettings,
  type OverdueSettings,
} from '@clubline/domain';
import { sql } from 'drizzle-orm';
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
