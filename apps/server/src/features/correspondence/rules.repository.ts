import type {
  CorrespondenceChannel,
  CorrespondenceType,
  EmailTriggerType,
  StoredPhone,
} from '@clubline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { correspondenceRules } from './correspondence.table.ts';
import type { BranchFacts } from './send/merge-values.ts';

export type RuleRow = typeof correspondenceRules.$inferSelect;

/** The branch's stored rules of one channel (and trigger, for email). */
export async function listRules(
  tx: Transaction,
  branchId: string,
  channel: CorrespondenceChannel,
  triggerType: EmailTriggerType = 'AUTOMATION',
): Promise<RuleRow[]> {
  return tx
    .select()
    .from(correspondenceRules)
    .where(
      and(
        eq(correspondenceRules.branchId, branchId),
        eq(correspondenceRules.channel, channel),
        eq(correspondenceRules.triggerType, triggerType),
      ),
    );
}

export async function findRule(
  tx: Transaction,
  key: {
    branchId: string;
    channel: CorrespondenceChannel;
    type: CorrespondenceType;
    triggerType: EmailTriggerType;
  },
): Promise<RuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(correspondenceRules)
    .where(
      and(
        eq(correspondenceRules.branchId, key.branchId),
        eq(correspondenceRules.channel, key.channel),
        eq(correspondenceRules.type, key.type),
        eq(correspondenceRules.triggerType, key.triggerType),
      ),
    );
  return row;
}

export interface RuleValues {
  applicationId: string;
  branchId: string;
  channel: CorrespondenceChannel;
  type: CorrespondenceType;
  triggerType: EmailTriggerType;
  enabled: boolean;
  daysPrior: number | null;
  smsTitle: string | null;
  smsMessage: string | null;
  emailSubject: string | null;
  htmlTemplate: string | null;
  updatedByUserId: string | null;
}

/** Writes the rule (one per branch, channel, type and trigger): the last save wins. */
export async function saveRule(tx: Transaction, values: RuleValues): Promise<RuleRow> {
  const [row] = await tx
    .insert(correspondenceRules)
    .values(values)
    .onConflictDoUpdate({
      target: [
        correspondenceRules.applicationId,
        correspondenceRules.branchId,
        correspondenceRules.channel,
        correspondenceRules.type,
        correspondenceRules.triggerType,
      ],
      set: {
        enabled: values.enabled,
        daysPrior: values.daysPrior,
        smsTitle: values.smsTitle,
        smsMessage: values.smsMessage,
        emailSubject: values.emailSubject,
        htmlTemplate: values.htmlTemplate,
        updatedByUserId: values.updatedByUserId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('The correspondence rule was not written');
  return row;
}

/** The enabled rules the daily run sends, in the catalogue's order (the cap's priority). */
export async function enabledAutomationRules(tx: Transaction, branchId: string): Promise<RuleRow[]> {
  return tx
    .select()
    .from(correspondenceRules)
    .where(
      and(
        eq(correspondenceRules.branchId, branchId),
        eq(correspondenceRules.enabled, true),
        eq(correspondenceRules.triggerType, 'AUTOMATION'),
      ),
    );
}

/** Branches of the organisation that have an enabled automated rule (all, or the one asked for). */
export async function branchesWithEnabledRules(
  tx: Transaction,
  onlyBranchId?: string,
): Promise<BranchFacts[]> {
  const only = onlyBranchId ? sql`and b.id = ${onlyBranchId}::uuid` : sql``;
  const result = await tx.execute<{
    id: string;
    name: string;
    time_zone: string;
    contact_number: StoredPhone | null;
    business_email_address: string | null;
  }>(sql`
    select b.id, b.name, b.time_zone, b.contact_number, b.business_email_address from branches b
    where exists (select 1 from correspondence_rules r where r.branch_id = b.id and r.enabled and r.trigger_type = 'AUTOMATION')
    ${only}
    order by b.id`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    timeZone: row.time_zone,
    contactNumber: row.contact_number,
    businessEmailAddress: row.business_email_address,
  }));
}
