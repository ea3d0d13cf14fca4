import type { CorrespondenceChannel } from '@clubline/domain';
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
 * The unsubscribe link of a marketing message (docs/correspondence.md "Consent"): the address is
 * the capability, so it works without signing in. `(organisation, person, channel)` sealed as every
 * mailed link is (platform/auth/link-tokens.ts), under its own label. The token does not expire: the law asks for at least 30 days, and
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
  return deriveLinkKey(keys, 'correspondence-unsubscribe v1');
}

const CLAIMS_BYTES = 33;

export function unsubscribeSigner(key: Buffer): UnsubscribeSigner {
  const sealer = linkSealer(key, CLAIMS_BYTES);
  return {
    sign(claims) {
      const { applicationId, personId, channel } = claimsSchema.parse(claims);
      const payload = Buffer.alloc(CLAIMS_BYTES);
      uuidBytes(applicationId).copy(payload, 0);
      uuidBytes(personId).copy(payload, 16);
      payload.writeUInt8(CHANNEL_BYTE[channel], 32);
      return sealer.seal(payload);
    },
    verify(token) {
      const payload = sealer.open(token);
      if (!payload) return null;
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

/** The signer of this deployment, from the signing key in PostgreSQL (read once per pool). */
export const unsubscribeSignerOf = signerPerPool((keys) => unsubscribeSigner(deriveUnsubscribeKey(keys)));

/** Where links lead and how they are signed. */
export interface UnsubscribeLinks {
  publicUrl: string;
  signer: UnsubscribeSigner;
}

export function unsubscribeUrl(links: UnsubscribeLinks, claims: UnsubscribeClaims): string {
  return `${links.publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}/${encodeURIComponent(links.signer.sign(claims))}`;
}
