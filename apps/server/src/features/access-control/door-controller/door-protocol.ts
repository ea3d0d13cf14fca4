import { CARD_NUMBER_MAX_LENGTH, doorMessages, SWIPE_ID_MAX_LENGTH } from '@clubline/domain';
import { CompactSign, compactVerify, importJWK, type JWK } from 'jose';
import { z } from 'zod';

/**
 * What a door controller and the server say to each other when the door must decide without the
 * server (docs/access-control.md "Doors offline"): the signed allow-list it downloads and the
 * batch of swipes it decided alone that it uploads afterwards. Shared by the server's routes and
 * the door sandbox, so both read the same shapes.
 */

export const ALLOW_LIST_FORMAT = 'clubline.door-allow-list.v1';
/** The detached JWS (RFC 7515 appendix F) over the allow-list's exact body bytes. */
export const ALLOW_LIST_SIGNATURE_HEADER = 'x-clubline-signature';
const SIGNATURE_ALGORITHM = 'ES256';
/** The JWS `typ`: a signature made for an allow-list is never taken for an access token's. */
const SIGNATURE_TYPE = 'clubline-allow-list+jws';
/** The door asks with its ETag this often; a change reaches it within 15 s (the bound). */
export const ALLOW_LIST_POLL_SECONDS = 10;
/** Swipes one upload may carry. */
export const OFFLINE_BATCH_MAX = 1000;
/** A denial reason code is one of the domain's catalogue; anything longer is not one. */
const REASON_CODE_MAX_LENGTH = 64;
const REASON_TEXT_MAX_LENGTH = 200;

const reasonSchema = z.object({ code: z.string(), text: z.string() });

/** One card the door may meet: granted until an instant, or denied with the reason in words. */
const allowListEntrySchema = z.object({
  cardNumber: z.string(),
  personId: z.string(),
  firstName: z.string(),
  granted: z.boolean(),
  /** Granted entries: the instant (ISO, UTC) after which the door no longer lets them in. */
  until: z.string().nullable(),
  /** The membership the entry counts against (a visit pass), null when none or denied. */
  membershipId: z.string().nullable(),
  /** Visits left on that visit pass when the list was built; null when not a visit pass. */
  visitsLeft: z.number().int().nullable(),
  /** Denied entries: why, as the server would say it at the door now. */
  reason: reasonSchema.nullable(),
  /** Granted entries: why the door refuses them from `until` on (null past the list's horizon). */
  reasonAfter: reasonSchema.nullable(),
});
export type AllowListEntry = z.infer<typeof allowListEntrySchema>;

export const allowListSchema = z.object({
  format: z.literal(ALLOW_LIST_FORMAT),
  doorId: z.string(),
  branchId: z.string(),
  /** The branch's IANA time zone: "until" and "validUntil" fall on its midnights. */
  timeZone: z.string(),
  /** Equal to the ETag (without quotes). */
  version: z.string(),
  generatedAt: z.string(),
  /** The branch's next midnight: the list is rebuilt then even if nothing changed. */
  validUntil: z.string(),
  entries: z.array(allowListEntrySchema),
});
export type AllowList = z.infer<typeof allowListSchema>;

/** One swipe the door decided alone, with its own time and what it did (the online swipe's rules). */
export const offlineSwipeSchema = z.object({
  swipeId: z
    .string({ error: doorMessages.swipeIdRequired })
    .min(1, doorMessages.swipeIdRequired)
    .max(SWIPE_ID_MAX_LENGTH, doorMessages.swipeIdFormat)
    .regex(/^[A-Za-z0-9._:-]+$/, doorMessages.swipeIdFormat),
  cardNumber: z
    .string({ error: doorMessages.cardFormat })
    .trim()
    .min(1, doorMessages.cardRequired)
    .max(CARD_NUMBER_MAX_LENGTH, doorMessages.cardFormat)
    .regex(/^[A-Za-z0-9]+$/, doorMessages.cardFormat)
    .transform((value) => value.toUpperCase()),
  at: z.iso.datetime({ offset: true, error: doorMessages.atFormat }),
  decision: z.object({
    granted: z.boolean(),
    reasonCode: z.string().max(REASON_CODE_MAX_LENGTH).nullable().optional(),
    /** The sentence the door showed, kept when the server cannot say it better. */
    reasonText: z.string().max(REASON_TEXT_MAX_LENGTH).nullable().optional(),
  }),
});
export type OfflineSwipe = z.infer<typeof offlineSwipeSchema>;

/** The upload's envelope; each row is read on its own so one bad row never stops the batch. */
export const offlineBatchSchema = z.object({
  swipes: z.array(z.unknown()).min(1).max(OFFLINE_BATCH_MAX),
});

/** RECORDED: stored now. DUPLICATE: stored by an earlier upload (nothing changed). */
type OfflineSwipeStatus = 'RECORDED' | 'DUPLICATE' | 'REJECTED';

export interface OfflineSwipeResult {
  index: number;
  swipeId: string | null;
  status: OfflineSwipeStatus;
  arrivalId: string | null;
  error: { code: string; message: string } | null;
}

export interface OfflineUploadAnswer {
  results: OfflineSwipeResult[];
}

/** Signs the allow-list's body bytes with the server's access-token key (published at /oidc/jwks). */
export async function signAllowList(body: string, key: { kid: string; privateJwk: JWK }): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, SIGNATURE_ALGORITHM);
  const jws = await new CompactSign(new TextEncoder().encode(body))
    .setProtectedHeader({ alg: SIGNATURE_ALGORITHM, kid: key.kid, typ: SIGNATURE_TYPE })
    .sign(privateKey);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
}

/** True when `signature` is the server's over exactly `body` (the door's check before using a list). */
export async function verifyAllowList(body: string, signature: string, publicJwk: JWK): Promise<boolean> {
  const [header, empty, value] = signature.split('.');
  if (!header || empty !== '' || !value) return false;
  try {
    const key = await importJWK(publicJwk, SIGNATURE_ALGORITHM);
    const payload = Buffer.from(body, 'utf8').toString('base64url');
    const { protectedHeader } = await compactVerify(`${header}.${payload}.${value}`, key, {
      algorithms: [SIGNATURE_ALGORITHM],
    });
    return protectedHeader.typ === SIGNATURE_TYPE && protectedHeader.kid === publicJwk.kid;
  } catch {
    return false;
  }
}
