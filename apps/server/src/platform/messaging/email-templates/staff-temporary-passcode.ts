import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/**
 * "Reset password": a staff member's temporary passcode. The next sign-in with it must
 * set a new password, which the message says.
 */
export const staffTemporaryPasscode = defineEmailTemplate({
  name: 'staff-temporary-passcode',
  schema: z.object({
    firstName: line(100),
    organisationName: line(200),
    /** Letters, digits and hyphens only, so it reads the same in every part. */
    temporaryPasscode: z.string().regex(/^[A-Za-z0-9-]{6,64}$/, 'Must be 6 to 64 letters, digits or hyphens'),
    signInUrl: link(),
    /** How long the passcode works, in whole hours. */
    expiresInHours: z.number().int().min(1).max(168),
  }),
  view: ({ expiresInHours }) => ({ expiry: expiresInHours === 1 ? '1 hour' : `${expiresInHours} hours` }),
  subject: 'Your temporary passcode for {{organisationName}}',
  text: `Hello {{firstName}},

A temporary passcode has been created for your {{organisationName}} staff account.

Temporary passcode: {{temporaryPasscode}}

Sign in at {{signInUrl}} with your username and this passcode. You will then be asked to choose a new password.

The passcode expires in {{expiry}}. If you did not expect this message, please contact your manager.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">A temporary passcode has been created for your {{organisationName}} staff account.</p>
<p style="margin:0 0 16px;">Temporary passcode:</p>
<p style="margin:0 0 24px;font-family:'Courier New',Courier,monospace;font-size:22px;font-weight:bold;letter-spacing:2px;">{{temporaryPasscode}}</p>
<p style="margin:0 0 24px;"><a href="{{signInUrl}}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;">Sign in</a></p>
<p style="margin:0 0 16px;">Sign in with your username and this passcode. You will then be asked to choose a new password.</p>
<p style="margin:0;color:#6b7280;">The passcode expires in {{expiry}}. If you did not expect this message, please contact your manager.</p>`,
});
