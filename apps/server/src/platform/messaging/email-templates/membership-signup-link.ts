import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/** The link a new member follows to finish signing up and set up payment for a plan. */
export const membershipSignupLink = defineEmailTemplate({
  name: 'membership-signup-link',
  schema: z.object({
    firstName: line(100),
    branchName: line(200),
    planName: line(200),
    signupUrl: link(),
  }),
  subject: 'Complete your {{planName}} membership at {{branchName}}',
  text: `Hello {{firstName}},

Thank you for choosing the {{planName}} membership at {{branchName}}.

To complete your sign-up and set up your payment details, please open this link:
{{signupUrl}}

If you did not ask to join, you can ignore this message.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">Thank you for choosing the <strong>{{planName}}</strong> membership at {{branchName}}.</p>
<p style="margin:0 0 16px;">To complete your sign-up and set up your payment details, please use the button below.</p>
<p style="margin:0 0 24px;"><a href="{{signupUrl}}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;">Complete sign-up</a></p>
<p style="margin:0 0 16px;word-break:break-all;color:#6b7280;">Or copy this address into your browser: {{signupUrl}}</p>
<p style="margin:0;color:#6b7280;">If you did not ask to join, you can ignore this message.</p>`,
});
