import {
  type CorrespondenceChannel,
  type CorrespondenceType,
  EMAIL_CORRESPONDENCE_TYPES,
  fillMergeFields,
  isDateBased,
  SMS_CORRESPONDENCE_TYPES,
  WAITLIST_EMAIL_TYPES,
} from '@clubline/domain';
import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { demoMembersOf } from '../members/public.ts';
import { defaultRule } from './correspondence-defaults.ts';
import { saveRule } from './rules.repository.ts';
import { insertSend } from './send/sends.repository.ts';

const DAY_MS = 86_400_000;
/** Enabled in the demo branches: the birthday SMS and the "we miss you" and membership-ending emails. */
const ENABLED: readonly string[] = [
  'SMS:BIRTHDAY',
  'EMAIL:3_WEEKS_NON_ATTENDANCE',
  'EMAIL:MEMBERSHIP_ENDING',
];
/**
 * Wellington is the journey's branch (e2e/tests/correspondence.spec.ts): its "we miss you" email
 * stays disabled, or the hourly run could send the journey's member one first and the frequency
 * cap would then hold back the birthday email the journey enables.
 */
const enabledAt = (branchName: string, rule: string) =>
  ENABLED.includes(rule) && !(branchName.startsWith('Wellington') && rule === 'EMAIL:3_WEEKS_NON_ATTENDANCE');
/** The first twenty members of a branch are the journeys' (e2e/tests/demo-members.ts): history skips them. */
const JOURNEY_MEMBERS = 20;
/** A month of sent history: one message a day per branch. */
const HISTORY_DAYS = 30;

/**
 * The demo's correspondence: every branch's rules as the product's defaults, three of them
 * enabled, and a month of sent history (a birthday SMS or a "we miss you" email a day) on the
 * members past the journeys' twenty, so their activities show messages. The daily run adds the
 * rest on `npm start`.
 */
export const correspondenceSeed: SeedStep = {
  after: ['members'],
  async run(tx, demo) {
    const { organisation: org, anchor } = demo;
    const members = demoMembersOf(demo);
    for (const branch of org.branches) {
      const rules = new Map<string, string>();
      const all: [CorrespondenceChannel, CorrespondenceType][] = [
        ...SMS_CORRESPONDENCE_TYPES.map((type): [CorrespondenceChannel, CorrespondenceType] => ['SMS', type]),
        ...EMAIL_CORRESPONDENCE_TYPES.filter(
          (type) => !(WAITLIST_EMAIL_TYPES as readonly string[]).includes(type),
        ).map((type): [CorrespondenceChannel, CorrespondenceType] => ['EMAIL', type]),
      ];
      for (const [channel, type] of all) {
        const defaults = defaultRule(type);
        const row = await saveRule(tx, {
          applicationId: org.id,
          branchId: branch.id,
          channel,
          type,
          triggerType: 'AUTOMATION',
          enabled: enabledAt(branch.name, `${channel}:${type}`),
          daysPrior: isDateBased(type) ? defaults.daysPrior : null,
          smsTitle: channel === 'SMS' ? defaults.smsTitle : null,
          smsMessage: channel === 'SMS' ? defaults.smsMessage : null,
          emailSubject: channel === 'EMAIL' ? defaults.emailSubject : null,
          htmlTemplate: channel === 'EMAIL' ? defaults.htmlTemplate : null,
          updatedByUserId: null,
        });
        rules.set(`${channel}:${type}`, row.id);
      }
      const homeMembers = members.persons
        .filter((person) => person.homeBranchId === branch.id)
        .filter((person) =>
          members.roles.some(
            (role) =>
              role.personId === person.id && role.branchId === branch.id && role.roleType === 'Member',
          ),
        )
        .slice(JOURNEY_MEMBERS);
      for (let day = 1; day <= Math.min(HISTORY_DAYS, homeMembers.length); day += 1) {
        const person = homeMembers[day - 1];
        if (!person) break;
        const sms = day % 2 === 0 && person.mobilePhone;
        const channel: CorrespondenceChannel = sms ? 'SMS' : 'EMAIL';
        const type: CorrespondenceType = sms ? 'BIRTHDAY' : '3_WEEKS_NON_ATTENDANCE';
        const ruleId = rules.get(`${channel}:${type}`);
        const to = sms ? person.mobilePhone?.number : person.email;
        if (!ruleId || !to || !person.id) continue;
        const defaults = defaultRule(type);
        const values = { firstName: person.firstName, branchName: branch.name };
        // 09:05 at the branch, roughly: the day's first run.
        const sentAt = new Date(anchor.getTime() - day * DAY_MS + 21 * 3_600_000);
        await insertSend(tx, {
          applicationId: org.id,
          branchId: branch.id,
          personId: person.id,
          ruleId,
          channel,
          type,
          occasionKey: `demo:${day}`,
          runDate: sentAt.toISOString().slice(0, 10),
          marketing: true,
          status: 'SENT',
          summary: fillMergeFields(sms ? defaults.smsMessage : defaults.emailSubject, values),
          toAddress: to,
          createdAt: sentAt,
          sentAt,
        });
      }
    }
  },
};
