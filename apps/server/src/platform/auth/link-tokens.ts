import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DatabasePool } from '../db/client.ts';
import { loadSigningKeys, type TokenKeys } from './access-tokens.ts';

/*
 * The signed links the product mails to people who do not sign in (a waitlist offer, an
 * unsubscribe, a scheduled report's file): the address is the capability. Every kind seals its
 * claims the same way: fixed-length bytes, `base64url(payload).base64url(HMAC-SHA256 cut to 128
 * bits)`, under a key derived by HKDF from the deployment's token signing key (which every api
 * replica and worker shares through PostgreSQL) with a label per kind, so one kind's token never
 * opens another's route. Rotating the signing key ends every link already sent.
 */

/** A MAC of 128 bits, as is usual, so a token fits a route parameter (100 characters). */
const MAC_BYTES = 16;
/** Longer than any token a sealer makes: refused before any decoding. */
const MAX_TOKEN_LENGTH = 100;

export interface LinkSealer {
  /** The token of `payload`, which must be exactly the sealer's length. */
  seal(payload: Buffer): string;
  /** The payload of a token this key sealed, spelled as it was issued; null for anything else. */
  open(token: string): Buffer | null;
}

/** The key of one kind of link (`label` names the kind and its version). */
export function deriveLinkKey(keys: TokenKeys, label: string): Buffer {
  const secret = keys.privateJwk.d;
  if (!secret) throw new Error('The token signing key has no private part');
  return Buffer.from(hkdfSync('sha256', secret, 'clubline', label, 32));
}

export function linkSealer(key: Buffer, payloadBytes: number): LinkSealer {
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    seal(payload) {
      if (payload.length !== payloadBytes) throw new Error(`A link's payload is ${payloadBytes} bytes`);
      return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    open(token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (payload.length !== payloadBytes || given.length !== MAC_BYTES) return null;
      // Only the spelling issued: base64url's spare bits would let other texts decode alike.
      if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
      return timingSafeEqual(given, mac(payload)) ? payload : null;
    },
  };
}

/** A uuid as its 16 bytes, and back. */
export const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replaceAll('-', ''), 'hex');
export const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * `make`'s signer of this deployment, from the signing key in PostgreSQL, read once per pool. A
 * failed read is not kept: the next caller (a job's retry) tries again.
 */
export function signerPerPool<Signer>(
  make: (keys: TokenKeys) => Signer,
): (ownerPool: DatabasePool) => Promise<Signer> {
  const signers = new WeakMap<DatabasePool, Promise<Signer>>();
  return (ownerPool) => {
    let signer = signers.get(ownerPool);
    if (!signer) {
      signer = loadSigningKeys(ownerPool).then(make);
      signer.catch(() => signers.delete(ownerPool));
      signers.set(ownerPool, signer);
    }
    return signer;
  };
}
