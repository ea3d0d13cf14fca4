import {
  type CorrespondenceChannel,
  type CorrespondenceType,
  EDITABLE_SMS_TYPES,
  EMAIL_CORRESPONDENCE_TYPES,
  type EmailTriggerType,
  emailSettingsSchema,
  isDateBased,
  isTransactional,
  SMS_CORRESPONDENCE_TYPES,
  smsSettingsSchema,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { findBranchInTransaction } from '../branches/public.ts';
import { defaultRule } from './correspondence-defaults.ts';
import { type DuePerson, findDue } from './finders.repository.ts';
import { findRule, listRules, type RuleRow, saveRule } from './rules.repository.ts';
import type { BranchFacts } from './send/merge-values.ts';
import { branchClock } from './send/organisation-run.ts';

export const MANAGE_CORRESPONDENCE = 'manage-correspondence';
export const MANAGE_SMS_TEMPLATE = 'manage-sms-template';

export interface SmsSetting {
  type: CorrespondenceType;
  enabled: boolean;
  daysPrior: number | null;
  dateBased: boolean;
  editable: boolean;
  title: string;
  message: string;
}

export interface EmailSetting {
  type: CorrespondenceType;
  triggerType: EmailTriggerType;
  enabled: boolean;
  daysPrior: number | null;
  dateBased: boolean;
  transactional: boolean;
  subject: string;
  htmlTemplate: string;
}

export interface RuleAudience {
  count: number;
  firstNames: string[];
}

function smsSettingOf(type: CorrespondenceType, row: RuleRow | undefined): SmsSetting {
  const defaults = defaultRule(type);
  return {
    type,
    enabled: row?.enabled ?? false,
    daysPrior: isDateBased(type) ? (row?.daysPrior ?? defaults.daysPrior) : null,
    dateBased: isDateBased(type),
    editable: EDITABLE_SMS_TYPES.includes(type),
    title: row?.smsTitle ?? defaults.smsTitle,
    message: row?.smsMessage ?? defaults.smsMessage,
  };
}

function emailSettingOf(
  type: CorrespondenceType,
  triggerType: EmailTriggerType,
  row: RuleRow | undefined,
): EmailSetting {
  const defaults = defaultRule(type);
  return {
    type,
    triggerType,
    enabled: row?.enabled ?? false,
    daysPrior: isDateBased(type) ? (row?.daysPrior ?? defaults.daysPrior) : null,
    dateBased: isDateBased(type),
    transactional: isTransactional(type),
    subject: row?.emailSubject ?? defaults.emailSubject,
    htmlTemplate: row?.htmlTemplate ?? defaults.htmlTemplate,
  };
}

/** The branch, after manage-correspondence on it (its not-found or denial otherwise). */
async function managedBranch(
  context: RequestContext,
  tx: Transaction,
  branchId: string,
): Promise<BranchFacts> {
  await authorize(context, tx, MANAGE_CORRESPONDENCE, { kind: 'branch', id: branchId });
  const branch = await findBranchInTransaction(tx, branchId);
  if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
  return {
    id: branch.id,
    name: branch.name,
    timeZone: branch.timeZone,
    contactNumber: branch.contactNumber ?? null,
    businessEmailAddress: branch.businessEmailAddress ?? null,
  };
}

/** getCorrespondenceSettings (spec 2 §7): every SMS type of the branch, stored or default. */
export async function getCorrespondenceSettings(
  context: RequestContext,
  branchId: string,
): Promise<SmsSetting[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await managedBranch(context, tx, branchId);
    const rows = await listRules(tx, branchId, 'SMS');
    return SMS_CORRESPONDENCE_TYPES.map((type) =>
      smsSettingOf(
        type,
        rows.find((row) => row.type === type),
      ),
    );
  });
}

/**
 * setCorrespondenceStatus (spec 2 §5, §7): enables or disables an SMS rule and saves its days
 * prior and message. A changed message is a template edit: manage-sms-template on the branch too.
 */
export async function setCorrespondenceStatus(
  context: RequestContext,
  branchId: string,
  raw: unknown,
): Promise<SmsSetting> {
  const input = parseInput(smsSettingsSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await managedBranch(context, tx, branchId);
    const key = { branchId, channel: 'SMS' as const, type: input.type, triggerType: 'AUTOMATION' as const };
    const current = smsSettingOf(input.type, await findRule(tx, key));
    const editable = EDITABLE_SMS_TYPES.includes(input.type);
    const message = editable ? (input.message ?? '').trim() : current.message;
    if (message !== current.message) {
      await authorize(context, tx, MANAGE_SMS_TEMPLATE, { kind: 'branch', id: branchId });
    }
    const row = await saveRule(tx, {
      ...key,
      applicationId: context.viewer.applicationId,
      enabled: input.enabled,
      daysPrior: isDateBased(input.type) ? (input.parameters?.daysPrior ?? null) : null,
      smsTitle: current.title,
      smsMessage: message,
      emailSubject: null,
      htmlTemplate: null,
      updatedByUserId: context.viewer.userId,
    });
    return smsSettingOf(input.type, row);
  });
}

/** getEmailSettings (spec 2 §7): every email type of the branch for the trigger, stored or default. */
export async function getEmailSettings(
  context: RequestContext,
  branchId: string,
  triggerType: EmailTriggerType,
): Promise<EmailSetting[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await managedBranch(context, tx, branchId);
    const rows = await listRules(tx, branchId, 'EMAIL', triggerType);
    return EMAIL_CORRESPONDENCE_TYPES.map((type) =>
      emailSettingOf(
        type,
        triggerType,
        rows.find((row) => row.type === type),
      ),
    );
  });
}

/** setEmailStatus (spec 2 §7): an email rule's state, days prior, subject and template. */
export async function setEmailStatus(
  context: RequestContext,
  branchId: string,
  raw: unknown,
  triggerType: EmailTriggerType,
): Promise<EmailSetting> {
  const input = parseInput(emailSettingsSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await managedBranch(context, tx, branchId);
    const row = await saveRule(tx, {
      applicationId: context.viewer.applicationId,
      branchId,
      channel: 'EMAIL',
      type: input.type,
      triggerType,
      enabled: input.enabled,
      daysPrior: isDateBased(input.type) ? (input.parameters?.daysPrior ?? null) : null,
      smsTitle: null,
      smsMessage: null,
      emailSubject: input.subject,
      htmlTemplate: input.htmlTemplate,
      updatedByUserId: context.viewer.userId,
    });
    return emailSettingOf(input.type, triggerType, row);
  });
}

/** The people the rule is due to today, by the daily run's own finder (send/branch-day.ts). */
async function dueToday(
  tx: Transaction,
  branch: BranchFacts,
  type: CorrespondenceType,
  channel: CorrespondenceChannel,
  daysPriorOverride: number | null | undefined,
): Promise<{ due: DuePerson[]; daysPrior: number | null; row: RuleRow | undefined }> {
  const row = await findRule(tx, { branchId: branch.id, channel, type, triggerType: 'AUTOMATION' });
  const daysPrior = isDateBased(type)
    ? (daysPriorOverride ?? row?.daysPrior ?? defaultRule(type).daysPrior)
    : null;
  const { day } = branchClock(Temporal.Now.instant(), branch.timeZone);
  const due = await findDue(tx, { id: row?.id ?? null, type, channel, daysPrior }, branch, day, {
    marketing: !isTransactional(type),
  });
  return { due, daysPrior, row };
}

/**
 * "Who would get this today?": the count and the first ten first names the rule reaches if the
 * day ran now, with the given days prior (the modal's unsaved choice) or the saved one.
 */
export async function correspondenceRuleAudience(
  context: RequestContext,
  args: {
    branchId: string;
    type: CorrespondenceType;
    channel: CorrespondenceChannel;
    daysPrior?: number | null;
  },
): Promise<RuleAudience> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await managedBranch(context, tx, args.branchId);
    const { due } = await dueToday(tx, branch, args.type, args.channel, args.daysPrior);
    const names = [...due].sort(
      (a, b) => a.firstName.localeCompare(b.firstName) || a.personId.localeCompare(b.personId),
    );
    return { count: due.length, firstNames: names.slice(0, 10).map((person) => person.firstName) };
  });
}

export { dueToday, managedBranch };
