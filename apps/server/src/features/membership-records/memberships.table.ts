import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
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
import { ownerLookupByKey, tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branchBillingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { branches } from '../branches/branches.table.ts';
import { persons } from '../members/persons/persons.table.ts';
import { membershipPlans, paymentOptions } from '../plans/plans.table.ts';

/**
 * A membership sold to a person (spec 2 §3 "Membership"). What was agreed at the sale is
 * kept here (the option's amounts may change later; a membership keeps its own); money is in the
 * ledger, never here. Dates are calendar dates in the branch's time zone.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    /** The branch that sold it (the member's home branch at the sale): its billing account bills it. */
    branchId: uuid().notNull(),
    membershipPlanId: uuid().notNull(),
    paymentOptionId: uuid().notNull(),
    /** MEMBERSHIP_STATUSES of the domain. */
    status: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** The last day is the day before: nothing is charged for this day or later. */
    endDate: date({ mode: 'string' }),
    /** Debitsuccess: the chosen first-payment date; paysmart: null (the grid decides). */
    firstPaymentDate: date({ mode: 'string' }),
    /** The sale's fees in cents (staff may change the option's at the sale). */
    joinFee: integer().notNull().default(0),
    accessCardFee: integer().notNull().default(0),
    /** Set only when staff overrode the pro rata partial (isPartialAmountOverridden). */
    partialPaymentAmount: integer(),
    isPartialAmountOverridden: boolean().notNull().default(false),
    /** What the member paid at the desk at the sale (the wire's flags are inverted, spec 2 §7). */
    joinFeePaidInBranch: boolean().notNull().default(false),
    accessCardFeePaidInBranch: boolean().notNull().default(false),
    partialPaymentPaidInBranch: boolean().notNull().default(false),
    inBranchPaymentType: text(),
    waiveAdminFee: boolean().notNull().default(false),
    /**
     * The administration fee (cents) of the branch billing account that sold it, kept once a
     * transfer moves it to another account (docs/billing.md "Transfer"); null: its account's fee.
     */
    administrationFee: integer(),
    /** One-off options: how the price is paid ('Credit card ONLINE' only for one-off, spec 2 §4). */
    oneOffPaymentType: text(),
    oneOffPaymentAmount: integer(),
    externalPayerRefNumber: text(),
    /** Visit passes: visits left. */
    numberOfVisitsLeft: integer(),
    /** Set when the membership is ended (End or Change). */
    cancellationReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * Unblock (spec 2 §5 setAllowAccessByAdmin): an admin let a BLOCKED member in from this day
     * through allowAccessUntil (inclusive, the home branch's calendar); it lapses by itself.
     */
    allowAccessFrom: date({ mode: 'string' }),
    allowAccessUntil: date({ mode: 'string' }),
    /** The membership a Change replaced. */
    changedFromMembershipId: uuid(),
    createdByUserId: uuid(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('memberships_tenant_key').on(t.applicationId, t.id),
    // The member's memberships page and profile read them by person.
    index('memberships_person_idx').on(t.applicationId, t.personId, t.startDate),
    index('memberships_branch_status_idx').on(t.applicationId, t.branchId, t.status),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches),
    tenantReference(t.applicationId, t.membershipPlanId, membershipPlans),
    tenantReference(t.applicationId, t.paymentOptionId, paymentOptions),
    check(
      'memberships_amounts_check',
      sql`${t.joinFee} >= 0 and ${t.accessCardFee} >= 0 and coalesce(${t.partialPaymentAmount}, 0) >= 0 and coalesce(${t.oneOffPaymentAmount}, 0) >= 0`,
    ),
    check('memberships_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'memberships_allow_access_check',
      sql`(${t.allowAccessFrom} is null) = (${t.allowAccessUntil} is null) and (${t.allowAccessUntil} is null or ${t.allowAccessUntil} >= ${t.allowAccessFrom})`,
    ),
    check(
      'memberships_external_payer_check',
      sql`${t.externalPayerRefNumber} is null or length(${t.externalPayerRefNumber}) <= 50`,
    ),
    tenantIsolation(),
  ],
);

/**
 * The membership's account with the billing provider: one per billing membership, same
 * id as the membership. The provider holds the bank or card details; we keep only its token.
 */
export const membershipBillingAccounts = pgTable(
  'membership_billing_accounts',
  {
    /** The membership's id. */
    membershipId: uuid().primaryKey(),
    applicationId: applicationIdColumn(),
    /** PAYSMART or DEBITSUCCESS: the organisation's provider at the sale. */
    provider: text().notNull(),
    /** The branch billing account that bills it (the option's branch setting, else the default). */
    branchBillingAccountId: uuid().notNull(),
    /** The provider's customer id; set when the provider created the customer. */
    customerReference: text(),
    /** The payment setup page's token: single-use, expiring, cleared once used. */
    signupToken: text(),
    signupTokenExpiresAt: timestamp({ withTimezone: true }),
    /** DDR_PENDING until the member completes payment setup, then DDR_ACTIVE or DDR_REJECTED. */
    ddrStatus: text().notNull(),
    accountBillingStatus: text().notNull(),
    accountBillingStatusReason: text(),
    accountBillingStatusDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider's token for the bank account or card; never the number itself. */
    paymentMethodToken: text(),
    /** What staff may see of it, e.g. "Bank account ending 000" (no full number). */
    paymentMethodSummary: text(),
    /** Billing runs' cursor: the next day something may be due (indexed; null when nothing will be). */
    nextDebitDate: date({ mode: 'string' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('membership_billing_accounts_tenant_key').on(t.applicationId, t.membershipId),
    // Not unique: a changed membership's new account keeps the provider customer of the old one.
    index('membership_billing_accounts_customer_idx')
      .on(t.applicationId, t.customerReference)
      .where(sql`${t.customerReference} is not null`),
    unique('membership_billing_accounts_signup_token_key').on(t.signupToken),
    index('membership_billing_accounts_next_debit_idx')
      .on(t.applicationId, t.nextDebitDate)
      .where(sql`${t.nextDebitDate} is not null`),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchBillingAccountId, branchBillingAccounts),
    check('membership_billing_accounts_provider_check', sql`${t.provider} in ('PAYSMART', 'DEBITSUCCESS')`),
    tenantIsolation(),
    // The payment setup page knows only the link's token when it opens: resolve_signup_token
    // (SECURITY DEFINER, migration 0044) runs as the owner, which forced RLS holds to a tenant it
    // cannot know yet; it may read the one row whose token it was given, nothing else.
    ownerLookupByKey('owner_signup_token_lookup', 'signup_token', 'app.signup_token'),
  ],
);
