import type { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { TokenKeys } from '../../../platform/auth/access-tokens.ts';
import {
  deriveLinkKey,
  linkSealer,
  signerPerPool,
  uuidBytes,
  uuidOf,
} from '../../../platform/auth/link-tokens.ts';

/*
 * The signed link of a waitlist offer (docs/classes.md "Waitlist offers"): the address is the
 * capability, as a file address is (platform/files/file-urls.ts), so the member answers without
 * signing in. Sealed as every mailed link is (platform/auth/link-tokens.ts), under its own label.
 * Rotating the signing key ends the links already sent (their offers then expire and pass on as
 * usual).
 */

/** The path the api serves an offer's page at (offers.rest.ts). */
export const OFFER_LINK_PATH = '/waitlist-offers';

const claimsSchema = z.object({
  applicationId: z.uuid(),
  offerId: z.uuid(),
  /** The offer's expiry, in seconds since the epoch: the link says "too late" from then on. */
  expiresAt: z.number().int(),
});
export type OfferLinkClaims = z.infer<typeof claimsSchema>;

export interface OfferLinkSigner {
  sign(claims: OfferLinkClaims): string;
  /** The claims of a genuine token (expired or not: an expired link still says "too late"); null otherwise. */
  verify(token: string): OfferLinkClaims | null;
}

export function deriveOfferLinkKey(keys: TokenKeys): Buffer {
  return deriveLinkKey(keys, 'waitlist-offer-links v1');
}

/** The claims as 40 bytes (two uuids and the expiry): the token fits a route parameter. */
const CLAIMS_BYTES = 40;

export function offerLinkSigner(key: Buffer): OfferLinkSigner {
  const sealer = linkSealer(key, CLAIMS_BYTES);
  return {
    sign(claims) {
      const { applicationId, offerId, expiresAt } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(offerId).copy(payload, 16);
      payload.writeBigInt64BE(BigInt(expiresAt), 32);
      return sealer.seal(payload);
    },
    verify(token) {
      const payload = sealer.open(token);
      if (!payload) return null;
      const parsed = claimsSchema.safeParse({
        applicationId: uuidOf(payload.subarray(0, 16)),
        offerId: uuidOf(payload.subarray(16, 32)),
        expiresAt: Number(payload.readBigInt64BE(32)),
      });
      return parsed.success ? parsed.data : null;
    },
  };
}

/** The signer of this deployment, from the signing key in PostgreSQL (read once per pool). */
export const offerLinkSignerOf = signerPerPool((keys) => offerLinkSigner(deriveOfferLinkKey(keys)));

/** The whole link a member is sent. */
function offerLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${OFFER_LINK_PATH}/${encodeURIComponent(token)}`;
}

/** Where links lead and how they are signed: the worker's PUBLIC_URL and the deployment's key. */
export interface OfferLinks {
  publicUrl: string;
  signer: OfferLinkSigner;
}

/** The signed link of an offer, expiring with it (rounded up to the second: the stored offer decides). */
export function offerUrl(
  links: OfferLinks,
  offer: { applicationId: string; offerId: string; expiresAt: Temporal.Instant },
): string {
  const token = links.signer.sign({
    applicationId: offer.applicationId,
    offerId: offer.offerId,
    expiresAt: Math.ceil(offer.expiresAt.epochMilliseconds / 1000),
  });
  return offerLinkUrl(links.publicUrl, token);
}
