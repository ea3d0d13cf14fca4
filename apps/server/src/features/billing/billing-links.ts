import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BillingProviderId } from '@clubline/domain';

/**
 * Billing links (spec 2 §3 "Billing links"): where staff open a customer's records at the billing
 * company. Our sandboxes serve the payment history (GET /sandbox/billing/{provider}/customers/
 * {customerReference}/payments); personal and payment details have no sandbox page (null).
 *
 * The address is signed and expires (10 minutes), so it opens in a new tab without a staff token
 * and names one organisation's customer only: HMAC-SHA256 over the organisation, provider, customer
 * and expiry with BILLING_LINK_SECRET, or a key made at process start when that is unset (fine for
 * the sandbox, a development page: with several api replicas set the secret).
 */
export interface BillingLinks {
  personalDetails: string | null;
  paymentHistory: string | null;
  paymentDetails: string | null;
}

const BILLING_LINK_LIFETIME_SECONDS = 10 * 60;

const key = process.env.BILLING_LINK_SECRET ? Buffer.from(process.env.BILLING_LINK_SECRET) : randomBytes(32);

function signature(
  applicationId: string,
  provider: string,
  customerReference: string,
  expires: number,
): string {
  return createHmac('sha256', key)
    .update(JSON.stringify(['billing-link v1', applicationId, provider, customerReference, expires]))
    .digest('base64url');
}

function paymentHistoryPath(provider: BillingProviderId, customerReference: string): string {
  return `/sandbox/billing/${provider.toLowerCase()}/customers/${encodeURIComponent(customerReference)}/payments`;
}

export function billingLinks(options: {
  publicUrl: string;
  applicationId: string;
  provider: BillingProviderId;
  customerReference: string | null;
  /** Milliseconds since the epoch (tests). */
  now?: number;
}): BillingLinks {
  if (!options.customerReference)
    return { personalDetails: null, paymentHistory: null, paymentDetails: null };
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + BILLING_LINK_LIFETIME_SECONDS;
  const query = new URLSearchParams({
    org: options.applicationId,
    expires: String(expires),
    sig: signature(options.applicationId, options.provider, options.customerReference, expires),
  });
  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    personalDetails: null,
    paymentHistory: `${base}${paymentHistoryPath(options.provider, options.customerReference)}?${query}`,
    paymentDetails: null,
  };
}

/** Whether a payment history address was signed by us for this customer and has not expired. */
export function verifyBillingLink(options: {
  applicationId: string;
  provider: BillingProviderId;
  customerReference: string;
  expires: string;
  sig: string;
  now?: number;
}): boolean {
  const expires = Number(options.expires);
  if (!Number.isInteger(expires) || expires * 1000 < (options.now ?? Date.now())) return false;
  const expected = Buffer.from(
    signature(options.applicationId, options.provider, options.customerReference, expires),
  );
  const given = Buffer.from(options.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
