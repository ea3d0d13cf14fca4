import type { z } from 'zod';
import { correspondenceMessage } from './correspondence-message.ts';
import type { RenderedEmail } from './email-template.ts';
import { membershipReceipt } from './membership-receipt.ts';
import { membershipSignupLink } from './membership-signup-link.ts';
import { scheduledReport } from './scheduled-report.ts';
import { staffEmailChanged } from './staff-email-changed.ts';
import { staffTemporaryPasscode } from './staff-temporary-passcode.ts';
import { waitlistPlaceBooked } from './waitlist-place-booked.ts';
import { waitlistPlaceOffered } from './waitlist-place-offered.ts';

/** Every template by name. A new template: a file beside this one and a line here. */
export const emailTemplates = {
  'staff-temporary-passcode': staffTemporaryPasscode,
  'membership-signup-link': membershipSignupLink,
  'staff-email-changed': staffEmailChanged,
  'membership-receipt': membershipReceipt,
  'waitlist-place-offered': waitlistPlaceOffered,
  'waitlist-place-booked': waitlistPlaceBooked,
  'correspondence-message': correspondenceMessage,
  'scheduled-report': scheduledReport,
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;

/** The data a template needs, from its schema: a caller naming a template must pass exactly this. */
export type EmailTemplateData<Name extends EmailTemplateName> = z.input<
  (typeof emailTemplates)[Name]['schema']
>;

/** Renders one template; the data is validated again at run time (a ValidationError otherwise). */
export function renderEmail<Name extends EmailTemplateName>(
  name: Name,
  data: EmailTemplateData<Name>,
): RenderedEmail {
  return emailTemplates[name].render(data);
}

export type { RenderedEmail } from './email-template.ts';
