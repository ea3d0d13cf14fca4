import {
  BOOKING_AUDIENCES,
  CLASS_COLOURS,
  CLASS_DESCRIPTION_MAX,
  CLASS_NAME_MAX,
  FREE_WAIVERS_MAX,
  LATE_CANCEL_FEE_MAX_CENTS,
  LATE_CANCEL_WINDOW_MINUTES_MAX,
  LATE_CANCEL_WINDOW_MINUTES_MIN,
  OFFER_CUTOFF_MINUTES_MAX,
  OFFER_HOLD_MINUTES_MAX,
  OFFER_HOLD_MINUTES_MIN,
  WAITLIST_LIMIT_MAX,
  WAITLIST_STATUSES,
} from '@clubline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
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
import { branches } from '../branches/branches.table.ts';
import { membershipPlans } from '../plans/plans.table.ts';

/** A list of constants as SQL literals, for checks (DDL takes no parameters). */
const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * A class a branch runs (spec 2 §3 "Class", spec 3 §5): what its sessions share. The checks repeat
 * the domain's limits (classes-messages.ts), so no path around the service stores a class the form
 * would refuse; changing the palette or a limit there needs a migration here.
 */
export const classes = pgTable(
  'classes',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    description: text(),
    /** One of the palette's colours, upper case (#1971C2). */
    color: text().notNull(),
    allowOnlineBooking: boolean().notNull().default(false),
    allowBookingsFrom: text({ enum: BOOKING_AUDIENCES }).notNull().default('ALL'),
    /** Only for CASUAL and NONE: members holding one of class_membership_plans' plans may book too. */
    bookingByMembership: boolean().notNull().default(false),
    waitlistStatus: text({ enum: WAITLIST_STATUSES }).notNull().default('DISABLED'),
    /** Places on each session's waitlist; kept while DISABLED so switching on again shows it. */
    waitlistLimit: integer(),
    // Ours (docs/classes.md "Waitlist offers"): how long an offered place is held, and from how
    // close to the start the first waiting is booked directly.
    offerHoldMinutes: integer().notNull().default(120),
    offerCutoffMinutes: integer().notNull().default(60),
    // Ours (docs/classes.md "Late cancellations and no-shows"), off by default.
    lateCancelEnabled: boolean().notNull().default(false),
    lateCancelWindowMinutes: integer().notNull().default(120),
    lateCancelFeeCents: integer().notNull().default(0),
    lateCancelFreeWaivers: integer().notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('classes_tenant_key').on(t.applicationId, t.id),
    check(
      'classes_name_check',
      sql`length(btrim(${t.name})) between 1 and ${sql.raw(String(CLASS_NAME_MAX))}`,
    ),
    check(
      'classes_description_check',
      sql`${t.description} is null or length(${t.description}) <= ${sql.raw(String(CLASS_DESCRIPTION_MAX))}`,
    ),
    check('classes_color_check', sql`${t.color} in (${literals(CLASS_COLOURS)})`),
    check('classes_audience_check', sql`${t.allowBookingsFrom} in (${literals(BOOKING_AUDIENCES)})`),
    check(
      'classes_booking_by_membership_check',
      sql`not ${t.bookingByMembership} or ${t.allowBookingsFrom} in ('CASUAL', 'NONE')`,
    ),
    check('classes_waitlist_status_check', sql`${t.waitlistStatus} in (${literals(WAITLIST_STATUSES)})`),
    check(
      'classes_waitlist_limit_check',
      sql`(${t.waitlistLimit} is null or ${t.waitlistLimit} between 1 and ${sql.raw(String(WAITLIST_LIMIT_MAX))}) and (${t.waitlistStatus} = 'DISABLED' or ${t.waitlistLimit} is not null)`,
    ),
    check(
      'classes_offer_check',
      sql`${t.offerHoldMinutes} between ${sql.raw(String(OFFER_HOLD_MINUTES_MIN))} and ${sql.raw(String(OFFER_HOLD_MINUTES_MAX))} and ${t.offerCutoffMinutes} between 0 and ${sql.raw(String(OFFER_CUTOFF_MINUTES_MAX))}`,
    ),
    check(
      'classes_late_cancel_check',
      sql`${t.lateCancelWindowMinutes} between ${sql.raw(String(LATE_CANCEL_WINDOW_MINUTES_MIN))} and ${sql.raw(String(LATE_CANCEL_WINDOW_MINUTES_MAX))} and ${t.lateCancelFeeCents} between 0 and ${sql.raw(String(LATE_CANCEL_FEE_MAX_CENTS))} and ${t.lateCancelFreeWaivers} between 0 and ${sql.raw(String(FREE_WAIVERS_MAX))} and (not ${t.lateCancelEnabled} or ${t.lateCancelFeeCents} > 0)`,
    ),
    tenantIsolation(),
  ],
);

/** The branches a class runs at (at least one, the service's rule); who may edit it follows from them. */
export const classBranches = pgTable(
  'class_branches',
  {
    applicationId: applicationIdColumn(),
    classId: uuid().notNull(),
    branchId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ name: 'class_branches_pk', columns: [t.applicationId, t.classId, t.branchId] }),
    // The list reads "classes at these branches" first.
    index('class_branches_branch_idx').on(t.applicationId, t.branchId, t.classId),
    foreignKey({
      name: 'class_branches_class_fk',
      columns: [t.applicationId, t.classId],
      foreignColumns: [classes.applicationId, classes.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** With booking by membership on: the plans whose members may book a CASUAL or NONE class. */
export const classMembershipPlans = pgTable(
  'class_membership_plans',
  {
    applicationId: applicationIdColumn(),
    classId: uuid().notNull(),
    membershipPlanId: uuid().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'class_membership_plans_pk',
      columns: [t.applicationId, t.classId, t.membershipPlanId],
    }),
    foreignKey({
      name: 'class_membership_plans_class_fk',
      columns: [t.applicationId, t.classId],
      foreignColumns: [classes.applicationId, classes.id],
    }).onDelete('cascade'),
    // A plan a class names cannot be deleted from under it (the class would lose its audience).
    foreignKey({
      name: 'class_membership_plans_plan_fk',
      columns: [t.applicationId, t.membershipPlanId],
      foreignColumns: [membershipPlans.applicationId, membershipPlans.id],
    }),
    index('class_membership_plans_plan_idx').on(t.applicationId, t.membershipPlanId),
    tenantIsolation(),
  ],
);
