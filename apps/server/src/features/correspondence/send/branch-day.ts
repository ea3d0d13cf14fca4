import {
  CORRESPONDENCE_TYPES,
  type CorrespondenceChannel,
  type CorrespondenceType,
  fillMergeFields,
  isTransactional,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
  toInternationalNumber,
} from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';
import type { Dependencies } from '../../../platform/graphql/context.ts';
import { queueEmail } from '../../../platform/messaging/outbound-emails.ts';
import { defaultRule } from '../correspondence-defaults.ts';
import { type DuePerson, findDue } from '../finders.repository.ts';
import { enabledAutomationRules, type RuleRow } from '../rules.repository.ts';
import { type UnsubscribeLinks, unsubscribeUrl } from '../unsubscribe/unsubscribe-links.ts';
import { type BranchFacts, mergeValuesOf, templateParagraphs } from './merge-values.ts';
import { insertSend, lockBranchRun } from './sends.repository.ts';

export interface BranchDayEnvironment {
  applicationId: string;
  deps: Pick<Dependencies, 'jobs'>;
  links: UnsubscribeLinks;
  /** A send that failed (its savepoint rolled back); the others go on. */
  failed?: (ruleId: string, personId: string, error: unknown) => void;
}

const isCountry = (code: string): code is PhoneCountryCode =>
  (PHONE_COUNTRY_CODES as readonly string[]).includes(code);

const typeOrder = (type: string) => CORRESPONDENCE_TYPES.indexOf(type as CorrespondenceType);

/** Enabled rules in the catalogue's order, which is the frequency cap's priority. */
function inPriorityOrder(rules: RuleRow[]): RuleRow[] {
  return [...rules].sort(
    (a, b) => typeOrder(a.type) - typeOrder(b.type) || a.channel.localeCompare(b.channel),
  );
}

/** The message one person is sent by one rule: its summary, and the body or email data. */
function composeMessage(
  rule: RuleRow,
  person: DuePerson,
  branch: BranchFacts,
  unsubscribe: string | null,
): { to: string; summary: string; sms?: string; email?: { subject: string; paragraphs: string[] } } | null {
  const type = rule.type as CorrespondenceType;
  const defaults = defaultRule(type);
  const values = mergeValuesOf(person, branch, rule.daysPrior);
  if (rule.channel === 'SMS') {
    const phone = person.mobilePhone;
    if (!phone || !isCountry(phone.countryCode)) return null;
    const text = fillMergeFields(rule.smsMessage ?? defaults.smsMessage, values).trim();
    if (text === '') return null;
    const body = unsubscribe ? `${text}\nOpt out: ${unsubscribe}` : text;
    return {
      to: toInternationalNumber({ countryCode: phone.countryCode, number: phone.number }),
      summary: text,
      sms: body,
    };
  }
  if (!person.email) return null;
  const subject = fillMergeFields(rule.emailSubject ?? defaults.emailSubject, values)
    .replace(/\s+/g, ' ')
    .trim();
  const paragraphs = templateParagraphs(rule.htmlTemplate ?? defaults.htmlTemplate).map((paragraph) =>
    fillMergeFields(paragraph, values),
  );
  if (subject === '' || paragraphs.length === 0) return null;
  return { to: person.email, summary: subject, email: { subject, paragraphs } };
}

/**
 * One branch's rules for one of its days, inside the caller's transaction: each enabled rule's
 * due people (the finder "Who would get this today?" uses) get one log row per occasion and,
 * in the same savepoint, their email queued or their SMS left PENDING for the sender (which
 * keeps quiet hours). The log's unique key makes a doubled run a no-op, and a run that dies
 * rolls back its log rows with its queued emails, so the next run sends them once. A transaction
 * lock per branch keeps two runs from racing on the frequency cap.
 */
export async function runBranchDay(
  tx: Transaction,
  branch: BranchFacts,
  day: string,
  env: BranchDayEnvironment,
): Promise<{ queued: number }> {
  await lockBranchRun(tx, branch.id);
  let queued = 0;
  for (const rule of inPriorityOrder(await enabledAutomationRules(tx, branch.id))) {
    const type = rule.type as CorrespondenceType;
    const marketing = !isTransactional(type);
    const channel = rule.channel as CorrespondenceChannel;
    const due = await findDue(tx, { id: rule.id, type, channel, daysPrior: rule.daysPrior }, branch, day, {
      marketing,
    });
    for (const person of due) {
      try {
        const sent = await tx.transaction(async (savepoint) => {
          const unsubscribe = marketing
            ? unsubscribeUrl(env.links, {
                applicationId: env.applicationId,
                personId: person.personId,
                channel,
              })
            : null;
          const message = composeMessage(rule, person, branch, unsubscribe);
          if (!message) return false;
          const sendId = await insertSend(savepoint, {
            applicationId: env.applicationId,
            branchId: branch.id,
            personId: person.personId,
            ruleId: rule.id,
            channel,
            type,
            occasionKey: person.occasionKey,
            runDate: day,
            marketing,
            status: message.email ? 'SENT' : 'PENDING',
            summary: message.summary,
            body: message.sms ?? null,
            toAddress: message.to,
          });
          if (!sendId) return false;
          if (message.email) {
            await queueEmail(savepoint, env.deps, {
              applicationId: env.applicationId,
              to: message.to,
              template: 'correspondence-message',
              data: { ...message.email, branchName: branch.name, unsubscribeUrl: unsubscribe },
              reference: `correspondence:${sendId}`,
            });
          }
          return true;
        });
        if (sent) queued += 1;
      } catch (error) {
        env.failed?.(rule.id, person.personId, error);
      }
    }
  }
  return { queued };
}
