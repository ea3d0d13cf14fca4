import { z } from 'zod';
import { defineEmailTemplate, line, link } from './email-template.ts';

/**
 * A scheduled report's run, sent to each of its recipients (docs/reports.md "Schedules"): the
 * report's file is not attached but reached through a signed link that expires, so a forwarded
 * message stops working and a large export does not bounce off a mailbox's size limit.
 */
export const scheduledReport = defineEmailTemplate({
  name: 'scheduled-report',
  schema: z.object({
    firstName: line(100),
    reportTitle: line(200),
    organisationName: line(200),
    rangeText: line(100),
    rowCount: z.number().int().min(0),
    fileName: line(300),
    downloadUrl: link(),
    expiresAt: line(100),
  }),
  subject: '{{reportTitle}} for {{rangeText}}',
  text: `Hello {{firstName}},

The scheduled {{reportTitle}} of {{organisationName}} for {{rangeText}} is ready ({{rowCount}} rows).

Download {{fileName}}:
{{downloadUrl}}

The link works until {{expiresAt}}. Anyone with it can download the file, so please do not forward this message.
`,
  html: `<p style="margin:0 0 16px;">Hello {{firstName}},</p>
<p style="margin:0 0 16px;">The scheduled <strong>{{reportTitle}}</strong> of {{organisationName}} for {{rangeText}} is ready ({{rowCount}} rows).</p>
<p style="margin:0 0 24px;"><a href="{{downloadUrl}}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px;">Download {{fileName}}</a></p>
<p style="margin:0 0 16px;word-break:break-all;color:#6b7280;">Or copy this address into your browser: {{downloadUrl}}</p>
<p style="margin:0;color:#6b7280;">The link works until {{expiresAt}}. Anyone with it can download the file, so please do not forward this message.</p>`,
});
