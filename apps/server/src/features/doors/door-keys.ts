import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOOR_AUTH_SCHEME } from '@clubline/domain';

/** Issued keys start with this, so one found in a log or a config file is recognised as a door's. */
const KEY_PREFIX = 'door_';
/** Characters of the key shown to staff to tell keys apart: the prefix and 7 of 43 random ones. */
const SHOWN_LENGTH = KEY_PREFIX.length + 7;
/** 256 random bits, base64url: 43 characters. */
const KEY_PATTERN = /^door_[A-Za-z0-9_-]{43}$/;

export interface IssuedKey {
  /** The key itself: shown once, never stored. */
  key: string;
  keyPrefix: string;
  keyHash: string;
}

/** SHA-256 of the key, lower-case hex: what is stored and looked up. */
export function hashDoorKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new door key: 256 bits from the system's CSPRNG. */
export function issueDoorKey(): IssuedKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyPrefix: key.slice(0, SHOWN_LENGTH), keyHash: hashDoorKey(key) };
}

/**
 * The key of an `authorization: Door <key>` header, or null for anything else (another scheme, a
 * malformed key): such a request is refused before any database work.
 */
export function doorKeyOf(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  if (rest.length > 0 || key === undefined || !schemeMatches(scheme ?? '')) return null;
  return KEY_PATTERN.test(key) ? key : null;
}

function schemeMatches(scheme: string): boolean {
  const expected = Buffer.from(DOOR_AUTH_SCHEME.toLowerCase());
  const given = Buffer.from(scheme.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
