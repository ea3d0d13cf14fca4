import { PHONE_COUNTRY_CODES, type PhoneCountryCode, toInternationalNumber } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob } from '../../../platform/jobs/job-definition.ts';
import { offerLinkSignerOf, offerUrl } from './offer-links.ts';
import { bookedSmsText, offerSmsText } from './offer-texts.ts';
import { lockOfferSession, recipientOf, smsEntryOf } from './offers.repository.ts';
import { instantOf } from './pg-instant.ts';

const isCountry = (code: string): code is PhoneCountryCode =>
  (PHONE_COUNTRY_CODES as readonly string[]).includes(code);

/**
 * The SMS of a waitlist offer or direct booking (offer-notices.ts): enqueued with the offer or
 * booking, it reads the entry again and texts what is still true (an offer answered or expired
 * meanwhile is not sent). The gateway sends a reference once, so a retried job texts once.
 */
export const waitlistSmsJob = defineJob({
  queue: 'sessions.waitlist-sms',
  payload: z.object({ applicationId: z.uuid(), entryId: z.uuid() }),
  pollingIntervalSeconds: 2,
  handle: async ({ applicationId, entryId }, { env }) => {
    const now = Temporal.Now.instant();
    const signer = await offerLinkSignerOf(env.ownerPool);
    const message = await withTenant(env.db, applicationId, async (tx) => {
      const entry = await smsEntryOf(tx, entryId);
      if (!entry) return null;
      const [session, recipient] = [
        await lockOfferSession(tx, entry.session_id, { lock: false }),
        await recipientOf(tx, entry.person_id),
      ];
      const phone = recipient?.mobilePhone;
      if (!session || !phone || !isCountry(phone.countryCode)) return null;
      const to = toInternationalNumber({ countryCode: phone.countryCode, number: phone.number });
      if (entry.last_promotion_result === 'BOOKED')
        return { to, body: bookedSmsText(session), reference: `waitlist-booked:${entryId}` };
      if (entry.offer_id === null || entry.offer_status !== 'OFFERED' || entry.expires_at === null)
        return null;
      const expiresAt = instantOf(entry.expires_at);
      if (Temporal.Instant.compare(now, expiresAt) >= 0) return null;
      const url = offerUrl(
        { publicUrl: env.publicUrl, signer },
        { applicationId, offerId: entry.offer_id, expiresAt },
      );
      return {
        to,
        body: offerSmsText(session, expiresAt, url),
        reference: `waitlist-offer:${entry.offer_id}`,
      };
    });
    if (!message) return 'nothing-to-send';
    const sent = await env.sms.send({ applicationId, ...message });
    return sent.accepted ? 'sent' : `refused: ${sent.reason}`;
  },
});
