import { z } from 'zod';
import { defineEmailTemplate, line } from './email-template.ts';

/** A single line that may be empty (a branch with no tax number on record prints nothing there). */
const optionalLine = (max: number) => z.union([z.literal(''), line(max)]);

/**
 * A desk payment's receipt (docs/billing.md "Receipts"): the same content as the printed one, every
 * value formatted by the caller (money in the branch's currency, the date as the app shows it).
 */
export const membershipReceipt = defineEmailTemplate({
  name: 'membership-receipt',
  schema: z.object({
    recipientName: line(200),
    heading: line(40),
    receiptNumber: line(20),
    issuedOn: line(40),
    legalName: line(200),
    branchName: line(200),
    branchAddress: optionalLine(400),
    taxNumberText: optionalLine(100),
    lines: z
      .array(z.object({ description: line(300), amount: line(40) }))
      .min(1)
      .max(50),
    total: line(40),
    gstStatement: line(100),
    paymentType: line(40),
  }),
  subject: '{{heading}} {{receiptNumber}} from {{branchName}}',
  text: `Hello {{recipientName}},

Thank you for your payment. This is your receipt.

{{heading}} {{receiptNumber}}
{{legalName}}
{{#if branchAddress}}{{branchAddress}}
{{/if}}{{#if taxNumberText}}{{taxNumberText}}
{{/if}}Date: {{issuedOn}}
Received from: {{recipientName}}

{{#each lines}}{{description}}: {{amount}}
{{/each}}
Total paid ({{paymentType}}): {{total}}
{{gstStatement}}
`,
  html: `<p style="margin:0 0 16px;">Hello {{recipientName}},</p>
<p style="margin:0 0 16px;">Thank you for your payment. This is your receipt.</p>
<h2 style="margin:0 0 8px;font-size:18px;">{{heading}} {{receiptNumber}}</h2>
<p style="margin:0 0 16px;"><strong>{{legalName}}</strong>{{#if branchAddress}}<br>{{branchAddress}}{{/if}}{{#if taxNumberText}}<br>{{taxNumberText}}{{/if}}</p>
<p style="margin:0 0 16px;">Date: {{issuedOn}}<br>Received from: {{recipientName}}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;">
{{#each lines}}<tr><td style="padding:4px 0;border-bottom:1px solid #e5e7eb;">{{description}}</td><td style="padding:4px 0;border-bottom:1px solid #e5e7eb;text-align:right;">{{amount}}</td></tr>
{{/each}}<tr><td style="padding:8px 0;"><strong>Total paid ({{paymentType}})</strong></td><td style="padding:8px 0;text-align:right;"><strong>{{total}}</strong></td></tr>
</table>
<p style="margin:0;color:#374151;">{{gstStatement}}</p>`,
});
