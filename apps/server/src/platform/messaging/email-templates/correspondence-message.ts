import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/**
 * A branch's correspondence rule (features/correspondence): the subject and paragraphs staff wrote,
 * merge fields already filled. Paragraphs are text, escaped like every value, so nothing staff
 * type reaches a mail client as markup. Marketing messages carry the unsubscribe link; a
 * transactional notice (a dishonoured payment) has none.
 */
export const correspondenceMessage = defineEmailTemplate({
  name: 'correspondence-message',
  schema: z.object({
    subject: line(300),
    paragraphs: z.array(z.string().max(20000)).min(1).max(200),
    branchName: line(200),
    unsubscribeUrl: link().nullable(),
  }),
  subject: '{{subject}}',
  text: `{{#each paragraphs}}{{this}}

{{/each}}{{#if unsubscribeUrl}}You receive this because you are a member of {{branchName}}. To stop these emails: {{unsubscribeUrl}}
{{/if}}`,
  html: `{{#each paragraphs}}<p style="margin:0 0 16px;white-space:pre-line;">{{this}}</p>
{{/each}}{{#if unsubscribeUrl}}<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">You receive this because you are a member of {{branchName}}. <a href="{{unsubscribeUrl}}" style="color:#6b7280;">Unsubscribe</a></p>{{/if}}`,
});
