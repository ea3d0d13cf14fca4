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
import { persons } from '../members/persons/persons.table.ts';

/**
 * A branch's correspondence rule (spec 2 §3 "Correspondence rule"): one per branch, channel, type
 * and trigger. A type without a row is the product's default, disabled (correspondence-defaults.ts).
 */
export const correspondenceRules = pgTable(
  'correspondence_rules',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    channel: text({ enum: ['SMS', 'EMAIL'] }).notNull(),
    type: text().notNull(),
    /** AUTOMATION (sent by the daily run) or PARTICULAR (staff send it by hand); SMS rules are AUTOMATION. */
    triggerType: text({ enum: ['AUTOMATION', 'PARTICULAR'] })
      .notNull()
      .default('AUTOMATION'),
    enabled: boolean().notNull().default(false),
    daysPrior: integer(),
    smsTitle: text(),
    smsMessage: text(),
    emailSubject: text(),
    htmlTemplate: text(),
    updatedByUserId: uuid(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('correspondence_rules_tenant_key').on(t.applicationId, t.id),
    uniqueIndex('correspondence_rules_key').on(t.applicationId, t.branchId, t.channel, t.type, t.triggerType),
    check(
      'correspondence_rules_days_prior_check',
      sql`${t.daysPrior} is null or ${t.daysPrior} between 0 and 99`,
    ),
    check(
      'correspondence_rules_lengths_check',
      sql`coalesce(length(${t.smsMessage}), 0) <= 8000 and coalesce(length(${t.smsTitle}), 0) <= 100 and coalesce(length(${t.emailSubject}), 0) <= 200 and coalesce(length(${t.htmlTemplate}), 0) <= 20000`,
    ),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * The send log: one row per person, rule and occasion (a birthday's year, a membership's end
 * date, a booking), unique, written in the transaction that queues the message, so a doubled or
 * killed run can never send twice. SMS rows wait PENDING until the branch's quiet hours are over.
 */
export const correspondenceSends = pgTable(
  'correspondence_sends',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    personId: uuid().notNull(),
    ruleId: uuid().notNull(),
    channel: text({ enum: ['SMS', 'EMAIL'] }).notNull(),
    type: text().notNull(),
    occasionKey: text().notNull(),
    /** The branch's calendar day of the run that found the person (the frequency cap counts these). */
    runDate: date({ mode: 'string' }).notNull(),
    marketing: boolean().notNull(),
    /** PENDING (an SMS waiting for the morning), SENT (handed to the provider or its queue), FAILED. */
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] }).notNull(),
    /** What the member was sent: the SMS text or the email's subject, for the activities. */
    summary: text().notNull(),
    /** The SMS body, kept while PENDING. */
    body: text(),
    toAddress: text().notNull(),
    failureReason: text(),
    createdAt: createdAtColumn(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('correspondence_sends_occasion_key').on(t.applicationId, t.ruleId, t.personId, t.occasionKey),
    index('correspondence_sends_person_idx').on(t.applicationId, t.personId, t.createdAt),
    index('correspondence_sends_cap_idx').on(t.applicationId, t.branchId, t.runDate, t.channel),
    index('correspondence_sends_pending_idx')
      .on(t.applicationId, t.branchId)
      .where(sql`${t.status} = 'PENDING'`),
    check('correspondence_sends_summary_check', sql`length(${t.summary}) <= 8000`),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.ruleId, correspondenceRules).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * Changes of a member's opt-ins made through an unsubscribe link: when and from which channel.
 * The member's record (persons.email_optin, sms_optin) stays the one source of truth.
 */
export const correspondenceConsentChanges = pgTable(
  'correspondence_consent_changes',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    channel: text({ enum: ['SMS', 'EMAIL'] }).notNull(),
    optedIn: boolean().notNull(),
    source: text({ enum: ['UNSUBSCRIBE_LINK'] }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('correspondence_consent_person_idx').on(t.applicationId, t.personId, t.changedAt),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);
