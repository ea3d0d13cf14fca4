import { z } from 'zod';
import { defineEmailTemplate, line } from './email-template.ts';

/**
 * Within the class's cut-off there is no time to ask: the first member waiting is booked into the
 * freed place directly and told so (docs/classes.md "Waitlist offers").
 */
export const waitlistPlaceBooked = defineEmailTemplate({
  name: 'waitlist-place-booked',
  schema: z.object({
    firstName: line(100),
    className: line(100),
    branchName: line(200),
    sessionTime: line(100),
  }),
  subject: 'You are booked into {{className}}',
  text: `Hello {{firstName}},

A place came free in {{className}} at {{branchName}} on {{sessionTime}}, and as you were first on the waitlist we have booked you in.

If you can no longer come, please cancel with the club so that the place goes to someone else.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">A place came free in <strong>{{className}}</strong> at {{branchName}} on {{sessionTime}}, and as you were first on the waitlist we have booked you in.</p>
<p style="margin:0;color:#6b7280;">If you can no longer come, please cancel with the club so that the place goes to someone else.</p>`,
});
