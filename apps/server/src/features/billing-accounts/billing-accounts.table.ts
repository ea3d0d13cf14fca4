import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';

/**
 * A branch's account with the billing provider (spec 3 §3 "Branch billing account"). Fees are
 * integer cents. Whether its terms may be edited is not stored: it follows the organisation's
 * billing provider (BillingProviderInfo.isTermsAndConditionsEditable).
 */
export const branchBillingAccounts = pgTable(
  'branch_billing_accounts',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    /** The provider's id of the account (shown nowhere; read by the billing integration). */
    businessAccountId: text().notNull(),
    name: text().notNull(),
    /** The administration fee charged once when a membership is set up. */
    establishmentFee: integer().notNull().default(0),
    /** Charged when a scheduled payment fails (dishonour). */
    defaultCharge: integer().notNull().default(0),
    cancellationFee: integer().notNull().default(0),
    /** Charged per week while a membership is suspended. */
    suspensionFee: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    /** Sanitised HTML, shown to members on the payment setup page. */
    termsAndConditions: text().notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('branch_billing_accounts_branch_idx').on(t.applicationId, t.branchId, t.name),
    // At most one default per branch; the service keeps at least one (docs/billing-accounts.md).
    uniqueIndex('branch_billing_accounts_one_default_idx')
      .on(t.applicationId, t.branchId)
      .where(sql`${t.isDefault}`),
    // Lets payment-option branch settings reference (tenant, account) like every tenant reference.
    unique('branch_billing_accounts_tenant_key').on(t.applicationId, t.id),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    check(
      'branch_billing_accounts_fees_not_negative',
      sql`${t.establishmentFee} >= 0 and ${t.defaultCharge} >= 0 and ${t.cancellationFee} >= 0 and ${t.suspensionFee} >= 0`,
    ),
    tenantIsolation(),
  ],
);

/**
 * The access levels a membership plan can grant in an organisation ("All hours", "Off-peak" …),
 * served by GET {access-control base}/access-type. A table rather than organisation settings so
 * each level has a stable id and order.
 */
export const accessTypes = pgTable(
  'access_types',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('access_types_application_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    index('access_types_order_idx').on(t.applicationId, t.sortOrder),
    tenantIsolation(),
  ],
);
