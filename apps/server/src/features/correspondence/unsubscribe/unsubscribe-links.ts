import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { CorrespondenceChannel } from '@clubline/domain';
import { z } from 'zod';
import { loadSigningKeys, type TokenKeys } from '../../../platform/auth/access-tokens.ts';
import type { DatabasePool } from '../../../platform/db/client.ts';

/*
 * The unsubscribe link of a marketing message (docs/correspondence.md "Consent"): the address is
 * the capability, so it works without signing in. `base64url(organisation, person, channel)` and
 * an HMAC-SHA256 cut to 128 bits, with a key derived by HKDF from the deployment's token signing
 * key under a label of its own. The token does not expire: the law asks for at least 30 days, and
 * a member who finds an old message should still be able to stop the next one.
 */

export const UNSUBSCRIBE_PATH = '/correspondence/unsubscribe';

const CHANNEL_BYTE: Record<CorrespondenceChannel, number> = { EMAIL: 1, SMS: 2 };

const claimsSchema = z.object({
  applicationId: z.uuid(),
  personId: z.uuid(),
  channel: z.enum(['SMS', 'EMAIL']),
});
export type UnsubscribeClaims = z.infer<typeof claimsSchema>;

export interface UnsubscribeSigner {
  sign(claims: UnsubscribeClaims): string;
  verify(token: string): UnsubscribeClaims | null;
}

export function deriveUnsubscribeKey(keys: TokenKeys): Buffer {
  const secret = keys.privateJwk.d;
  if (!secret) throw new Error('The token signing key has no private part');
  return Buffer.from(hkdfSync('sha256', secret, 'clubline', 'correspondence-unsubscribe v1', 32));
}

const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const CLAIMS_BYTES = 33;
const MAC_BYTES = 16;

export function unsubscribeSigner(key: Buffer): UnsubscribeSigner {
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(claims) {
      const { applicationId, personId, channel } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(personId).copy(payload, 16);
      payload.writeUInt8(CHANNEL_BYTE[channel], 32);
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
      const byte = payload.readUInt8(32);
      const parsed = claimsSchema.safeParse({
        applicationId: uuidOf(payload.subarray(0, 16)),
        personId: uuidOf(payload.subarray(16, 32)),
        channel: byte === CHANNEL_BYTE.EMAIL ? 'EMAIL' : byte === CHANNEL_BYTE.SMS ? 'SMS' : undefined,
      });
      return parsed.success ? parsed.data : null;
    },
  };
}

const signers = new WeakMap<DatabasePool, Promise<UnsubscribeSigner>>();
/** The signer of this deployment, from the signing key in PostgreSQL (read once per pool). */
export function unsubscribeSignerOf(ownerPool: DatabasePool): Promise<UnsubscribeSigner> {
  let signer = signers.get(ownerPool);
  if (!signer) {
    signer = loadSigningKeys(ownerPool).then((keys) => unsubscribeSigner(deriveUnsubscribeKey(keys)));
    signer.catch(() => signers.delete(ownerPool));
    signers.set(ownerPool, signer);
  }
  return signer;
}

/** Where links lead and how they are signed. */
export interface UnsubscribeLinks {
  publicUrl: string;
  signer: UnsubscribeSigner;
}

export function unsubscribeUrl(links: UnsubscribeLinks, claims: UnsubscribeClaims): string {
  return `${links.publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}/${encodeURIComponent(links.signer.sign(claims))}`;
}
