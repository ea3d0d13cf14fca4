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
import { insertSends, lockBranchRun } from './sends.repository.ts';

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

/** Sends are written a chunk at a time, each chunk in a savepoint (one bad member redoes it one by one). */
const CHUNK = 250;

type Message = NonNullable<ReturnType<typeof composeMessage>>;
interface Prepared {
  person: DuePerson;
  message: Message;
  unsubscribe: string | null;
}
interface ChunkContext {
  rule: RuleRow;
  branch: BranchFacts;
  day: string;
  marketing: boolean;
  env: BranchDayEnvironment;
}

/** Logs a chunk's occasions in one statement, then queues the email of each newly logged one. */
async function sendChunk(tx: Transaction, context: ChunkContext, chunk: Prepared[]): Promise<number> {
  const { rule, branch, day, marketing, env } = context;
  const logged = await insertSends(
    tx,
    chunk.map(({ person, message }) => ({
      applicationId: env.applicationId,
      branchId: branch.id,
      personId: person.personId,
      ruleId: rule.id,
      channel: rule.channel as CorrespondenceChannel,
      type: rule.type,
      occasionKey: person.occasionKey,
      runDate: day,
      marketing,
      status: message.email ? ('SENT' as const) : ('PENDING' as const),
      summary: message.summary,
      body: message.sms ?? null,
      toAddress: message.to,
    })),
  );
  const idOf = new Map(logged.map((row) => [`${row.personId}|${row.occasionKey}`, row.id]));
  for (const { person, message, unsubscribe } of chunk) {
    const sendId = idOf.get(`${person.personId}|${person.occasionKey}`);
    if (!sendId || !message.email) continue;
    await queueEmail(tx, env.deps, {
      applicationId: env.applicationId,
      to: message.to,
      template: 'correspondence-message',
      data: { ...message.email, branchName: branch.name, unsubscribeUrl: unsubscribe },
      reference: `correspondence:${sendId}`,
      bulk: true,
    });
  }
  return logged.length;
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
    const prepared: Prepared[] = [];
    for (const person of due) {
      try {
        const unsubscribe = marketing
          ? unsubscribeUrl(env.links, {
              applicationId: env.applicationId,
              personId: person.personId,
              channel,
            })
          : null;
        const message = composeMessage(rule, person, branch, unsubscribe);
        if (message) prepared.push({ person, message, unsubscribe });
      } catch (error) {
        env.failed?.(rule.id, person.personId, error);
      }
    }
    const context = { rule, branch, day, marketing, env };
    for (let at = 0; at < prepared.length; at += CHUNK) {
      const chunk = prepared.slice(at, at + CHUNK);
      try {
        queued += await tx.transaction((savepoint) => sendChunk(savepoint, context, chunk));
      } catch {
        // Someone in the chunk was refused: the chunk again one by one, so only they are left out.
        for (const one of chunk) {
          try {
            queued += await tx.transaction((savepoint) => sendChunk(savepoint, context, [one]));
          } catch (error) {
            env.failed?.(rule.id, one.person.personId, error);
          }
        }
      }
    }
  }
  return { queued };
}
