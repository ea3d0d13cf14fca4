import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { queueEmail } from '../../../platform/messaging/outbound-emails.ts';
import { type OfferLinks, offerUrl } from './offer-links.ts';
import { instantText, sessionTimeText } from './offer-texts.ts';
import type { OfferSession } from './offers.repository.ts';
import { recipientOf } from './offers.repository.ts';
import { waitlistSmsJob } from './waitlist-sms.job.ts';

/**
 * Tells the member of an offer or of a direct booking, in the caller's transaction: the email
 * through the outbox, the SMS through its job (which reads the entry again before sending). Both
 * exist exactly when the offer or booking commits; their references make a repeat send nothing.
 * A member without an email address or mobile number is not told that way (staff see the offer on
 * the waitlist).
 */
export async function tellMember(
  tx: Transaction,
  notice: {
    applicationId: string;
    session: OfferSession;
    entryId: string;
    personId: string;
    offer: { offerId: string; expiresAt: Temporal.Instant; links: OfferLinks } | null;
  },
): Promise<void> {
  const recipient = await recipientOf(tx, notice.personId);
  if (!recipient) return;
  const { applicationId, session, offer } = notice;
  if (recipient.email !== null) {
    const common = {
      firstName: recipient.firstName,
      className: session.name,
      branchName: session.branchName,
      sessionTime: sessionTimeText(session),
    };
    try {
      if (offer)
        await queueEmail(
          tx,
          { jobs: tenantJobQueue },
          {
            applicationId,
            to: recipient.email,
            template: 'waitlist-place-offered',
            data: {
              ...common,
              expiresAt: instantText(offer.expiresAt, session.timeZone),
              answerUrl: offerUrl(offer.links, { applicationId, ...offer }),
            },
            reference: `waitlist-offer:${offer.offerId}`,
          },
        );
      else
        await queueEmail(
          tx,
          { jobs: tenantJobQueue },
          {
            applicationId,
            to: recipient.email,
            template: 'waitlist-place-booked',
            data: common,
            reference: `waitlist-booked:${notice.entryId}`,
          },
        );
    } catch (error) {
      // Refused before anything was written (an address or name the template cannot carry): the
      // offer stands, and the SMS and the waitlist still tell of it.
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  if (recipient.mobilePhone !== null)
    await tenantJobQueue.send(waitlistSmsJob, { applicationId, entryId: notice.entryId }, tx);
}
