import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@clubline/domain';

/**
 * A member's calendar feed address is its own key (docs/classes.md "Calendar feed"): the token
 * names the organisation, the person and the feed's generation, and carries an HMAC-SHA256 of them
 * under a key only the api holds, so it cannot be guessed or altered and needs no column. The key
 * is derived (HKDF, its own label) from CALENDAR_FEED_SECRET when set, else from the token signing
 * key every replica shares, so the addresses survive restarts. Rotating CALENDAR_FEED_SECRET
 * revokes every feed at once.
 */
const PAYLOAD_BYTES = 16 + 16 + 4;
const SIGNATURE_BYTES = 32;

let feedKey: Buffer | undefined;

/** Installed by the api at start (the sessions module's routes), before any request. */
export function installCalendarFeedKey(secret: string): void {
  feedKey = Buffer.from(hkdfSync('sha256', secret, 'clubline', 'calendar-feed v1', 32));
}

function key(): Buffer {
  if (!feedKey) throw new Error('The calendar feed key is installed when the api starts');
  return feedKey;
}

export interface FeedClaims {
  applicationId: string;
  personId: string;
  /** Which of the person's feed addresses this is; a newer one would replace it. */
  generation: number;
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const sign = (payload: Buffer) => createHmac('sha256', key()).update(payload).digest();

export function calendarFeedToken(claims: FeedClaims): string {
  if (!isUuid(claims.applicationId) || !isUuid(claims.personId)) throw new Error('Feed ids must be uuids');
  const generation = Buffer.alloc(4);
  generation.writeUInt32BE(claims.generation);
  const payload = Buffer.concat([uuidBytes(claims.applicationId), uuidBytes(claims.personId), generation]);
  return Buffer.concat([payload, sign(payload)]).toString('base64url');
}

/** The claims of a token we issued; null for anything else (wrong length, altered, not ours). */
export function verifyCalendarFeedToken(token: string): FeedClaims | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), sign(payload))) return null;
  return {
    applicationId: uuidText(payload.subarray(0, 16)),
    personId: uuidText(payload.subarray(16, 32)),
    generation: payload.readUInt32BE(32),
  };
}
