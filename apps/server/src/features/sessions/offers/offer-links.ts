import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { loadSigningKeys, type TokenKeys } from '../../../platform/auth/access-tokens.ts';
import type { DatabasePool } from '../../../platform/db/client.ts';

/*
 * The signed link of a waitlist offer (docs/classes.md "Waitlist offers"): the address is the
 * capability, as a file address is (platform/files/file-urls.ts), so the member answers without
 * signing in. The token is `base64url(claims).base64url(HMAC-SHA256, first 128 bits)`; the key is derived with
 * HKDF from the server's token signing key, which every api replica and worker shares through
 * PostgreSQL, under a label of its own so the two uses of the secret stay apart. Rotating the
 * signing key ends the links already sent (their offers then expire and pass on as usual).
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
  const secret = keys.privateJwk.d;
  if (!secret) throw new Error('The token signing key has no private part');
  return Buffer.from(hkdfSync('sha256', secret, 'clubline', 'waitlist-offer-links v1', 32));
}

/** The bytes of a uuid, and back. */
const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The claims as 40 bytes (two uuids and the expiry): the token fits a route parameter (100 characters). */
const CLAIMS_BYTES = 40;
/** The HMAC cut to 128 bits, as is usual for a MAC, for the same reason. */
const MAC_BYTES = 16;

export function offerLinkSigner(key: Buffer): OfferLinkSigner {
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(claims) {
      const { applicationId, offerId, expiresAt } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(offerId).copy(payload, 16);
      payload.writeBigInt64BE(BigInt(expiresAt), 32);
      return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      if (token.length > 100) return null;
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (payload.length !== CLAIMS_BYTES || given.length !== MAC_BYTES) return null;
      if (!timingSafeEqual(given, mac(payload))) return null;
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
const signers = new WeakMap<DatabasePool, Promise<OfferLinkSigner>>();
export function offerLinkSignerOf(ownerPool: DatabasePool): Promise<OfferLinkSigner> {
  let signer = signers.get(ownerPool);
  if (!signer) {
    signer = loadSigningKeys(ownerPool).then((keys) => offerLinkSigner(deriveOfferLinkKey(keys)));
    // A failed read is not kept: the next job tries again.
    signer.catch(() => signers.delete(ownerPool));
    signers.set(ownerPool, signer);
  }
  return signer;
}

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
