import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branchBillingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { branches } from '../branches/branches.table.ts';

/** What a club sells (spec 3 §3 "Membership plan"). */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    description: text().notNull(),
    /** AU or NZ: the plan's options are meant for branches of that country. */
    country: text().notNull(),
    /** An access type name (GET access-type); not a key, the access-control service owns them. */
    accessType: text().notNull(),
    type: text({ enum: ['ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER'] }).notNull(),
    /** Visit passes only. */
    numberOfVisits: integer(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('membership_plans_tenant_key').on(t.applicationId, t.id),
    // The list is ordered by name (and searched by it).
    index('membership_plans_name_idx').on(t.applicationId, sql`lower(${t.name})`, t.id),
    check('membership_plans_type_check', sql`${t.type} in ('ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER')`),
    check('membership_plans_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check(
      'membership_plans_visits_check',
      sql`${t.numberOfVisits} is null or (${t.numberOfVisits} > 0 and ${t.numberOfVisits} < 9999)`,
    ),
    tenantIsolation(),
  ],
);

/**
 * One way to pay for a plan (spec 3 §3 "Payment option"). Amounts are integer cents; the sale window
 * is two instants. isExternalPayer is the plan's type, not stored twice.
 */
export const paymentOptions = pgTable(
  'payment_options',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    membershipPlanId: uuid().notNull(),
    name: text().notNull(),
    description: text(),
    notes: text(),
    status: text({ enum: ['DRAFT', 'PUBLISHED', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    paymentAmount: integer(),
    paymentFrequency: text().notNull(),
    joinFee: integer().notNull().default(0),
    accessCardFee: integer().notNull().default(0),
    suspensionFee: integer(),
    suspensionFeeFrequency: text(),
    term: integer(),
    termType: text(),
    ongoing: boolean().notNull().default(false),
    ongoingTermType: text(),
    validityPeriod: integer(),
    visitPassTermType: text(),
    freePeriod: integer(),
    freePeriodFrequency: text(),
    freePeriodUntilDate: date({ mode: 'string' }),
    freePromotion: boolean().notNull().default(false),
    promotionTermCount: integer(),
    promotionPaymentAmount: integer(),
    membershipStartDate: date({ mode: 'string' }),
    saleStartAt: timestamp({ withTimezone: true, precision: 3 }),
    saleEndAt: timestamp({ withTimezone: true, precision: 3 }),
    isAvailableOnline: boolean().notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('payment_options_tenant_key').on(t.applicationId, t.id),
    index('payment_options_plan_idx').on(t.applicationId, t.membershipPlanId, t.name),
    tenantReference(t.applicationId, t.membershipPlanId, membershipPlans).onDelete('cascade'),
    check('payment_options_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'ARCHIVED')`),
    check(
      'payment_options_amounts_check',
      sql`coalesce(${t.paymentAmount}, 1) > 0 and ${t.joinFee} >= 0 and ${t.accessCardFee} >= 0 and coalesce(${t.suspensionFee}, 0) >= 0 and coalesce(${t.promotionPaymentAmount}, 1) > 0`,
    ),
    check(
      'payment_options_sale_window_check',
      sql`${t.saleStartAt} is null or ${t.saleEndAt} is null or ${t.saleEndAt} > ${t.saleStartAt}`,
    ),
    tenantIsolation(),
  ],
);

/** The branches an option is sold at; who may see and change it follows from them. */
export const paymentOptionSellingBranches = pgTable(
  'payment_option_selling_branches',
  {
    applicationId: applicationIdColumn(),
    paymentOptionId: uuid().notNull(),
    branchId: uuid().notNull(),
  },
  (t) => [
    // Names spelt out: the generated ones pass PostgreSQL's 63 characters and collide when cut.
    primaryKey({
      name: 'payment_option_selling_branches_pk',
      columns: [t.applicationId, t.paymentOptionId, t.branchId],
    }),
    // Lists read "options sold at these branches" first.
    index('payment_option_selling_branches_branch_idx').on(t.applicationId, t.branchId, t.paymentOptionId),
    foreignKey({
      name: 'payment_option_selling_branches_option_fk',
      columns: [t.applicationId, t.paymentOptionId],
      foreignColumns: [paymentOptions.applicationId, paymentOptions.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * Per selling branch: which of the branch's billing accounts bills the option, and whether the
 * administration fee is waived. The composite key to the selling branches means a setting exists
 * only for a branch that sells the option (and goes when the branch stops selling it).
 */
export const paymentOptionBranchSettings = pgTable(
  'payment_option_branch_settings',
  {
    applicationId: applicationIdColumn(),
    paymentOptionId: uuid().notNull(),
    branchId: uuid().notNull(),
    branchBillingAccountId: uuid().notNull(),
    waiveAdminFee: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({
      name: 'payment_option_branch_settings_pk',
      columns: [t.applicationId, t.paymentOptionId, t.branchId],
    }),
    foreignKey({
      name: 'payment_option_branch_settings_selling_fk',
      columns: [t.applicationId, t.paymentOptionId, t.branchId],
      foreignColumns: [
        paymentOptionSellingBranches.applicationId,
        paymentOptionSellingBranches.paymentOptionId,
        paymentOptionSellingBranches.branchId,
      ],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchBillingAccountId, branchBillingAccounts).onDelete('cascade'),
    index('payment_option_branch_settings_account_idx').on(t.applicationId, t.branchBillingAccountId),
    tenantIsolation(),
  ],
);
