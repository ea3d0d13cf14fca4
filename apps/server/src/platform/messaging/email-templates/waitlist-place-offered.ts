import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/**
 * A freed place offered to the first member waiting (docs/classes.md "Waitlist offers"): held for
 * them until the expiry, accepted or declined through the signed link.
 */
export const waitlistPlaceOffered = defineEmailTemplate({
  name: 'waitlist-place-offered',
  schema: z.object({
    firstName: line(100),
    className: line(100),
    branchName: line(200),
    sessionTime: line(100),
    expiresAt: line(100),
    answerUrl: link(),
  }),
  subject: 'A place in {{className}} is free for you',
  text: `Hello {{firstName}},

A place has come free in {{className}} at {{branchName}} on {{sessionTime}}, and you are first on the waitlist.

We are holding it for you until {{expiresAt}}. To take it or let it go, open this link:
{{answerUrl}}

If you do not answer by then, the place is offered to the next person waiting.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">A place has come free in <strong>{{className}}</strong> at {{branchName}} on {{sessionTime}}, and you are first on the waitlist.</p>
<p style="margin:0 0 16px;">We are holding it for you until <strong>{{expiresAt}}</strong>.</p>
<p style="margin:0 0 24px;"><a href="{{answerUrl}}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;">Accept or decline</a></p>
<p style="margin:0 0 16px;word-break:break-all;color:#6b7280;">Or copy this address into your browser: {{answerUrl}}</p>
<p style="margin:0;color:#6b7280;">If you do not answer by then, the place is offered to the next person waiting.</p>`,
});
