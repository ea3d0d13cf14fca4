import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/**
 * Sent to a staff member's previous address when their email is changed (docs/staff.md): that
 * address received their temporary passcodes, so its owner must learn of a change they did not
 * make before someone else resets the password to the new one. The new address is not shown.
 */
export const staffEmailChanged = defineEmailTemplate({
  name: 'staff-email-changed',
  schema: z.object({
    firstName: line(100),
    organisationName: line(200),
    signInUrl: link(),
  }),
  subject: 'The email address of your {{organisationName}} staff account was changed',
  text: `Hello {{firstName}},

The email address of your {{organisationName}} staff account ({{signInUrl}}) was changed. Messages for your account, such as temporary passcodes, now go to the new address, not to this one.

If you did not expect this change, please contact your manager at once.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">The email address of your {{organisationName}} staff account (<a href="{{signInUrl}}">{{signInUrl}}</a>) was changed. Messages for your account, such as temporary passcodes, now go to the new address, not to this one.</p>
<p style="margin:0;color:#6b7280;">If you did not expect this change, please contact your manager at once.</p>`,
});
