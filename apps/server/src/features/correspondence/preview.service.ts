import {
  type CorrespondenceChannel,
  type CorrespondenceType,
  EMAIL_SUBJECT_MAX,
  EMAIL_TEMPLATE_MAX,
  fillMergeFields,
  SMS_TEMPLATE_STORED_MAX,
} from '@clubline/domain';
import { z } from 'zod';
import { withTenant } from '../../platform/db/tenant.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { dueToday, managedBranch } from './correspondence.service.ts';
import { defaultRule } from './correspondence-defaults.ts';
import { sampleMember } from './finders.repository.ts';
import { mergeValuesOf, templateParagraphs } from './send/merge-values.ts';

export interface CorrespondencePreview {
  /** Whom it was rendered for: someone the rule reaches today, else the branch's first member; null when the branch has none. */
  memberFirstName: string | null;
  memberLastName: string | null;
  subject: string | null;
  /** The SMS text, or the email's paragraphs joined by blank lines. */
  body: string;
}

const previewInput = z.object({
  subject: z.string().max(EMAIL_SUBJECT_MAX).nullish(),
  message: z.string().max(Math.max(SMS_TEMPLATE_STORED_MAX, EMAIL_TEMPLATE_MAX)).nullish(),
  daysPrior: z.number().int().min(0).max(99).nullish(),
});

/**
 * The template (the modal's unsaved text, or the saved one) rendered as the daily run would
 * render it, for a real member of the branch: the first the rule reaches today, else the first
 * member by name, so staff read a real name and their branch's details.
 */
export async function previewCorrespondence(
  context: RequestContext,
  args: {
    branchId: string;
    type: CorrespondenceType;
    channel: CorrespondenceChannel;
    subject?: string | null;
    message?: string | null;
    daysPrior?: number | null;
  },
): Promise<CorrespondencePreview> {
  const input = parseInput(previewInput, {
    subject: args.subject,
    message: args.message,
    daysPrior: args.daysPrior,
  });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await managedBranch(context, tx, args.branchId);
    const { due, daysPrior, row } = await dueToday(tx, branch, args.type, args.channel, input.daysPrior);
    const member = due[0] ?? (await sampleMember(tx, branch.id));
    const defaults = defaultRule(args.type);
    const values = member
      ? mergeValuesOf(member, branch, daysPrior)
      : { branchName: branch.name, daysPrior: String(daysPrior ?? 0) };
    if (args.channel === 'SMS') {
      const text = input.message ?? row?.smsMessage ?? defaults.smsMessage;
      return {
        memberFirstName: member?.firstName ?? null,
        memberLastName: member?.lastName ?? null,
        subject: null,
        body: fillMergeFields(text, values),
      };
    }
    const subject = input.subject ?? row?.emailSubject ?? defaults.emailSubject;
    const template = input.message ?? row?.htmlTemplate ?? defaults.htmlTemplate;
    return {
      memberFirstName: member?.firstName ?? null,
      memberLastName: member?.lastName ?? null,
      subject: fillMergeFields(subject, values),
      body: templateParagraphs(template)
        .map((paragraph) => fillMergeFields(paragraph, values))
        .join('\n\n'),
    };
  });
}
